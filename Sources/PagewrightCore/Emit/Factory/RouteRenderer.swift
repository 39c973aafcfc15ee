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
        printer.documentation("The route being followed, named in failure messages.")
        printer.line("\(access)private(set) var currentRoute: String?")
        printer.line()
        printer.documentation("Follows the route to `screen`. The route a test asks for names the whole way, in the report and in failure messages; the routes it takes to the screens before are part of it.")
        printer.block("private func route<Page>(to screen: String, _ steps: () -> Page) -> Page") { p in
            p.line("guard currentRoute == nil else { return steps() }")
            p.line("let description = Self.routeDescription(to: screen)")
            p.line("currentRoute = description")
            p.line("defer { currentRoute = nil }")
            p.line("return PagewrightReport.run(\"route \\(description)\", steps)")
        }
        printer.line()
        printer.documentation("The way from the entry screen to `screen`: `Main → openProfileTab → Profile`.")
        printer.block("private static func routeDescription(to screen: String) -> String") { p in
            p.line("var parts = [screen]")
            p.line("var current = screen")
            p.block("while let last = routeStep(to: current)") { p in
                p.line("parts += [last.step, last.from]")
                p.line("current = last.from")
            }
            p.line("return parts.reversed().joined(separator: \" → \")")
        }
        printer.line()
        printer.documentation("The last step of the route to each screen: the screen it comes from, and the action it takes (or `section`, `container`).")
        printer.block("private static func routeStep(to screen: String) -> (from: String, step: String)?") { p in
            p.line("switch screen {")
            for route in routes.routes {
                guard let step = route.step else { continue }
                p.line("case \(SwiftNames.literal(route.screen)): return (\(SwiftNames.literal(step.from)), \(SwiftNames.literal(step.name)))")
            }
            p.line("default: return nil")
            p.line("}")
        }
        printer.line()
        printer.documentation("Where every route starts: the entry screen, (re)launching the app unless it is running and showing that screen.")
        printer.block("private func start(file: StaticString, line: UInt) -> \(entryType)") { p in
            let app = context.settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? context.settings.apps.first
            p.line("if application.state != .runningForeground || !\(entryType).isDisplayed(in: application) { \(LaunchRenderer.call("application", app: app?.name ?? "main", passing: false)) }")
            p.line("return verified(\(entryType)(pageObjectsFactory: self, application: application), within: .appLaunch, file: file, line: line)")
        }
        for route in routes.routes {
            printer.line()
            printRoute(route, into: &printer)
        }
    }

    private func printRoute(_ route: Resolved.Route, into printer: inout SwiftPrinter) {
        let first: String, next: String?
        if let step = route.step {
            printer.documentation("Opens \(route.screen): `\(names.routeMethod(step.from))()`, then \(stepDescription(step)).")
            first = "\(names.routeMethod(step.from))(file: file, line: line)"
            next = call(step)
        } else {
            printer.documentation("Opens \(route.screen), the entry screen.")
            first = "start(file: file, line: line)"
            next = nil
        }
        printer.block("@discardableResult \(context.access)func \(names.routeMethod(route.screen))(file: StaticString = #filePath, line: UInt = #line) -> \(context.factoryType(of: route.place))") { p in
            p.line("route(to: \(SwiftNames.literal(route.screen))) { \(first)\(next.map { "." + $0 } ?? "") }")
        }
    }

    private func stepDescription(_ step: Resolved.RouteStep) -> String {
        switch step.kind {
        case .section: "its section \(step.to)"
        case .container: "back to the container \(step.to)"
        case .action(let name, let choice): "`\(name)`" + (choice.map { " (as \($0))" } ?? "")
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
