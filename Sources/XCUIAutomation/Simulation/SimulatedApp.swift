import Foundation

/// An app as the simulated device runs it: named screens built from `SimulatedElement` trees, alerts
/// over the current screen, keyboard focus, and launch state. Not Apple API: tests build one, install
/// it on `SimulatedDevice.current`, and then drive it only through `XCUIApplication`.
///
///     let app = SimulatedApp(bundleIdentifier: "com.example.shop")
///     app.screen("Login") {
///         SimulatedElement.textField("Login.email", placeholder: "Email")
///         SimulatedElement.button("Login.submit", label: "Log In").onTap(show: "Home", after: 2)
///     }
///     app.screen("Home") { SimulatedElement.text("Welcome", id: "Home.title") }
///
/// The accessibility tree it exposes is the one XCUITest sees on a device: the application, its
/// main window, then the current screen's elements and any alerts over them.
/// docs/simulating-your-app.md walks through the whole builder API.
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
    /// Runs when the running app comes back to the foreground from the background (`activate()`
    /// after Home was pressed), as a scene's `sceneWillEnterForeground(_:)` does in the real app: an
    /// app that locks itself shows its lock screen here. Not on a launch (`onLaunch` runs then).
    public var onForeground: (@MainActor (SimulatedApp) -> Void)?
    /// Runs when the test rotates the device (`XCUIDevice.shared.orientation`).
    public var onOrientationChange: (@MainActor (SimulatedApp, UIDeviceOrientation) -> Void)?
    /// Runs with each screen's elements as the app builds them to show the screen, before they
    /// show: a test may change them there, to run its UI tests against a broken build of the app
    /// (an identifier renamed, a button gone). Not Apple API.
    public var onScreenBuilt: (@MainActor (String, [SimulatedElement]) -> Void)?
    /// Runs when the test switches light and dark mode (`XCUIDevice.shared.appearance`).
    public var onAppearanceChange: (@MainActor (SimulatedApp, XCUIDevice.Appearance) -> Void)?
    /// URL schemes the app opens ("myapp" for `myapp://…`): `XCUIDevice.shared.system.open(_:)`
    /// opens such a URL in this app.
    public var urlSchemes: [String] = []

    public internal(set) var state: XCUIApplication.State = .notRunning {
        didSet { if state != oldValue { updateKeyboard() } }
    }
    public internal(set) var launchArguments: [String] = []
    public internal(set) var launchEnvironment: [String: String] = [:]
    /// What the last `XCUIApplication.launch()` passed, which `activate()` passes again when it
    /// starts the app (nil until a `launch()`; `activate()` and `open(_:)` do not change it).
    public internal(set) var lastLaunch: (arguments: [String], environment: [String: String])?
    public private(set) var currentScreen: String?
    /// Elements of the current screen (alerts excluded).
    public private(set) var screenElements: [SimulatedElement] = []
    /// Alerts over the current screen, the topmost last.
    public private(set) var alerts: [SimulatedElement] = []
    /// The element with keyboard focus, if any (`focus(_:)` changes it; a tap on a text element
    /// focuses it; showing another screen clears it).
    public internal(set) var focusedElement: SimulatedElement? {
        didSet {
            guard focusedElement !== oldValue else { return }
            // The edit menu belongs to the text element being edited; it goes when the focus does.
            if let menu = editMenu, menu.target !== focusedElement { dismissEditMenu() }
            oldValue?.focusOwner = nil
            focusedElement?.focusOwner = self
            noteFocusGained(by: focusedElement)
            keyboardShift = false
            keyboardShowsNumbers = false
            updateKeyboard()
        }
    }
    /// Whether the screen makes room for the software keyboard: its content ends where the keyboard
    /// begins (SwiftUI's keyboard safe area, UIKit screens that adjust to the keyboard), so what fits
    /// above it stays hittable. False: the keyboard covers the bottom of the screen, and what lies
    /// beneath it is not hittable. Alerts always move up above it.
    public var avoidsKeyboard = true {
        didSet { LayoutRevision.bump() }
    }
    /// Screens shown since launch, in order; handy for asserting navigation.
    public private(set) var screenHistory: [String] = []
    /// The process identifier of the running app, as debug descriptions print it (0 when not running).
    public internal(set) var processIdentifier: Int32 = 0

    /// The application element: the root of the tree queries search.
    let root: SimulatedElement
    /// The app's main window, the root's first child.
    let window: SimulatedElement
    /// The window the software keyboard is in, the root's second child while the keyboard is up.
    let keyboardWindow = SimulatedElement(.window)
    var keyboardSignature: KeyboardSignature?
    var keyActions: [ObjectIdentifier: KeyAction] = [:]
    var keyboardShift = false
    var keyboardShowsNumbers = false
    /// The edit menu over a text element (Cut, Copy, Paste, …), while it is shown.
    var editMenu: EditMenu? {
        didSet { if editMenu?.element !== oldValue?.element { rebuildRoot() } }
    }
    /// Elements the system draws in front of the screens and alerts (Springboard's status bar).
    var systemElements: [SimulatedElement] = [] {
        didSet { rebuildRoot() }
    }
    /// For each alert on screen, the focus it took away (UIKit gives it back when the alert goes).
    private var focusBeforeAlerts: [(alert: ObjectIdentifier, focus: SimulatedElement?)] = []
    weak var device: SimulatedDevice?
    private var screens: [String: @MainActor () -> [SimulatedElement]] = [:]
    private var screenOrder: [String] = []
    /// Bumped at launch and termination so work scheduled by an earlier run is dropped.
    private var generation = 0
    /// Under chaos, when the latest delayed reaction runs; later ones never overtake it.
    private var lastReactionTime: TimeInterval = 0
    private var layoutCache: AppLayout?

    public init(bundleIdentifier: String, name: String? = nil, launchDelay: TimeInterval = 0) {
        self.bundleIdentifier = bundleIdentifier
        self.name = name ?? bundleIdentifier.split(separator: ".").last.map(String.init) ?? bundleIdentifier
        self.launchDelay = launchDelay
        self.root = SimulatedElement(.application)
        self.window = SimulatedElement(.window)
        window.isMainWindow = true
        root.children = [window]
    }

    /// Declares a screen. The builder runs each time the screen is shown, so it can read app state.
    @discardableResult
    public func screen(_ name: String, @SimulatedUIBuilder _ content: @escaping @MainActor () -> [SimulatedElement]) -> SimulatedApp {
        if screens[name] == nil { screenOrder.append(name) }
        screens[name] = content
        return self
    }

    public var isRunning: Bool { state != .notRunning && state != .unknown }

    /// The horizontal size class of the app's window when it is narrower than the screen, as in
    /// Split View or Slide Over on an iPad, where an app is compact though the device is an iPad
    /// (https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass);
    /// nil: the device's. Every element of the app reports it unless it sets its own. Not Apple API.
    public var windowHorizontalSizeClass: XCUIElement.SizeClass? {
        get { window.horizontalSizeClass }
        set { window.horizontalSizeClass = newValue }
    }

    // MARK: Navigation and events

    /// Replaces the current screen, now or after a simulated delay.
    public func show(_ name: String, after delay: TimeInterval = 0) {
        perform(after: delay) { app in
            guard let build = app.screens[name] else {
                app.hostDevice.fail("Simulated app \(app.bundleIdentifier) has no screen \"\(name)\"")
                return
            }
            app.focusedElement = nil
            app.editMenu = nil
            app.currentScreen = name
            app.screenHistory.append(name)
            app.screenElements = build()
            app.onScreenBuilt?(name, app.screenElements)
            app.rebuildRoot()
            if app.alerts.isEmpty, let first = app.firstElement(in: app.screenElements, where: \.focusesWhenShown) {
                app.focusedElement = first
            }
            app.hostDevice.chaosEngine?.screenDidAppear(name, in: app)
        }
    }

    /// Shows an alert over the current screen, now or after a simulated delay.
    /// An alert takes keyboard focus from the screen: its first text field gets it (the keyboard
    /// comes up with a text-field alert), an alert without fields leaves none; dismissing it gives
    /// the focus back, as UIKit restores the first responder after a presentation.
    public func present(_ alert: SimulatedElement, after delay: TimeInterval = 0) {
        perform(after: delay) { app in
            app.focusBeforeAlerts.append((ObjectIdentifier(alert), app.focusedElement))
            app.alerts.append(alert)
            app.rebuildRoot()
            app.focusedElement = app.firstElement(in: [alert]) { $0.takesFocusOnTap }
        }
    }

    public func dismiss(_ alert: SimulatedElement) {
        alerts.removeAll { $0 === alert }
        let saved = focusBeforeAlerts.last { $0.alert == ObjectIdentifier(alert) }
        focusBeforeAlerts.removeAll { $0.alert == ObjectIdentifier(alert) }
        rebuildRoot()
        if focusedElement == nil || alert.contains(focusedElement!) {
            let previous = saved?.focus
            focusedElement = previous.flatMap { window.contains($0) ? $0 : nil }
        }
    }

    /// The first element of `elements`' subtrees (in order) that passes `test`.
    func firstElement(in elements: [SimulatedElement], where test: (SimulatedElement) -> Bool) -> SimulatedElement? {
        for element in elements {
            var found: SimulatedElement?
            element.forEachInSubtree { if found == nil, test($0) { found = $0 } }
            if let found { return found }
        }
        return nil
    }

    /// Runs `action` against this app now (delay 0) or once the virtual clock has advanced by
    /// `delay`, unless the app was relaunched or terminated in between. Under chaos a delayed
    /// action comes up to `ChaosSettings.maxReactionDelay` later still.
    public func perform(after delay: TimeInterval = 0, _ action: @escaping @MainActor (SimulatedApp) -> Void) {
        guard delay > 0 else {
            action(self)
            return
        }
        var total = delay
        if let chaos = hostDevice.chaosEngine {
            let extra = chaos.reactionDelay()
            total += extra
            if extra > 0 {
                hostDevice.logChaos(.lateReaction, "work due in \(formatSeconds(delay)) in \(bundleIdentifier) runs \(formatSeconds(extra)) later")
            }
        }
        schedule(after: total, action)
    }

    /// Replaces `container`'s children with `placeholder` now (a spinner by default) and with
    /// `content` once `delay` has passed: a screen that fills in after a network call. Returns the
    /// container, so it can sit in a screen's builder.
    @discardableResult
    public func load(
        _ container: SimulatedElement,
        after delay: TimeInterval,
        placeholder: [SimulatedElement] = [SimulatedElement.spinner()],
        @SimulatedUIBuilder content: @escaping @MainActor () -> [SimulatedElement]
    ) -> SimulatedElement {
        container.children = placeholder
        perform(after: delay) { _ in container.children = content() }
        return container
    }

    /// The first element on screen (alerts included, the system keyboard not) whose identifier or
    /// label is `key`.
    public func element(_ key: String) -> SimulatedElement? {
        window.find(key)
    }

    /// Runs the app's reaction to a gesture: now, or under chaos a random moment later (never
    /// before an earlier reaction, so the app stays consistent).
    func react(_ description: @autoclosure () -> String, _ body: @escaping @MainActor () -> Void) {
        guard let chaos = hostDevice.chaosEngine else {
            body()
            return
        }
        let now = hostDevice.clock.now
        let time = max(lastReactionTime, now + chaos.reactionDelay())
        guard time > now else {
            body()
            return
        }
        lastReactionTime = time
        hostDevice.logChaos(.lateReaction, "\(description()) handled \(formatSeconds(time - now)) later")
        schedule(after: time - now) { _ in body() }
    }

    private func schedule(after delay: TimeInterval, _ action: @escaping @MainActor (SimulatedApp) -> Void) {
        let scheduledGeneration = generation
        hostDevice.clock.schedule(after: delay) { [weak self] in
            guard let self, self.generation == scheduledGeneration, self.isRunning else { return }
            action(self)
        }
    }

    // MARK: Lifecycle (driven by XCUIApplication)

    func launch(arguments: [String], environment: [String: String]) {
        generation += 1
        lastReactionTime = 0
        launchArguments = arguments
        launchEnvironment = environment
        alerts = []
        focusBeforeAlerts = []
        screenElements = []
        focusedElement = nil
        editMenu = nil
        currentScreen = nil
        screenHistory = []
        state = .runningForeground
        processIdentifier = hostDevice.nextProcessIdentifier()
        hostDevice.launches.append(LaunchRecord(bundleIdentifier: bundleIdentifier, readyAt: hostDevice.clock.now, duration: launchDelay))
        root.label = name
        if let first = initialScreen ?? screenOrder.first { show(first) }
        rebuildRoot()
        onLaunch?(self)
    }

    func terminate() {
        generation += 1
        state = .notRunning
        processIdentifier = 0
        alerts = []
        focusBeforeAlerts = []
        screenElements = []
        focusedElement = nil
        editMenu = nil
        currentScreen = nil
        rebuildRoot()
    }

    func moveToBackground() {
        if state == .runningForeground { state = .runningBackgroundSuspended }
    }

    /// The device the app is installed on (or the current one, for an app not yet installed): where
    /// a handler finds Springboard (`presentSystemAlert`) or the clock.
    public var hostDevice: SimulatedDevice { device ?? SimulatedDevice.current }

    /// Where everything is on screen now (recomputed only after the UI changed).
    var layout: AppLayout {
        let screenSize = hostDevice.screenSize
        if let cached = layoutCache, cached.revision == LayoutRevision.current, cached.screenSize == screenSize {
            return cached
        }
        updateKeyboard()  // the focused field may have gone, or the screen turned
        let fresh = AppLayout(app: self, screenSize: screenSize)
        layoutCache = fresh
        return fresh
    }

    private func rebuildRoot() {
        root.label = name
        window.children = screenElements + alerts + (editMenu.map { [$0.element] } ?? []) + systemElements
        updateKeyboard()
    }
}
