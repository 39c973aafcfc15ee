/// Writes one screen's plain page object: a class created with the application, with the same
/// `Element` enum, element accessors, verification, checks and getters as the factory style's,
/// and actions that return `Self` or nothing.
struct PlainScreenRenderer {
    let screen: Resolved.Screen
    let context: RenderContext

    func render() -> GeneratedFile {
        let page = screen.page
        let names = context.names.plain
        var printer = SwiftPrinter()
        FilePrologue.print(source: page.source, into: &printer)
        let custom = CustomActionsRenderer(actions: page.actions, context: context)
        let customType = names.customActionsType(screen.name)
        let inheritance = ([names.baseType] + screen.traits.map(names.traitType)
            + (custom.requirements.isEmpty ? [] : [customType])).joined(separator: ", ")
        custom.printProtocol(named: customType, implementedBy: names.screenType(screen.name), into: &printer)
        if context.settings.plain.returnsNextScreen {
            OpenerProtocolRenderer(screen: screen, name: names.openerProtocol(screen.name), baseType: names.baseType,
                                   openerType: names.screenType, context: context).print(into: &printer)
        }
        let type = names.screenType(screen.name)
        let made = context.settings.testCase == nil ? "`\(type)()` or `\(type)(application:)`" : "`\(type)(testCase: self)` or `\(type)(testCase:application:)`"
        let creation = context.settings.plain.verifyOnCreate ? "Creating it (\(made)) waits until the screen shows."
            : "Create it with \(made); `waitForScreen()` verifies it."
        printer.documentation([page.summary, creation]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.block("\(context.access)final class \(names.screenType(screen.name)): \(inheritance)") { p in
            ElementEnumRenderer(elements: page.elements, constants: page.constants, typeName: Namer.elementEnum, context: context).print(into: &p)
            if !page.elements.isEmpty {
                p.line()
                ElementAccessorRenderer(elements: page.elements, context: context).print(into: &p)
                ClassLevelElementRenderer(screen: screen, context: context).print(into: &p)
            }
            p.line()
            PlainScreenParamsRenderer(screen: screen, context: context).print(into: &p)
            printDefaultApplication(into: &p)
            ScreenParamsRenderer(screen: screen, context: context).printVerification(into: &p)
            printLaunch(into: &p)
            WaitingRenderer.printArrival(of: page, context: context, into: &p)
            for action in page.actions {
                p.line()
                PlainActionRenderer(action: action, context: context, screen: screen).print(into: &p)
            }
            for check in page.checks {
                p.line()
                CheckRenderer(check: check, context: context).print(into: &p)
            }
            if !page.getters.isEmpty { p.line() }
            for getter in page.getters {
                GetterRenderer(getter: getter, context: context).print(into: &p)
            }
            for action in page.actions where context.settings.plain.returnsNextScreen {
                guard case .oneOf = action.destination else { continue }
                p.line()
                PlainActionRenderer(action: action, context: context, screen: screen).printDestinationType(into: &p)
            }
        }
        return GeneratedFile(path: PlainNames.file(forSpec: page.source), contents: printer.text)
    }

    /// A screen of another app (Springboard) is found in that app unless the test says otherwise.
    /// The entry screen of an app launches it: `MainScreen.launch()`.
    private func printLaunch(into printer: inout SwiftPrinter) {
        guard let app = context.settings.apps.first(where: { $0.entry == screen.name }), screen.app.name == app.name else { return }
        // An app that may open on several screens launches through the navigator, which says
        // which one showed (`ScreenNavigator.launch()`); waiting for the first would fail on the others.
        if app.bundleIdentifier == nil, (context.model.navigation?.entries.count ?? 0) > 1 { return }
        let type = context.names.plain.screenType(screen.name)
        printer.line()
        printer.documentation("Launches app \(app.name) (with the launch arguments and environment of pagewright.json, those set on `application`, then `arguments` and `environment`) and waits for this screen, its entry, within `appLaunch`.")
        printer.line("@discardableResult")
        let testCase = context.settings.testCase.map { "testCase: \($0), " } ?? ""
        printer.block("\(context.access)static func launch(\(testCase)application: XCUIApplication? = nil, arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> \(type)") { p in
            p.line("let application = application ?? defaultApplication")
            p.line(LaunchRenderer.call("application", app: app.name))
            p.line("return \(type)(\(testCase.isEmpty ? "" : "testCase: testCase, ")application: application).waitForScreen(within: .appLaunch, file: file, line: line)")
        }
    }

    private func printDefaultApplication(into printer: inout SwiftPrinter) {
        guard let bundle = screen.app.bundleIdentifier else { return }
        printer.line("override \(context.overrideAccess)class var defaultApplication: XCUIApplication { XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle))) }")
        printer.line()
    }
}
