/// Writes the factory's routes: for every screen a route reaches, `open<Screen>()` launches the
/// app when it is not running, follows the route, verifies each screen on arrival, and returns
/// the page object.
struct RouteRenderer {
    let context: RenderContext

    private var names: FactoryNames { context.factoryNames }

    func print(into printer: inout SwiftPrinter) {
        let access = context.access
        guard let routes = context.model.routes else {
            // Page objects name the route being followed in their failure messages; without an
            // entry screen there are none, and it stays nil.
            printer.line()
            printer.documentation("The route being followed, named in failure messages; this project has no routes (no entry screen).")
            printer.line("\(access)private(set) var currentRoute: String?")
            return
        }
        let entryType = names.pageType(routes.entry)
        printer.line()
        printer.line("// MARK: Routes")
        printer.line()
        printer.documentation("The route being followed, named in failure messages.")
        printer.line("\(access)private(set) var currentRoute: String?")
        printer.line()
        printer.block("private func route<Page>(_ description: String, _ steps: () -> Page) -> Page") { p in
            p.line("let outer = currentRoute")
            p.line("currentRoute = description")
            p.line("defer { currentRoute = outer }")
            p.line("return XCTContext.runActivity(named: \"route \\(description)\") { _ in steps() }")
        }
        printer.line()
        printer.documentation("Where every route starts: the entry screen, (re)launching the app unless it is running and showing that screen.")
        printer.block("private func start(file: StaticString, line: UInt) -> \(entryType)") { p in
            p.line("if application.state != .runningForeground || !\(entryType).isDisplayed(in: application) { application.launch() }")
            p.line("return verified(\(entryType)(pageObjectsFactory: self, application: application), within: .appLaunch, file: file, line: line)")
        }
        for route in routes.routes {
            printer.line()
            printRoute(route, path: routes.path(to: route), entry: routes.entry, into: &printer)
        }
    }

    private func printRoute(_ route: Resolved.Route, path: [Resolved.RouteStep], entry: String, into printer: inout SwiftPrinter) {
        var calls: [String] = []
        var outline = [entry]
        for step in path {
            calls.append(call(step))
            outline += [step.name, step.to]
        }
        let description = outline.joined(separator: " → ")
        printer.documentation("Opens \(route.screen): \(description).")
        printer.line("@discardableResult")
        printer.block("\(context.access)func \(names.routeMethod(route.screen))(file: StaticString = #filePath, line: UInt = #line) -> \(context.factoryType(of: route.place))") { p in
            p.closure("route(\(SwiftNames.literal(description))) {") { p in
                p.line("start(file: file, line: line)")
                for call in calls { p.line("    ." + call) }
            }
        }
    }

    private func call(_ step: Resolved.RouteStep) -> String {
        switch step.kind {
        case .section: "section(\(names.pageType(step.to)).self, file: file, line: line)"
        case .container: "container(file: file, line: line)"
        case .action(let name, let choice):
            "\(SwiftNames.member(name))(file: file, line: line)" + (choice.map { ".\(names.choiceMethod($0))(file: file, line: line)" } ?? "")
        }
    }
}
