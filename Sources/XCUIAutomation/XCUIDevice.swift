import Foundation

/// The physical orientation of a device (`UIDeviceOrientation`, UIKit's enum, which XCTest brings in
/// on iOS; Linux has no UIKit). Cases and raw values are UIKit's
/// (https://developer.apple.com/documentation/uikit/uideviceorientation).
@available(macOS, unavailable)
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// A proxy for the device (https://developer.apple.com/documentation/xcuiautomation/xcuidevice):
/// `@MainActor class XCUIDevice` with `class var shared`, `orientation` (get/set),
/// `press(_ button: XCUIDevice.Button)`, `hasHardwareButton(_:)` (Xcode 15), `appearance` (iOS 15),
/// `supportsPointerInteraction`, `siriService` (iOS 10.3) and `system`, as Apple's `XCUIDevice.h`
/// declares them for iOS. It acts on `SimulatedDevice.current`. `location` (iOS 16.4) is in
/// XCUILocation.swift; the watchOS and visionOS members (`rotateDigitalCrown`, hand gestures) are
/// not here (docs/faithful-to-the-device.md lists them).
@preconcurrency @MainActor
open class XCUIDevice: NSObject {
    /// A physical button. Raw values are Apple's (`XCUIDeviceButton`, NSInteger: home 1, volumeUp 2,
    /// volumeDown 3, action 4, camera 5).
    @available(macOS, unavailable)
    public enum Button: Int, Sendable {
        case home = 1
        case volumeUp = 2
        case volumeDown = 3
        case action = 4
        case camera = 5
    }

    /// The light or dark interface style of the device (`XCUIDeviceAppearance`, NSInteger:
    /// unspecified 0, light 1, dark 2, aligned with UIKit's `UIUserInterfaceStyle`).
    public enum Appearance: Int, Sendable {
        case unspecified = 0
        case light = 1
        case dark = 2
    }

    /// Creates an instance that represents the current device. Apple deprecates it in favour of
    /// `XCUIDevice.shared` (`XCUI_DEPRECATED_WITH_SWIFT_REPLACEMENT("XCUIDevice.shared")`).
    @available(*, deprecated, renamed: "shared")
    public nonisolated override init() {
        super.init()
    }

    private nonisolated init(sharedDevice: Void) {
        super.init()
    }

    private static let sharedDevice = XCUIDevice(sharedDevice: ())

    /// The current device.
    open class var shared: XCUIDevice { sharedDevice }

    private var device: SimulatedDevice { SimulatedDevice.current }

    /// The device's physical orientation. Setting a landscape orientation swaps the screen's width
    /// and height, so apps lay out again; apps hear about it through `SimulatedApp.onOrientationChange`.
    @available(macOS, unavailable)
    open var orientation: UIDeviceOrientation {
        get { device.orientation }
        set {
            device.roundTrip(.application, "set orientation \(newValue)")
            guard newValue != device.orientation else { return }
            device.orientation = newValue
            LayoutRevision.bump()
            for app in device.apps.values.sorted(by: { $0.bundleIdentifier < $1.bundleIdentifier }) where app.isRunning {
                app.onOrientationChange?(app, newValue)
            }
        }
    }

