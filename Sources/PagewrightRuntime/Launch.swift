import Foundation

/// Launching with the configuration of `pagewright.json` and a test's own arguments and
/// environment (`XCUIApplication.launchArguments` / `launchEnvironment`, read at `launch()`:
/// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments).
/// Generated code launches through its settings: `PagewrightSettings.launch(app, app: "main")`.
@MainActor
public enum PagewrightLaunch {
    /// Launches `application` with the `configured` arguments and environment, then those the
    /// test set on the application, then `arguments` and `environment` (a later value of a
    /// variable wins). The application keeps what the test set.
    public static func launch(_ application: XCUIApplication, configured: (arguments: [String], environment: [String: String]),
                              arguments: [String] = [], environment: [String: String] = [:]) {
        let ownArguments = application.launchArguments
        let ownEnvironment = application.launchEnvironment
        application.launchArguments = configured.arguments + ownArguments + arguments
        application.launchEnvironment = configured.environment.merging(ownEnvironment) { $1 }.merging(environment) { $1 }
        application.launch()
        application.launchArguments = ownArguments
        application.launchEnvironment = ownEnvironment
    }
}
