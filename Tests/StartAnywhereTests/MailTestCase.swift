import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What the mail app's UI tests share: the simulated app installed on a fresh device before each
/// test, a recorder for tests that expect generated code to fail, and a bound on each test's work.
///
/// Async test methods on a @MainActor class: synchronous @MainActor test methods crash at launch
/// on Linux (see the XCUIAutomation module overview).
@MainActor
class MailTestCase: XCTestCase {
    struct RecordedFailure: CustomStringConvertible {
        let message: String
        let line: Int
        var description: String { "line \(line): \(message)" }
    }

    var mail: SimulatedMail!
    var device: SimulatedDevice { SimulatedDevice.current }
    /// The most app round trips a test may make: a bound on its work that holds however loaded
    /// the machine is.
    var roundTripBudget = 300

    override func setUp() async throws {
        mail = SimulatedMail.install(on: SimulatedDevice.reset())
    }

    override func tearDown() async throws {
        XCTAssertLessThanOrEqual(device.roundTrips.count, roundTripBudget, "the test's work, in app round trips")
    }

    /// An application that launches with what the app keeps across launches.
    func application(_ arguments: [String]) -> XCUIApplication {
        let application = XCUIApplication()
        application.launchArguments = arguments
        return application
    }

    /// Runs `body`, collecting the XCTest failures it raises instead of failing the test (Linux
    /// XCTest has no `XCTExpectFailure`, so `recordFailure` is intercepted).
    func recordingFailures(_ body: () -> Void) -> [RecordedFailure] {
        let outer = MailRecording.failures
        MailRecording.failures = []
        body()
        let failures = MailRecording.failures ?? []
        MailRecording.failures = outer
        return failures
    }

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let captured = MainActor.assumeIsolated { () -> Bool in
            guard MailRecording.failures != nil else { return false }
            let message = description.hasPrefix("failed - ") ? String(description.dropFirst("failed - ".count)) : description
            MailRecording.failures?.append(RecordedFailure(message: message, line: lineNumber))
            return true
        }
        if !captured { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }
}

@MainActor
private enum MailRecording {
    static var failures: [MailTestCase.RecordedFailure]?
}
