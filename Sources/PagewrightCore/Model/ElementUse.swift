extension Resolved {
    /// A use of an element by a step, check, getter or anchor, with a value for each of the
    /// element's parameters that is given (by `args`, or by a parameter of the same name on the
    /// member using it); parameters left out take their defaults.
    public struct ElementUse: Sendable, Hashable {
        public enum Target: Sendable, Hashable {
            case element(ElementRef)
            /// An element a trait requires; each adopting screen supplies it.
            case required(String)
        }

        public var target: Target
        /// Whether the element takes parameters (it is then used as a call, even with none given).
        public var hasParameters: Bool
        public var arguments: [Argument]
        /// A collection (`all`): used as one element, its first match.
        public var isCollection: Bool
        /// The screen that owns the element, when a member of another page names it
        /// (`"Preview.backButton"`): generated code reaches it through that screen's type.
        public var owner: PageRef? = nil

        /// The element, unless an adopter supplies it.
        public var elementRef: ElementRef? {
            if case .element(let ref) = target { return ref }
            return nil
        }

        /// The element's name in the spec.
        public var name: String {
            switch target {
            case .element(let ref): ref.name
            case .required(let name): name
            }
        }
    }

    /// A value for a parameter: its name, and a literal or a parameter of the member or flow.
    public struct Argument: Sendable, Hashable {
        public var parameter: String
        public var value: Value
        /// The label the call writes (an element's parameters: their name unless the spec says).
        public var label: Label = .automatic
    }

    public enum Value: Sendable, Hashable {
        case literal(Literal)
        case parameter(String)
        /// A string with parameters in it (`"Order #$number"`), or one parameter's field read as
        /// it is (`"$user.login"`, a sole part: its own type).
        case text(Text)
    }

    /// A literal already in the parameter's type (an integer given for a Double is a Double).
    public indirect enum Literal: Sendable, Hashable {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case null
        /// A case of a declared enum, by the case's spec name.
        case enumCase(String)
        case list([Literal])
        /// A value of a declared record (an example's `{ "login": "ada", "age": 36 }`): every
        /// field in its declared order, a field left out by its default (or nil).
        case record(String, [RecordField])
    }

    public struct RecordField: Sendable, Hashable {
        public var name: String
        public var value: Literal
    }

    /// A number written literally or passed in as a parameter.
    public enum Number: Sendable, Equatable {
        case literal(Double)
        case parameter(String)
        /// An `Int` parameter where XCUITest takes a floating-point value: converted in the call.
        case wholeParameter(String)
    }
}
