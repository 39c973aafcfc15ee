extension Resolved {
    /// A file of flows; each becomes generated code in the file named after it.
    public struct FlowFile: Sendable {
        public var source: String
        public var location: SourceLocation
        public var flows: [Flow]
    }

    /// A flow walked at generation time: each step is an action (or section) of the screen the
    /// flow has reached, with its arguments bound, and leads on to a known place.
    public struct Flow: Sendable {
        public var name: Located<String>
        public var summary: String?
        /// The screen the flow starts on.
        public var start: String
        public var parameters: [Parameter]
        public var steps: [FlowStep]
        public var startPlace: Place
        public var end: Place
        /// `"once"`: how often it runs; nil, each time it is called.
        public var once: FlowOnce? = nil
    }

    public struct FlowStep: Sendable {
        public enum Kind: Sendable {
            /// An action of the screen the step happens on (or of a trait it adopts), and the
            /// destination picked among several (`as`).
            case action(ActionCall, choice: String?)
            case section(String)
            /// A condition asked once on the step's screen, then one list of steps.
            case branch(FlowBranch)
            /// A journey per item of a list parameter, back on the step's screen each time.
            case loop(FlowLoop)
        }

        /// The screen the step happens on.
        public var screen: String
        public var kind: Kind
        /// The screen the step arrives on; nil when it stays, or returns to an opener the flow
        /// cannot see.
        public var arrival: String?
        /// Where the flow is after the step.
        public var place: Place
    }

    /// A flow's branch: both lists start on the step's screen and end on `join` (the step's place).
    public struct FlowBranch: Sendable {
        public var condition: StepCondition
        public var then: [FlowStep]
        public var otherwise: [FlowStep]
        public var join: Place
    }

    /// A flow's loop over its list parameter `list`; `variable` names the item.
    public struct FlowLoop: Sendable {
        public var variable: Parameter
        public var list: String
        public var steps: [FlowStep]
        /// Whether a step reads the item (`for _ in` otherwise).
        public var usesVariable: Bool
    }

    /// A call of an action from generated code: which action, its parameters (for the call's
    /// labels) and the arguments bound to them.
    public struct ActionCall: Sendable {
        public var action: String
        public var owner: PageRef
        public var parameters: [Parameter]
        public var arguments: [Argument]
        /// The action reaches an element each adopter of its trait supplies.
        public var usesRequiredElements: Bool
    }
}
