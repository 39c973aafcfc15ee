extension Resolved {
    /// An assertion about a screen.
    public struct Check: Sendable {
        /// The fields, in one box its copies share (one retain a copy, not one per field): the
        /// renderers copy each check several times. Copied on write and read in place, as
        /// `Element`'s.
        private final class Storage: @unchecked Sendable {
            @exclusivity(unchecked) var name: Located<String>
            @exclusivity(unchecked) var owner: PageRef
            @exclusivity(unchecked) var summary: String?
            @exclusivity(unchecked) var parameters: [Parameter]
            @exclusivity(unchecked) var assertions: [Assertion]
            @exclusivity(unchecked) var forEach: ForEach?
            @exclusivity(unchecked) var wait: String
            @exclusivity(unchecked) var message: Text?
            @exclusivity(unchecked) var reveal: Reveal?
            @exclusivity(unchecked) var throughout = false
            @exclusivity(unchecked) var settle: Double? = nil

            init(name: Located<String>, owner: PageRef, summary: String?, parameters: [Parameter], assertions: [Assertion], forEach: ForEach?, wait: String, message: Text?, reveal: Reveal?) {
                self.name = name
                self.owner = owner
                self.summary = summary
                self.parameters = parameters
                self.assertions = assertions
                self.forEach = forEach
                self.wait = wait
                self.message = message
                self.reveal = reveal
            }

            func copy() -> Storage {
                let copy = Storage(name: name, owner: owner, summary: summary, parameters: parameters, assertions: assertions, forEach: forEach, wait: wait, message: message, reveal: reveal)
                copy.throughout = throughout
                copy.settle = settle
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
        /// One for a single-form check; the items of `assert` otherwise, in order.
        public var assertions: [Assertion] {
            _read { yield storage.assertions }
            set { makeUnique(); storage.assertions = newValue }
            _modify { makeUnique(); yield &storage.assertions }
        }
        /// The assertions are made once per item of a list.
        public var forEach: ForEach? {
            _read { yield storage.forEach }
            set { makeUnique(); storage.forEach = newValue }
            _modify { makeUnique(); yield &storage.forEach }
        }
        /// How long each assertion polls before it fails.
        public var wait: String {
            _read { yield storage.wait }
            set { makeUnique(); storage.wait = newValue }
            _modify { makeUnique(); yield &storage.wait }
        }
        /// The team's words for a failure (`"message"`), put before what failed.
        public var message: Text? {
            _read { yield storage.message }
            set { makeUnique(); storage.message = newValue }
            _modify { makeUnique(); yield &storage.message }
        }
        /// Swipes that bring each assertion's element into view before it is asked (`reveal`);
        /// an assertion that the element is gone, or of a count, is asked as it is.
        public var reveal: Reveal? {
            _read { yield storage.reveal }
            set { makeUnique(); storage.reveal = newValue }
            _modify { makeUnique(); yield &storage.reveal }
        }

        /// `throughout`: each assertion holds at every look for the whole wait ("stays absent").
        public var throughout: Bool {
            _read { yield storage.throughout }
            set { makeUnique(); storage.throughout = newValue }
            _modify { makeUnique(); yield &storage.throughout }
        }
        /// `settle`: the seconds what each assertion reads must stay the same before it is judged.
        public var settle: Double? {
            _read { yield storage.settle }
            set { makeUnique(); storage.settle = newValue }
            _modify { makeUnique(); yield &storage.settle }
        }

        public init(name: Located<String>, owner: PageRef, summary: String?, parameters: [Parameter], assertions: [Assertion], forEach: ForEach?, wait: String, message: Text? = nil, reveal: Reveal? = nil) {
            storage = Storage(name: name, owner: owner, summary: summary, parameters: parameters, assertions: assertions, forEach: forEach, wait: wait, message: message, reveal: reveal)
        }

        /// Whether `throughout` or `settle` changes how its assertions wait.
        public var isTimed: Bool { throughout || settle != nil }

        /// The first (for a single-form check, the only) assertion.
        public var assertion: Assertion { assertions[0] }
    }

    /// `for name in names`: a loop variable bound to each item of a list parameter or field.
    public struct ForEach: Sendable {
        public var variable: String
        public var list: String
        /// Fields of `list` read to reach the list (`order.items`).
        public var path: [String]
        public var itemType: ValueType
    }

    public enum Assertion: Sendable {
        /// `equals` or `contains`, as the spec says.
        public typealias Comparison = PagewrightCore.Assertion.Comparison

        public enum Count: Sendable {
            case literal(Int)
            case parameter(String)
            /// A `UInt` parameter, compared as an `Int`.
            case unsignedParameter(String)
        }

        /// The element exists, waiting for it within `wait`.
        case exists(ElementUse, wait: String)
        /// The element does not exist, waiting for it to go within `wait`.
        case notExists(ElementUse, wait: String)
        case text(TextAttribute, ElementUse, Comparison, Text)
        case count(ElementUse, equals: Count)
        case countAtLeast(ElementUse, Count)
        case isEnabled(ElementUse, expected: Bool)
        case isSelected(ElementUse, expected: Bool)
        case isHittable(ElementUse, expected: Bool)

        /// A check's `reveal` swipes nothing for it: an element that should be gone or out of
        /// reach, or a count.
        public var revealsNothing: Bool {
            switch self {
            case .notExists, .count, .countAtLeast, .isHittable(_, expected: false): true
            default: false
            }
        }

        public var element: ElementUse {
            switch self {
            case .exists(let use, _), .notExists(let use, _), .text(_, let use, _, _), .count(let use, _), .countAtLeast(let use, _),
                 .isEnabled(let use, _), .isSelected(let use, _), .isHittable(let use, _):
                use
            }
        }
    }

    /// A read of what the user can see, without asserting.
    public struct Getter: Sendable {
        public var name: Located<String>
        public var owner: PageRef
        public var summary: String?
        public var parameters: [Parameter]
        public var reading: Reading
        /// With a wait, the getter first waits for its element to exist; without, it reads at once.
        public var wait: String?
        /// An index getter that fails at the test's line when its element is none of the matches
        /// within its wait (the project's default without one), and so gives a `UInt`.
        public var required = false
    }

    public enum Reading: Sendable {
        case text(TextAttribute, ElementUse)
        /// Whether the text equals or contains another.
        case matches(TextAttribute, ElementUse, Assertion.Comparison, Text)
        case exists(ElementUse)
        case count(ElementUse)
        case isEnabled(ElementUse)
        case isSelected(ElementUse)
        case isHittable(ElementUse)
        /// The element's position among the matches of a collection (`among`), nil when it is none of them.
        case index(ElementUse, among: ElementUse)

        public var element: ElementUse {
            switch self {
            case .text(_, let use), .matches(_, let use, _, _), .exists(let use), .count(let use), .isEnabled(let use), .isSelected(let use),
                 .isHittable(let use), .index(let use, _): use
            }
        }
    }
}

extension Resolved.Check: CustomReflectable {
    /// Its fields, as a struct of them would show them (not its box): the review compares
    /// members by their descriptions.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "name": name as Any,
            "owner": owner as Any,
            "summary": summary as Any,
            "parameters": parameters as Any,
            "assertions": assertions as Any,
            "forEach": forEach as Any,
            "wait": wait as Any,
            "message": message as Any,
            "reveal": reveal as Any,
            "throughout": throughout as Any,
            "settle": settle as Any,
        ], displayStyle: .struct)
    }
}
