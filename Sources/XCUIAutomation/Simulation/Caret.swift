import Foundation

/// The insertion point of a text element, and typing at it. Not Apple API.
///
/// Apple: unless a text field clears on begin editing, "the text field places an insertion point at
/// the place where the user tapped the field" (https://developer.apple.com/documentation/uikit/uitextfield/clearsonbeginediting).
/// Suites that run on devices meet it: a centre tap leaves the caret mid-text, and deleting as many
/// characters as the field holds leaves the part after it (appium/appium#8037, "the cursor appears
/// in the middle of the pre-filled text"; appium/appium#13046 and facebookarchive/WebDriverAgent#603
/// found it at the start, where deleting removes nothing; the fix they settled on taps near the
/// field's trailing edge first, appium/WebDriverAgent#248). Apple does not say which character a
/// point falls on, and the stand-in lays out no glyphs, so it takes the reading that fails a test:
/// the text fills the element, line after line (a field is one line, a text view holds as many
/// lines of 22 points as fit), and the caret goes to the character boundary nearest the point. A
/// tap at the centre of a field is mid-text; one a few points inside its trailing edge (the bottom
/// trailing corner of a text view) is at or next to the end.
///
/// A secure text field that gets keyboard focus while it holds text loses all of it at the first
/// key typed ("not on focus, but on the first keypress after gaining focus", reactivecocoa/reactivecocoa#779,
/// a report on UITextField with secure entry): typing into it replaces, a first delete clears it.
@MainActor
extension SimulatedApp {
    /// Height of a line of body text in a text view, for the caret's reading above.
    static let textLineHeight: CGFloat = 22

    /// Puts `element`'s caret where a touch at `point` lands (nil: the element's hit point, the
    /// centre of its visible part, where XCUITest taps an element). A touch collapses a selection.
    func placeCaret(in element: SimulatedElement, at point: CGPoint?) {
        element.selectsAllText = false
        let count = (element.value ?? "").count
        guard count > 0, let placed = layout[element], placed.frame.width > 0, placed.frame.height > 0 else {
            element.caretOffset = nil
            return
        }
        let box = placed.frame
        let touch = point ?? CGPoint(x: placed.visible.midX, y: placed.visible.midY)
        let across = min(max((touch.x - box.minX) / box.width, 0), 1)
        let lines = element.elementType == .textView ? max(1, Int(box.height / Self.textLineHeight)) : 1
        let down = min(max((touch.y - box.minY) / box.height, 0), 1)
        let line = min(lines - 1, Int(down * CGFloat(lines)))
        let offset = Int(((CGFloat(line) + across) / CGFloat(lines) * CGFloat(count)).rounded())
        element.caretOffset = offset >= count ? nil : offset
    }

    /// Notes, as `element` gets keyboard focus, that a secure field holding text gives it up at
    /// the next key.
    func noteFocusGained(by element: SimulatedElement?) {
        guard let element, element.elementType == .secureTextField else { return }
        element.replacesTextOnNextKey = !(element.value ?? "").isEmpty
    }

    /// `field`'s text after `text` is typed at its caret (replacing a selection): backspace deletes
    /// the character before the caret, return starts a new line in a text view and adds nothing to
    /// a field, enter, tab and escape add nothing. Moves the caret past what was typed.
    func textAfterTyping(_ text: String, into field: SimulatedElement) -> String {
        var current = Array(field.selectsAllText ? "" : field.value ?? "")
        var caret = field.selectsAllText ? 0 : min(field.caretOffset ?? current.count, current.count)
        if field.replacesTextOnNextKey, !text.isEmpty {
            current = []
            caret = 0
        }
        field.selectsAllText = false
        field.replacesTextOnNextKey = false
        for character in text {
            switch character {
            case "\u{8}":
                if caret > 0 {
                    current.remove(at: caret - 1)
                    caret -= 1
                }
            case "\r", "\n", "\r\n":
                if field.elementType == .textView {
                    current.insert("\n", at: caret)
                    caret += 1
                }
            case "\u{3}", "\t", "\u{1b}": break  // enter, tab, escape: no text
            default:
                current.insert(character, at: caret)
                caret += 1
            }
        }
        field.caretOffset = caret >= current.count ? nil : caret
        return String(current)
    }
}
