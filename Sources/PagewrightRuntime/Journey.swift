import Foundation

/// One failure, not a cascade. A test is one journey through the app: once a step, check or
/// verification of it has failed, the steps after it would each wait their whole waiting time for
/// an app that is no longer where the journey expects it (minutes on a device after a launch that
/// failed), and each would add a failure that says nothing new. So after the first failure the
/// runtime's later steps do not wait or act: the first of them fails at once at its own line with
/// "skipped: an earlier step failed at <file:line>: <message>", the rest are skipped without
/// another failure (the report still shows each as an activity).
///
/// What stops a journey is a failure XCTest records against the running test, as its test
/// observation reports it (`XCTestObservation.testCase(_:didFailWithDescription:inFile:atLine:)`,
/// https://developer.apple.com/documentation/xctest/xctestobservation): a failure the test
/// expects and keeps from failing it (`XCTExpectFailure` on Apple platforms, a `recordFailure`
/// override that does not pass it on) stops nothing. The state belongs to one test case: XCTest's
/// `testCaseWillStart(_:)` and `testCaseDidFinish(_:)` clear it. Outside an XCTest test case
/// (Swift Testing) nothing observes failures and nothing stops.
///
/// XCTest's own `continueAfterFailure` is not the switch: it is `true` unless a test sets it,
/// and "false" already ends the test method at its first failure on Apple platforms
/// (https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure), so
/// following it would keep every cascade it is meant to end. A test that goes on after a failure
/// on purpose, and wants its later steps to wait and act as usual, sets
/// `PagewrightJourney.continuesAfterFailure = true` (for that test only: it is reset when the next
/// test starts).
@MainActor
public enum PagewrightJourney {
    /// The failure that stopped the journey.
    public struct Failure: Sendable, CustomStringConvertible {
        public let file: String
        public let line: UInt
        public let message: String
        /// `Name.swift:12`: the file's name, as Xcode shows a failure's location.
        public var location: String { "\((file as NSString).lastPathComponent):\(line)" }
        public var description: String { "\(location): \(message)" }
    }

    /// Set by a test whose later steps should wait and act after a failure, as if none had
    /// happened. Reset to false when a test case starts.
    public static var continuesAfterFailure = false

    /// The first failure of the running test, once one has stopped its journey.
    public private(set) static var stoppedBy: Failure?

    /// Whether the running test's later steps are skipped: its journey failed and it does not
    /// continue on purpose.
    public static var isStopped: Bool { stoppedBy != nil && !continuesAfterFailure }

    /// Whether the "skipped" failure has been reported for this test.
    private static var reportedSkip = false

    /// Set by the observer while a failure is being reported, when XCTest recorded it against
    /// the running test.
    static var recordedByXCTest = false

    /// Clears the state, for a test case that starts or finishes.
    static func reset() {
        stoppedBy = nil
        reportedSkip = false
        continuesAfterFailure = false
    }

    /// The observer that hears of test cases starting, finishing and failing; added to XCTest's
    /// observation center the first time the runtime runs a step or reports a failure.
    static let observer = JourneyObserver()
    private static var observing = false

    static func observe() {
        guard !observing else { return }
        observing = true
        XCTestObservationCenter.shared.addTestObserver(observer)
    }

    /// Reports `message` at `file`/`line` with `report` (an XCTest failure), and stops the
    /// journey when XCTest recorded it against the running test.
    static func fail(_ message: String, file: StaticString, line: UInt, _ report: () -> Void) {
        observe()
        recordedByXCTest = false
        report()
        if recordedByXCTest && stoppedBy == nil {
            stoppedBy = Failure(file: "\(file)", line: line, message: message)
        }
        recordedByXCTest = false
    }

    /// Whether a step at `file`/`line` may go on. When the journey is stopped it may not: the
    /// first step asking reports the "skipped" failure, later ones nothing more.
    static func proceeds(file: StaticString, line: UInt) -> Bool {
        observe()
        guard isStopped, let first = stoppedBy else { return true }
        guard !reportedSkip else { return false }
        reportedSkip = true
        XCTFail("skipped: an earlier step failed at \(first)", file: file, line: line)
        return false
    }
}

/// Hears from XCTest which test runs and what it records (`XCTestObservation`: called on the
/// main thread, where UI tests run).
final class JourneyObserver: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
        guard Thread.isMainThread else { return }
        let testClass = String(reflecting: type(of: testCase))
        MainActor.assumeIsolated {
            PagewrightJourney.reset()
            PagewrightOnce.testCaseWillStart(className: testClass)
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        guard Thread.isMainThread else { return }
        let testClass = String(reflecting: type(of: testCase))
        MainActor.assumeIsolated {
            PagewrightJourney.reset()
            PagewrightOnce.testCaseDidFinish(className: testClass)
        }
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        recorded()
    }

    #if canImport(Darwin)
    // Apple's XCTest reports a failure to observers as an issue (Xcode 12); an expected one
    // (`XCTExpectFailure`) comes as `testCase(_:didRecord:)` with an `XCTExpectedFailure`,
    // which stops nothing.
    #if os(macOS)
    @available(macOS 11.0, *)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssueReference) { recorded() }
    #else
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { recorded() }
    #endif
    #endif

    private func recorded() {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { PagewrightJourney.recordedByXCTest = true }
    }
}
