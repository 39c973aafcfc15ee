/// Warnings that need the whole graph: screens no journey can reach.
public enum GraphDiagnostics {
    public static func check(_ graph: NavigationGraph, project: SpecProject) -> DiagnosticLog {
        var log = DiagnosticLog()
        let entries = graph.entries
        guard !entries.isEmpty else { return log }
        let reachable = graph.reachableFromEntries()
        let index = ProjectIndex(project)
        for node in graph.nodes where !reachable.contains(node.name) {
            guard let page = index.screen(node.name) else { continue }
            let entryList = entries.map { "\($0.screen) (\($0.app))" }.joined(separator: ", ")
            log.warning("screen '\(node.name)' cannot be reached from an entry screen (\(entryList)); no action leads to it", at: page.name.location)
        }
        return log
    }
}
