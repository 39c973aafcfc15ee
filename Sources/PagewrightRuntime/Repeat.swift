import Foundation

extension PagewrightStepping {
    /// `repeat … until`: runs `steps`, then asks `holds` (at once, without waiting), at most
    /// `max` rounds. The number of rounds it took when the condition held; nil when a step
    /// failed (`failed` says so after a round: the action stops there) or the rounds ran out.
    public static func repeatSteps(_ steps: () -> Void, until holds: () -> Bool, max: Int, failed: () -> Bool) -> Int? {
        var round = 0
        while round < max {
            round += 1
            steps()
            if failed() { return nil }
            if holds() { return round }
        }
        return nil
    }

    static func repeatFailure(_ step: String, _ condition: String, max: Int) -> String {
        "\(step): \(condition) after repeating its steps \(max) time\(max == 1 ? "" : "s")"
    }
}

extension PagewrightPage {
    /// A `repeat` step of an action: its steps until the condition holds, at most `max` times;
    /// when it never does, fails at the test's line naming the condition and the count, and
    /// returns false so the action stops there (as it does when one of the steps failed).
    public func repeatSteps(_ steps: () -> Void, until holds: () -> Bool, max: Int, failing condition: String,
                            for action: String, file: StaticString, line: UInt) -> Bool {
        if PagewrightStepping<Settings>.repeatSteps(steps, until: holds, max: max, failed: { actionFailed }) != nil { return true }
        if actionFailed { return false }
        PagewrightReport.fail(PagewrightStepping<Settings>.repeatFailure("\(Self.self).\(action)", condition, max: max),
                              in: application, evidence: Settings.failureEvidence, file: file, line: line)
        actionFailed = true
        return false
    }
}

extension PagewrightScreenplayActions {
    /// The same for a Screenplay action.
    public static func repeatSteps(_ steps: () -> Void, until holds: () -> Bool, max: Int, failing condition: String,
                                   for action: String, file: StaticString, line: UInt) -> Bool {
        if PagewrightStepping<Settings>.repeatSteps(steps, until: holds, max: max, failed: { ScreenplayActionState.failed }) != nil { return true }
        if ScreenplayActionState.failed { return false }
        fail(PagewrightStepping<Settings>.repeatFailure("\(Self.self).\(action)", condition, max: max), file: file, line: line)
        ScreenplayActionState.failed = true
        return false
    }
}
