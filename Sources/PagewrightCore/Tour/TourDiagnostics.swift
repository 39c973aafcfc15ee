/// Warnings about the tour, given when one is made (`pagewright tour`, or `generate` with
/// `"tour": { "generate": true }`): each transition it cannot cross, at the action that makes it,
/// with the reason. A transition whose spec leaves it out (`"example": false`) was left out on
/// purpose (so are those whose examples' `from` names other screens), and no example can make the
/// app show a screen no action leads to (an interruption, another app's screen): those are only
/// listed in the tour's summary. `disabledWarnings` turns them off like any other.
public enum TourDiagnostics {
    public static func check(_ plan: TourPlan, model: Resolved.Project) -> DiagnosticLog {
        var log = DiagnosticLog()
        let entered = Set(model.graph.allEdges.flatMap(\.destinations))
        for uncrossed in plan.uncrossed {
            let transition = uncrossed.transition
            // A screen no action leads to (an interruption, another app's screen, one `unreachable`
            // warns about): no example can change that.
            if !entered.contains(transition.screen) { continue }
            if case .action(let name, let trait) = transition.via,
               let action = (trait.flatMap { model.trait($0)?.page } ?? model.screen(transition.screen)?.page)?.actions.first(where: { $0.name.value == name }) {
                // Left out on purpose: by `"example": false`, or by examples whose `from` names other screens.
                if action.leftOutOfTour { continue }
                if !action.examples.isEmpty, action.examples.allSatisfy({ !$0.from.isEmpty && !$0.from.contains(transition.screen) }) { continue }
                log.warning(.notInTour, "the tour does not cross \(transition): \(uncrossed.reason)", at: action.name.location)
            } else if let screen = model.screen(transition.screen) {
                log.warning(.notInTour, "the tour does not cross \(transition): \(uncrossed.reason)", at: screen.page.location)
            }
        }
        return log
    }
}
