/// Screens as nodes, ways between them as edges: every action of a screen (its own and those of
/// the traits it adopts), the move into a section and back out, and "return to the opener"
/// edges resolved to the screens that actually open the screen.
public struct NavigationGraph: Sendable {
    public struct Node: Sendable, Equatable {
        public var name: String
        public var app: String
        public var opensFromAnywhere: Bool
        public var sectionOf: String?
        public var canVerify: Bool
    }

    public struct Edge: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// An action; `trait` names the trait it comes from, if any.
            case action(String, trait: String?)
            /// From a screen to one of its sections (`section(_:)`).
            case section
            /// From a section back to its container.
            case container
        }

        public enum Target: Sendable, Equatable {
            case stay
            case screen(String)
            /// Back to whichever of these screens opened the source.
            case source(openers: [String])
            /// Exactly one of these, decided by the app at run time.
            case oneOf([String])
        }

        public var from: String
        public var kind: Kind
        public var target: Target
        public var needsArguments: Bool
        /// For several destinations: the one a route may assume.
        public var routeDefault: String?
        /// An action whose `needs` do not give every value they need: routes, navigation and the
        /// tour do not take it (a test that fills the fields itself may).
        public var blocked: Bool

        public init(from: String, kind: Kind, target: Target, needsArguments: Bool, routeDefault: String? = nil, blocked: Bool = false) {
            self.from = from
            self.kind = kind
            self.target = target
            self.needsArguments = needsArguments
            self.routeDefault = routeDefault
            self.blocked = blocked
        }

        /// The action's name, or `section`/`container` for the implicit edges.
        public var name: String {
            switch kind {
            case .action(let name, _): name
            case .section: "section"
            case .container: "container"
            }
        }

        /// Every screen this edge can lead to.
        public var destinations: [String] {
            switch target {
            case .stay: []
            case .screen(let name): [name]
            case .source(let openers): openers
            case .oneOf(let names): names
            }
        }

        /// Where a generated route following this edge arrives: the one certain destination, or
        /// the spec's route default among several; nil for edges routes do not take (those that
        /// need arguments or values their `needs` do not give, return to an opener, or stay).
        public var routeTarget: String? {
            guard !needsArguments && !blocked else { return nil }
            switch target {
            case .screen(let name): return name
            case .oneOf: return routeDefault
            case .stay, .source: return nil
            }
        }
    }

    /// Sorted by name.
    public let nodes: [Node]
    public let apps: [AppSpec]
    private let edgesByScreen: [String: [Edge]]
    private let nodeIndex: [String: Int]

    public init(nodes: [Node], apps: [AppSpec], edges: [Edge]) {
        // The graph builder hands the nodes sorted already: checked in one pass, not sorted again.
        let sorted = nodes.indices.dropFirst().allSatisfy { nodes[$0 - 1].name < nodes[$0].name }
        self.nodes = sorted ? nodes : nodes.sorted { $0.name < $1.name }
        self.apps = apps
        var grouped: [String: [Edge]] = [:]
        for edge in edges { grouped[edge.from, default: []].append(edge) }
        self.edgesByScreen = grouped
        self.nodeIndex = Dictionary(uniqueKeysWithValues: self.nodes.enumerated().map { ($1.name, $0) })
    }

    /// The screens numbered, for the walks over the whole graph (see NavigationGraph+Numbers.swift).
    /// Made when asked (by the graph's warnings, which run beside naming), not while the graph is
    /// built, when one core works alone.
    func numbers() -> Numbers { Numbers(nodes: nodes, edgesByScreen: edgesByScreen) }

    public func node(_ name: String) -> Node? { nodeIndex[name].map { nodes[$0] } }

    /// Edges leaving `screen`, in the order the spec declares them (own actions, then traits').
    public func edges(from screen: String) -> [Edge] { edgesByScreen[screen] ?? [] }

    public var allEdges: [Edge] { nodes.flatMap { edges(from: $0.name) } }

    /// The entry screens, by app name: every screen an app may open on after launch.
    public var entries: [(app: String, screen: String)] {
        apps.flatMap { app in (app.entries.isEmpty ? app.entry.map { [$0] } ?? [] : app.entries).map { (app.name.value, $0.value) } }
    }

    // MARK: Reachability and paths

    /// Every screen reachable from `start` over any edge (`start` included).
    public func reachable(from start: String) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for edge in edges(from: screen) {
                for next in edge.destinations where seen.insert(next).inserted { queue.append(next) }
            }
        }
        return seen
    }

    /// Every screen reachable from at least one app's entry.
    public func reachableFromEntries() -> Set<String> {
        entries.reduce(into: Set<String>()) { $0.formUnion(reachable(from: $1.screen)) }
    }

    /// For every screen a route can reach from `start`, the edge a shortest route arrives by.
    /// Breadth first, trying each screen's edges in alphabetical order of their names, so ties
    /// are broken the same way whatever order the specs declare things in.
    public func shortestPathTree(from start: String) -> [String: Edge] {
        var cameBy: [String: Edge] = [:]
        var queue = [start]
        var head = 0
        var seen: Set<String> = [start]
        while head < queue.count {
            let screen = queue[head]
            head += 1
            // The edges' positions are filtered and sorted (stably, as the edges were), not
            // copies of the edges: only an edge a route takes is copied, into the tree.
            let edges = edges(from: screen)
            let order = edges.indices.filter { edges[$0].routeTarget != nil }.sorted { edges[$0].name < edges[$1].name }
            for number in order {
                guard let next = edges[number].routeTarget, seen.insert(next).inserted else { continue }
                cameBy[next] = edges[number]
                queue.append(next)
            }
        }
        return cameBy
    }

    /// The edges of the route to `goal` in a tree from `shortestPathTree(from:)`.
    public static func path(to goal: String, from start: String, in tree: [String: Edge]) -> [Edge]? {
        if goal == start { return [] }
        var path: [Edge] = []
        var cursor = goal
        while cursor != start {
            guard let step = tree[cursor] else { return nil }
            path.append(step)
            cursor = step.from
        }
        return path.reversed()
    }

    /// A shortest way from `start` to `goal` over routable edges, or nil if there is none.
    /// Among equally short ways the one whose action names come first alphabetically, step by
    /// step, wins, so the answer does not depend on declaration order.
    public func shortestPath(from start: String, to goal: String) -> [Edge]? {
        Self.path(to: goal, from: start, in: shortestPathTree(from: start))
    }
}
