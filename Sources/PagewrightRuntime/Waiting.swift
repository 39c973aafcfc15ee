import Foundation

/// Issue 41's waits: a wait that goes on either way, a check that must hold for the whole of its
/// wait ("stays absent for 5 seconds"), and letting what a check reads settle before it is
/// judged (a list filtered a moment after typing).
///
/// Each waits as `PagewrightPoll` does, inside XCUITest's own waits (`waitForExistence(timeout:)`,
/// `waitForNonExistence(timeout:)`) and reads through `snapshot()`, so the time it takes is the
/// app's time and nothing sleeps (docs/faithful-to-the-device.md).
extension PagewrightCheck {
    /// Waits up to `wait` for `element` to appear (or, `absent`, to go), then goes on either way:
    /// never a failure. The test's activities say which happened. Returns whether it did.
    @discardableResult
    public static func waitThenGoOn(for element: XCUIElement, _ name: String, absent: Bool, within wait: some PagewrightWaitingTime,
                                    file: StaticString, line: UInt) -> Bool {
        // After an earlier failure of the test, nothing waits (as every step).
        guard PagewrightReport.proceeds(file: file, line: line) else { return false }
        let happened = absent ? element.waitForNonExistence(timeout: wait.seconds) : element.waitForExistence(timeout: wait.seconds)
        let outcome = switch (absent, happened) {
        case (true, true): "'\(name)' is gone; going on"
        case (true, false): "'\(name)' is still there after \(wait.described); going on"
        case (false, true): "'\(name)' appeared; going on"
        case (false, false): "'\(name)' did not appear within \(wait.described); going on"
        }
        PagewrightReport.run(outcome) {}
        return happened
    }

    /// Waits `wait` in full, looking at `element` all the while, and fails at `file`/`line` at the
    /// first look where `expectation` does not hold: "stays absent", "stays enabled". Unlike
    /// `expect`, which passes at the first moment it holds. A change is seen as soon as it
    /// happens for existence (an XCUITest wait watches it); for an attribute, within the short
    /// pauses between looks.
    public static func expectThroughout(_ element: XCUIElement, _ name: String, _ expectation: Expectation, within wait: some PagewrightWaitingTime,
                                        in application: XCUIApplication, check: String, evidence: Bool = true,
                                        file: StaticString, line: UInt) {
        guard PagewrightReport.proceeds(file: file, line: line) else { return }
        var poll = PagewrightPoll(wait.seconds)
        repeat {
            let seen = try? element.snapshot()
            guard holds(expectation, element, seen) else {
                let after = "after \(formatted(wait.seconds - poll.remaining)) of \(wait.described)"
                let problem = switch expectation {
                case .notExists: "'\(name)' appeared \(after); it must stay absent throughout."
                case .exists: "'\(name)' went \(after); it must stay throughout."
                default: "\(describe(expectation, name, seen)) \(after); it must hold throughout."
                }
                PagewrightReport.fail("\(check): \(problem)", in: application, evidence: evidence, file: file, line: line)
                return
            }
            if poll.isOver { return }
            switch expectation {
            // What would break it is a change of existence: XCUITest's wait returns the moment it happens.
            case .notExists: _ = poll.wait { element.waitForExistence(timeout: $0) }
            case .exists: _ = poll.wait { element.waitForNonExistence(timeout: $0) }
            default:
                if seen == nil {
                    _ = poll.wait(briefly: true) { element.waitForExistence(timeout: $0) }
                } else {
                    _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                }
            }
        } while true
    }

    /// Waits until what `element` shows (whether it is there, its label, value, and state) has
    /// stayed the same for `quiet` seconds, within `wait`; true when it has, false when it was
    /// still changing when `wait` ran out (the check that follows then judges what it sees).
    @discardableResult
    public static func settle(_ element: XCUIElement, quiet: TimeInterval, within wait: some PagewrightWaitingTime) -> Bool {
        settle(quiet: quiet, within: wait, watching: element) { appearance(of: element) }
    }

    /// The same for a collection: how many match, and what each shows.
    @discardableResult
    public static func settle(count query: XCUIElementQuery, quiet: TimeInterval, within wait: some PagewrightWaitingTime) -> Bool {
        settle(quiet: quiet, within: wait, watching: query.firstMatch) {
            query.allElementsBoundByIndex.map(appearance(of:)).joined(separator: "\n")
        }
    }

