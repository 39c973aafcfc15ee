import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What the job-app UI tests share: the simulated app installed before each test, a recorder for
/// tests that expect a page object to fail, and a bound on the work each test makes the app do.
///
/// Async test methods on a @MainActor class: synchronous @MainActor test methods crash at launch on
/// Linux (see the XCUIAutomation module overview).
@MainActor
class JobAppTestCase: XCTestCase {
    /// One XCTest failure as the test would have reported it.
    struct RecordedFailure: CustomStringConvertible {
        let message: String
        let file: String
        let line: Int
        var description: String { "\(file):\(line): \(message)" }
    }

    /// The app under test, as the device runs it.
    private(set) var jobApp: SimulatedJobApp!
    /// The most app round trips a test may make, counted by the device: a bound on its work that
    /// holds however loaded the machine is, where a limit on wall-clock time did not (a test
    /// failed at 0.88 s of 0.8 under load 14). No test here makes more than about 340; a wait
    /// that spins without the clock moving makes thousands. That nothing waits in real time is
    /// `VirtualTimeTests`'s; how fast the journeys run is BENCHMARKS.md's.
    var roundTripBudget = 500

    var device: SimulatedDevice { SimulatedDevice.current }
    var springboard: XCUIApplication { XCUIApplication(bundleIdentifier: "com.apple.springboard") }

    override func setUp() async throws {
        jobApp = SimulatedJobApp.install()
    }

    override func tearDown() async throws {
        XCTAssertLessThanOrEqual(device.roundTrips.count, roundTripBudget, "the test's work, in app round trips")
    }

    /// Replaces the installed app with one built with `options` (say, a drifted identifier).
    func reinstall(_ options: SimulatedJobApp.Options) {
        jobApp = SimulatedJobApp.install(options: options)
    }

    /// A factory whose app launches with `arguments` (e.g. "-loggedIn").
    func factory(launchArguments arguments: [String]) -> PageObjectsFactory {
        let application = XCUIApplication()
        application.launchArguments = arguments
        return PageObjectsFactory(application: application, springboard: springboard)
    }

    /// Runs `body`, collecting the XCTest failures it raises instead of failing the test.
    ///
    /// Generated page objects report with `XCTFail` (at the test's file and line), which the
    /// stand-in's `SimulatedDevice.capturingFailures` does not see: it only captures the stand-in's
    /// own failures. Linux XCTest has no `XCTExpectFailure`, so this intercepts `recordFailure`.
    func recordingFailures(_ body: () -> Void) -> [RecordedFailure] {
        let outer = FailureRecording.active
        FailureRecording.active = []
        body()
        let failures = FailureRecording.active ?? []
        FailureRecording.active = outer
        return failures
    }

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        // XCTest reports failures on the main thread, where these tests run.
        let captured = MainActor.assumeIsolated { () -> Bool in
            guard FailureRecording.active != nil else { return false }
            FailureRecording.active?.append(RecordedFailure(message: description, file: filePath, line: lineNumber))
            return true
        }
        if !captured {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}

/// Failures collected by `JobAppTestCase.recordingFailures`; nil when not collecting. Global rather
/// than per test case because `recordFailure` is nonisolated and may not capture the test case.
@MainActor
private enum FailureRecording {
    static var active: [JobAppTestCase.RecordedFailure]?
}
