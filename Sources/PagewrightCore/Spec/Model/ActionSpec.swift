/// Something a user does on a screen, and where it leads.
public struct ActionSpec: Sendable {
    public enum Destination: Sendable {
        /// Back to the screen that opened this one (`"$source"`, for screens opened from anywhere).
        case source(SourceLocation)
        case screen(Located<String>)
        /// Several possible destinations, decided by app state at run time.
        case oneOf([Located<String>])
    }

    public var name: Located<String>
    public var params: [ParamSpec]
    public var steps: [StepSpec]
    /// Nil: the action stays on the screen.
    public var destination: Destination?
    /// For several destinations: the one generated routes may assume (`"route"`).
    public var routeDefault: Located<String>?
    public var summary: String?
    /// The waiting time its steps wait for their elements within, unless a step names one.
    public var wait: Located<String>? = nil
    /// A value read from the screen that the action returns (`"returns"`).
    public var returns: ReturnSpec?

    /// `"custom": true`: after its steps (if any) the action calls a method the team writes in
    /// Swift (the escape hatch), keeping its signature, waits, verification, activity and coverage.
    public var custom: Located<Bool>? = nil

    /// Whether the team writes what the action does.
    public var isCustom: Bool { custom?.value == true }
    /// Other steps on some devices (`idiom`, `orientation`), in the order they apply.
    public var variants: [ActionVariantSpec] = []
    /// `example`: how the generated tour takes the action (one object, or a list of them).
    public var examples: [ExampleSpec] = []
    /// `"example": false`: the tour leaves the action out (it lists it, with that reason).
    public var leftOutOfTour: Located<Bool>? = nil

    /// `"navigate": false`: navigation from wherever the app is never takes this action (it
    /// changes what the app holds: a "confirm" that deletes, a purchase); routes and the tour may.
    public var navigate: Located<Bool>? = nil
    /// `"needs"`: the actions of the same screen that must come first (fill the fields before
    /// "Sign In"), each with the values to use. Routes, navigation and the tour take them before
    /// this action, or do not take it at all; a flow must take them itself.
    public var needs: [FlowStep] = []

    /// `"passesThrough"`: a screen the app sometimes shows on the way to `to` (a verification
    /// code, a "what's new" sheet), and the steps that go on from it to `to`.
    public var passesThrough: PassageSpec? = nil

    /// `"screenArgs"`: the values a destination screen with `"params"` is made with (literals, or
    /// `"$name"` passing on a parameter of this action), and where the key is written.
    public var screenArgs: [ArgumentSpec] = []
    public var screenArgsLocation: SourceLocation? = nil

    /// Whether the action can be taken without arguments (routes use only these).
    public var needsArguments: Bool { params.contains { !$0.mayBeOmitted } }
}

/// A screen an action may pass through on the way to its destination, and the steps (as a flow
/// writes them) that go on from there to the destination.
public struct PassageSpec: Sendable {
    public var screen: Located<String>
    public var steps: [FlowStep]
    public var location: SourceLocation
}

/// What an action that stays on its screen reads and returns: any getter reading, after its
/// steps or (`readFirst`) before them.
public struct ReturnSpec: Sendable {
    public var reading: Reading
    public var readFirst: Bool
    /// As a getter's: first wait this long for the element to exist.
    public var wait: Located<String>? = nil
    public var location: SourceLocation
}

/// One interaction with an element (or with whatever has focus, another action of the page, or
/// a repetition of steps), possibly only when a condition holds.
public struct StepSpec: Sendable {
    public enum Kind: Sendable {
        case tap
        case doubleTap
        case press(duration: NumberValue)
        /// Into `element`, or into whatever has focus when there is none.
        case typeText(Template)
        case clearText
        /// The general pasteboard's text into `element`, through its edit menu (`paste`).
        case paste
        case swipe(Located<SwipeDirection>)
        case adjustSlider(NumberValue)
        case adjustPicker(Template)
        case waitFor(wait: Located<String>?, absent: Bool)
        /// A key of the keyboard (an `XCUIKeyboardKey` name), into `element` or whatever has focus.
        case typeKey(Located<String>)
        /// Another action of the same page (`do`), which stays on it.
        case perform(Located<String>, arguments: [ArgumentSpec])
        /// The steps once per item of a list parameter (or field), or per character of a String one.
        case forEach(ForEachSpec, steps: [StepSpec])
        /// The device or the system (`"system": "home"`).
        case system(Located<SystemStep>)
        /// The steps, then the step's `until` asked; again, at most `max` times (`repeat`).
        case repeatUntil(steps: [StepSpec])
    }

    public enum SwipeDirection: String, Sendable, CaseIterable {
        case up, down, left, right
    }

    public var kind: Kind
    /// Nil for typing into whatever has focus, `do` and `forEach`.
    public var element: ElementReference?
    public var location: SourceLocation
    /// What the step waits for before it acts (`"ready"`), overriding the element's and the default.
    public var ready: Located<Readiness>? = nil
    /// The waiting time for that (a `waitFor` step keeps its own in its kind).
    public var wait: Located<String>? = nil
    /// `if` / `unless`: the step runs only when each condition holds (none holds).
    public var conditions: [ConditionSpec] = []
    /// `at`: a tap, double tap or press at a point of the element, not its centre.
    public var offset: OffsetSpec? = nil
    /// `until`: a swipe (or `repeat`'s steps) repeated until the condition holds, at most
    /// `maxSwipes` times.
    public var until: ConditionSpec? = nil
    public var maxSwipes: Located<Int>? = nil
    /// `reveal`: swipe a container until the step's element is hittable, before the step.
    public var reveal: RevealSpec? = nil
    /// `taps`, `touches`: a tap of several taps or fingers (`tap(withNumberOfTaps:numberOfTouches:)`).
    public var tapCount: (taps: Int, touches: Int)? = nil
    /// `velocity` on a swipe: how fast it moves (`swipeUp(velocity:)`).
    public var velocity: Located<SwipeVelocitySpec>? = nil
    /// `"optional": true` on a `waitFor`: wait at most that long, then go on either way.
    public var goesOn: Located<Bool>? = nil

    public var verb: String {
        switch kind {
        case .tap: "tap"
        case .doubleTap: "doubleTap"
        case .press: "press"
        case .typeText: "typeText"
        case .clearText: "clearText"
        case .paste: "paste"
        case .swipe: "swipe"
        case .adjustSlider, .adjustPicker: "adjust"
        case .waitFor: "waitFor"
        case .typeKey: "typeKey"
        case .perform: "do"
        case .forEach: "forEach"
        case .system: "system"
        case .repeatUntil: "repeat"
        }
    }
}

/// A use of an element by name, with arguments for its parameters.
public struct ElementReference: Sendable {
    public var name: Located<String>
    public var arguments: [ArgumentSpec]
}

public struct ArgumentSpec: Sendable {
    public var name: Located<String>
    public var value: ArgumentValue
}

/// A literal written in the spec, `"$name"` passing on a parameter of the enclosing action,
/// check or getter, or a string with parameters in it (`"Order #$number"`, `"$user.login"`).
public enum ArgumentValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case parameter(Located<String>)
    case template(Template)
}

/// A number written literally or passed in as `"$param"`.
public enum NumberValue: Sendable, Equatable {
    case literal(Double)
    case parameter(Located<String>)
}
