/// Graph stage: builds the `NavigationGraph` of a validated project.
public enum GraphBuilder {
    public static func build(_ project: SpecProject) -> NavigationGraph {
        build(index: ProjectIndex(project))
    }

    /// With the index the other stages share (building one walks every page).
    static func build(index: ProjectIndex) -> NavigationGraph {
        let project = index.project
        let screens = index.pagesByName.values.filter { $0.kind == .screen }.sorted { $0.name.value < $1.name.value }
        let defaultApp = project.settings.defaultApp?.name.value ?? Settings.defaultAppName

        // Each screen's edges depend only on the index: built on every core, joined in screen order.
        let edges = screens.concurrentMap { screen -> [NavigationGraph.Edge] in
            var edges: [NavigationGraph.Edge] = []
            let traits = index.adoptedTraits(of: screen)
            edges.reserveCapacity(screen.actions.count + traits.reduce(2) { $0 + $1.actions.count })
            // The screen's own actions, then each adopted trait's, without copying them into a
            // list of pairs first, nor each action (`for action in` copied every field).
            for number in screen.actions.indices {
                edges.append(edge(screen.actions[number], trait: nil, from: screen, index: index))
            }
            for trait in traits {
                for number in trait.actions.indices {
                    edges.append(edge(trait.actions[number], trait: trait.name.value, from: screen, index: index))
                }
            }
            if let container = screen.sectionOf?.value {
                edges.append(.init(from: container, kind: .section, target: .screen(screen.name.value), needsArguments: false))
                edges.append(.init(from: screen.name.value, kind: .container, target: .screen(container), needsArguments: false))
            }
            return edges
        }.flatMap { $0 }
        let nodes = screens.map { screen in
            NavigationGraph.Node(name: screen.name.value,
                                 app: screen.app?.value ?? defaultApp,
                                 opensFromAnywhere: screen.opensFromAnywhere != nil,
                                 sectionOf: screen.sectionOf?.value,
                                 canVerify: !(screen.verify?.present.isEmpty ?? true))
        }
        return NavigationGraph(nodes: nodes, apps: project.settings.apps, edges: edges)
    }

    /// The edge one action of `screen` (its own, or a trait's it adopts) makes.
    private static func edge(_ action: ActionSpec, trait: String?, from screen: PageSpec, index: ProjectIndex) -> NavigationGraph.Edge {
        let target: NavigationGraph.Edge.Target
        switch action.destination {
        case nil: target = .stay
        case .screen(let name)? where index.trait(name.value) != nil:
            // Back to whichever adopter the test came from: the app decides, as it were.
            target = .oneOf(index.arrivals(of: name.value, reaching: screen.name.value))
        case .screen(let name)?: target = .screen(name.value)
        case .oneOf(let names)?: target = .oneOf(names.map(\.value))
        case .source?: target = .source(openers: index.openers(of: screen.name.value))
        }
        var edge = NavigationGraph.Edge(from: screen.name.value, kind: .action(action.name.value, trait: trait),
                                        target: target, needsArguments: action.needsArguments, routeDefault: action.routeDefault?.value,
                                        blocked: !index.hasWayIn(action, on: screen))
        edge.needs = action.needs.compactMap { step in
            if case .action(let name, _, _) = step.kind { return name.value }
            return nil
        }
        edge.passesThrough = action.passesThrough?.screen.value
        return edge
    }
}

extension GraphBuilder {
    /// Each trait's actions that move somewhere, as edges from the trait (by trait name), for
    /// diagrams that draw a trait's actions once rather than from every adopter.
    public static func traitEdges(_ project: SpecProject) -> [(trait: String, edges: [NavigationGraph.Edge])] {
        let traits = project.traits.map(\.name.value).sorted()
        return traits.compactMap { trait in
            guard let page = project.traits.first(where: { $0.name.value == trait }) else { return nil }
            let edges = page.actions.compactMap { action -> NavigationGraph.Edge? in
                let target: NavigationGraph.Edge.Target
                switch action.destination {
                case nil: return nil
                case .screen(let name)?: target = .screen(name.value)
                case .oneOf(let names)?: target = .oneOf(names.map(\.value))
                case .source?: target = .source(openers: [])
                }
                return .init(from: trait, kind: .action(action.name.value, trait: trait), target: target, needsArguments: action.needsArguments)
            }
            return (trait, edges)
        }
    }
}
