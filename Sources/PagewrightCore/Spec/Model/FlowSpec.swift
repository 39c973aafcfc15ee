/// A file of named flows: journeys through several screens that a test takes often enough to
/// want as one call ("sign in as"). Each becomes a method on its start screen's page object.
public struct FlowFileSpec: Sendable {
    /// Path relative to the specs folder, with `/` separators.
    public var relativePath: String
    /// Where the file's JSON begins, for diagnostics about the file as a whole.
    public var location: SourceLocation
    public var flows: [FlowSpec]
}

public struct FlowSpec: Sendable {
    public var name: Located<String>
    /// The screen the flow starts on.
    public var start: Located<String>
    public var params: [ParamSpec]
    public var steps: [FlowStep]
    public var summary: String?
    /// `"once"`: how often the flow runs; nil, each time it is called.
    public var once: Located<FlowOnce>? = nil
}

public struct FlowStep: Sendable {
    public enum Kind: Sendable {
        /// An action of the screen the flow has reached; `as` picks one of several destinations.
        case action(Located<String>, arguments: [ArgumentSpec], as: Located<String>?)
        /// Into a section of the screen the flow has reached.
        case section(Located<String>)
        /// `if` … `then` … `else`: one condition, asked once, then one list of steps.
        case branch(FlowBranchSpec)
        /// `forEach` … `steps`: a journey per item of a list parameter, back where it began.
        case loop(FlowLoopSpec)
    }

    public var kind: Kind
    public var location: SourceLocation
}
