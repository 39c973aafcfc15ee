/// Writes `PagewrightLaunch` into `PagewrightSupport.swift`: each app's launch arguments and
/// environment from `pagewright.json`, and a launch that adds a test's own
/// (`XCUIApplication.launchArguments` / `launchEnvironment`, read at `launch()`:
/// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments).
struct LaunchRenderer {
    let context: RenderContext

    func lines() -> [String] {
        let a = context.access
        var printer = SwiftPrinter()
        printer.documentation("Launch arguments and environment per app (`apps` in pagewright.json), and launching with more.")
        printer.line("@MainActor")
        printer.block("\(a)enum PagewrightLaunch") { p in
            p.documentation("Launches `application` (app `app` of the settings) with its configured arguments and environment, then those the test set on the application, then `arguments` and `environment` (a later value of a variable wins). The application keeps what the test set.")
            p.block("\(a)static func launch(_ application: XCUIApplication, app: String, arguments: [String] = [], environment: [String: String] = [:])") { p in
                p.line("let ownArguments = application.launchArguments")
                p.line("let ownEnvironment = application.launchEnvironment")
                p.line("let configured = configuration(of: app)")
                p.line("application.launchArguments = configured.arguments + ownArguments + arguments")
                p.line("application.launchEnvironment = configured.environment.merging(ownEnvironment) { $1 }.merging(environment) { $1 }")
                p.line("application.launch()")
                p.line("application.launchArguments = ownArguments")
                p.line("application.launchEnvironment = ownEnvironment")
            }
            p.line()
            p.documentation("What pagewright.json configures for an app.")
            p.block("\(a)static func configuration(of app: String) -> (arguments: [String], environment: [String: String])") { p in
                let configured = context.settings.apps.filter { !$0.launchArguments.isEmpty || !$0.launchEnvironment.isEmpty }
                guard !configured.isEmpty else {
                    p.line("([], [:])")
                    return
                }
                p.line("switch app {")
                for app in configured {
                    let arguments = "[" + app.launchArguments.map(SwiftNames.literal).joined(separator: ", ") + "]"
                    let environment = app.launchEnvironment.isEmpty ? "[:]"
                        : "[" + app.launchEnvironment.map { "\(SwiftNames.literal($0.name)): \(SwiftNames.literal($0.value))" }.joined(separator: ", ") + "]"
                    p.line("case \(SwiftNames.literal(app.name)): return (\(arguments), \(environment))")
                }
                p.line("default: return ([], [:])")
                p.line("}")
            }
        }
        return VerificationText.lines(printer.text).dropLast().map { $0 }
    }
}
