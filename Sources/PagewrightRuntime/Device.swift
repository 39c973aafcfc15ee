import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// The device the tests run on, as the device variants of elements and actions (`idiom`,
/// `orientation`, `horizontalSizeClass` in the specs) ask it: its idiom, detected where UIKit is
/// (the UI-test runner runs on the device under test) and settable by a test, its orientation,
/// and the app's size class.
@MainActor
public enum PagewrightDevice {
    /// The idioms specs distinguish.
    public enum Idiom: Sendable {
        case phone, pad
    }

    /// Set by a test to take the page objects as on that idiom; nil (the default) detects it.
    public static var idiomOverride: Idiom?

    /// The idiom variants follow: the override, else the device's.
    public static var idiom: Idiom {
        get { idiomOverride ?? detectedIdiom }
        set { idiomOverride = newValue }
    }

    /// The device's idiom (an iPad is `pad`, everything else `phone`).
    public static var detectedIdiom: Idiom {
        #if canImport(UIKit) || !canImport(Darwin)
        return UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
        #else
        return .phone
        #endif
    }

    /// Whether the device is held in landscape now. `XCUIDevice.orientation` exists on iOS only
    /// (not macOS, tvOS, watchOS or visionOS); elsewhere the device counts as upright.
    public static var isLandscape: Bool {
        #if os(iOS) || !canImport(Darwin)
        return XCUIDevice.shared.orientation.isLandscape
        #else
        return false
        #endif
    }

    /// The horizontal size class of the app under test now, as its first window has it: compact
    /// on an iPhone and in an iPad's narrow split view, regular on a full-screen iPad. Asked of
    /// the app each time, as it changes with the window's width, through a snapshot (`unspecified`
    /// while the app shows no window).
    public static var horizontalSizeClass: XCUIElement.SizeClass {
        (try? XCUIApplication().windows.element(boundBy: 0).snapshot())?.horizontalSizeClass ?? .unspecified
    }
}
