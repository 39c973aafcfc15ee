/// Writes `PageObjectsFactory`: one `make…` method per screen (verifying the screen before
/// handing it out), `make…(from:)` for screens opened from anywhere, an application per app,
/// `launch()` for the app under test, and the routes.
struct FactoryRenderer {
    let context: RenderContext

    private var names: FactoryNames { context.factoryNames }

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        let access = context.access
        // The app under test, then each app found by bundle identifier.
        let apps = [(name: "application", property: "application", bundleIdentifier: String?.none)]
            + context.settings.apps.compactMap { app in app.bundleIdentifier.map { (app.name, names.applicationProperty(app), $0) } }
        printer.documentation("Builds every page object and verifies its screen on arrival, so each step of a test chain starts on the screen it expects.")
        printer.line("@MainActor")
        printer.block("\(access)final class \(FactoryNames.factoryType)") { p in
            for app in apps {
                p.documentation(app.bundleIdentifier.map { "The app with bundle identifier \($0)." } ?? "The app under test.")
                p.line("\(access)let \(app.property): XCUIApplication")
            }
            // With `"testCase"`, the running test is the factory's, required, and every page object reads it.
            let given = context.settings.testCase
            if let given {
                p.documentation("The running test, which every page object reads (`testCase`): what the test knows, for the team's own code on the pages.")
                p.line("\(access)let testCase: \(given)")
            }
            let testCase = given.map { "testCase: \($0)" } ?? "testCase: XCTestCase? = nil"
            let monitor = given == nil ? "if let testCase { PagewrightInterruptions.monitor(in: testCase) }" : "PagewrightInterruptions.monitor(in: testCase)"
            p.line()
            p.documentation(given == nil ? "A factory over the default applications. Given the test case, it installs a UI interruption monitor for every screen marked as an interruption."
                            : "A factory over the default applications for the running test; it installs a UI interruption monitor for every screen marked as an interruption.")
            p.block("\(access)init(\(testCase))") { p in
                if given != nil { p.line("self.testCase = testCase") }
                for app in apps {
                    p.line("self.\(app.property) = XCUIApplication(\(app.bundleIdentifier.map { "bundleIdentifier: \(SwiftNames.literal($0))" } ?? ""))")
                }
                p.line(monitor)
            }
            p.line()
            p.documentation("A factory over applications the test has configured (launch arguments, environment); given the test case, it monitors interruptions too.")
            // Nothing else in this initializer is named like an app, so only a keyword needs its
            // parameter renamed (`application: XCUIApplication`, not `application application_:`).
            let local = { (name: String) in SwiftNames.keywords.contains(name) || SwiftNames.unescapable.contains(name) ? SwiftNames.parameter(name) : name }
            let parameters = apps.map { app in
                SwiftNames.declarationLabel(app.name) == local(app.name) ? "\(local(app.name)): XCUIApplication" : "\(SwiftNames.declarationLabel(app.name)) \(local(app.name)): XCUIApplication"
            }.joined(separator: ", ")
            p.block("\(access)init(\(parameters), \(testCase))") { p in
                if given != nil { p.line("self.testCase = testCase") }
                for app in apps { p.line("self.\(app.property) = \(local(app.name))") }
                p.line(monitor)
            }
            printLaunch(into: &p)
            printIdiom(into: &p)
            p.line()
            p.line("// Each screen's page object, verified on arrival.")
            for screen in context.model.screens.sorted(by: { $0.name < $1.name }) {
                printMake(screen, into: &p)
            }
            RouteRenderer(context: context).print(into: &p)
            NavigationRenderer(context: context).print(into: &p)
        }
        return GeneratedFile(path: FactoryNames.factoryFile, contents: printer.text)
    }

    private func printLaunch(into printer: inout SwiftPrinter) {
        let launchArguments = "arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line"
        if let navigation = context.model.navigation, navigation.entries.count > 1 {
            NavigationRenderer(context: context).printLaunch(among: navigation, into: &printer)
        } else if let entry = context.settings.launchScreen, let app = context.settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? context.settings.apps.first {
            let type = names.pageType(entry)
            printer.line()
            printer.documentation("Launches the app under test (with the launch arguments and environment of pagewright.json, those set on `application`, then `arguments` and `environment`) and returns its entry screen, verified within the `appLaunch` waiting time.")
            printer.block("@discardableResult \(context.access)func launch(\(launchArguments)) -> \(type)") { p in
                p.line(LaunchRenderer.call("application", app: app.name))
                p.line("return \(type)(pageObjectsFactory: self, application: application).verify(within: .appLaunch, file: file, line: line)")
            }
        }
        // Every other app with an entry screen gets its own launch.
        for app in context.settings.apps where app.bundleIdentifier != nil {
            guard let entry = app.entry, let screen = context.model.screen(entry), !screen.opensFromAnywhere else { continue }
            let type = names.pageType(entry)
            let property = names.applicationProperty(app)
            printer.line()
            printer.documentation("Launches app \(app.name) (\(app.bundleIdentifier!)) and returns its entry screen, verified within the `appLaunch` waiting time.")
            printer.block("@discardableResult \(context.access)func \(names.launchMethod(app))(\(launchArguments)) -> \(type)") { p in
                p.line(LaunchRenderer.call(property, app: app.name))
                p.line("return \(type)(pageObjectsFactory: self, application: \(property)).verify(within: .appLaunch, file: file, line: line)")
            }
        }
    }

    private func printMake(_ screen: Resolved.Screen, into printer: inout SwiftPrinter) {
        let type = names.pageType(screen.name)
        let application = names.applicationProperty(screen.app)
        let method = names.makeMethod(screen.name)
        // One line each: the factory grows by one line per screen.
        printer.beginLine()
        printer.append(context.access)
        printer.append("func ")
        printer.append(method)
        if screen.opensFromAnywhere {
            printer.append("<Source: ")
            printer.append(context.sourceConstraint(of: screen))
            printer.append(">(from source: Source, file: StaticString = #filePath, line: UInt = #line) -> ")
            printer.append(type)
            printer.append("<Source> { ")
            printer.append(type)
            printer.append("(source: source, pageObjectsFactory: self, application: ")
        } else {
            let parameters = screen.page.screenParameters
            printer.append("(")
            printer.append(ScreenParamsRenderer.declarations(parameters))
            printer.append("file: StaticString = #filePath, line: UInt = #line) -> ")
            printer.append(type)
            printer.append(" { ")
            printer.append(type)
            printer.append("(")
            printer.append(ScreenParamsRenderer.passedOn(parameters))
            printer.append("pageObjectsFactory: self, application: ")
        }
        printer.append(application)
        printer.append(").verify(file: file, line: line) }")
        printer.endLine()
    }

    /// Where elements or actions differ per device, the factory knows the idiom: detected, or set
    /// by a test (`factory.idiom = .pad`) for every page object until it sets it back
    /// (`PagewrightDevice.idiomOverride = nil`).
    private func printIdiom(into printer: inout SwiftPrinter) {
        guard context.settings.deviceVariants else { return }
        printer.line()
        printer.documentation("The idiom the page objects follow where elements or actions differ per device: the device's, unless a test sets it.")
        printer.block("\(context.access)var idiom: PagewrightDevice.Idiom") { p in
            p.line("get { PagewrightDevice.idiom }")
            p.line("set { PagewrightDevice.idiom = newValue }")
        }
    }
}
