/// Writes `Screenplay/ScreenplaySupport.swift`: the `Launch` task, which knows this project's apps,
/// and `ScreenplayInteractions`, what the generated Actions share, fixed to the module's settings;
/// then navigation from wherever the app is (`ScreenplayNavigationRenderer`).
/// The `Performable` (Task) and `Question` protocols, the `Actor` and the behaviour of the Actions
/// are the runtime's.
struct ScreenplaySupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        printLaunch(into: &printer)
        printer.line()
        if let task = context.settings.screenplayTaskProtocol {
            printer.documentation("The Task protocol by the project's name for it (`taskProtocol`), which the team's own Tasks conform to: `struct MyTask: \(task.value) { func perform() { … } }`.")
            printer.line("\(context.access)typealias \(task.value) = \(RuntimeAPI.performable)")
            printer.line()
        }
        printer.documentation("What every generated `…Actions` enum has: its screen's verification and application, and through them the runtime's waits, checks and verification.")
        printer.line("@MainActor")
        printer.line("protocol \(RuntimeAPI.screenplayInteractions): \(RuntimeAPI.screenplayActions) where Settings == \(RuntimeAPI.settingsType) {}")
        ScreenplayNavigationRenderer(context: context).print(into: &printer)
        return GeneratedFile(path: ScreenplayNames.supportFile, contents: printer.text)
    }

    /// `Launch.theApp()`: launches the app under test and waits for its entry screen; and a
    /// launch for every other app with an entry screen (`Launch.safari()`).
    private func printLaunch(into printer: inout SwiftPrinter) {
        let a = context.access
        let entry = context.settings.launchScreen
        let underTest = context.settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? context.settings.apps.first
        // An app that may open on several screens: the navigator says which showed.
        let entries = (context.model.navigation?.entries.count ?? 0) > 1 ? context.model.navigation!.entries : []
        if !entries.isEmpty {
            printer.documentation("Launches the app under test (afresh) and waits, within `appLaunch`, until one of its entry screens shows (\(entries.joined(separator: ", ")); what it has kept decides): `ada.has(Launch.theApp())`; `CurrentScreen.answer()` says which.")
        } else {
            printer.documentation("Launches the app under test (afresh)" + (entry.map { " and waits for its entry screen, \($0), within `appLaunch`" } ?? "") + ": `ada.has(Launch.theApp())`.")
        }
        printer.block("\(a)final class Launch: \(RuntimeAPI.screenplayTask)") { p in
            p.documentation("With the launch arguments and environment of pagewright.json, then `arguments` and `environment` (`[\"-loggedIn\"]`).")
            p.block("\(a)static func theApp(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Launch") { p in
                p.closure("Launch {") { p in
                    p.line(LaunchRenderer.call("XCUIApplication()", app: underTest?.name ?? Settings.defaultAppName))
                    if !entries.isEmpty {
                        p.line("_ = \(ScreenplayNames.goToType).navigator.entry(among: [\(entries.map(SwiftNames.literal).joined(separator: ", "))], file: file, line: line)")
                    } else if let entry {
                        p.line("\(context.screenplayNames.actionsType(entry)).verify(within: .appLaunch, file: file, line: line)")
                    }
                }
            }
            for app in context.settings.apps {
                guard let bundle = app.bundleIdentifier, let entry = app.entry, context.model.screen(entry) != nil else { continue }
                p.line()
                p.documentation("Launches app \(app.name) (\(bundle)) and waits for its entry screen, \(entry), within `appLaunch`.")
                let member = ScreenplayNames.launchMember(app)
                p.block("\(a)static func \(member)(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Launch") { p in
                    p.closure("Launch {") { p in
                        p.line(LaunchRenderer.call("XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle)))", app: app.name))
                        p.line("\(context.screenplayNames.actionsType(entry)).verify(within: .appLaunch, file: file, line: line)")
                    }
                }
            }
        }
    }
}
