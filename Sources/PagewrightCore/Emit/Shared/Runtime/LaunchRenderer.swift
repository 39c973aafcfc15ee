/// Writes the settings' launch configuration: each app's launch arguments and environment from
/// `pagewright.json`, which the runtime's launch applies before a test's own.
struct LaunchRenderer {
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        let configured = context.settings.apps.filter { !$0.launchArguments.isEmpty || !$0.launchEnvironment.isEmpty }
        guard !configured.isEmpty else { return }
        printer.block("\(context.access)static func launchConfiguration(of app: String) -> (arguments: [String], environment: [String: String])") { p in
            p.line("switch app {")
            for app in configured {
                let arguments = "[" + app.launchArguments.map(SwiftNames.literal).joined(separator: ", ") + "]"
                let environment = app.launchEnvironment.isEmpty ? "[:]"
                    : "[" + app.launchEnvironment.map { "\(SwiftNames.literal($0.name)): \(SwiftNames.literal($0.value))" }.joined(separator: ", ") + "]"
                p.line("case \(SwiftNames.literal(app.name)): (\(arguments), \(environment))")
            }
            p.line("default: ([], [:])")
            p.line("}")
        }
    }

    /// `PagewrightLaunch.launch(application, app: "main", arguments: arguments, environment: environment)`.
    static func call(_ application: String, app: String, passing: Bool = true) -> String {
        "\(RuntimeAPI.launchAlias).launch(\(application), app: \(SwiftNames.literal(app))" + (passing ? ", arguments: arguments, environment: environment)" : ")")
    }
}
