import Foundation

/// An app the test drives: `XCUIApplication()` is the app under test, `XCUIApplication(bundleIdentifier:)`
/// any other (Springboard is "com.apple.springboard"). The bundle identifier is looked up on
/// `SimulatedDevice.current` at each use, so an instance may be created before the device is set up.
@preconcurrency @MainActor
open class XCUIApplication: XCUIElement {
    /// The state of an app on the device.
    public enum State: UInt, Sendable {
        case unknown = 0
        case notRunning = 1
        @available(macOS, unavailable)
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }

    private let explicitBundleIdentifier: String?

    /// Arguments the next `launch()` passes to the app (`SimulatedApp.launchArguments`).
    public var launchArguments: [String] = []
    /// Environment the next `launch()` passes to the app (`SimulatedApp.launchEnvironment`).
    public var launchEnvironment: [String: String] = [:]

    public init() {
        explicitBundleIdentifier = nil
        super.init(locator: .application(bundleIdentifier: nil), path: "XCUIApplication()")
    }

    public init(bundleIdentifier: String) {
        explicitBundleIdentifier = bundleIdentifier
        super.init(
            locator: .application(bundleIdentifier: bundleIdentifier),
            path: "XCUIApplication(bundleIdentifier: \(quoted(bundleIdentifier)))")
    }

    private var bundleIdentifier: String? {
        explicitBundleIdentifier ?? device.appUnderTestBundleIdentifier
    }

    /// The installed app, or a reported failure naming `operation`.
    private func installedApp(for operation: String) -> SimulatedApp? {
        guard let identifier = bundleIdentifier else {
            // Says where the install goes: generated tour walks inherit setUp from the class named
            // for them, so a walk of plain XCTestCase installs nothing.
            device.fail("Failed to \(operation) \(path): no app under test is installed on the simulated device (SimulatedDevice.install). "
                + "Install it in the test case's setUp; the tour's walks run the setUp of the class pagewright.json names in \"tour\": { \"testCase\": … }.")
            return nil
        }
        guard let app = device.app(identifier) else {
            device.fail("Failed to \(operation) \(path): application \"\(identifier)\" is not installed on the simulated device.")
            return nil
        }
        return app
    }

    /// Launches the app afresh (terminating a running instance) and waits for it to be ready, which
    /// takes `SimulatedApp.launchDelay` of virtual time.
    public func launch() {
        device.roundTrip(.application, "launch \(path)")
        guard let app = installedApp(for: "launch") else { return }
        if app.isRunning { app.terminate() }
        bringToFront(app)
        device.clock.advance(by: app.launchDelay)
        app.lastLaunch = (launchArguments, launchEnvironment)
        app.launch(arguments: launchArguments, environment: launchEnvironment)
    }

    /// Brings the app to the foreground, launching it if it is not running. "If the application
    /// previously launched via launch(), the system supplies the launch arguments and environment
    /// variables from the original call to launch() again"
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/activate()): what
    /// that launch used, kept with the app (`SimulatedApp.lastLaunch`) whichever proxy made it, not
    /// what this proxy's `launchArguments` say now. An app no `launch()` started takes this proxy's.
    public func activate() {
        device.roundTrip(.application, "activate \(path)")
        guard let app = installedApp(for: "activate") else { return }
        let wasInBackground = app.state == .runningBackground || app.state == .runningBackgroundSuspended
        bringToFront(app)
        if app.isRunning {
            app.state = .runningForeground
            if wasInBackground { app.onForeground?(app) }
        } else {
            device.clock.advance(by: app.launchDelay)
            let (arguments, environment) = app.lastLaunch ?? (launchArguments, launchEnvironment)
            app.launch(arguments: arguments, environment: environment)
        }
    }

    public func terminate() {
        device.roundTrip(.application, "terminate \(path)")
        guard let app = installedApp(for: "terminate") else { return }
        app.terminate()
    }

    public var state: XCUIApplication.State {
        device.roundTrip(.application, "state \(path)")
        guard let identifier = bundleIdentifier, let app = device.app(identifier) else { return .notRunning }
        return app.state
    }

    /// Waits until the app reaches `state`, polling like `waitForExistence(timeout:)`.
    public func wait(for state: XCUIApplication.State, timeout: TimeInterval) -> Bool {
        poll(timeout: timeout) {
            device.roundTrip(.application, "wait(for: \(state)) poll \(path)")
            guard let identifier = bundleIdentifier, let app = device.app(identifier) else { return false }
            return app.state == state
        }
    }

    /// Opens a URL in the app (its `SimulatedApp.onOpenURL` handles it), launching it if needed.
    @available(iOS 16.4, macOS 13.3, *)
    public func open(_ url: URL) {
        device.roundTrip(.application, "open \(url) in \(path)")
        guard let app = installedApp(for: "open \(url) in") else { return }
        bringToFront(app)
        if !app.isRunning { app.launch(arguments: launchArguments, environment: launchEnvironment) }
        app.onOpenURL?(app, url)
    }

    private func bringToFront(_ app: SimulatedApp) {
        for other in device.apps.values where other !== app && other !== device.springboard {
            other.moveToBackground()
        }
    }
}
