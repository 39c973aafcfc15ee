/// The tour in a few lines, for the command line: what it crosses, in how many moves against the
/// bound, and each transition it does not cross, with the reason.
public enum TourSummary {
    public static func text(_ plan: TourPlan) -> String {
        var lines = ["tour: \(plan.shards.count) \(plan.shards.count == 1 ? "walk" : "walks") of at most \(plan.maxSteps) moves cross \(plan.crossedCount) of \(plan.transitions.count) transitions in \(plan.steps) moves (a covering walk needs at least \(plan.bound); before cutting into walks: \(plan.walkSteps) moves in \(plan.walkCount))"]
        if !plan.uncrossed.isEmpty {
            lines.append("not crossed:")
            lines += plan.uncrossed.map { "  \($0.transition): \($0.reason)" }
        }
        return lines.joined(separator: "\n")
    }
}
