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
///     device.attachments               // XCTAttachments added to activities and test cases
///     device.capturingFailures { XCUIApplication().buttons["Nope"].tap() }  // [SimulatorFailure]
///
/// `chaos` (off by default) perturbs every app on the device, reproducibly per seed; see `ChaosSettings`.
@MainActor
public final class SimulatedDevice {
    public static let springboardBundleIdentifier = "com.apple.springboard"

    /// The device UI-testing calls act on.
    public static var current: SimulatedDevice {
        ResetObserver.installIfNeeded()
        if let device = _current { return device }
        let device = SimulatedDevice()
        _current = device
        return device
    }

    /// The current device if one exists, without creating one (for code that runs while a device
    /// is being built).
    static var existing: SimulatedDevice? { _current }

    private static var _current: SimulatedDevice?

    /// Replaces `current` with a fresh device of `model` (with `chaos`, if given) and returns it.
    @discardableResult
    public static func reset(model: Model = .iPhone15, chaos: ChaosSettings? = nil) -> SimulatedDevice {
        ResetObserver.installIfNeeded()
        let device = SimulatedDevice()
        device.model = model
        device.chaos = chaos
        _current = device
        return device
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
    /// Attachments added with `XCTActivity.add(_:)` (to activities or to the test case), in order.
    public internal(set) var attachments: [RecordedAttachment] = []
    /// Every app launch, in order (what `XCTApplicationLaunchMetric` measures).
    public internal(set) var launches: [LaunchRecord] = []
    /// What `measure(metrics:block:)` recorded, one entry per metric.
    public internal(set) var performanceMeasurements: [RecordedPerformanceMeasurement] = []
    /// Each app's answers to permission prompts, by bundle identifier: kept across launches, as iOS
    /// keeps them, until `XCUIApplication.resetAuthorizationStatus(for:)` (see `requestAuthorization`).
    public var authorizations: [String: [XCUIProtectedResource: SimulatedAuthorization]] = [:]
    /// The simulated location `XCUIDevice.shared.location` sets (nil: none).
    public internal(set) var location: XCUILocation?
    /// Told when a test sets `XCUIDevice.shared.location`, as Core Location tells the app.
    public var onLocationChange: (@MainActor (SimulatedDevice, XCUILocation?) -> Void)?

    /// What kind of device this is (an iPhone 15 by default): idiom, screen, insets, size classes,
    /// keyboard. `UIDevice.current.userInterfaceIdiom` and every element's size classes follow it.
    /// Set it before launching.
    public var model: Model = .iPhone15 {
        didSet {
            LayoutRevision.bump()
            placeStatusBar()
        }
    }
    /// The screen in points, portrait (the model's); landscape orientations swap it.
    public var portraitScreenSize: CGSize {
        get { model.portraitSize }
        set { model.portraitSize = newValue }
    }
    /// The device's physical orientation, as `XCUIDevice.shared.orientation` sets and reads it.
    public internal(set) var orientation: UIDeviceOrientation = .portrait {
        didSet { placeStatusBar() }
    }
    /// Light or dark mode, as `XCUIDevice.shared.appearance` sets and reads it (light on a fresh device).
    public internal(set) var appearance: XCUIDevice.Appearance = .light
    /// The user's preferred text size (Settings › Larger Text): the accessibility audit measures text
    /// at it (`TextFit`). Large, iOS's default, on a fresh device.
    public var contentSizeCategory: SimulatedContentSizeCategory = .large
    /// What tests asked Siri (`XCUIDevice.shared.siriService.activate(voiceRecognitionText:)`), in order.
    public internal(set) var siriRequests: [String] = []
    /// Plays the system's part when a test activates Siri (nil: nothing happens).
    public var onSiriRequest: (@MainActor (SimulatedDevice, String) -> Void)?
    /// The system's own texts in languages other than English, by language and English text
    /// (`["de": ["Paste": "…"]]`): the titles of a text element's edit menu, which follow the
    /// language the app runs in. Apple publishes no list, so a simulation supplies the ones its
    /// tests meet; see `EditMenu`.
    public var systemTexts: [String: [String: String]] = [:]
    /// Springboard's status bar along the top of the screen (see `placeStatusBar`).
    public let statusBar = SimulatedElement(.statusBar)
    /// The screen as apps lay out on it now.
    public var screenSize: CGSize {
        orientation.isLandscape
            ? CGSize(width: portraitScreenSize.height, height: portraitScreenSize.width)
            : portraitScreenSize
    }
    /// The status bar and home indicator in the current orientation.
    public var insets: Model.Insets { orientation.isLandscape ? model.landscapeInsets : model.portraitInsets }
    /// The size classes of the full-screen app in the current orientation.
    public var sizeClasses: Model.SizeClasses {
        orientation.isLandscape ? model.landscapeSizeClasses : model.portraitSizeClasses
    }
    /// The software keyboard's height in the current orientation.
    var keyboardHeight: CGFloat { orientation.isLandscape ? model.landscapeKeyboardHeight : model.portraitKeyboardHeight }
    /// The Simulator's "Connect Hardware Keyboard": when true no software keyboard comes up, and
    /// typing still works (typeText needs keyboard focus, not the on-screen keyboard). Off by default,
    /// as UI tests usually run.
    public var hardwareKeyboardConnected = false {
        didSet {
            for app in apps.values { app.updateKeyboard() }
        }
    }

    /// A seeded perturbation of every app on the device (nil: off, the default). Set it before
    /// launching; the same seed and the same test give the same perturbations.
    public var chaos: ChaosSettings? {
        didSet { chaosEngine = chaos.map { ChaosEngine(settings: $0, device: self) } }
    }
    /// What chaos did, in order (empty when chaos is off): compare two runs to check reproducibility.
    public internal(set) var chaosLog: [ChaosEvent] = []
    private(set) var chaosEngine: ChaosEngine?

    /// UI interruption monitors of the running test, oldest first (`addUIInterruptionMonitor`).
    var interruptionMonitors: [InterruptionMonitor] { InterruptionMonitorRegistry.active }
    /// True while monitors run: actions they perform do not look for interruptions again.
    var isHandlingInterruption = false
    /// Interruptions handled while an interaction was blocked, in order: by a monitor, or by
    /// XCUITest's built-in handler (which taps the alert's cancel or default button).
    public internal(set) var handledInterruptions: [HandledInterruption] = []

    var openActivities: [String] = []
    private var roundTripSuppression = 0
    private var lastProcessIdentifier: Int32 = 4_100

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
        SimulatedPasteboard.general.reset()
        statusBar.onTap { [weak self] _ in self?.scrollToTop() }
        springboard.systemElements = [statusBar]
        placeStatusBar()
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

    /// A fresh process identifier, as the system hands out at each launch (deterministic here).
    func nextProcessIdentifier() -> Int32 {
        lastProcessIdentifier += 17
        return lastProcessIdentifier
    }

    /// The app in front: the last one launched or activated that still runs, else Springboard.
    var foregroundApp: SimulatedApp {
        apps.values.first { $0 !== springboard && $0.state == .runningForeground } ?? springboard
    }

    func logChaos(_ kind: ChaosEvent.Kind, _ detail: @autoclosure () -> String) {
        guard chaosEngine != nil else { return }
        chaosLog.append(ChaosEvent(time: clock.now, kind: kind, detail: detail()))
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
        let test = ObjectIdentifier(testCase)
        MainActor.assumeIsolated {
            _ = SimulatedDevice.reset()
            InterruptionMonitorRegistry.testWillStart(test)
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        guard Thread.isMainThread else { return }
        let test = ObjectIdentifier(testCase)
        MainActor.assumeIsolated { InterruptionMonitorRegistry.testDidFinish(test) }
    }
}
