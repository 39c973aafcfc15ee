/// A step's or check's reference to an element another screen owns, `"Preview.backButton"`: the
/// owning screen's name and the element's. Such an element is defined once, on its screen, and a
/// member of another page acts on it through that screen's locator (an action whose tap may
/// leave the next screen's element showing, such as a back button the next screen draws).
/// Element names are Swift identifiers, so a dot can only mean this.
struct OwnedElementReference {
    var screen: Located<String>
    var element: Located<String>

    /// The parts of `name` when it is `Screen.element`; nil for a plain element name.
    init?(_ name: Located<String>) {
        let text = name.value
        guard let dot = text.firstIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex else { return nil }
        let screen = String(text[..<dot])
        var elementLocation = name.location
        // The name's location is its opening quote: the element's part starts after the quote,
        // the screen's name and the dot.
        elementLocation.column += 1 + screen.unicodeScalars.count + 1
        self.screen = Located(screen, at: name.location)
        self.element = Located(String(text[text.index(after: dot)...]), at: elementLocation)
    }

    /// The reference with the element's own name, as a member of the owning screen would write it.
    static func local(_ reference: ElementReference, _ owned: OwnedElementReference) -> ElementReference {
        var local = reference
        local.name = owned.element
        return local
    }
}
