import Foundation

/// The kind of interface a device has (`UIUserInterfaceIdiom`, UIKit's enum, which `import XCTest`
/// brings into an iOS UI-test target; Linux has no UIKit). Cases and raw values are UIKit's
/// (https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom; NSInteger: unspecified
/// -1, phone 0, pad 1, tv 2, carPlay 3, mac 5, vision 6).
@available(macOS, unavailable)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The device the tests run on (UIKit's `@MainActor class UIDevice`, reached through `current`), so
/// that page objects written as `UIDevice.current.userInterfaceIdiom == .pad` compile and branch on
/// Linux too. The UI-test runner runs on the same device as the app, so it reports the simulated
/// device's model (`SimulatedDevice.model`). Only the members page objects read are here
/// (https://developer.apple.com/documentation/uikit/uidevice).
@available(macOS, unavailable)
@preconcurrency @MainActor
open class UIDevice: NSObject {
    private static let shared = UIDevice()

    /// The device the code runs on.
    open class var current: UIDevice { shared }

    private var simulatedModel: SimulatedDevice.Model { SimulatedDevice.current.model }

    /// The interface idiom of the device: `.phone` or `.pad` for the simulated models.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { simulatedModel.idiom }

    /// "iPhone" or "iPad", as UIKit's `model` reports it.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The device's name; a simulator reports its model's name ("iPhone 15").
    open var name: String { simulatedModel.name }

    /// "iOS" on a phone, "iPadOS" on an iPad, as UIKit's `systemName` reports them.
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
}
