import Foundation

/// Which way a step's `reveal` swipes its container (`swipeUp()` …).
public enum PagewrightSwipe: String, Sendable {
    case up, down, left, right
}

extension PagewrightStepping {
    /// `reveal`: swipes `container` until `element` is hittable, each of `directions` in turn, at
    /// most `maxSwipes` times each. Lazy lists create a row only as it scrolls into view, so a
    /// row that may be above or below the part in view is swiped to before a step uses it. After
    /// the first direction the swipes that only come back to where it started do not count
    /// (`vertical` is up `max` times, then down as far again and `max` further). Asks
    /// `isHittable` (false for an element that does not exist) before each swipe; true when
    /// the element is hittable, false (nothing failed) when the swipes ran out.
    public static func reveal(_ element: XCUIElement, in container: XCUIElement, swiping directions: [PagewrightSwipe], maxSwipes: Int) -> Bool {
        if element.isHittable { return true }
        var made = 0
        for direction in directions {
            let swipes = maxSwipes + made
            made = 0
            for _ in 0..<max(0, swipes) {
                // A container that is not there cannot be swiped (XCUITest fails the test).
                guard container.exists else { return false }
                switch direction {
                case .up: container.swipeUp()
                case .down: container.swipeDown()
                case .left: container.swipeLeft()
                case .right: container.swipeRight()
                }
                made += 1
                if element.isHittable { return true }
            }
        }
        return false
    }
}

extension PagewrightPage {
    /// Brings an element an action is about to use into view by swiping its container (the
    /// step's `reveal`); when the swipes run out, fails at the test's line naming the action,
    /// the element, the container and the swipes, and returns false so the action stops there.
    public func reveal(_ element: XCUIElement, _ name: String, in container: XCUIElement, _ containerName: String,
                       swiping directions: [PagewrightSwipe], max maxSwipes: Int,
                       for action: String, file: StaticString, line: UInt) -> Bool {
        if PagewrightStepping<Settings>.reveal(element, in: container, swiping: directions, maxSwipes: maxSwipes) { return true }
        let ways = directions.map(\.rawValue).joined(separator: " and ")
        PagewrightReport.fail("\(Self.self).\(action): '\(name)' is not in view after swiping '\(containerName)' \(ways), at most \(maxSwipes) times each way",
                              in: application, evidence: Settings.failureEvidence, file: file, line: line)
        actionFailed = true
        return false
    }
}

extension PagewrightScreenplayActions {
    /// The same for a Screenplay action.
    public static func reveal(_ element: XCUIElement, _ name: String, in container: XCUIElement, _ containerName: String,
                              swiping directions: [PagewrightSwipe], max maxSwipes: Int,
                              for action: String, file: StaticString, line: UInt) -> Bool {
        if PagewrightStepping<Settings>.reveal(element, in: container, swiping: directions, maxSwipes: maxSwipes) { return true }
        let ways = directions.map(\.rawValue).joined(separator: " and ")
        fail("\(Self.self).\(action): '\(name)' is not in view after swiping '\(containerName)' \(ways), at most \(maxSwipes) times each way",
             file: file, line: line)
        ScreenplayActionState.failed = true
        return false
    }
}
