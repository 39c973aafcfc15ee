import Foundation

/// The physical orientation of a device (`UIDeviceOrientation`, UIKit's enum, which XCTest brings in
/// on iOS; Linux has no UIKit). Cases and raw values are UIKit's
/// (https://developer.apple.com/documentation/uikit/uideviceorientation).
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
/// `press(_ button: XCUIDevice.Button)` and `hasHardwareButton(_:)` (Xcode 15). It acts on
/// `SimulatedDevice.current`.
@preconcurrency @MainActor
open class XCUIDevice: NSObject {
    /// A physical button. Raw values are Apple's (`XCUIDeviceButton`, NSInteger: home 1, volumeUp 2,
    /// volumeDown 3, action 4, camera 5).
    public enum Button: Int, Sendable {
        case home = 1
        case volumeUp = 2
        case volumeDown = 3
        case action = 4
        case camera = 5
    }

    /// Creates an instance that represents the current device (Apple's `init()`); `shared` is the
    /// usual way in.
    public nonisolated override init() {
        super.init()
    }

    private static let sharedDevice = XCUIDevice()

    /// The current device.
    open class var shared: XCUIDevice { sharedDevice }

    private var device: SimulatedDevice { SimulatedDevice.current }

    /// The device's physical orientation. Setting a landscape orientation swaps the screen's width
    /// and height, so apps lay out again; apps hear about it through `SimulatedApp.onOrientationChange`.
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

    /// Simulates pressing a physical button. Home sends the app in front to the background and shows
    /// the home screen; the other buttons have no effect on the simulated apps.
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
    open func hasHardwareButton(_ button: XCUIDevice.Button) -> Bool {
        button == .home
    }
}
