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
        /// After its steps, the action calls a method the team writes (`"custom": true`), which the
        /// page object must implement: the escape hatch.
        public var isCustom: Bool = false
        /// A value the action reads from its screen and returns (it then stays on the screen).
        public var returns: Returns? = nil
        /// Other steps on some devices, in the order they apply (the first that applies is taken).
        public var variants: [ActionVariant] = []
        /// How the generated tour takes the action (`example`), in the order written.
        public var examples: [Example] = []
        /// `"example": false`: the tour leaves it out.
        public var leftOutOfTour = false

        /// Whether the action can be taken without arguments (routes use only these).
        public var needsArguments: Bool { parameters.contains { !$0.mayBeOmitted } }
    }

    /// An example of an action for the generated tour: literal values for parameters (those it
    /// leaves out take the parameters' own examples, then their defaults), the destination they
    /// lead to among several, the actions of the same page taken first, and whether the tour's
    /// walk ends after it.
    public struct Example: Sendable {
        public var location: SourceLocation
        public var arguments: [Argument]
        public var destination: String?
        public var before: [ExampleStep]
        public var endsWalk: Bool
        /// The screens it holds on; every screen that has the action when empty.
        public var from: [String] = []
    }

    /// An action taken before an example's, with the literal values written for it.
    public struct ExampleStep: Sendable {
        public var action: String
        public var arguments: [Argument]
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

    /// One interaction with an element, with whatever has focus, another action of the page, or a
    /// repetition of steps; possibly only when a condition holds.
    public struct Step: Sendable {
        public enum Kind: Sendable {
            case tap
            /// A tap of several taps or fingers: `tap(withNumberOfTaps:numberOfTouches:)`.
            case multiTap(taps: Int, touches: Int)
            case doubleTap
            case press(duration: Number)
            /// Into the element, or into whatever has focus when the step has none.
            case typeText(Text)
            case clearText
            /// The general pasteboard's text into the element, through its edit menu.
            case paste
            case swipe(StepSpec.SwipeDirection)
            case adjustSlider(Number)
            case adjustPicker(Text)
            case waitFor(wait: String, absent: Bool)
            /// An `XCUIKeyboardKey` by name, into the element or whatever has focus.
            case typeKey(String)
            /// Another action of the page, which stays on it (`do`).
            case perform(ActionCall)
            /// The steps once per item (`forEach`).
            case repeatEach(Repetition)
            /// The device or the system (`"system": "home"`).
            case system(SystemStep)
            /// The steps, then `until` asked; again, at most `maxSwipes` times (`repeat`).
            case repeatUntil([Step])
        }

        public var kind: Kind
        /// Nil for typing into whatever has focus, `do` and `forEach`.
        public var element: ElementUse?
        /// What the step first waits for its element to be (exists, enabled, hittable); nil when an
        /// earlier step of the action already waited for as much (a step that may not run does not
        /// count for those after it), for a `waitFor` step, or a step without an element. A
        /// drifted identifier or a disabled or covered element thus fails at the test's line,
        /// naming the element and why.
        public var readiness: Readiness?
        /// The waiting time for that.
        public var wait: String
        /// `if`/`unless`: the step runs when all of them hold (each negated under `unless`).
        public var conditions: [StepCondition] = []
        /// `at`: a point of the element as fractions of its size (a tap, double tap or press there).
        public var offset: (x: Double, y: Double)? = nil
        /// Points from that point (`dx`, `dy` in `at`): `withOffset(_:)` of the coordinate.
        public var pointOffset: (dx: Double, dy: Double)? = nil
        /// A swipe (or `repeat`'s steps) repeated until this holds, at most `maxSwipes` times.
        public var until: StepCondition? = nil
        public var maxSwipes: Int = 10
        /// Swipes that bring the step's element into view first (`reveal`).
        public var reveal: Reveal? = nil
        /// A tap on a switch (not at a point): it taps the switch's control, for a switch that spans
        /// its row does not flip at its centre (`PagewrightSteps.tapSwitch`).
        public var tapsSwitchControl = false

        public var requiresElement: Bool { readiness != nil }
    }
    /// `reveal`: swipe `container` each way in turn, at most `maxSwipes` times each, until the
    /// step's element is hittable.
    public struct Reveal: Sendable {
        public var container: ElementUse
        public var directions: [StepSpec.SwipeDirection]
        public var maxSwipes: Int
    }
    /// The steps of a step's `forEach`, once per item of a list parameter (or field), per
    /// character of a String one (each as a String), or once per index below an integer one.
    public struct Repetition: Sendable {
        public enum Source: Sendable {
            case list
            /// Each character, as a String.
            case characters
            /// `0..<n`, the loop variable of the count's type; none for a negative count.
            case count(unsigned: Bool)
        }
        public var forEach: ForEach
        public var source: Source
        public var steps: [Step]
        /// Whether the steps read the loop variable (`for _ in` otherwise).
        public var usesVariable: Bool
    }

    /// A condition about one element: asked with a wait (`if`/`unless`: the element may need a
    /// moment to appear) or at once (`until`, after each swipe).
    public struct StepCondition: Sendable {
        public enum Test: Sendable {
            case exists
            case notExists
            case isEnabled(Bool)
            case isSelected(Bool)
            case isHittable(Bool)
            case text(TextAttribute, Assertion.Comparison, Text)
        }

        public var test: Test
        public var element: ElementUse
        /// The waiting time an `if`/`unless` waits for the element; nil for `until` and for an
        /// `if`/`unless` that looks without waiting (`"within": "now"`).
        public var wait: String?
        /// `unless`.
        public var negated: Bool
    }
}
