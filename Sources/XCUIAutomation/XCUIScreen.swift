import Foundation

/// A type that can provide a screenshot of its current UI state
/// (https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding):
/// `@MainActor protocol XCUIScreenshotProviding : NSObjectProtocol` with `screenshot()`.
@preconcurrency @MainActor
public protocol XCUIScreenshotProviding: NSObjectProtocol {
    /// Takes a screenshot of a screen or UI element's current visual state.
    func screenshot() -> XCUIScreenshot
}

/// A captured image of a screen, app, or element
/// (https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot): `@MainActor class
/// XCUIScreenshot` with `pngRepresentation: Data` and `image` (a `UIImage` on iOS; the stand-in's
/// minimal one, UIImage.swift). It cannot be created directly. The stand-in's image is a wireframe of what the
/// simulated screen shows (see `ScreenshotRenderer`), at half the screen's point size.
@preconcurrency @MainActor
open class XCUIScreenshot: NSObject {
    /// Kept outside the main actor so `XCTAttachment(screenshot:)`, which is not isolated, can read it.
    nonisolated let pngData: Data

    @available(*, unavailable, message: "Use XCUIScreenshotProviding.screenshot() to create screenshots.")
    public nonisolated override init() {
        fatalError("Use XCUIScreenshotProviding.screenshot() to create screenshots.")
    }

    nonisolated init(pngData: Data) {
        self.pngData = pngData
        super.init()
    }

    /// A representation of the screenshot as PNG image data.
    open var pngRepresentation: Data { pngData }
}

/// A physical screen attached to a device (https://developer.apple.com/documentation/xcuiautomation/xcuiscreen):
/// `class var main: XCUIScreen` and `class var screens: [XCUIScreen]`; instances come only from those.
@preconcurrency @MainActor
open class XCUIScreen: NSObject, XCUIScreenshotProviding {
    @available(*, unavailable, message: "Use XCUIScreen.main or XCUIScreen.screens.")
    public nonisolated override init() {
        fatalError("Use XCUIScreen.main or XCUIScreen.screens.")
    }

    private nonisolated init(mainScreen: Void) {
        super.init()
    }

    private static let theMainScreen = XCUIScreen(mainScreen: ())

    /// The current device's main screen.
    open class var main: XCUIScreen { theMainScreen }

    /// Every screen of the current device (the simulated device has one).
    open class var screens: [XCUIScreen] { [theMainScreen] }

    /// The screen as the user sees it: the app in front and any system alert over it. One round trip.
    open func screenshot() -> XCUIScreenshot {
        let device = SimulatedDevice.current
        device.roundTrip(.snapshot, "screenshot XCUIScreen.main")
        return XCUIScreenshot(pngData: ScreenshotRenderer.render(device: device, crop: nil))
    }
}

extension XCUIElement: XCUIScreenshotProviding {
    /// What the element shows, cropped to its frame (what lies over it included, as on a device).
    /// An element that does not resolve fails the test and gives a screenshot of the whole screen.
    public func screenshot() -> XCUIScreenshot {
        device.roundTrip(.snapshot, "screenshot \(path)")
        guard let node = requireNode(for: "take a screenshot of") else {
            return XCUIScreenshot(pngData: ScreenshotRenderer.render(device: device, crop: nil))
        }
        let crop = node.element === node.app.root ? nil : node.app.layout[node.element]?.frame
        return XCUIScreenshot(pngData: ScreenshotRenderer.render(device: device, crop: crop))
    }
}
