import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// One failure, not a cascade: once a step of a test has failed, its later steps do not wait.
///
/// Linux's XCTest has no `XCTExpectFailure`, and a failure passed on to XCTest would fail this
/// test. So `asTheTestsFailures` collects the failures, and tells the runtime's observer of each
/// as XCTest's test run does for a failure it records (`testCase(_:didFailWithDescription:…)`):
/// for the runtime they are failures of the running test, for XCTest none.
final class JourneyTests: RuntimeTestCase {
    private var collected: [RecordedFailure]?

    private func asTheTestsFailures(_ body: () -> Void) -> [RecordedFailure] {
        collected = []
        body()
        defer { collected = nil }
        return collected ?? []
    }

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let captured = MainActor.assumeIsolated { () -> Bool in
            guard collected != nil else { return false }
            let message = description.hasPrefix("failed - ") ? String(description.dropFirst("failed - ".count)) : description
            collected?.append(RecordedFailure(message: message, line: lineNumber))
            PagewrightJourney.observer.testCase(self, didFailWithDescription: description, inFile: filePath, atLine: lineNumber)
            return true
        }
        if !captured { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }

    /// The app opens on a screen of neither page (a launch that went wrong); the journey then
    /// verifies Home, taps its button, verifies Next, checks a field and types into it.
    private func journeyAfterAFailedLaunch() -> (seconds: TimeInterval, failures: [RecordedFailure]) {
        app.screen("Broken") { SimulatedElement.text("Something went wrong", id: "Broken.title") }
        app.initialScreen = "Broken"
        let application = launched()
        let started = device.clock.now
        let failures = asTheTestsFailures {
            let home = HomePage(application: application).verify(file: #filePath, line: 1)
            home.step(home.next, "next", action: "open next", file: #filePath, line: 2) { $0.tap() }
            NextPage(application: application).verify(file: #filePath, line: 3)
            home.check("field", home.field, "field", .equals(.placeholderValue, "Name"), file: #filePath, line: 4)
            home.step(home.field, "field", action: "type", file: #filePath, line: 5) { $0.typeText("x") }
        }
        return (device.clock.now - started, failures)
    }

    func testAfterAFailedLaunchLaterStepsFailAtOnceNamingTheFirstFailure() async throws {
        let run = journeyAfterAFailedLaunch()
        // Before: five failures, 5 + 5 + 1 + 5 + 5 = 21 s of waiting. Now the verification's 5 s.
        XCTAssertEqual(run.failures.map(\.line), [1, 2], "\(run.failures)")
        XCTAssertTrue(run.failures.first?.message.hasPrefix("HomePage") == true, "\(run.failures)")
        XCTAssertTrue(run.failures.last?.message.hasPrefix("skipped: an earlier step failed at JourneyTests.swift:1: HomePage") == true, "\(run.failures)")
        XCTAssertEqual(run.seconds, 5, accuracy: 0.5)
        XCTAssertTrue(PagewrightJourney.isStopped)
    }

    func testATestThatContinuesOnPurposeKeepsWaiting() async throws {
        PagewrightJourney.continuesAfterFailure = true
        let run = journeyAfterAFailedLaunch()
        XCTAssertEqual(run.failures.map(\.line), [1, 2, 3, 4, 5], "\(run.failures)")
        XCTAssertFalse(run.failures.contains { $0.message.hasPrefix("skipped") })
        XCTAssertEqual(run.seconds, 21, accuracy: 1)
    }

    func testTheNextTestStartsAfresh() async throws {
        _ = journeyAfterAFailedLaunch()
        // What XCTest tells its observers when the next test case starts.
        PagewrightJourney.observer.testCaseWillStart(self)
        XCTAssertFalse(PagewrightJourney.isStopped)
        app.initialScreen = "Home"
        let application = launched()
        let failures = asTheTestsFailures {
            let home = HomePage(application: application).verify(file: #filePath, line: 1)
            home.step(home.next, "next", action: "open next", file: #filePath, line: 2) { $0.tap() }
            NextPage(application: application).verify(within: .uiInteraction, file: #filePath, line: 3)
        }
        XCTAssertEqual(failures.map(\.line), [], "\(failures)")
    }

    /// A failure the test expects (collected, never recorded by XCTest) stops nothing.
    func testAFailureTheTestExpectsStopsNothing() async throws {
        let application = launched()
        let home = HomePage(application: application)
        let expected = recordingFailures {
            home.check("title", home.field, "field", .equals(.placeholderValue, "Nom"), file: #filePath, line: 1)
        }
        XCTAssertEqual(expected.map(\.line), [1])
        XCTAssertFalse(PagewrightJourney.isStopped)
        let later = asTheTestsFailures {
            home.step(home.next, "next", action: "open next", file: #filePath, line: 2) { $0.tap() }
            NextPage(application: application).verify(within: .uiInteraction, file: #filePath, line: 3)
        }
        XCTAssertEqual(later.map(\.line), [], "\(later)")
    }
}
