import Foundation
import XCTest
import RealScreensPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What the till's UI tests share: the simulated till installed before each test (on an iPhone 15
/// in portrait unless a test picks another device), a recorder for tests that expect generated
/// code to fail, and a bound on the work each test makes the till do.
///
/// Async test methods on a @MainActor class: synchronous @MainActor test methods crash at launch
/// on Linux (see the XCUIAutomation module overview).
@MainActor
class TillTestCase: XCTestCase {
    /// One XCTest failure as the test would have reported it.
    struct RecordedFailure: CustomStringConvertible {
        let message: String
        let line: Int
        var description: String { "line \(line): \(message)" }
    }

    private(set) var till: SimulatedTill!
    /// The most app round trips a test may make, counted by the device: a bound on its work that
    /// holds however loaded the machine is (the wall-clock limit it replaces did not). No test here
    /// makes more than about 80.
    var roundTripBudget = 300

    var device: SimulatedDevice { SimulatedDevice.current }
    var state: TillState { till.state }

    override func setUp() async throws {
        PagewrightDevice.idiomOverride = nil  // the device's idiom, as on a device
        till = SimulatedTill.install()
    }

    override func tearDown() async throws {
        XCTAssertLessThanOrEqual(device.roundTrips.count, roundTripBudget, "the test's work, in app round trips")
    }

    /// Replaces the till with one built with `options`, on `device` (say, a fresh iPad).
    func reinstall(_ options: SimulatedTill.Options = .init(), on device: SimulatedDevice = .current) {
        till = SimulatedTill.install(on: device, options: options)
    }

    /// Simulated seconds `body` took.
    func simulatedSeconds(_ body: () -> Void) -> TimeInterval {
        let start = device.clock.now
        body()
        return device.clock.now - start
    }

    /// Runs `body`, collecting the XCTest failures it raises instead of failing the test (Linux
    /// XCTest has no `XCTExpectFailure`, so `recordFailure` is intercepted).
    func recordingFailures(_ body: () -> Void) -> [RecordedFailure] {
        let outer = TillRecording.failures
        TillRecording.failures = []
        body()
        let failures = TillRecording.failures ?? []
        TillRecording.failures = outer
        return failures
    }

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        // XCTest reports failures on the main thread, where these tests run.
        let recorded = MainActor.assumeIsolated { () -> Bool in
            guard TillRecording.failures != nil else { return false }
            TillRecording.failures?.append(RecordedFailure(message: description, line: lineNumber))
            return true
        }
        if !recorded {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}

/// Failures collected by `TillTestCase.recordingFailures`; nil when not collecting.
@MainActor
private enum TillRecording {
    static var failures: [TillTestCase.RecordedFailure]?
}
