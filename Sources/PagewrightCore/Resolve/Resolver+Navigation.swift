/// Navigation from wherever the app is (`Resolved.Navigation`): the screens "where am I" tells
/// apart and the moves "go to" may take, from the graph and the specs; and an action's `needs`
/// as the calls routes, navigation and the tour make before it.
extension Resolver {
    /// The calls `action` of `page` needs first, in order, with the values its `needs` write.
    func neededCalls(_ action: ActionSpec, on page: PageSpec) -> [Resolved.ActionCall] {
        let owners = [page] + index.adoptedTraits(of: page)
        return action.needs.compactMap { step in
            guard case .action(let name, let arguments, _) = step.kind,
                  let owner = owners.first(where: { $0.action(named: name.value) != nil }),
                  let needed = owner.action(named: name.value) else { return nil }
            return Resolved.ActionCall(action: name.value, owner: Self.ref(owner), parameters: needed.params.map { parameter($0) },
                                       arguments: neededArguments(arguments, of: needed),
                                       usesRequiredElements: usesRequiredElements(needed, on: owner))
        }
    }

    /// The action an edge of the graph takes, with the page that declares it.
    func action(of edge: NavigationGraph.Edge) -> (action: ActionSpec, owner: PageSpec, screen: PageSpec)? {
        guard case .action(let name, let trait) = edge.kind, let screen = index.screen(edge.from),
              let owner = trait.map({ index.trait($0) }) ?? screen, let action = owner.action(named: name) else { return nil }
        return (action, owner, screen)
    }

    func resolveNavigation() -> Resolved.Navigation? {
        guard let app = settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? settings.defaultApp else { return nil }
        let appName = app.name.value
        var places: [Resolved.Navigation.Place] = []
        for node in graph.nodes where node.canVerify {
            // A screen with parameters is not a place: "where am I" cannot tell its values.
            guard let spec = index.screen(node.name), spec.params.isEmpty else { continue }
            let over = index.remembersOpener(node.name) || spec.interruption != nil
            let layer: Resolved.Navigation.Layer = !over ? .screen : node.app == appName ? .overlay : .systemOverlay
            places.append(Resolved.Navigation.Place(screen: node.name, app: node.app, layer: layer,
                                                    precedence: spec.precedence?.value ?? 0, sectionOf: node.sectionOf))
        }
        var moves: [Resolved.Navigation.Move] = []
        for edge in graph.allEdges {
            guard !edge.needsArguments && !edge.blocked, !takesScreenParameters(edge) else { continue }
            let destination: Resolved.Navigation.Destination
            switch edge.target {
            case .stay: continue
            case .screen(let screen): destination = .screen(screen)
            case .oneOf(let screens):
                guard let assumed = edge.routeDefault else { continue }
                destination = .oneOf(screens, assumed: assumed)
            case .source:
                // Only a screen opened from anywhere can be made with a source that does not
                // claim to be one screen (the runtime looks where it went back to).
                guard index.screen(edge.from)?.opensFromAnywhere != nil else { continue }
                destination = .back
            }
            switch edge.kind {
            case .section: moves.append(.init(from: edge.from, kind: .section, to: destination, needs: []))
            case .container: moves.append(.init(from: edge.from, kind: .container, to: destination, needs: []))
            case .action(let name, _):
                guard let (action, _, screen) = action(of: edge), action.navigate?.value != false else { continue }
                var choice: String?
                if case .oneOf(_, let assumed) = destination { choice = assumed }
                moves.append(.init(from: edge.from, kind: .action(name, choice: choice), to: destination,
                                   needs: neededCalls(action, on: screen)))
            }
        }
        moves.sort { ($0.from, $0.name) < ($1.from, $1.name) }
        let entries = app.entries.map(\.value).filter { index.screen($0) != nil && !index.remembersOpener($0) }
        var navigation = Resolved.Navigation(places: places, moves: moves, app: appName, entries: entries,
                                             relaunches: app.relaunch?.value ?? false)
        navigation.reachable = Self.reachable(from: entries, over: moves)
        return navigation
    }

    /// Breadth first from the entries over the moves (a return to the opener leads nowhere new).
    private static func reachable(from entries: [String], over moves: [Resolved.Navigation.Move]) -> Set<String> {
        var seen = Set(entries)
        var queue = entries
        var head = 0
        let byScreen = Dictionary(grouping: moves, by: \.from)
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for move in byScreen[screen] ?? [] {
                let next: String?
                switch move.to {
                case .screen(let name): next = name
                case .oneOf(_, let assumed): next = assumed
                case .back: next = nil
                }
                if let next, seen.insert(next).inserted { queue.append(next) }
            }
        }
        return seen
    }
}
