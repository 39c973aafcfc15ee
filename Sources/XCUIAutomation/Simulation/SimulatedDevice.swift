import Foundation
import XCTest

/// The simulated device UI tests run against: installed apps (the app under test, Springboard, any
/// other), the virtual clock, the round-trip counter, the activity log and failure reporting.
/// Not Apple API.
///
/// `SimulatedDevice.current` is replaced by a fresh device before every XCTest test case (and by
/// `reset()`), so tests never see each other's apps. It is main-actor isolated, like everything
/// XCUITest does, so the global needs no locking.
///
///     let device = SimulatedDevice.reset()
///     let shop = SimulatedApp(bundleIdentifier: "com.example.shop", launchDelay: 1)
///     shop.screen("Login") {
///         SimulatedElement(.textField, id: "Login.email", placeholder: "Email")
///         SimulatedElement(.button, id: "Login.submit", label: "Sign In").onTap(show: "Home", after: 3)
///     }
///     shop.screen("Home") { SimulatedElement(.staticText, id: "Home.title", label: "Welcome") }
///     device.install(shop)                                   // XCUIApplication() now means the shop
///     device.springboard.present(.alert("Allow notifications?", buttons: ["Allow"]), after: 0.5)
///
///     // …the UI test runs, then:
///     device.roundTrips.count          // requests the test made to the apps
///     device.clock.now                 // virtual seconds that passed
///     device.activities                // XCTContext.runActivity names, nested by depth
///     device.capturingFailures { XCUIApplication().buttons["Nope"].tap() }  // [SimulatorFailure]
@MainActor
public final class SimulatedDevice {
    public static let springboardBundleIdentifier = "com.apple.springboard"

    /// The device UI-testing calls act on.
    public static var current: SimulatedDevice {
        ResetObserver.installIfNeeded()
        return _current
    }

    private static var _current = SimulatedDevice()

    /// Replaces `current` with a fresh device and returns it.
    @discardableResult
    public static func reset() -> SimulatedDevice {
        ResetObserver.installIfNeeded()
        _current = SimulatedDevice()
        return _current
    }

    public let clock = VirtualClock()
    public let roundTrips = RoundTripCounter()
    /// The home screen app; always running. Present system alerts on it.
    public let springboard: SimulatedApp
    public private(set) var apps: [String: SimulatedApp] = [:]
    /// The bundle identifier `XCUIApplication()` stands for.
    public var appUnderTestBundleIdentifier: String?
    /// Virtual seconds between two polls of `waitForExistence` / `waitForNonExistence` / `wait(for:)`.
    public var pollInterval: TimeInterval = 0.1
    /// Virtual seconds each round trip takes (0 by default, so only explicit delays move time).
    public var roundTripDuration: TimeInterval = 0
    /// Receives every failure; defaults to `XCTFail`. Install a capturing closure to test failures.
    public var failureHandler: @MainActor (SimulatorFailure) -> Void = SimulatedDevice.xctFailHandler
    /// Every failure reported since the device was reset, whatever the handler did with it.
    public internal(set) var failures: [SimulatorFailure] = []
    /// Activities run through `XCTContext.runActivity(named:block:)`, in start order.
    public internal(set) var activities: [ActivityRecord] = []
    /// Print each activity as it starts (off by default to keep test logs quiet).
    public var printsActivities = false

    var openActivities: [String] = []
    private var roundTripSuppression = 0

    /// Runs `body` without counting round trips (for reads that belong to a request already counted).
    func withoutRoundTrips<T>(_ body: () -> T) -> T {
        roundTripSuppression += 1
        defer { roundTripSuppression -= 1 }
        return body()
    }

    public init() {
        springboard = SimulatedApp(bundleIdentifier: Self.springboardBundleIdentifier, name: "SpringBoard")
        install(springboard)
        springboard.launch(arguments: [], environment: [:])
    }

    /// Installs `app`; with `asAppUnderTest` it becomes what `XCUIApplication()` means. The first app
    /// installed (other than Springboard) is the app under test unless another is named.
    public func install(_ app: SimulatedApp, asAppUnderTest: Bool = false) {
        apps[app.bundleIdentifier] = app
        app.device = self
        let isSystem = app.bundleIdentifier == Self.springboardBundleIdentifier
        if asAppUnderTest || (appUnderTestBundleIdentifier == nil && !isSystem) {
            appUnderTestBundleIdentifier = app.bundleIdentifier
        }
    }

    public func app(_ bundleIdentifier: String) -> SimulatedApp? { apps[bundleIdentifier] }

    public var appUnderTest: SimulatedApp? { appUnderTestBundleIdentifier.flatMap { apps[$0] } }

    /// Counts one runner-to-app request.
    func roundTrip(_ kind: RoundTrip.Kind, _ request: @autoclosure () -> String) {
        guard roundTripSuppression == 0 else { return }
        roundTrips.record(kind, request(), at: clock.now)
        if roundTripDuration > 0 { clock.advance(by: roundTripDuration) }
    }

    /// Whether elements of `app` are covered by a system alert.
    func isCoveredBySystemAlert(_ app: SimulatedApp) -> Bool {
        app !== springboard && !springboard.alerts.isEmpty
    }
}

/// An activity run through `XCTContext.runActivity(named:block:)`. Not Apple API.
public struct ActivityRecord: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    /// 0 for a top-level activity, 1 inside another, …
    public let depth: Int
    /// Virtual time the activity started.
    public let startTime: TimeInterval

    public var description: String { String(repeating: "  ", count: depth) + name }
}

/// Gives every XCTest test case a fresh `SimulatedDevice.current`, so tests cannot leak apps,
/// time or round trips into each other even when they forget to reset.
private final class ResetObserver: NSObject, XCTestObservation {
    @MainActor private static var installed = false

    @MainActor static func installIfNeeded() {
        guard !installed else { return }
        installed = true
        XCTestObservationCenter.shared.addTestObserver(ResetObserver())
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        // XCTest calls observers on the main thread, where the tests themselves run.
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { _ = SimulatedDevice.reset() }
    }
}
