/// The tour in a few lines, for the command line: what it crosses, in how many moves against the
/// bound, and each transition it does not cross, with the reason. Those in `warnedAbove` (printed
/// as warnings at their actions just before) are counted, not listed again.
public enum TourSummary {
    public static func text(_ plan: TourPlan, warnedAbove: Set<TourPlan.Transition> = []) -> String {
        let length = plan.depth == nil ? "at most \(moves(plan.maxSteps))" : "up to \(moves(plan.longest))"
        var lines = ["tour: \(plan.shards.count) \(plan.shards.count == 1 ? "walk" : "walks") of \(length) cross \(plan.crossedCount) of \(plan.transitions.count) transitions in \(moves(plan.steps)) (a covering walk needs at least \(plan.bound); before cutting into walks: \(moves(plan.walkSteps)) in \(plan.walkCount))"]
        if let depth = plan.depth {
            let long = depth.longShards.count
            lines.append("\(long) \(long == 1 ? "walk takes" : "walks take") more than \(plan.maxSteps) moves (the longest \(plan.longest)): " + TourPlan.depthReason(depth, maxSteps: plan.maxSteps))
        }
        let listed = plan.uncrossed.filter { !warnedAbove.contains($0.transition) }
        let warned = plan.uncrossed.count - listed.count
        if warned > 0 {
            lines.append("not crossed: \(plan.uncrossed.count), of which \(warned) \(warned == 1 ? "is" : "are") in the warnings above\(listed.isEmpty ? "" : " and these:")")
        } else if !listed.isEmpty {
            lines.append("not crossed:")
        }
        lines += listed.map { "  \($0.transition): \($0.reason)" }
        return lines.joined(separator: "\n")
    }

    /// "1 move", "8 moves": a newcomer's one-transition tour reads as English too.
    private static func moves(_ count: Int) -> String { count == 1 ? "1 move" : "\(count) moves" }
}
