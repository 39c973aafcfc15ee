extension Resolved {
    /// An assertion about a screen.
    public struct Check: Sendable {
        public var name: Located<String>
        public var owner: PageRef
        public var summary: String?
        public var parameters: [Parameter]
        public var assertion: Assertion
    }

    public enum Assertion: Sendable {
        /// `equals` or `contains`, as the spec says.
        public typealias Comparison = PagewrightCore.Assertion.Comparison

        public enum Count: Sendable {
            case literal(Int)
            case parameter(String)
        }

        /// The element exists, waiting for it within `wait`.
        case exists(ElementUse, wait: String)
        /// The element does not exist, waiting for it to go within `wait`.
        case notExists(ElementUse, wait: String)
        case text(TextAttribute, ElementUse, Comparison, Text)
        case count(ElementUse, equals: Count)
        case isEnabled(ElementUse, expected: Bool)
        case isSelected(ElementUse, expected: Bool)

        public var element: ElementUse {
            switch self {
            case .exists(let use, _), .notExists(let use, _), .text(_, let use, _, _), .count(let use, _),
                 .isEnabled(let use, _), .isSelected(let use, _):
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
    }

    public enum Reading: Sendable {
        case text(TextAttribute, ElementUse)
        case exists(ElementUse)
        case count(ElementUse)
        case isEnabled(ElementUse)
        case isSelected(ElementUse)
    }
}
