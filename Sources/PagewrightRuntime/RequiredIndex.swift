import Foundation

extension PagewrightCheck {
    /// The position of `element` among `collection`'s matches, as `index(of:among:)` finds it,
    /// for an index getter that must find one (`"required": true`): until the element is one of
    /// the matches it waits, within `wait`, for the element to appear (or, while it shows but is
    /// none of them, in short pauses, since no XCUITest wait watches a match list change); if it
    /// never is, it fails at `file`/`line` saying whether the element was there and how many
    /// matches there were, and gives 0 (the journey has stopped: the steps after it do not act).
    public static func requiredIndex(of element: XCUIElement, _ name: String, among collection: XCUIElementQuery, _ collectionName: String,
                                     within wait: some PagewrightWaitingTime, in application: XCUIApplication, getter: String,
                                     file: StaticString, line: UInt) -> UInt {
        guard PagewrightReport.proceeds(file: file, line: line) else { return 0 }
        var poll = PagewrightPoll(wait.seconds)
        repeat {
            if let position = index(of: element, among: collection) { return position }
            if poll.isOver { break }
            if element.exists {
                _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
            } else {
                _ = poll.wait { element.waitForExistence(timeout: $0) }
            }
        } while true
        let seen = element.exists
            ? "'\(name)' is none of the \(collection.count) matches of '\(collectionName)'"
            : "'\(name)' did not appear (\(collection.count) matches of '\(collectionName)')"
        PagewrightReport.fail("\(getter): \(seen) after \(wait.described).", in: application, file: file, line: line)
        return 0
    }
}
