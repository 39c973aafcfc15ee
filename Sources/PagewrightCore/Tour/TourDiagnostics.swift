/// Warnings about the tour, given when one is made (`pagewright tour`, or `generate` with
/// `"tour": { "generate": true }`): each transition it cannot cross, at the action that makes it,
/// with the reason. A transition whose spec leaves it out (`"example": false`) was left out on
/// purpose (so are those whose examples' `from` names other screens), and no example can make the
/// app show a screen no action leads to (an interruption, another app's screen): those are only
/// listed in the tour's summary. Where the graph is deeper than `maxSteps`, one warning at the
/// deepest screen says so, with the length needed. `disabledWarnings` turns them off like any other.
public enum TourDiagnostics {
    public static func check(_ plan: TourPlan, model: Resolved.Project) -> DiagnosticLog {
        var log = DiagnosticLog()
        for (_, warning) in warnings(plan, model: model) { log.append(warning) }
        if let depth = plan.depth, let screen = model.screen(depth.screen) {
            // The graph is deeper than the bound: said once, at the deepest screen.
            let long = depth.longShards.count
            log.append(Diagnostic(.warning, "the tour's walks cannot all keep to 'maxSteps' \(plan.maxSteps): "
                                  + TourPlan.depthReason(depth, maxSteps: plan.maxSteps)
                                  + "; \(long) \(long == 1 ? "walk takes" : "walks take") more, the longest \(plan.longest) moves",
                                  at: screen.page.location, name: .tourTooDeep))
        }
        return log
    }

    /// Each transition `check` warns about, with its warning, in the plan's order: the tour's
    /// summary leaves out those the warnings have already said.
    public static func warnings(_ plan: TourPlan, model: Resolved.Project) -> [(TourPlan.Transition, Diagnostic)] {
        var warnings: [(TourPlan.Transition, Diagnostic)] = []
        let entered = Set(model.graph.allEdges.flatMap(\.destinations))
        for uncrossed in plan.uncrossed {
            let transition = uncrossed.transition
            let message = "the tour does not cross \(transition): \(uncrossed.reason)"
            // A screen no action leads to (an interruption, another app's screen, one `unreachable`
            // warns about): no example can change that.
            if !entered.contains(transition.screen) { continue }
            if case .action(let name, let trait) = transition.via,
               let action = (trait.flatMap { model.trait($0)?.page } ?? model.screen(transition.screen)?.page)?.actions.first(where: { $0.name.value == name }) {
                // Left out on purpose: by `"example": false`, or by examples whose `from` names other screens.
                if action.leftOutOfTour { continue }
                if !action.examples.isEmpty, action.examples.allSatisfy({ !$0.from.isEmpty && !$0.from.contains(transition.screen) }) { continue }
                warnings.append((transition, Diagnostic(.warning, message, at: action.name.location, name: .notInTour)))
            } else if let screen = model.screen(transition.screen) {
                warnings.append((transition, Diagnostic(.warning, message, at: screen.page.location, name: .notInTour)))
            }
        }
        return warnings
    }

    /// The transitions whose warning is in `log` (the one printed before the tour's summary: a
    /// disabled warning is not in it, so its transition is listed in the summary instead).
    public static func warned(_ plan: TourPlan, model: Resolved.Project, in log: DiagnosticLog) -> Set<TourPlan.Transition> {
        let printed = Set(log.sorted)
        return Set(warnings(plan, model: model).filter { printed.contains($0.1) }.map(\.0))
    }
}
