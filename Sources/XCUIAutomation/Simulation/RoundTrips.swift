import Foundation

/// One request from the test runner to an app, as it would travel on a device. Not Apple API.
public struct RoundTrip: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Resolving a query: `exists`, `count`, `allElementsBoundByIndex`, one poll of a wait.
        case query
        /// Reading an attribute (`label`, `value`, `isHittable`, …) or `debugDescription`.
        case attribute
        /// A gesture or typing.
        case action
        case snapshot
        /// launch, activate, terminate, state.
        case application
    }

    public let kind: Kind
    /// What was asked, e.g. `exists XCUIApplication().buttons["Login.submit"]`.
    public let request: String
    /// Virtual time when the request was made.
    public let time: TimeInterval

    public var description: String { "[\(kind.rawValue)] \(request)" }
}

/// Counts runner-to-app requests, so benchmarks can compare how many round trips page objects cost.
/// Not Apple API.
@MainActor
public final class RoundTripCounter {
    public private(set) var log: [RoundTrip] = []

    public init() {}

    public var count: Int { log.count }

    public func count(of kind: RoundTrip.Kind) -> Int {
        log.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
    }

    public func reset() { log.removeAll() }

    /// Round trips made while `body` runs.
    public func measure(_ body: () throws -> Void) rethrows -> Int {
        let before = log.count
        try body()
        return log.count - before
    }

    func record(_ kind: RoundTrip.Kind, _ request: @autoclosure () -> String, at time: TimeInterval) {
        log.append(RoundTrip(kind: kind, request: request(), time: time))
    }
}
