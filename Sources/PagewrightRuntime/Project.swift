import Foundation

/// What a generated module tells the runtime about its project (`pagewright.json`): its waiting
/// times, the screens that may interrupt any other, each app's launch configuration and whether
/// failures attach evidence. Pagewright generates one conforming type per module,
/// `PagewrightSettings`; the runtime's page objects, checks and waits are generic over it, so
/// two generated modules in one test target keep their own settings.
@MainActor
public protocol PagewrightProject {
    /// The project's waiting times: the generated `WaitingTime` enum.
    associatedtype Wait: PagewrightWaitingTime
    /// The waiting time used where a spec names none (`defaults.wait`, else `uiInteraction`).
    static var defaultWait: Wait { get }
    /// The screens that may come up over any other (`"interruption"` in the specs), in spec order.
    static var interruptions: [PagewrightInterruption<Self>] { get }
    /// The launch arguments and environment `pagewright.json` configures for an app.
    static func launchConfiguration(of app: String) -> (arguments: [String], environment: [String: String])
    /// Whether failures attach the element tree and a screenshot (`defaults.failureEvidence`).
    static var failureEvidence: Bool { get }
}

extension PagewrightProject {
    public static var interruptions: [PagewrightInterruption<Self>] { [] }
    public static func launchConfiguration(of app: String) -> (arguments: [String], environment: [String: String]) { ([], [:]) }
    public static var failureEvidence: Bool { true }

    /// Whether a failure attaches evidence now: the project's setting, unless a test switched
    /// evidence off for the run (`PagewrightReport.attachesEvidence = false`).
    static var attachesEvidence: Bool { failureEvidence && PagewrightReport.attachesEvidence }
}

/// A project's named waiting times (`waits` in `pagewright.json`): the generated `WaitingTime`
/// enum, whose cases are the names and whose `seconds` are the times.
public protocol PagewrightWaitingTime: Sendable {
    /// The waiting time in seconds.
    var seconds: TimeInterval { get }
    /// The waiting time's name.
    var rawValue: String { get }
}

extension PagewrightWaitingTime {
    /// The case's name: the generated enum's cases are the names in `pagewright.json`.
    public var rawValue: String { String(describing: self) }

    /// `5.0 s (uiInteraction)`, as failure messages say how long they waited.
    var described: String { "\(seconds) s (\(rawValue))" }
}

/// What a step waits for before it acts on its element (`ready` in the specs). Each level
/// includes the one before.
public enum Readiness: Sendable {
    /// The element exists.
    case exists
    /// It exists and is enabled.
    case enabled
    /// It exists, is enabled, and a touch at it would reach it. One only scrolled out of view
    /// counts: XCUITest scrolls an element into view before a gesture on it.
    case hittable
    /// It exists, is enabled, and a touch where it is now would reach it: on screen, not only
    /// scrollable into view. A step's gesture at a point of the element (`"at"`:
    /// `coordinate(withNormalizedOffset:)`, `withOffset`) waits so, for a gesture at a
    /// coordinate lands on whatever is at that point of the screen and scrolls nothing
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate).
    case hittableInPlace

    /// Whether a touch must reach the element (`hittable` or `hittableInPlace`).
    var awaitsTouch: Bool { self == .hittable || self == .hittableInPlace }
}
