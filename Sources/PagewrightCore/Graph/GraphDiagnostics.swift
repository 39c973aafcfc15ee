/// Warnings that need the whole graph: screens no journey reaches, screens a journey cannot leave
/// for an entry screen again, and actions that arrive where nothing can be verified.
public enum GraphDiagnostics {
    public static func check(_ graph: NavigationGraph, project: SpecProject) -> DiagnosticLog {
        var log = DiagnosticLog()
        let index = ProjectIndex(project)
        let entries = graph.entries
        if !entries.isEmpty {
            let entryList = entries.map { "\($0.screen) (\($0.app))" }.joined(separator: ", ")
            let reachable = graph.reachableFromEntries()
            let canReturn = screensThatReach(Set(entries.map(\.screen)), in: graph)
            for node in graph.nodes {
                // An interruption comes up by itself, wherever it likes.
                guard let page = index.screen(node.name), page.interruption == nil else { continue }
                if !reachable.contains(node.name) {
                    log.warning("screen '\(node.name)' cannot be reached from an entry screen (\(entryList)); no action leads to it", at: page.name.location)
                } else if !canReturn.contains(node.name) {
                    log.warning("there is no way back from screen '\(node.name)' to an entry screen (\(entryList)); a test that gets there cannot go on elsewhere", at: page.name.location)
                }
            }
        }
        for page in index.pagesByName.values.sorted(by: { $0.name.location < $1.name.location }) {
            for action in page.actions {
                let targets: [Located<String>]
                switch action.destination {
                case .screen(let name)?: targets = [name]
                case .oneOf(let names)?: targets = names
                default: targets = []
                }
                for target in targets where graph.node(target.value)?.canVerify == false {
                    log.warning("action '\(action.name.value)' leads to screen '\(target.value)', which has no 'verify' anchors, so arriving there is not checked",
                                at: target.location)
                }
            }
        }
        return log
    }

    /// Screens from which some edge path leads into `targets` (the targets included).
    private static func screensThatReach(_ targets: Set<String>, in graph: NavigationGraph) -> Set<String> {
        var incoming: [String: [String]] = [:]
        for edge in graph.allEdges {
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
