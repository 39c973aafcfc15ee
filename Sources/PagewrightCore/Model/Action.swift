extension Resolved {
    /// Something a user does on a screen: its steps, and where it leads.
    public struct Action: Sendable {
        public var name: Located<String>
        /// The screen or trait that declares it.
        public var owner: PageRef
        public var summary: String?
        public var parameters: [Parameter]
        public var steps: [Step]
        public var destination: Destination
        /// After its steps, the action waits until its screen has gone: a move the app makes by
        /// itself (no steps), or a return to the opener.
        public var waitsUntilGone: Bool
        /// A trait's action that reaches an element each adopter supplies.
        public var usesRequiredElements: Bool
        /// A value the action reads from its screen and returns (it then stays on the screen).
        public var returns: Returns? = nil

        /// Whether the action can be taken without arguments (routes use only these).
        public var needsArguments: Bool { parameters.contains { !$0.mayBeOmitted } }
    }

    /// What an action returns: a reading of its screen, before or after its steps.
    public struct Returns: Sendable {
        public var reading: Reading
        public var readFirst: Bool
    }

    public enum Destination: Sendable {
        case stay
        case screen(ScreenTarget)
        /// Back to the screen that opened this one.
        case source
        /// One of several screens, decided by the app at run time; `routeDefault` is the one
        /// routes may assume.
        case oneOf([ScreenTarget], routeDefault: String?)
    }

    public struct ScreenTarget: Sendable, Equatable {
        public var name: String
        /// The target is generic over whoever opened it.
        public var opensFromAnywhere: Bool
    }

    /// One interaction with an element.
    public struct Step: Sendable {
        public enum Kind: Sendable {
            case tap
            case doubleTap
            case press(duration: Number)
            case typeText(Text)
            case clearText
            case swipe(StepSpec.SwipeDirection)
            case adjustSlider(Number)
            case adjustPicker(Text)
            case waitFor(wait: String, absent: Bool)
        }

        public var kind: Kind
        public var element: ElementUse
        /// What the step first waits for its element to be (exists, enabled, hittable); nil when an
        /// earlier step of the action already waited for as much, or for a `waitFor` step. A
        /// drifted identifier or a disabled or covered element thus fails at the test's line,
        /// naming the element and why.
        public var readiness: Readiness?
        /// The waiting time for that.
        public var wait: String

        public var requiresElement: Bool { readiness != nil }
    }
}
