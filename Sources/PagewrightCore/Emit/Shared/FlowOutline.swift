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
        let steps = outline(flow.steps)
        return steps.isEmpty ? "no steps" : steps
    }

    /// The steps, a branch as `if exists previewBadge (goBack) else (openOptions → …)`, a loop
    /// as `for each name in names (addProduct → …)`.
    private static func outline(_ steps: [Resolved.FlowStep]) -> String {
        steps.map { step -> String in
            switch step.kind {
            case .action(let call, let choice): choice.map { "\(call.action) (as \($0))" } ?? call.action
            case .section(let section): "section \(section)"
            case .branch(let branch):
                "if \(condition(branch.condition)) (\(outline(branch.then)))" + (branch.otherwise.isEmpty ? "" : " else (\(outline(branch.otherwise)))")
            case .loop(let loop): "for each \(loop.variable.name) in \(loop.list) (\(outline(loop.steps)))"
            }
        }.joined(separator: " → ")
    }

    /// `exists previewBadge`, `notExists spinner`, `label title`.
    private static func condition(_ condition: Resolved.StepCondition) -> String {
        let verb: String
        switch condition.test {
        case .exists: verb = "exists"
        case .notExists: verb = "notExists"
        case .isEnabled(let expected): verb = expected ? "isEnabled" : "not isEnabled"
        case .isSelected(let expected): verb = expected ? "isSelected" : "not isSelected"
        case .isHittable(let expected): verb = expected ? "isHittable" : "not isHittable"
        case .text(let attribute, let comparison, _): verb = "\(attribute.rawValue) \(comparison == .equals ? "equals" : "contains")"
        }
        return "\(verb) \(condition.element.name)"
    }
}
