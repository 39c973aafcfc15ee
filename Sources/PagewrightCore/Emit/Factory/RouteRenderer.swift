/// Writes the factory's routes: for every screen a route reaches, `open<Screen>()` launches the
/// app when it is not running, follows the route, verifies each screen on arrival, and returns
/// the page object. Each route is the route to the screen before plus one step, so the factory
/// grows by a few lines per screen however long the routes are.
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
        // The runtime follows the routes and puts each way together from the last steps.
        printer.documentation("The last step of the route to each screen: the screen it comes from, the action it takes (or `section`, `container`), the screen.")
        printer.line("private let routes = \(RuntimeAPI.routes)([")
        printer.indented { p in
            for route in routes.routes {
                guard let step = route.step else { continue }
                // `SwiftNames.literal` of the three joined, in parts: escaping goes scalar by
                // scalar, so each name escaped alone gives the same text.
                p.beginLine()
                p.append("\"")
                p.append(SwiftNames.escaped(step.from))
                p.append(" → ")
                p.append(SwiftNames.escaped(step.name))
                p.append(" → ")
                p.append(SwiftNames.escaped(route.screen))
                p.append("\",")
                p.endLine()
            }
        }
        printer.line("])")
        printer.documentation("The route being followed, named in failure messages.")
        printer.line("\(access)var currentRoute: String? { routes.current }")
        printer.line()
        if let navigation = context.model.navigation, navigation.entries.count > 1 {
            // The app may open on another of its entries: navigation takes it on from there.
            printer.documentation("Where every route starts: \(routes.entry), reached from wherever the app is (launching it when it is not running), since it may open on another of its entries.")
            printer.block("private func start(file: StaticString, line: UInt) -> \(entryType)") { p in
                p.line("navigator.go(to: \(SwiftNames.literal(routes.entry)), file: file, line: line)")
                p.line("return \(entryType)(pageObjectsFactory: self, application: application)")
            }
        } else {
        printer.documentation("Where every route starts: the entry screen, (re)launching the app unless it is running and showing that screen.")
        printer.block("private func start(file: StaticString, line: UInt) -> \(entryType)") { p in
            let app = context.settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? context.settings.apps.first
            p.line("\(RuntimeAPI.launchAlias).start(application, app: \(SwiftNames.literal(app?.name ?? "main")), unlessShowing: \(entryType).self)")
            p.line("return \(entryType)(pageObjectsFactory: self, application: application).verify(within: .appLaunch, file: file, line: line)")
        }
        }
        for route in routes.routes {
            printer.line()
            printRoute(route, into: &printer)
        }
    }

    private func printRoute(_ route: Resolved.Route, into printer: inout SwiftPrinter) {
        if let step = route.step {
            printer.documentation("Opens \(route.screen): `\(names.routeMethod(step.from))()`, then \(stepDescription(step)).")
        } else {
            printer.documentation("Opens \(route.screen), the entry screen.")
        }
        // One line each, as the `make…` methods: the factory grows by two lines a route.
        printer.beginLine()
        printer.append("@discardableResult ")
        printer.append(context.access)
        printer.append("func ")
        printer.append(names.routeMethod(route.screen))
        printer.append("(file: StaticString = #filePath, line: UInt = #line) -> ")
        printer.append(context.factoryType(of: route.place))
        printer.append(" { routes.follow(to: ")
        printer.appendLiteral(route.screen)
        printer.append(") { ")
        if let step = route.step {
            printer.append(names.routeMethod(step.from))
            printer.append("(file: file, line: line).")
            printer.append(call(step))
        } else {
            printer.append("start(file: file, line: line)")
        }
        printer.append(" } }")
        printer.endLine()
    }

    private func stepDescription(_ step: Resolved.RouteStep) -> String {
        switch step.kind {
        case .section: "its section \(step.to)"
        case .container: "back to the container \(step.to)"
        case .action(let name, let choice): "`\(name)`" + (choice.map { " (as \($0))" } ?? "")
        }
    }

    private func call(_ step: Resolved.RouteStep) -> String { Self.call(step, names: names) }

    /// The call a route step makes on the page object of its screen: the action (after what
    /// its `needs` take first), into the section, or back to the container.
    static func call(_ step: Resolved.RouteStep, names: FactoryNames) -> String {
        switch step.kind {
        case .section: "section(\(names.pageType(step.to)).self, file: file, line: line)"
        case .container: "container(file: file, line: line)"
        case .action(let name, let choice):
            step.needs.map { Signatures.call($0) + "." }.joined()
                + "\(SwiftNames.member(name))(file: file, line: line)" + (choice.map { ".\(names.choiceMethod($0))(file: file, line: line)" } ?? "")
        }
    }
}
