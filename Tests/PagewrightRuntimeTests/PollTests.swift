import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The polling primitive every wait goes through.
final class PollTests: RuntimeTestCase {
    func testAWaitThatTimesOutUsesAllItWasGivenAndOneThatSettlesWhatTheClockSays() async throws {
        let application = launched()
        var poll = PagewrightPoll(5)
        XCTAssertFalse(poll.wait { application.buttons["Nowhere"].waitForExistence(timeout: $0) })
        XCTAssertEqual(poll.remaining, 0)
        XCTAssertTrue(poll.isOver)

        application.buttons["Home.next"].tap()
        poll = PagewrightPoll(5)
        XCTAssertTrue(poll.wait { application.staticTexts["Next.title"].waitForExistence(timeout: $0) })
        // What the clock of the test's process says (on Linux the app's time is virtual, so hardly any).
        XCTAssertGreaterThan(poll.remaining, 0)
        XCTAssertLessThanOrEqual(poll.remaining, 5)
        XCTAssertFalse(poll.isOver)
    }

    func testShortPausesDoubleUpToASlice() async throws {
        var poll = PagewrightPoll(10)
        var given: [TimeInterval] = []
        for _ in 0..<6 { _ = poll.wait(briefly: true) { given.append($0); return false } }
        XCTAssertEqual(given, [0.1, 0.2, 0.4, 0.8, 1, 1])
        XCTAssertEqual(poll.remaining, 10 - given.reduce(0, +), accuracy: 1e-9)
    }

    func testAPollThatNeverWaitsEndsAfterItsLooks() async throws {
        var poll = PagewrightPoll(5)
        var looks = 0
        while !poll.isOver { _ = poll.wait { _ in looks += 1; return true } }
        XCTAssertEqual(looks, PagewrightPoll.maximumLooks)
    }

    func testANegativeTimeIsNone() async {
        XCTAssertEqual(PagewrightPoll(-1).remaining, 0)
    }
}
