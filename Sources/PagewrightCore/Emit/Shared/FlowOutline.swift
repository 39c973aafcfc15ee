/// What every style's flows share: grouping by start screen, and the one-line outline of a flow.
enum FlowOutline {
    /// Flows grouped by start screen, in order of first appearance.
    static func byStart(_ flows: [Resolved.Flow]) -> [(String, [Resolved.Flow])] {
        var starts: [String] = []
        for flow in flows where !starts.contains(flow.start) { starts.append(flow.start) }
        return starts.map { start in (start, flows.filter { $0.start == start }) }
    }

    /// `openProfileTab → goToLogin (as Login) → section SearchHistory`, or `no steps`.
    static func outline(of flow: Resolved.Flow) -> String {
        let steps = flow.steps.map { step -> String in
            switch step.kind {
            case .action(let call, let choice): choice.map { "\(call.action) (as \($0))" } ?? call.action
            case .section(let section): "section \(section)"
            }
        }
        return steps.isEmpty ? "no steps" : steps.joined(separator: " → ")
    }
}
