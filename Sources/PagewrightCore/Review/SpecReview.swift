/// What a change of specs means for the tests (`pagewright review`), worked out on the resolved
/// models and navigation graphs before and after, and on the generated API of every style the
/// projects generate: first what breaks test code (a generated member removed or renamed, a
/// signature or type changed), then screens and members added, removed, renamed or changed,
/// locators that changed, transitions whose destination changed, and what the graph lost.
public struct SpecReview: Sendable {
    /// A generated member test code may call that it cannot any more, as it was.
    public struct Break: Sendable {
        public enum Kind: Sendable, Equatable {
            case removed
            /// Renamed with its spec construct: the member it became.
            case renamed(to: String)
            /// Still there, but its signature or type changed (the new declaration).
            case changed(to: String)
            /// Renamed, and its signature changed too.
            case renamedAndChanged(to: String, declaration: String)
        }

        public var member: GeneratedAPI.Member
        public var kind: Kind
    }

    /// The breaks of one spec construct, and what happened to it.
    public struct BrokenConstruct: Sendable {
        public var origin: GeneratedAPI.Origin?
        /// "removed", "renamed to `emailField`", "changed": Markdown, its names already in code spans.
        public var change: String
        public var breaks: [Break]
    }

    /// One kind of member of one page, or the screens themselves: what was added, removed,
    /// renamed and changed.
    public struct Changes: Sendable {
        public var added: [String] = []
        public var removed: [String] = []
        public var renamed: [(from: String, to: String)] = []
        public var changed: [(name: String, how: String)] = []

        public var isEmpty: Bool { added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty }
    }

    public struct PageChanges: Sendable {
        /// The page's name after (before, for a removed one).
        public var page: String
        public var kind: Resolved.PageRef.Kind
        public var elements = Changes()
        public var actions = Changes()
        public var checks = Changes()
        public var getters = Changes()

        public var isEmpty: Bool { elements.isEmpty && actions.isEmpty && checks.isEmpty && getters.isEmpty }
    }

    public struct LocatorChange: Sendable {
        public var page: String
        public var element: String
        public var before: String
        public var after: String
    }

    public struct DestinationChange: Sendable {
        public var page: String
        public var action: String
        public var before: String
        public var after: String
    }

    public var breaking: [BrokenConstruct]
    public var screens: Changes
    public var traits: Changes
    public var pages: [PageChanges]
    public var locators: [LocatorChange]
    public var destinations: [DestinationChange]
    /// Screens no action reaches from an entry screen any more.
    public var unreachable: [String]
    /// Screens from which no way leads back to an entry screen any more.
    public var deadEnds: [String]
    /// Generated members test code can use that were not there before, per style.
    public var addedMembers: [OutputStyle: Int]

    /// Whether anything breaks test code (`review` exits 1).
    public var breaksTests: Bool { !breaking.isEmpty }

    public var isEmpty: Bool {
        breaking.isEmpty && screens.isEmpty && traits.isEmpty && pages.allSatisfy(\.isEmpty) && locators.isEmpty
            && destinations.isEmpty && unreachable.isEmpty && deadEnds.isEmpty
    }

    public init(before: Resolved.Project, beforeNames: Namer, after: Resolved.Project, afterNames: Namer) {
        var matcher = ConstructMatcher(before: before, after: after)
        matcher.match()
        (screens, traits, pages, locators, destinations) = matcher.changes()
        let old = GeneratedAPI(before, names: beforeNames), new = GeneratedAPI(after, names: afterNames)
        (breaking, addedMembers) = APIComparison(before: old, after: new, matcher: matcher, beforeNames: beforeNames, afterNames: afterNames).compare()
        (unreachable, deadEnds) = Self.graphChanges(before: before.graph, after: after.graph)
    }

    /// Screens that an entry screen reached before and does not now, and screens that could get
    /// back to an entry before (or are new) and cannot now.
    private static func graphChanges(before: NavigationGraph, after: NavigationGraph) -> ([String], [String]) {
        let reachedBefore = before.reachableFromEntries(), reachedAfter = after.reachableFromEntries()
        let unreachable = after.nodes.map(\.name).filter { reachedBefore.contains($0) && !reachedAfter.contains($0) }
        let backBefore = before.screens(reaching: Set(before.entries.map(\.screen)))
        let backAfter = after.screens(reaching: Set(after.entries.map(\.screen)))
        let deadEnds = after.nodes.filter { node in
            reachedAfter.contains(node.name) && !backAfter.contains(node.name) && !node.opensFromAnywhere
                && (before.node(node.name) == nil || backBefore.contains(node.name))
        }.map(\.name)
        return (unreachable.sorted(), deadEnds.sorted())
    }
}

extension NavigationGraph {
    /// Screens from which some way leads into `targets` (the targets included).
    public func screens(reaching targets: Set<String>) -> Set<String> {
        var incoming: [String: [String]] = [:]
        for edge in allEdges {
            for destination in edge.destinations { incoming[destination, default: []].append(edge.from) }
        }
        var seen = targets
        var queue = Array(targets)
        while let screen = queue.popLast() {
            for source in incoming[screen] ?? [] where seen.insert(source).inserted { queue.append(source) }
        }
        return seen
    }
}
