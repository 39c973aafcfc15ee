import Foundation

/// An app as the simulated device runs it: named screens built from `SimulatedElement` trees, alerts
/// over the current screen, keyboard focus, and launch state. Not Apple API: tests build one, install
/// it on `SimulatedDevice.current`, and then drive it only through `XCUIApplication`.
///
///     let app = SimulatedApp(bundleIdentifier: "com.example.shop")
///     app.screen("Login") {
///         SimulatedElement(.textField, id: "Login.email", placeholder: "Email")
///         SimulatedElement(.button, id: "Login.submit", label: "Log In").onTap(show: "Home", after: 2)
///     }
///     app.screen("Home") { SimulatedElement(.staticText, id: "Home.title", label: "Welcome") }
@MainActor
public final class SimulatedApp {
    public let bundleIdentifier: String
    /// The application element's label.
    public var name: String
    /// The screen `launch()` shows; defaults to the first screen declared.
    public var initialScreen: String?
    /// Simulated seconds `launch()` takes.
    public var launchDelay: TimeInterval
    /// Runs at every launch after the initial screen is shown, e.g. to pick another screen from
    /// `launchArguments` ("--logged-in").
    public var onLaunch: (@MainActor (SimulatedApp) -> Void)?
    /// Handles `XCUIApplication.open(_:)`.
    public var onOpenURL: (@MainActor (SimulatedApp, URL) -> Void)?

    public internal(set) var state: XCUIApplication.State = .notRunning
    public internal(set) var launchArguments: [String] = []
    public internal(set) var launchEnvironment: [String: String] = [:]
    public private(set) var currentScreen: String?
    /// Elements of the current screen (alerts excluded).
    public private(set) var screenElements: [SimulatedElement] = []
    /// Alerts over the current screen, the topmost last.
    public private(set) var alerts: [SimulatedElement] = []
    /// The element with keyboard focus, if any.
    public internal(set) var focusedElement: SimulatedElement?
    /// Screens shown since launch, in order; handy for asserting navigation.
    public private(set) var screenHistory: [String] = []

    /// The application element: the root of the tree queries search.
    let root: SimulatedElement
    weak var device: SimulatedDevice?
    private var screens: [String: @MainActor () -> [SimulatedElement]] = [:]
    private var screenOrder: [String] = []
    /// Bumped at launch and termination so work scheduled by an earlier run is dropped.
    private var generation = 0

    public init(bundleIdentifier: String, name: String? = nil, launchDelay: TimeInterval = 0) {
        self.bundleIdentifier = bundleIdentifier
        self.name = name ?? bundleIdentifier.split(separator: ".").last.map(String.init) ?? bundleIdentifier
        self.launchDelay = launchDelay
        self.root = SimulatedElement(.application)
    }

    /// Declares a screen. The builder runs each time the screen is shown, so it can read app state.
    @discardableResult
    public func screen(_ name: String, @SimulatedUIBuilder _ content: @escaping @MainActor () -> [SimulatedElement]) -> SimulatedApp {
        if screens[name] == nil { screenOrder.append(name) }
        screens[name] = content
        return self
    }

    public var isRunning: Bool { state != .notRunning && state != .unknown }

    // MARK: Navigation and events

    /// Replaces the current screen, now or after a simulated delay.
    public func show(_ name: String, after delay: TimeInterval = 0) {
        perform(after: delay) { app in
            guard let build = app.screens[name] else {
                app.hostDevice.fail("Simulated app \(app.bundleIdentifier) has no screen \"\(name)\"")
                return
            }
            app.focusedElement = nil
            app.currentScreen = name
            app.screenHistory.append(name)
            app.screenElements = build()
            app.rebuildRoot()
        }
    }

    /// Shows an alert over the current screen, now or after a simulated delay.
    public func present(_ alert: SimulatedElement, after delay: TimeInterval = 0) {
        perform(after: delay) { app in
            app.alerts.append(alert)
            app.rebuildRoot()
        }
    }

    public func dismiss(_ alert: SimulatedElement) {
        alerts.removeAll { $0 === alert }
        rebuildRoot()
    }

    /// Runs `action` against this app now (delay 0) or once the virtual clock has advanced by
    /// `delay`, unless the app was relaunched or terminated in between.
    public func perform(after delay: TimeInterval = 0, _ action: @escaping @MainActor (SimulatedApp) -> Void) {
        guard delay > 0 else {
            action(self)
            return
        }
        let scheduledGeneration = generation
        hostDevice.clock.schedule(after: delay) { [weak self] in
            guard let self, self.generation == scheduledGeneration, self.isRunning else { return }
            action(self)
        }
    }

    /// The first element on screen (alerts included) whose identifier or label is `key`.
    public func element(_ key: String) -> SimulatedElement? {
        root.children.lazy.compactMap { $0.find(key) }.first
    }

    // MARK: Lifecycle (driven by XCUIApplication)

    func launch(arguments: [String], environment: [String: String]) {
        generation += 1
        launchArguments = arguments
        launchEnvironment = environment
        alerts = []
        screenElements = []
        focusedElement = nil
        currentScreen = nil
        screenHistory = []
        state = .runningForeground
        root.label = name
        if let first = initialScreen ?? screenOrder.first { show(first) }
        rebuildRoot()
        onLaunch?(self)
    }

    func terminate() {
        generation += 1
        state = .notRunning
        alerts = []
        screenElements = []
        focusedElement = nil
        currentScreen = nil
        rebuildRoot()
    }

    func moveToBackground() {
        if state == .runningForeground { state = .runningBackgroundSuspended }
    }

    /// The device the app is installed on (or the current one, for an app not yet installed).
    var hostDevice: SimulatedDevice { device ?? SimulatedDevice.current }

    private func rebuildRoot() {
        root.label = name
        root.children = screenElements + alerts
    }
}
