/// Routes: the graph's shortest-path tree from the launch screen, as one route per screen that
/// extends its parent's route by one step.
extension Resolver {
    func resolveRoutes(from entry: String?) -> Resolved.Routes? {
        guard let entry else { return nil }
        let tree = graph.shortestPathTree(from: entry)
        var routes: [String: Resolved.Route] = [entry: Resolved.Route(screen: entry, step: nil, place: .screen(entry), length: 0)]
        /// Resolves the parents first; iterative, so a long chain cannot overflow the stack.
        func resolve(_ screen: String) {
            var pending: [String] = []
            var cursor = screen
            while routes[cursor] == nil, let edge = tree[cursor] {
                pending.append(cursor)
                cursor = edge.from
            }
            guard routes[cursor] != nil else { return }
            for name in pending.reversed() {
                let edge = tree[name]!, parent = routes[edge.from]!
                let kind: Resolved.RouteStep.Kind
                switch edge.kind {
                case .section: kind = .section
                case .container: kind = .container
                case .action(let action, _):
                    if case .oneOf = edge.target { kind = .action(action, choice: name) } else { kind = .action(action, choice: nil) }
                }
                var step = Resolved.RouteStep(from: edge.from, kind: kind, to: name)
                if let (action, _, screen) = action(of: edge), !action.needs.isEmpty { step.needs = neededCalls(action, on: screen) }
                routes[name] = Resolved.Route(screen: name, step: step, place: arrive(at: name, from: parent.place), length: parent.length + 1)
            }
        }
        // Sorted once for both walks.
        let screens = tree.keys.sorted()
        for screen in screens { resolve(screen) }
        return Resolved.Routes(entry: entry, routes: [routes[entry]!] + screens.compactMap { routes[$0] })
    }
}
