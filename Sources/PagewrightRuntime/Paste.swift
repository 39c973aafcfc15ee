import Foundation

/// The system's edit menu, as far as a `paste` step needs it: the title of its Paste command.
///
/// XCUITest has no call that pastes; a user (and a UI test) presses the text element until its
/// edit menu shows, then taps Paste: "In iOS, the edit menu displays commands in a compact,
/// horizontal list that appears when people touch and hold or double-tap to select content in a
/// view" (Human Interface Guidelines, Edit menus). The menu's items are found by their title, which
/// is the system's and in the language the app runs in. Apple does not publish those titles, so
/// only the English one is known here; a suite that runs the app in another language gives its
/// title (`PagewrightEditMenu.pasteTitles["de"] = "…"`), and without it the step fails saying so.
@MainActor
public enum PagewrightEditMenu {
    /// The Paste command's title by language (`en` is the source).
    public static var pasteTitles: [String: String] = ["en": "Paste"]

    /// The Paste command's title in the language the app runs in (`PagewrightLocalization`), the
    /// English one when no title for that language is known.
    public static var pasteTitle: String { pasteTitles[titleLanguage] ?? "Paste" }

    /// The language whose title is used: the app's, when a title for it is known, else `en`.
    static var titleLanguage: String {
        PagewrightLocalization.match(PagewrightLocalization.preferredLanguages, shipped: pasteTitles.keys.sorted(), source: "en")
    }

    /// How long the press lasts: past `UILongPressGestureRecognizer`'s default
    /// `minimumPressDuration` of 0.5 s (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration),
    /// after which a text element shows its edit menu.
    public static let pressDuration: TimeInterval = 1
}

extension PagewrightStepping {
    /// Pastes the general pasteboard's text into `field` as a user does: a long press on it, then
    /// a tap on the edit menu's Paste command once it shows (within the project's default wait).
    /// When no Paste command shows (the pasteboard holds no text, the element takes none, or the
    /// app runs in a language whose title `PagewrightEditMenu` does not know), fails the test at
    /// `file`/`line` saying what the menu showed, and returns false.
    @discardableResult
    public static func paste(into field: XCUIElement, _ name: String = "the element", in application: XCUIApplication,
                             step: String = "paste", file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let title = PagewrightEditMenu.pasteTitle
        field.press(forDuration: PagewrightEditMenu.pressDuration)
        // Found by label, an attribute Apple documents (`XCUIElementAttributes.label`).
        let command = application.menuItems.matching(NSPredicate(format: "label == %@", title)).firstMatch
        if command.waitForExistence(timeout: Settings.defaultWait.seconds) {
            command.tap()
            return true
        }
        // One snapshot of the app says what the menu offered instead, if it showed at all.
        let shown = (try? application.snapshot()).map(menuTitles(in:)) ?? []
        let saw = shown.isEmpty ? "no edit menu came up" : "the edit menu shows \(shown.map { "'\($0)'" }.joined(separator: ", "))"
        // The English title stood in for a language whose title nobody gave: say how to give it.
        let language = PagewrightLocalization.preferredLanguages.first ?? "en"
        let untitled = PagewrightEditMenu.titleLanguage == "en" && !language.lowercased().hasPrefix("en")
        let hint = untitled ? " (the app runs in '\(language)': give its title in PagewrightEditMenu.pasteTitles)" : ""
        PagewrightReport.fail("\(step): no '\(title)' in the edit menu of '\(name)' after a long press: \(saw)\(hint); is there text on the pasteboard?",
                              in: application, evidence: Settings.failureEvidence, file: file, line: line)
        return false
    }

    /// The titles of every menu item in a snapshot, in order.
    private static func menuTitles(in snapshot: any XCUIElementSnapshot) -> [String] {
        let own = snapshot.elementType == .menuItem ? [snapshot.label] : []
        return own + snapshot.children.flatMap { menuTitles(in: $0) }
    }
}
