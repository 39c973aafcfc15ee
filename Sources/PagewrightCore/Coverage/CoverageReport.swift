/// Which screens tests verified and which actions they took, from the logs generated page objects
/// write when `PAGEWRIGHT_COVERAGE` is set, against everything the specs declare.
public struct CoverageReport: Sendable {
    public struct Action: Hashable, Sendable, Comparable {
        public var screen: String
        public var name: String

        public static func < (lhs: Action, rhs: Action) -> Bool { (lhs.screen, lhs.name) < (rhs.screen, rhs.name) }
    }

    public let screens: [String]
    public let actions: [Action]
    /// What the team's tests reached; the generated tour's records count apart.
    public let reachedScreens: Set<String>
    public let takenActions: Set<Action>
    /// What the generated tour reached.
    public let tourScreens: Set<String>
    public let tourActions: Set<Action>

    /// `logs` are the texts of coverage files: `screen\t<Screen>` and `action\t<Screen>\t<action>` lines.
    public init(graph: NavigationGraph, logs: [String]) {
        self.init(graph: graph, logs: logs.map { CoverageLog.parse($0) })
    }

    public init(graph: NavigationGraph, logs: [CoverageLog]) {
        screens = graph.nodes.map(\.name)
        actions = Self.actions(of: graph)
        // Only what the specs still declare counts (a log may be older than the specs).
        reachedScreens = logs.reduce(into: Set<String>()) { $0.formUnion($1.screens) }.intersection(screens)
        takenActions = logs.reduce(into: Set<Action>()) { $0.formUnion($1.actions) }.intersection(actions)
        tourScreens = logs.reduce(into: Set<String>()) { $0.formUnion($1.tourScreens) }.intersection(screens)
        tourActions = logs.reduce(into: Set<Action>()) { $0.formUnion($1.tourActions) }.intersection(actions)
    }

    /// Whether any log holds records of the generated tour.
    public var hasTour: Bool { !tourScreens.isEmpty || !tourActions.isEmpty }

    /// What a log needs to keep of itself for this graph's report.
    public static func filter(for graph: NavigationGraph) -> CoverageLog.Filter {
        CoverageLog.Filter(screens: Set(graph.nodes.map(\.name)), actions: Set(actions(of: graph)))
    }

    private static func actions(of graph: NavigationGraph) -> [Action] {
        graph.allEdges.compactMap { edge in
            if case .action(let name, _) = edge.kind { return Action(screen: edge.from, name: name) }
            return nil
        }.sorted()
    }

    public var screenPercent: Double { percent(reachedScreens.count, screens.count) }
    public var actionPercent: Double { percent(takenActions.count, actions.count) }
    /// Screens and actions together.
    public var totalPercent: Double { percent(reachedScreens.count + takenActions.count, screens.count + actions.count) }

    private func percent(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 100 : Double(part) * 100 / Double(whole) }

    /// A Markdown table, one row per screen, then the totals: the team's tests, and, when the logs
    /// hold the generated tour's records, what the tour reached, in columns and totals of its own
    /// (the percentages and `--min` are the team's tests alone).
    public var text: String {
        let tour = hasTour
        var lines = tour
            ? ["| screen | verified | actions taken | actions not taken | tour: verified | tour: actions taken |", "| --- | --- | --- | --- | --- | --- |"]
            : ["| screen | verified | actions taken | actions not taken |", "| --- | --- | --- | --- |"]
        let byScreen = Dictionary(grouping: actions, by: \.screen)
        for screen in screens {
            let all = byScreen[screen] ?? []
            let missed = all.filter { !takenActions.contains($0) }.map(\.name)
            var row = "| \(screen) | \(reachedScreens.contains(screen) ? "yes" : "no") | \(all.count - missed.count) of \(all.count) | \(missed.joined(separator: ", ")) |"
            if tour {
                row += " \(tourScreens.contains(screen) ? "yes" : "no") | \(all.filter { tourActions.contains($0) }.count) of \(all.count) |"
            }
            lines.append(row)
        }
        lines.append("")
        lines.append("Screens verified: \(reachedScreens.count) of \(screens.count) (\(format(screenPercent)))")
        lines.append("Actions taken: \(takenActions.count) of \(actions.count) (\(format(actionPercent)))")
        lines.append("Total: \(format(totalPercent))")
        if tour {
            lines.append("")
            lines.append("The generated tour (not counted above): screens verified \(tourScreens.count) of \(screens.count) (\(format(percent(tourScreens.count, screens.count)))), actions taken \(tourActions.count) of \(actions.count) (\(format(percent(tourActions.count, actions.count))))")
            let neither = screens.filter { !reachedScreens.contains($0) && !tourScreens.contains($0) }
            if !neither.isEmpty { lines.append("Screens neither reached: \(neither.joined(separator: ", "))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return "\(tenths)%"
    }
}
