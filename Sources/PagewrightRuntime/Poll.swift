import Foundation

/// The one way the runtime waits for the app. A test may pause only inside XCUITest's own waits:
/// they return as soon as what they wait for holds, and they are what the app's clock moves in
/// (on Linux the stand-in's virtual clock moves nowhere else, and neither a sleep nor XCTWaiter
/// moves it). So a poll looks (one request: an XCUITest wait, a snapshot, `isHittable` or a
/// count), and when what it looks for does not hold yet it pauses with an XCUITest wait on the
/// element the look is about (`waitForExistence` or `waitForNonExistence`), which returns early
/// when that element appears or goes. Time is counted by those waits: one that timed out used all
/// it was given, one that returned early what the clock says. A poll that keeps returning early
/// without progress ends after `maximumLooks`. Where no XCUITest wait can watch what the look is
/// about (a text, whether it is enabled or hittable, whether an interruption is in the way), the
/// pauses are short at first and double up to `slice`, so a change soon after the first look is
/// seen soon, and a long wait costs few looks.
///
/// Apple API used, each as Apple declares it: `waitForExistence(timeout:)` and
/// `waitForNonExistence(timeout:)` (Xcode 16); never `wait(for:toEqual:timeout:)`, whose behaviour
/// for an element that does not exist Apple does not document (docs/faithful-to-the-device.md).
@MainActor
public struct PagewrightPoll {
    /// The longest of those pauses.
    public static let slice: TimeInterval = 1
    public static let maximumLooks = 1_000

    /// Seconds left.
    public private(set) var remaining: TimeInterval
    private var looks = 0
    private var pause: TimeInterval = 0.1

    /// A poll made after an earlier step of the test failed has no time (`PagewrightJourney`):
    /// whatever the runtime still looks at, it does not wait for.
    public init(_ seconds: TimeInterval) {
        remaining = PagewrightJourney.isStopped ? 0 : max(0, seconds)
    }

    /// Whether the time (or the number of looks) is used up.
    public var isOver: Bool { remaining <= 0 || looks >= Self.maximumLooks }

    /// Runs one XCUITest wait, given the time left, or (`briefly`) the next of the short
    /// pauses; returns whether it settled.
    public mutating func wait(briefly: Bool = false, _ body: (TimeInterval) -> Bool) -> Bool {
        looks += 1
        var limit = TimeInterval.infinity
        if briefly {
            limit = pause
            pause = min(pause * 2, Self.slice)
        }
        let timeout = max(0, min(remaining, limit))
        let started = Date()
        let settled = body(timeout)
        remaining -= settled ? min(timeout, Date().timeIntervalSince(started)) : timeout
        return settled
    }
}
