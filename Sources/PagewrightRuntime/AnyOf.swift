import Foundation

/// A check that passes when any one of several assertions holds (`anyOf`): the app may show one
/// thing or another (a result or an empty-state message), and either is right.
extension PagewrightCheck {
    /// One assertion of an `anyOf`.
    @MainActor
    public enum Alternative {
        /// The element meets the expectation.
        case element(XCUIElement, String, Expectation)
        /// The query matches `count` elements (`atLeast`: that many or more).
        case count(XCUIElementQuery, String, equals: Int, atLeast: Bool)

        /// Whether it holds now: one look, no wait.
        func holdsNow() -> Bool {
            switch self {
            case .element(let element, _, let expectation):
                switch expectation {
                case .exists: return element.exists
                case .notExists: return !element.exists
                case .isHittable(let flag):
                    let hittable = element.isHittable
                    return flag ? hittable : !hittable && element.exists
                default:
                    guard let seen = try? element.snapshot() else { return false }
                    return PagewrightCheck.holds(expectation, seen)
                }
            case .count(let query, _, let count, let atLeast):
                let seen = query.count
                return seen == count || (atLeast && seen > count)
            }
        }

        /// What it saw, for the failure.
        func seen() -> String {
            switch self {
            case .element(let element, let name, let expectation):
                return PagewrightCheck.describe(expectation, name, try? element.snapshot())
            case .count(let query, let name, let count, let atLeast):
                return "the number of '\(name)' is \(query.count), expected \(atLeast ? "at least \(count)" : "\(count)")"
            }
        }

        /// An XCUITest wait on the element the alternative is about, which returns early when that
        /// element comes or goes: the pause between looks.
        func pause(_ poll: inout PagewrightPoll) {
            let element: XCUIElement
            switch self {
            case .element(let asked, _, _): element = asked
            case .count(let query, _, _, _): element = query.firstMatch
            }
            if element.exists {
                _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
            } else {
                _ = poll.wait(briefly: true) { element.waitForExistence(timeout: $0) }
            }
        }
    }

    /// Waits until one of `alternatives` holds within `wait`; otherwise fails at `file`/`line`
    /// saying what each one saw last.
    public static func expectAny(_ alternatives: [Alternative], within wait: some PagewrightWaitingTime, in application: XCUIApplication,
                                 check: String, evidence: Bool = true, file: StaticString, line: UInt) {
        guard PagewrightReport.proceeds(file: file, line: line) else { return }
        var poll = PagewrightPoll(wait.seconds)
        var turn = 0
        repeat {
            if alternatives.contains(where: { $0.holdsNow() }) { return }
            if poll.isOver || alternatives.isEmpty { break }
            // Each pause watches the next alternative's element, so a change to any is seen soon.
            alternatives[turn % alternatives.count].pause(&poll)
            turn += 1
        } while true
        let seen = alternatives.enumerated().map { "(\($0.offset + 1)) \($0.element.seen())" }.joined(separator: "; ")
        PagewrightReport.fail("\(check): none of \(alternatives.count) held after \(wait.described): \(seen).",
                              in: application, evidence: evidence, file: file, line: line)
    }
}
