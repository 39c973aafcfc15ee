extension Resolved {
    /// Something a user does on a screen: its steps, and where it leads.
    public struct Action: Sendable {
        /// The fields, in one box its copies share: renderers copy actions several times each,
        /// and copying the box is one retain, not one per field. Copied on write, as `Element`'s;
        /// read in place.
        private final class Storage: @unchecked Sendable {
            @exclusivity(unchecked) var name: Located<String>
            @exclusivity(unchecked) var owner: PageRef
            @exclusivity(unchecked) var summary: String?
            @exclusivity(unchecked) var parameters: [Parameter]
            @exclusivity(unchecked) var steps: [Step]
            @exclusivity(unchecked) var destination: Destination
            @exclusivity(unchecked) var waitsUntilGone: Bool
            @exclusivity(unchecked) var usesRequiredElements: Bool
            @exclusivity(unchecked) var isCustom: Bool
            @exclusivity(unchecked) var returns: Returns?
            @exclusivity(unchecked) var variants: [ActionVariant]
            @exclusivity(unchecked) var examples: [Example]
            @exclusivity(unchecked) var leftOutOfTour: Bool
            @exclusivity(unchecked) var needs: [ExampleStep] = []
            @exclusivity(unchecked) var hasWayIn: Bool = true
            @exclusivity(unchecked) var navigates: Bool = true
            @exclusivity(unchecked) var passage: Passage? = nil

            init(name: Located<String>, owner: PageRef, summary: String?, parameters: [Parameter], steps: [Step], destination: Destination, waitsUntilGone: Bool, usesRequiredElements: Bool, isCustom: Bool, returns: Returns?, variants: [ActionVariant], examples: [Example], leftOutOfTour: Bool) {
                self.name = name
                self.owner = owner
                self.summary = summary
                self.parameters = parameters
                self.steps = steps
                self.destination = destination
                self.waitsUntilGone = waitsUntilGone
                self.usesRequiredElements = usesRequiredElements
                self.isCustom = isCustom
                self.returns = returns
                self.variants = variants
                self.examples = examples
                self.leftOutOfTour = leftOutOfTour
            }

            func copy() -> Storage {
                let copy = Storage(name: name, owner: owner, summary: summary, parameters: parameters, steps: steps, destination: destination, waitsUntilGone: waitsUntilGone, usesRequiredElements: usesRequiredElements, isCustom: isCustom, returns: returns, variants: variants, examples: examples, leftOutOfTour: leftOutOfTour)
                copy.needs = needs
                copy.hasWayIn = hasWayIn
                copy.navigates = navigates
                copy.passage = passage
                return copy
            }
        }

        private var storage: Storage

        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        }

        public var name: Located<String> {
            _read { yield storage.name }
            set { makeUnique(); storage.name = newValue }
            _modify { makeUnique(); yield &storage.name }
        }
        /// The screen or trait that declares it.
        public var owner: PageRef {
            _read { yield storage.owner }
            set { makeUnique(); storage.owner = newValue }
            _modify { makeUnique(); yield &storage.owner }
        }
        public var summary: String? {
            _read { yield storage.summary }
            set { makeUnique(); storage.summary = newValue }
            _modify { makeUnique(); yield &storage.summary }
        }
        public var parameters: [Parameter] {
            _read { yield storage.parameters }
            set { makeUnique(); storage.parameters = newValue }
            _modify { makeUnique(); yield &storage.parameters }
        }
        public var steps: [Step] {
            _read { yield storage.steps }
            set { makeUnique(); storage.steps = newValue }
            _modify { makeUnique(); yield &storage.steps }
        }
        public var destination: Destination {
            _read { yield storage.destination }
            set { makeUnique(); storage.destination = newValue }
            _modify { makeUnique(); yield &storage.destination }
        }
        /// After its steps, the action waits until its screen has gone: a move the app makes by
        /// itself (no steps), or a return to the opener.
        public var waitsUntilGone: Bool {
            _read { yield storage.waitsUntilGone }
            set { makeUnique(); storage.waitsUntilGone = newValue }
            _modify { makeUnique(); yield &storage.waitsUntilGone }
        }
        /// A trait's action that reaches an element each adopter supplies.
        public var usesRequiredElements: Bool {
            _read { yield storage.usesRequiredElements }
            set { makeUnique(); storage.usesRequiredElements = newValue }
            _modify { makeUnique(); yield &storage.usesRequiredElements }
        }
        /// After its steps, the action calls a method the team writes (`"custom": true`), which the
        /// page object must implement: the escape hatch.
        public var isCustom: Bool {
            _read { yield storage.isCustom }
            set { makeUnique(); storage.isCustom = newValue }
            _modify { makeUnique(); yield &storage.isCustom }
        }
        /// A value the action reads from its screen and returns (it then stays on the screen).
        public var returns: Returns? {
            _read { yield storage.returns }
            set { makeUnique(); storage.returns = newValue }
            _modify { makeUnique(); yield &storage.returns }
        }
        /// Other steps on some devices, in the order they apply (the first that applies is taken).
        public var variants: [ActionVariant] {
            _read { yield storage.variants }
            set { makeUnique(); storage.variants = newValue }
            _modify { makeUnique(); yield &storage.variants }
        }
        /// How the generated tour takes the action (`example`), in the order written.
        public var examples: [Example] {
            _read { yield storage.examples }
            set { makeUnique(); storage.examples = newValue }
            _modify { makeUnique(); yield &storage.examples }
        }
        /// `"example": false`: the tour leaves it out.
        public var leftOutOfTour: Bool {
            _read { yield storage.leftOutOfTour }
            set { makeUnique(); storage.leftOutOfTour = newValue }
            _modify { makeUnique(); yield &storage.leftOutOfTour }
        }
        /// `needs`: the actions of the same screen taken first, with the values written for them.
        public var needs: [ExampleStep] {
            _read { yield storage.needs }
            set { makeUnique(); storage.needs = newValue }
            _modify { makeUnique(); yield &storage.needs }
        }
        /// Whether `needs` give every value their actions cannot do without: routes, navigation
        /// and the tour take the action only then.
        public var hasWayIn: Bool {
            _read { yield storage.hasWayIn }
            set { makeUnique(); storage.hasWayIn = newValue }
            _modify { makeUnique(); yield &storage.hasWayIn }
        }
        /// Whether navigation from wherever the app is may take it (`"navigate": false` says not).
        public var navigates: Bool {
            _read { yield storage.navigates }
            set { makeUnique(); storage.navigates = newValue }
            _modify { makeUnique(); yield &storage.navigates }
        }
        /// `passesThrough`: a screen the app may show on the way to the destination, and the
        /// steps from it to there.
        public var passage: Passage? {
            _read { yield storage.passage }
            set { makeUnique(); storage.passage = newValue }
            _modify { makeUnique(); yield &storage.passage }
        }

        public init(name: Located<String>, owner: PageRef, summary: String?, parameters: [Parameter], steps: [Step], destination: Destination, waitsUntilGone: Bool, usesRequiredElements: Bool, isCustom: Bool = false, returns: Returns? = nil, variants: [ActionVariant] = [], examples: [Example] = [], leftOutOfTour: Bool = false) {
            storage = Storage(name: name, owner: owner, summary: summary, parameters: parameters, steps: steps, destination: destination, waitsUntilGone: waitsUntilGone, usesRequiredElements: usesRequiredElements, isCustom: isCustom, returns: returns, variants: variants, examples: examples, leftOutOfTour: leftOutOfTour)
        }

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

    /// A screen an action may pass through on the way to its destination (`passesThrough`), and
    /// the steps from it to the destination, walked as a flow's are.
    public struct Passage: Sendable {
        public var screen: String
        public var steps: [FlowStep]
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
        /// As a getter's: with a waiting time, first wait for the element to exist.
        public var wait: String?
    }

    public enum Destination: Sendable {
        case stay
        case screen(ScreenTarget)
        /// Back to the screen that opened this one.
        case source
        /// One of several screens, decided by the app at run time; `routeDefault` is the one
        /// routes may assume.
        case oneOf([ScreenTarget], routeDefault: String?)
        /// Back to a screen adopting the trait (`"to": "<trait>"`): whichever of `arrivals` (the
        /// adopters that lead to this screen, nearest first) shows after the steps.
        case trait(String, arrivals: [ScreenTarget])

        /// A return to a screen beneath (the opener, or a trait's adopter): the action first waits
        /// until its screen has gone.
        public var returnsBeneath: Bool {
            switch self {
            case .source, .trait: true
            case .stay, .screen, .oneOf: false
            }
        }
    }

    public struct ScreenTarget: Sendable, Equatable {
        public var name: String
        /// The target is generic over whoever opened it: opened from anywhere, or returning to
        /// `$source` (then only its openers may open it).
        public var opensFromAnywhere: Bool
        /// The values a screen with `"params"` is made with (`"screenArgs"`), in its parameters' order.
        public var arguments: [Argument] = []
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

        /// The fields, in one box its copies share (one retain a copy, not one per field): the
        /// renderers copy each step as they walk an action's steps. Copied on write and read in
        /// place, as `Element`'s.
        private final class Storage: @unchecked Sendable {
            @exclusivity(unchecked) var kind: Kind
            @exclusivity(unchecked) var element: ElementUse?
            @exclusivity(unchecked) var readiness: Readiness?
            @exclusivity(unchecked) var wait: String
            @exclusivity(unchecked) var conditions: [StepCondition]
            @exclusivity(unchecked) var offset: (x: Double, y: Double)?
            @exclusivity(unchecked) var pointOffset: (dx: Double, dy: Double)?
            @exclusivity(unchecked) var until: StepCondition?
            @exclusivity(unchecked) var maxSwipes: Int
            @exclusivity(unchecked) var reveal: Reveal?
            @exclusivity(unchecked) var tapsSwitchControl: Bool
            @exclusivity(unchecked) var velocity: SwipeVelocitySpec? = nil
            @exclusivity(unchecked) var goesOn = false

            init(kind: Kind, element: ElementUse?, readiness: Readiness?, wait: String, conditions: [StepCondition], offset: (x: Double, y: Double)?, pointOffset: (dx: Double, dy: Double)?, until: StepCondition?, maxSwipes: Int, reveal: Reveal?, tapsSwitchControl: Bool) {
                self.kind = kind
                self.element = element
                self.readiness = readiness
                self.wait = wait
                self.conditions = conditions
                self.offset = offset
                self.pointOffset = pointOffset
                self.until = until
                self.maxSwipes = maxSwipes
                self.reveal = reveal
                self.tapsSwitchControl = tapsSwitchControl
            }

            func copy() -> Storage {
                let copy = Storage(kind: kind, element: element, readiness: readiness, wait: wait, conditions: conditions, offset: offset, pointOffset: pointOffset, until: until, maxSwipes: maxSwipes, reveal: reveal, tapsSwitchControl: tapsSwitchControl)
                copy.velocity = velocity
                copy.goesOn = goesOn
                return copy
            }
        }

        private var storage: Storage

        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        }

        public var kind: Kind {
            _read { yield storage.kind }
            set { makeUnique(); storage.kind = newValue }
            _modify { makeUnique(); yield &storage.kind }
        }
        /// Nil for typing into whatever has focus, `do` and `forEach`.
        public var element: ElementUse? {
            _read { yield storage.element }
            set { makeUnique(); storage.element = newValue }
            _modify { makeUnique(); yield &storage.element }
        }
        /// What the step first waits for its element to be (exists, enabled, hittable); nil when an
        /// earlier step of the action already waited for as much (a step that may not run does not
        /// count for those after it), for a `waitFor` step, or a step without an element. A
        /// drifted identifier or a disabled or covered element thus fails at the test's line,
        /// naming the element and why.
        public var readiness: Readiness? {
            _read { yield storage.readiness }
            set { makeUnique(); storage.readiness = newValue }
            _modify { makeUnique(); yield &storage.readiness }
        }
        /// The waiting time for that.
        public var wait: String {
            _read { yield storage.wait }
            set { makeUnique(); storage.wait = newValue }
            _modify { makeUnique(); yield &storage.wait }
        }
        /// `if`/`unless`: the step runs when all of them hold (each negated under `unless`).
        public var conditions: [StepCondition] {
            _read { yield storage.conditions }
            set { makeUnique(); storage.conditions = newValue }
            _modify { makeUnique(); yield &storage.conditions }
        }
        /// `at`: a point of the element as fractions of its size (a tap, double tap or press there).
        public var offset: (x: Double, y: Double)? {
            _read { yield storage.offset }
            set { makeUnique(); storage.offset = newValue }
            _modify { makeUnique(); yield &storage.offset }
        }
        /// Points from that point (`dx`, `dy` in `at`): `withOffset(_:)` of the coordinate.
        public var pointOffset: (dx: Double, dy: Double)? {
            _read { yield storage.pointOffset }
            set { makeUnique(); storage.pointOffset = newValue }
            _modify { makeUnique(); yield &storage.pointOffset }
        }
        /// A swipe (or `repeat`'s steps) repeated until this holds, at most `maxSwipes` times.
        public var until: StepCondition? {
            _read { yield storage.until }
            set { makeUnique(); storage.until = newValue }
            _modify { makeUnique(); yield &storage.until }
        }
        public var maxSwipes: Int {
            _read { yield storage.maxSwipes }
            set { makeUnique(); storage.maxSwipes = newValue }
            _modify { makeUnique(); yield &storage.maxSwipes }
        }
        /// Swipes that bring the step's element into view first (`reveal`).
        public var reveal: Reveal? {
            _read { yield storage.reveal }
            set { makeUnique(); storage.reveal = newValue }
            _modify { makeUnique(); yield &storage.reveal }
        }
        /// A tap on a switch (not at a point): it taps the switch's control, for a switch that spans
        /// its row does not flip at its centre (`PagewrightSteps.tapSwitch`).
        public var tapsSwitchControl: Bool {
            _read { yield storage.tapsSwitchControl }
            set { makeUnique(); storage.tapsSwitchControl = newValue }
            _modify { makeUnique(); yield &storage.tapsSwitchControl }
        }

        /// A swipe's speed (`velocity`): `swipeUp(velocity:)`; nil for `swipeUp()`.
        public var velocity: SwipeVelocitySpec? {
            _read { yield storage.velocity }
            set { makeUnique(); storage.velocity = newValue }
            _modify { makeUnique(); yield &storage.velocity }
        }
        /// A `waitFor` that goes on whether or not its element came (or went) in time
        /// (`"optional": true`), saying in the test's activities which happened.
        public var goesOn: Bool {
            _read { yield storage.goesOn }
            set { makeUnique(); storage.goesOn = newValue }
            _modify { makeUnique(); yield &storage.goesOn }
        }

        public init(kind: Kind, element: ElementUse?, readiness: Readiness?, wait: String, conditions: [StepCondition] = [], offset: (x: Double, y: Double)? = nil, pointOffset: (dx: Double, dy: Double)? = nil, until: StepCondition? = nil, maxSwipes: Int = 10, reveal: Reveal? = nil, tapsSwitchControl: Bool = false) {
            storage = Storage(kind: kind, element: element, readiness: readiness, wait: wait, conditions: conditions, offset: offset, pointOffset: pointOffset, until: until, maxSwipes: maxSwipes, reveal: reveal, tapsSwitchControl: tapsSwitchControl)
        }

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

extension Resolved.Action: CustomReflectable {
    /// Its fields, as a struct of them would show them (not its box): the review compares
    /// members by their descriptions.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "name": name as Any,
            "owner": owner as Any,
            "summary": summary as Any,
            "parameters": parameters as Any,
            "steps": steps as Any,
            "destination": destination as Any,
            "waitsUntilGone": waitsUntilGone as Any,
            "usesRequiredElements": usesRequiredElements as Any,
            "isCustom": isCustom as Any,
            "returns": returns as Any,
            "variants": variants as Any,
            "examples": examples as Any,
            "leftOutOfTour": leftOutOfTour as Any,
            "needs": needs as Any,
            "hasWayIn": hasWayIn as Any,
            "navigates": navigates as Any,
            "passage": passage as Any,
        ], displayStyle: .struct)
    }
}

extension Resolved.Step: CustomReflectable {
    /// Its fields, as a struct of them would show them (not its box): the review compares
    /// members by their descriptions.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "kind": kind as Any,
            "element": element as Any,
            "readiness": readiness as Any,
            "wait": wait as Any,
            "conditions": conditions as Any,
            "offset": offset as Any,
            "pointOffset": pointOffset as Any,
            "until": until as Any,
            "maxSwipes": maxSwipes as Any,
            "reveal": reveal as Any,
            "tapsSwitchControl": tapsSwitchControl as Any,
        ], displayStyle: .struct)
    }
}
