/// Writes the factory's routes: for every screen reachable from the entry screen of the app under
/// test over actions that need no arguments, `open<Screen>()` launches the app when it is not
/// running, follows a shortest way, verifies each screen on arrival, and returns the page object.
struct LegacyRouteGenerator {
    let context: LegacyEmitContext

    struct Route {
        var screen: String
        var edges: [NavigationGraph.Edge]
    }

    /// The entry screen routes start from, when the app under test has one.
    var entry: String? {
        guard let app = context.settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? context.settings.defaultApp,
              let entry = app.entry?.value, let screen = context.index.screen(entry), screen.opensFromAnywhere == nil else { return nil }
        return entry
    }

    var routes: [Route] {
        guard let entry else { return [] }
        let tree = context.graph.shortestPathTree(from: entry)
        return ([entry] + tree.keys.sorted()).compactMap { screen in
            NavigationGraph.path(to: screen, from: entry, in: tree).map { Route(screen: screen, edges: $0) }
        }
    }

    func print(into printer: inout LegacySwiftPrinter) {
        guard let entry else { return }
        let access = context.access
        let entryType = context.pageType(entry)
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
        for route in routes {
            printer.line()
            printRoute(route, entry: entry, into: &printer)
        }
    }

    private func printRoute(_ route: Route, entry: String, into printer: inout LegacySwiftPrinter) {
        var place = ResolvedFlow.Place.screen(entry)
        var calls: [String] = []
        var outline = [entry]
        for edge in route.edges {
            guard let target = edge.routeTarget else { continue }
            switch edge.kind {
            case .section:
                calls.append("section(\(context.pageType(target)).self, file: file, line: line)")
            case .container:
                calls.append("container(file: file, line: line)")
            case .action(let name, _):
                var call = "\(SwiftNames.member(name))(file: file, line: line)"
                if case .oneOf = edge.target { call += ".as\(SwiftNames.capitalized(target))(file: file, line: line)" }
                calls.append(call)
            }
            outline += [edge.name, target]
            place = context.arrive(at: target, from: place)
        }
        let description = outline.joined(separator: " → ")
        printer.documentation("Opens \(route.screen): \(description).")
        printer.line("@discardableResult")
        printer.block("\(context.access)func open\(SwiftNames.capitalized(route.screen))(file: StaticString = #filePath, line: UInt = #line) -> \(context.legacyTypeName(of: place))") { p in
            p.closure("route(\(SwiftNames.literal(description))) {") { p in
                p.line("start(file: file, line: line)")
                for call in calls { p.line("    ." + call) }
            }
        }
    }
}
