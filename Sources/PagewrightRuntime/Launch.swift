import Foundation

/// Launching with the configuration of `pagewright.json` and a test's own arguments and
/// environment (`XCUIApplication.launchArguments` / `launchEnvironment`, read at `launch()`:
/// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments). A
/// generated module names it for its own settings: `PagewrightLaunch`.
@MainActor
public enum PagewrightLaunching<Settings: PagewrightProject> {
    /// Launches `application` (app `app` of the settings) with its configured arguments and
    /// environment, then those the test set on the application, then `arguments` and
    /// `environment` (a later value of a variable wins). The application keeps what the test set.
    public static func launch(_ application: XCUIApplication, app: String, arguments: [String] = [], environment: [String: String] = [:]) {
        let ownArguments = application.launchArguments
        let ownEnvironment = application.launchEnvironment
        let configured = configuration(of: app)
        application.launchArguments = configured.arguments + ownArguments + arguments
        application.launchEnvironment = configured.environment.merging(ownEnvironment) { $1 }.merging(environment) { $1 }
        // The language the app runs in is what localised texts are looked up in.
        PagewrightLocalization.recordLaunch(arguments: application.launchArguments)
        application.launch()
        application.launchArguments = ownArguments
        application.launchEnvironment = ownEnvironment
    }

    /// What `pagewright.json` configures for an app.
    public static func configuration(of app: String) -> (arguments: [String], environment: [String: String]) {
        Settings.launchConfiguration(of: app)
    }
}
