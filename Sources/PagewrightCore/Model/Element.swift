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
        /// What steps on it wait for, where the spec says (`ready`).
        public var readiness: Readiness?
        /// How the element is found on some devices instead, in the order they apply.
        public var variants: [ElementVariant] = []

        public var name: String { ref.name }
    }

    /// A parameter of an element, action, check, getter or flow (or a field of a record type).
    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var type: ValueType
        /// Optional parameters default to nil and may be left out.
        public var isOptional: Bool
        public var location: SourceLocation
        /// The value used when a caller gives none (`offset: Int = 0`).
        public var defaultValue: Literal? = nil
        /// The argument label generated signatures give it.
        public var label: Label = .automatic
        /// The value the generated tour passes, unless an action's example gives another.
        public var example: Literal? = nil

        /// Whether a caller may leave it out.
        public var mayBeOmitted: Bool { isOptional || defaultValue != nil }
    }

    /// An argument label: the usual rule (the parameter's name; for a member's first parameter,
    /// none when the member's name ends with it), none (`"_"`), or the spec's.
    public enum Label: Sendable, Hashable {
        case automatic
        case none
        case named(String)
    }

    /// The type of a parameter's value.
    public indirect enum ValueType: Sendable, Hashable {
        case string, int, uint, double, bool
        case list(ValueType)
        /// A declared enum: its raw value is what the app shows.
        case enumeration(String)
        /// A declared record whose fields templates read (`$user.login`).
        case record(String)

        /// Whether a value of it can stand in a string (interpolated, compared with attributes).
        public var isScalar: Bool {
            switch self {
            case .list, .record: false
            default: true
            }
        }
    }

    public enum RawValue: Sendable {
        /// A constant of the page whose value is the identifier, label or predicate.
        case constant(String)
        /// The identifier, label or predicate, with parameters filled in.
        case text(Text)
        /// Found by type alone: the type's name.
        case elementType
        /// What the spec's `rawValue` says the element is (found by type alone or by label).
        case described(String)
    }

    /// A string in which parameters are filled in: `"Filter.$group"`.
    public struct Text: Sendable, Equatable, Hashable {
        public enum Part: Sendable, Equatable, Hashable {
            case literal(String)
            /// A parameter (or loop variable), through the fields of `path` (`user.login`); `type`
            /// is the type of what is read.
            case parameter(String, path: [String], type: ValueType, transforms: [TextTransform] = [])
            /// The app's localised string for a key: its text in the language the app runs in.
            case localized(LocalizedText, transforms: [TextTransform] = [])
        }

        public var parts: [Part]

        /// The localised texts it holds, each looked up in the launch language when used.
        public var localizedTexts: [LocalizedText] {
            parts.compactMap { part in
                if case .localized(let text, _) = part { return text }
                return nil
            }
        }

        /// The string, when it has no parameters.
        public var literal: String? {
            if parts.isEmpty { return "" }
            if parts.count == 1, case .literal(let text) = parts[0] { return text }
            return nil
        }

        /// The parameter (through its fields), when the whole string is one.
        public var soleParameter: (name: String, path: [String], type: ValueType)? {
            if parts.count == 1, case .parameter(let name, let path, let type, let transforms) = parts[0], transforms.isEmpty { return (name, path, type) }
            return nil
        }

        /// The parameters used, in order of first use.
        public var parameters: [String] {
            var seen: [String] = []
            for case .parameter(let name, _, _, _) in parts where !seen.contains(name) { seen.append(name) }
            return seen
        }
    }
}

extension Resolved {
    /// An element found otherwise on some devices: its locator and what `rawValue` says there.
    public struct ElementVariant: Sendable {
        public var condition: DeviceCondition
        public var locator: Locator
        public var rawValue: RawValue
    }

    /// Steps an action takes instead on some devices.
    public struct ActionVariant: Sendable {
        public var condition: DeviceCondition
        public var steps: [Step]
    }
}
