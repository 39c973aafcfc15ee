/// A step on the device or the system rather than on an element of the app (`"system": "home"`):
/// what a robot's `device().backgroundApp()` or a status-bar tap does.
public enum SystemStep: String, Sendable, CaseIterable {
    /// Press the Home button: the app goes to the background (`XCUIDevice.shared.press(.home)`).
    case home
    /// Bring the app under test back to the foreground, or launch it if it is not running
    /// (`XCUIApplication.activate()`).
    case activate
    /// Tap the status bar, which Springboard draws: the scroll view nearest it scrolls to the top.
    case statusBar
}
