extension Resolved {
    /// An element: the case of its page's locator enum, its parameters and how it is found.
    public struct Element: Sendable {
        public var ref: ElementRef
        public var location: SourceLocation
        public var summary: String?
        /// An `XCUIElement.ElementType` case name (`button`, `staticText`).
        public var type: String
        /// Its containers' parameters, outermost first, then its own.
        public var parameters: [Parameter]
        public var locator: Locator
        /// What `rawValue` says the element is found by.
        public var rawValue: RawValue
        /// A query for a collection rather than one element (`all`).
        public var isCollection: Bool

        public var name: String { ref.name }
    }

    /// A parameter of an element, action, check, getter or flow.
    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var type: ValueType
        /// Optional parameters default to nil and may be left out.
        public var isOptional: Bool
        public var location: SourceLocation
    }

    /// The type of a parameter's value.
    public enum ValueType: String, Sendable, Equatable {
        case string, int, double, bool
    }

    public enum RawValue: Sendable {
        /// A constant of the page whose value is the identifier, label or predicate.
        case constant(String)
        /// The identifier, label or predicate, with parameters filled in.
        case text(Text)
        /// Found by type alone: the type's name.
        case elementType
    }

    /// A string in which parameters are filled in: `"Filter.$group"`.
    public struct Text: Sendable, Equatable, Hashable {
        public enum Part: Sendable, Equatable, Hashable {
            case literal(String)
            case parameter(String, type: ValueType)
        }

        public var parts: [Part]

        /// The string, when it has no parameters.
        public var literal: String? {
            if parts.isEmpty { return "" }
            if parts.count == 1, case .literal(let text) = parts[0] { return text }
            return nil
        }

        /// The parameter, when the whole string is one.
        public var soleParameter: (name: String, type: ValueType)? {
            if parts.count == 1, case .parameter(let name, let type) = parts[0] { return (name, type) }
            return nil
        }

        /// The parameters used, in order of first use.
        public var parameters: [String] {
            var seen: [String] = []
            for case .parameter(let name, _) in parts where !seen.contains(name) { seen.append(name) }
            return seen
        }
    }
}
