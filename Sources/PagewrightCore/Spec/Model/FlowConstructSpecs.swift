/// What a flow says besides the actions it takes: a branch on what the app shows, asked once, and
/// a loop over a list parameter whose journey comes back to where it began (issue 41), and how
/// often a flow runs (`once`).

/// `{ "if": { "exists": "previewBadge" }, "then": [ … ], "else": [ … ], "endsOn": "Editor" }`:
/// the condition is asked once, on the screen the flow has reached; then one list of steps runs.
/// The lists may cross screens; where they join must be one known screen (both end on it, and
/// `endsOn`, when written, names it).
public struct FlowBranchSpec: Sendable {
    public var condition: ConditionSpec
    public var then: [FlowStep]
    /// `else`; empty when left out (the flow goes on where it was).
    public var otherwise: [FlowStep]
    /// Where both lists end, said outright.
    public var endsOn: Located<String>?
    public var location: SourceLocation
}

/// `{ "forEach": { "name": "$names" }, "steps": [ … ] }` in a flow: the steps once per item of a
/// list parameter, as a journey that comes back to the screen it started on.
public struct FlowLoopSpec: Sendable {
    public var variable: Located<String>
    /// The flow's list parameter (the name after `$`).
    public var list: Located<String>
    public var steps: [FlowStep]
    public var location: SourceLocation
}

/// `"once"` on a flow: it runs the first time it is called in each test class, or in the test
/// process, and is left out after (the runtime's `PagewrightOnce` keeps the record).
public enum FlowOnce: String, Sendable, CaseIterable {
    case perTestClass
    case perRun
}
