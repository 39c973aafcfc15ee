import Foundation

/// A system resource an app needs the user's permission for
/// (https://developer.apple.com/documentation/xcuiautomation/xcuiprotectedresource):
/// `NS_ENUM(NSInteger, XCUIProtectedResource)` in `XCUIProtectedResource.h`, with the header's raw
/// values. The stand-in is an iOS device, so it declares the cases of every platform and of the iOS
/// family (`TARGET_OS_IPHONE`), not the macOS-only ones (the directories, volumes, Apple Events).
@available(iOS 13.4, tvOS 13.4, watchOS 6.2, macOS 10.15.4, *)
public enum XCUIProtectedResource: Int, Sendable, Hashable {
    case contacts = 1
    case calendar = 2
    case reminders = 3
    case photos = 4
    case microphone = 5
    case camera = 6
    case mediaLibrary = 7
    case homeKit = 8
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    case focus = 9
    // Apple declares these for iOS (and tvOS) only, under TARGET_OS_IPHONE in the header.
    @available(iOS 15.4, *) @available(macOS, unavailable)
    case localNetwork = -0x4000_0005
    @available(macOS, unavailable)
    case bluetooth = -0x4000_0000
    @available(macOS, unavailable)
    case keyboardNetwork = -0x4000_0001
    @available(macOS, unavailable)
    case location = -0x4000_0002
    @available(iOS 14.0, tvOS 14.0, *) @available(macOS, unavailable)
    case health = -0x4000_0003
    @available(iOS 15.0, tvOS 15.0, *) @available(macOS, unavailable)
    case userTracking = -0x4000_0004
}

/// What the user answered when an app asked for a protected resource. Not Apple API.
public enum SimulatedAuthorization: Sendable, Equatable {
    /// Never asked, or reset: the next request shows the system prompt.
    case notDetermined
    case granted
    case denied
}

extension XCUIApplication {
    /// "Reset the authorization status for a protected resource, such that the system will display
    /// the authorization prompt the next time the resource is accessed. The app does not have to be
    /// in a running state to use this API. If the app is running, it might get terminated while the
    /// reset occurs for some protected resources" (Apple's `XCUIApplication.h`;
    /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/resetauthorizationstatus(for:)).
    /// Apple does not say for which resources, so a running app is terminated for every one (the
    /// harsher reading): a test relaunches after resetting, as Apple's example does. One round trip.
    @available(iOS 13.4, tvOS 13.4, watchOS 6.2, macOS 10.15.4, *)
    public func resetAuthorizationStatus(for resource: XCUIProtectedResource) {
        device.roundTrip(.application, "resetAuthorizationStatus(for: \(resource)) \(path)")
        guard let app = lookupInstalledApp() else {
            device.fail("Failed to reset the authorization status of \(path): the application is not installed on the simulated device.")
            return
        }
        device.authorizations[app.bundleIdentifier, default: [:]][resource] = .notDetermined
        if app.isRunning { app.terminate() }
    }

    /// The installed app this proxy stands for, if any.
    private func lookupInstalledApp() -> SimulatedApp? {
        guard case .application(let explicit) = locator else { return nil }
        guard let identifier = explicit ?? device.appUnderTestBundleIdentifier else { return nil }
        return device.app(identifier)
    }
}

extension SimulatedApp {
    /// What an app does when it uses a protected resource (Not Apple API): the first time, or after
    /// `resetAuthorizationStatus(for:)`, the system asks over the app (a Springboard alert in the
    /// stand-in's wording of iOS's prompt) and remembers the answer;
    /// after that the app gets the remembered answer at once, with no prompt, across launches.
    /// "Don’t Allow" denies; any other button grants. `then` gets whether access was granted.
    public func requestAuthorization(
        for resource: XCUIProtectedResource,
        then: @escaping @MainActor (_ granted: Bool, _ app: SimulatedApp) -> Void = { _, _ in }
    ) {
        let device = hostDevice
        switch device.authorizations[bundleIdentifier]?[resource] ?? .notDetermined {
        case .granted: then(true, self)
        case .denied: then(false, self)
        case .notDetermined:
            // The prompt is Springboard's; its answer goes to the app that asked.
            let answer: @MainActor (String, SimulatedApp) -> Void = { [self] button, _ in
                let granted = button != "Don’t Allow"
                hostDevice.authorizations[bundleIdentifier, default: [:]][resource] = granted ? .granted : .denied
                then(granted, self)
            }
            device.springboard.present(Self.permissionPrompt(for: resource, appName: name, onChoose: answer))
        }
    }

    /// The stand-in's wording of the prompt iOS shows for `resource` (the app supplies the message,
    /// its usage description).
    private static func permissionPrompt(
        for resource: XCUIProtectedResource, appName: String,
        onChoose: @escaping @MainActor (String, SimulatedApp) -> Void
    ) -> SimulatedElement {
        if resource == .location { return .permissionAlert(.location, appName: appName, onChoose: onChoose) }
        let what: String
        switch resource {
        case .contacts: what = "Access Your Contacts"
        case .calendar: what = "Access Your Calendar"
        case .reminders: what = "Access Your Reminders"
        case .photos: what = "Access Your Photos"
        case .microphone: what = "Access the Microphone"
        case .camera: what = "Access the Camera"
        case .mediaLibrary: what = "Access Apple Music"
        case .homeKit: what = "Access Your Home Data"
        case .focus: what = "Access Your Focus Status"
        case .localNetwork: what = "Find and Connect to Devices on Your Local Network"
        case .bluetooth: what = "Use Bluetooth"
        case .keyboardNetwork: what = "Give Full Access to the Keyboard"
        case .health: what = "Access Health Data"
        case .userTracking: what = "Track Your Activity Across Other Companies’ Apps and Websites"
        case .location: what = "Use Your Location"
        }
        return .alert("“\(appName)” Would Like to \(what)", buttons: ["Don’t Allow", "Allow"], cancel: "Don’t Allow",
                      onChoose: onChoose)
    }
}
