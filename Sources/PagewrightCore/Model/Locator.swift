extension Resolved {
    /// How an element is found, structured: where the search starts, which elements of which
    /// type it looks at, how they are matched and narrowed, and which one is taken.
    public struct Locator: Sendable {
        public enum Scope: Sendable {
            /// The context the caller gives: the application or another app.
            case context
            /// Inside another element, which gets every parameter it needs passed on by name.
            case container(ElementRef, forwarding: [String])
        }

        public enum Matching: Sendable {
            case none
            case identifier(Text)
            case label(Text)
            /// An NSPredicate format; parameters become `%@` arguments.
            case predicate(Text)
        }

        /// A descendant every match must have.
        public struct Containing: Sendable {
            public var type: String
            public var identifier: String?
        }

        /// A parameter compared with attributes of each match (`label == %@ OR value == %@`).
        public struct Filter: Sendable {
            public var parameter: String
            public var type: ValueType
            public var attributes: [ParamSpec.Match]
            /// An optional parameter filters only when given.
            public var isOptional: Bool
        }

        /// Which match is the element.
        public enum Pick: Sendable, Equatable {
            case first
            case index(Int)
            /// The n-th match, n a parameter; an optional one falls back to the first match.
            case indexParameter(String, isOptional: Bool)
            /// The whole query; used as one element, its first match.
            case all
        }

        public var scope: Scope
        /// The element type searched for; `any` searches every type.
        public var elementType: String
        public var matching: Matching
        public var containing: Containing?
        public var filters: [Filter]
        public var pick: Pick
    }
}
