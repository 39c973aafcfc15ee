import Foundation

extension PagewrightStepping {
    /// How many times a clear deletes what a field still holds before it gives up.
    static var clearingRounds: Int { 3 }

    /// How far inside a field's trailing edge the tap that moves the caret to the end lands, in
    /// points: at the very edge a tap misses the field (facebookarchive/WebDriverAgent#603 taps
    /// 10 points in).
    static var trailingInset: CGFloat { 6 }

    /// Deletes the text of a field (XCUITest has no clear), and checks that it did.
    ///
    /// A tap leaves the caret where the finger lands (UITextField's `clearsOnBeginEditing`: "the
    /// text field places an insertion point at the place where the user tapped"), mid-text for a
    /// tap at the centre, so deleting as many characters as the field holds may leave the part
    /// after the caret (appium/appium#8037, #13046). So: a tap (which gives it focus and scrolls it
    /// into view), then, while it holds text, a tap a few points inside its trailing edge (a text
    /// view's bottom trailing corner), which puts the caret at or next to the end, and a delete per
    /// character, reading the field again after each round — the way suites that run on devices
    /// settled on (appium/WebDriverAgent#248: delete, read, retry). Not the edit menu's Select All:
    /// its title is in the device's language (appium/appium#13046), and a secure field offers none.
    /// A field showing only its placeholder is empty. A secure field's value reads as bullets, one
    /// per character, and it drops all its text at the first key after it gets focus; both count
    /// the same here. When the field still holds text after `clearingRounds` rounds (the app puts
    /// it back, or refuses the change), fails the test at `file`/`line` saying what it holds, and
    /// returns false.
    @discardableResult
    public static func clearText(in field: XCUIElement, _ name: String = "the field", in application: XCUIApplication? = nil,
                                 step: String = "clearText", file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let application = application ?? XCUIApplication()
        field.tap()
        var held = ""
        var secure = false
        for round in 0...clearingRounds {
            guard let seen = try? field.snapshot() else {
                PagewrightReport.fail("\(step): '\(name)' went away while its text was being cleared.",
                                      in: application, evidence: Settings.failureEvidence, file: file, line: line)
                return false
            }
            held = seen.value as? String ?? ""
            secure = seen.elementType == .secureTextField
            if held.isEmpty || held == seen.placeholderValue { return true }
            guard round < clearingRounds else { break }
            moveCaretToTheEnd(of: field, seen)
            field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: held.count))
        }
        let holds = secure ? "\(held.count) characters (a secure field shows them as bullets)" : "\"\(held)\""
        PagewrightReport.fail("\(step): '\(name)' still holds \(holds) after its text was deleted \(clearingRounds) times; the app may put it back or refuse the change.",
                              in: application, evidence: Settings.failureEvidence, file: file, line: line)
        return false
    }

    /// A tap a few points inside the trailing edge of `field` (its bottom trailing corner for a
    /// text view, whose text runs over several lines), where the caret goes to the end of the text
    /// or next to it. Through a coordinate, which reaches what is drawn there: the field, just
    /// tapped and so in view.
    private static func moveCaretToTheEnd(of field: XCUIElement, _ seen: any XCUIElementSnapshot) {
        let frame = seen.frame
        guard frame.width > 2 * trailingInset, frame.height > 2 * trailingInset else { return }
        let lines = seen.elementType == .textView
        // The trailing edge is the left one in a right-to-left language.
        let leftToRight = !rightToLeft(PagewrightLocalization.preferredLanguages.first ?? "en")
        field.coordinate(withNormalizedOffset: CGVector(dx: leftToRight ? 1 : 0, dy: lines ? 1 : 0.5))
            .withOffset(CGVector(dx: leftToRight ? -trailingInset : trailingInset, dy: lines ? -trailingInset : 0))
            .tap()
    }

    /// Whether text in `language` runs right to left (its code is one of the languages written in
    /// Arabic or Hebrew script that iOS offers).
    static func rightToLeft(_ language: String) -> Bool {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"].contains(code)
    }
}
