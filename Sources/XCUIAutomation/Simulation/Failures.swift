import Foundation
import XCTest

/// A test failure raised by the stand-in where XCUITest would fail the test (an action on a missing
/// element, a query that is not unique, a malformed predicate). Not Apple API.
public struct SimulatorFailure: Sendable, CustomStringConvertible {
    public let message: String
    /// Where the stand-in reported it. Apple's action methods take no file/line, so this is the
    /// stand-in's entry point, not the test's line; `activityPath` tells which step was running.
    public let file: StaticString
    public let line: UInt
    /// Names of the `XCTContext` activities open at the time, outermost first.
    public let activityPath: [String]

    public var description: String { message }
}

@MainActor
extension SimulatedDevice {
    /// Reports a failure through `failureHandler` (by default `XCTFail`). Execution continues, as with
    /// XCUITest when `continueAfterFailure` is true.
    func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let path = openActivities
        let context = path.isEmpty ? "" : " (in activity \"\(path.joined(separator: "\" → \""))\")"
        let failure = SimulatorFailure(message: message + context, file: file, line: line, activityPath: path)
        failures.append(failure)
        failureHandler(failure)
    }

    /// The default handler: an ordinary XCTest failure.
    public static let xctFailHandler: @MainActor (SimulatorFailure) -> Void = { failure in
        XCTFail(failure.message, file: failure.file, line: failure.line)
    }

    /// Runs `body` with failures captured instead of failing the test, and returns them. For tests of
    /// code that is expected to fail (Linux XCTest has no `XCTExpectFailure`).
    public func capturingFailures(_ body: () throws -> Void) rethrows -> [SimulatorFailure] {
        let saved = failureHandler
        var captured: [SimulatorFailure] = []
        failureHandler = { captured.append($0) }
        defer { failureHandler = saved }
        try body()
        return captured
    }
}