    /// The interface style the system uses for apps on the device: "Use this property to get or set
    /// the interface appearance the system uses for applications running on the device"
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuidevice/appearance-swift.property).
    /// A fresh simulated device is light; setting it tells running apps
    /// (`SimulatedApp.onAppearanceChange`), which read it as `SimulatedDevice.appearance`.
    @available(iOS 15.0, macOS 12.0, *)
    open var appearance: XCUIDevice.Appearance {
        get { device.appearance }
        set {
            device.roundTrip(.application, "set appearance \(newValue)")
            guard newValue != device.appearance else { return }
            device.appearance = newValue
            for app in device.apps.values.sorted(by: { $0.bundleIdentifier < $1.bundleIdentifier }) where app.isRunning {
                app.onAppearanceChange?(app, newValue)
            }
        }
    }

    /// "A Boolean value that indicates if the device supports pointer interaction"
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuidevice/supportspointerinteraction):
    /// the iPad model (pointers came to iPadOS 13.4, `UIPointerInteraction`), not the iPhones.
    @available(macOS, unavailable)
    open var supportsPointerInteraction: Bool {
        device.model.idiom == .pad
    }

    /// Siri on the device (https://developer.apple.com/documentation/xcuiautomation/xcuidevice/siriservice).
    @available(macOS, unavailable)
    open var siriService: XCUISiriService { XCUISiriService() }

    /// OS-specific properties and actions (https://developer.apple.com/documentation/xcuiautomation/xcuidevice/system).
    open var system: XCUISystem { XCUISystem() }

    /// Simulates pressing a physical button. Home sends the app in front to the background and shows
    /// the home screen; the other buttons have no effect on the simulated apps.
    @available(macOS, unavailable)
    open func press(_ button: XCUIDevice.Button) {
        device.roundTrip(.application, "press \(button) button")
        guard button == .home else { return }
        for app in device.apps.values where app !== device.springboard {
            app.moveToBackground()
        }
    }

    /// Whether the device has `button`. The simulated device is a simulator (of any
    /// `SimulatedDevice.Model`): a home button press works on every simulator, volume buttons are
    /// not available there (Apple marks them simulator-unavailable), and it has no action or camera
    /// button.
    @available(iOS 16.0, *)
    @available(macOS, unavailable)
    open func hasHardwareButton(_ button: XCUIDevice.Button) -> Bool {
        button == .home
    }
}

/// A proxy for Siri on the device (https://developer.apple.com/documentation/xcuiautomation/xcuisiriservice):
/// "Presents the Siri UI, if it's not currently active, and accepts a string that is then processed
/// as if it's recognized speech." The simulated device has no Siri UI: it records each request
/// (`SimulatedDevice.siriRequests`) and hands it to `SimulatedDevice.onSiriRequest`, where a test
/// of the simulation can play the app's part (an App Intent that shows a screen, say).
@available(iOS 10.3, *)
@available(macOS, unavailable)
@preconcurrency @MainActor
open class XCUISiriService: NSObject {
    @available(*, unavailable, message: "Use XCUIDevice.shared.siriService.")
    public nonisolated override init() {
        fatalError("Use XCUIDevice.shared.siriService.")
    }

    fileprivate init(_: Void = ()) {
        super.init()
    }

    open func activate(voiceRecognitionText text: String) {
        let device = SimulatedDevice.current
        device.roundTrip(.application, "activate Siri with \(quoted(text))")
        device.siriRequests.append(text)
        device.onSiriRequest?(device, text)
    }

    public nonisolated override var debugDescription: String { "Siri (simulated; no Siri interface)" }
}

/// OS-specific properties and actions (https://developer.apple.com/documentation/xcuiautomation/xcuisystem):
/// `open(_:)` "Opens an item in the default application for a URL". On the simulated device the
/// default application is the installed app that claims the URL's scheme (`SimulatedApp.urlSchemes`):
/// it comes to the front, launching if need be, and its `onOpenURL` gets the URL. A URL no app
/// claims fails the test (Apple does not say what happens; the harsher reading).
@preconcurrency @MainActor
open class XCUISystem: NSObject {
    @available(*, unavailable, message: "Use XCUIDevice.shared.system.")
    public nonisolated override init() {
        fatalError("Use XCUIDevice.shared.system.")
    }

    fileprivate init(_: Void = ()) {
        super.init()
    }

    open func open(_ url: URL) {
        let device = SimulatedDevice.current
        device.roundTrip(.application, "open \(url) with XCUIDevice.shared.system")
        let scheme = url.scheme?.lowercased() ?? ""
        guard let app = device.apps.values.sorted(by: { $0.bundleIdentifier < $1.bundleIdentifier })
            .first(where: { $0.urlSchemes.contains { $0.lowercased() == scheme } })
        else {
            device.fail("Failed to open \(url): no application on the simulated device opens \(scheme.isEmpty ? "it" : "\"\(scheme):\" URLs") (SimulatedApp.urlSchemes).")
            return
        }
        for other in device.apps.values where other !== app && other !== device.springboard { other.moveToBackground() }
        if app.isRunning {
            app.state = .runningForeground
        } else {
            device.clock.advance(by: app.launchDelay)
            app.launch(arguments: [], environment: [:])
        }
        app.onOpenURL?(app, url)
    }
}