    /// Reads `read` after each pause (paused on `watched`: its appearing or going ends a pause at
    /// once), and counts the time over which it did not change.
    private static func settle(quiet: TimeInterval, within wait: some PagewrightWaitingTime, watching watched: XCUIElement,
                               _ read: () -> String) -> Bool {
        var poll = PagewrightPoll(wait.seconds)
        var last = read()
        var unchanged: TimeInterval = 0
        while unchanged < quiet {
            if poll.isOver { return false }
            let before = poll.remaining
            let there = watched.exists
            let ended = poll.wait(briefly: true) { there ? watched.waitForNonExistence(timeout: $0) : watched.waitForExistence(timeout: $0) }
            let now = read()
            if ended || now != last {
                last = now
                unchanged = 0
            } else {
                unchanged += before - poll.remaining
            }
        }
        return true
    }

    /// What a check could read of an element, in one snapshot: nothing when it is not there.
    private static func appearance(of element: XCUIElement) -> String {
        guard let seen = try? element.snapshot() else { return "-" }
        return [seen.identifier, seen.label, text(ofValue: seen.value), seen.title, seen.placeholderValue ?? "",
                "\(seen.isEnabled)", "\(seen.isSelected)", "\(seen.frame)"].joined(separator: "|")
    }

    /// Whether `expectation` holds now, with `seen` the element's snapshot (nil: not there).
    private static func holds(_ expectation: Expectation, _ element: XCUIElement, _ seen: (any XCUIElementSnapshot)?) -> Bool {
        switch expectation {
        case .exists: return seen != nil
        case .notExists: return seen == nil
        case .isHittable(let flag): return seen != nil && element.isHittable == flag
        default:
            guard let seen else { return false }
            return holdsOnSnapshot(expectation, seen)
        }
    }

    private static func formatted(_ seconds: TimeInterval) -> String {
        String(format: "%.1f s", max(0, seconds))
    }
}

extension PagewrightPage {
    /// `PagewrightCheck.waitThenGoOn`: a `waitFor` step that goes on either way (`"optional": true`).
    @discardableResult
    public func waitThenGoOn(for element: XCUIElement, _ name: String, absent: Bool = false, within wait: Settings.Wait,
                             file: StaticString, line: UInt) -> Bool {
        PagewrightCheck.waitThenGoOn(for: element, name, absent: absent, within: wait, file: file, line: line)
    }

    /// `PagewrightCheck.expectThroughout`: a check with `"throughout": true`.
    public func expectThroughout(_ element: XCUIElement, _ name: String, _ expectation: PagewrightCheck.Expectation, within wait: Settings.Wait,
                                 check: String, file: StaticString, line: UInt) {
        PagewrightCheck.expectThroughout(element, name, expectation, within: wait, in: application, check: check,
                                         evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// `PagewrightCheck.settle`: a check's `settle`, before its assertion.
    public func settle(_ element: XCUIElement, quiet: TimeInterval, within wait: Settings.Wait) {
        PagewrightCheck.settle(element, quiet: quiet, within: wait)
    }

    /// `PagewrightCheck.settle(count:)`: a count check's `settle`.
    public func settle(count query: XCUIElementQuery, quiet: TimeInterval, within wait: Settings.Wait) {
        PagewrightCheck.settle(count: query, quiet: quiet, within: wait)
    }
}

extension PagewrightScreenplayActions {
    /// The Screenplay form of `PagewrightPage.waitThenGoOn`.
    @discardableResult
    public static func waitThenGoOn(for element: XCUIElement, _ name: String, absent: Bool = false, within wait: Settings.Wait,
                                    file: StaticString, line: UInt) -> Bool {
        PagewrightCheck.waitThenGoOn(for: element, name, absent: absent, within: wait, file: file, line: line)
    }

    /// The Screenplay form of `PagewrightPage.expectThroughout`.
    public static func expectThroughout(_ element: XCUIElement, _ name: String, _ expectation: PagewrightCheck.Expectation, within wait: Settings.Wait,
                                        check: String, file: StaticString, line: UInt) {
        PagewrightCheck.expectThroughout(element, name, expectation, within: wait, in: application, check: check,
                                         evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// The Screenplay form of `PagewrightPage.settle`.
    public static func settle(_ element: XCUIElement, quiet: TimeInterval, within wait: Settings.Wait) {
        PagewrightCheck.settle(element, quiet: quiet, within: wait)
    }

    /// The Screenplay form of `PagewrightPage.settle(count:)`.
    public static func settle(count query: XCUIElementQuery, quiet: TimeInterval, within wait: Settings.Wait) {
        PagewrightCheck.settle(count: query, quiet: quiet, within: wait)
    }
}
