extension Resolved {
    /// An element: the case of its page's locator enum, its parameters and how it is found.
    public struct Element: Sendable {
        /// The fields, in one box its copies share: renderers look elements up and copy them many
        /// times per page, and copying the box is one retain, not one per field. Copied on write:
        /// it is mutated only through a box no other value shares.
        /// Its fields skip the runtime's exclusivity check (about 5 % of a run): every access goes
        /// through the owning struct, whose accesses Swift checks when compiling, and a box is
        /// written only when no other value holds it.
        private final class Storage: @unchecked Sendable {
            @exclusivity(unchecked) var ref: ElementRef
            @exclusivity(unchecked) var location: SourceLocation
            @exclusivity(unchecked) var summary: String?
            @exclusivity(unchecked) var type: String
            @exclusivity(unchecked) var parameters: [Parameter]
            @exclusivity(unchecked) var locator: Locator
            @exclusivity(unchecked) var rawValue: RawValue
            @exclusivity(unchecked) var isCollection: Bool
            @exclusivity(unchecked) var readiness: Readiness?
            @exclusivity(unchecked) var variants: [ElementVariant]

            init(ref: ElementRef, location: SourceLocation, summary: String?, type: String, parameters: [Parameter], locator: Locator, rawValue: RawValue, isCollection: Bool, readiness: Readiness?, variants: [ElementVariant]) {
                self.ref = ref
                self.location = location
                self.summary = summary
                self.type = type
                self.parameters = parameters
                self.locator = locator
                self.rawValue = rawValue
                self.isCollection = isCollection
                self.readiness = readiness
                self.variants = variants
            }

            func copy() -> Storage { Storage(ref: ref, location: location, summary: summary, type: type, parameters: parameters, locator: locator, rawValue: rawValue, isCollection: isCollection, readiness: readiness, variants: variants) }
        }

        private var storage: Storage

        // Fields are read in place (`_read`), not copied out: `element.locator.pick` copies the
        // pick alone, not the whole locator.

        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        }

        public var ref: ElementRef {
            _read { yield storage.ref }
            set { makeUnique(); storage.ref = newValue }
            _modify { makeUnique(); yield &storage.ref }
        }
        public var location: SourceLocation {
            _read { yield storage.location }
            set { makeUnique(); storage.location = newValue }
            _modify { makeUnique(); yield &storage.location }
        }
        public var summary: String? {
            _read { yield storage.summary }
            set { makeUnique(); storage.summary = newValue }
            _modify { makeUnique(); yield &storage.summary }
        }
        /// An `XCUIElement.ElementType` case name (`button`, `staticText`).
        public var type: String {
            _read { yield storage.type }
            set { makeUnique(); storage.type = newValue }
            _modify { makeUnique(); yield &storage.type }
        }
        /// Its containers' parameters, outermost first, then its own.
        public var parameters: [Parameter] {
            _read { yield storage.parameters }
            set { makeUnique(); storage.parameters = newValue }
            _modify { makeUnique(); yield &storage.parameters }
        }
        public var locator: Locator {
            _read { yield storage.locator }
            set { makeUnique(); storage.locator = newValue }
            _modify { makeUnique(); yield &storage.locator }
        }
        /// What `rawValue` says the element is found by.
        public var rawValue: RawValue {
            _read { yield storage.rawValue }
            set { makeUnique(); storage.rawValue = newValue }
            _modify { makeUnique(); yield &storage.rawValue }
        }
        /// A query for a collection rather than one element (`all`).
        public var isCollection: Bool {
            _read { yield storage.isCollection }
            set { makeUnique(); storage.isCollection = newValue }
            _modify { makeUnique(); yield &storage.isCollection }
        }
        /// What steps on it wait for, where the spec says (`ready`).
        public var readiness: Readiness? {
            _read { yield storage.readiness }
            set { makeUnique(); storage.readiness = newValue }
            _modify { makeUnique(); yield &storage.readiness }
        }
        /// How the element is found on some devices instead, in the order they apply.
        public var variants: [ElementVariant] {
            _read { yield storage.variants }
            set { makeUnique(); storage.variants = newValue }
            _modify { makeUnique(); yield &storage.variants }
        }

        public init(ref: ElementRef, location: SourceLocation, summary: String? = nil, type: String, parameters: [Parameter], locator: Locator, rawValue: RawValue, isCollection: Bool, readiness: Readiness? = nil, variants: [ElementVariant] = []) {
            storage = Storage(ref: ref, location: location, summary: summary, type: type, parameters: parameters, locator: locator, rawValue: rawValue, isCollection: isCollection, readiness: readiness, variants: variants)
        }

        public var name: String { ref.name }
    }

    /// A parameter of an element, action, check, getter or flow (or a field of a record type).
    public struct Parameter: Sendable, Equatable {
        /// The fields, in one box its copies share (one retain a copy, not one per field): the
        /// renderers copy each parameter every time they walk a member's or an element's list.
        /// Copied on write and read in place, as `Element`'s.
        private final class Storage: @unchecked Sendable {
            @exclusivity(unchecked) var name: String
            @exclusivity(unchecked) var type: ValueType
            @exclusivity(unchecked) var isOptional: Bool
            @exclusivity(unchecked) var location: SourceLocation
            @exclusivity(unchecked) var defaultValue: Literal?
            @exclusivity(unchecked) var label: Label
            @exclusivity(unchecked) var example: Literal?

            init(name: String, type: ValueType, isOptional: Bool, location: SourceLocation, defaultValue: Literal?, label: Label, example: Literal?) {
                self.name = name
                self.type = type
                self.isOptional = isOptional
                self.location = location
                self.defaultValue = defaultValue
                self.label = label
                self.example = example
            }

            func copy() -> Storage {
                Storage(name: name, type: type, isOptional: isOptional, location: location, defaultValue: defaultValue, label: label, example: example)
            }
        }

        private var storage: Storage

        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        }

        public var name: String {
            _read { yield storage.name }
            set { makeUnique(); storage.name = newValue }
            _modify { makeUnique(); yield &storage.name }
        }
        public var type: ValueType {
            _read { yield storage.type }
            set { makeUnique(); storage.type = newValue }
            _modify { makeUnique(); yield &storage.type }
        }
        /// Optional parameters default to nil and may be left out.
        public var isOptional: Bool {
            _read { yield storage.isOptional }
            set { makeUnique(); storage.isOptional = newValue }
            _modify { makeUnique(); yield &storage.isOptional }
        }
        public var location: SourceLocation {
            _read { yield storage.location }
            set { makeUnique(); storage.location = newValue }
            _modify { makeUnique(); yield &storage.location }
        }
        /// The value used when a caller gives none (`offset: Int = 0`).
        public var defaultValue: Literal? {
            _read { yield storage.defaultValue }
            set { makeUnique(); storage.defaultValue = newValue }
            _modify { makeUnique(); yield &storage.defaultValue }
        }
        /// The argument label generated signatures give it.
        public var label: Label {
            _read { yield storage.label }
            set { makeUnique(); storage.label = newValue }
            _modify { makeUnique(); yield &storage.label }
        }
        /// The value the generated tour passes, unless an action's example gives another.
        public var example: Literal? {
            _read { yield storage.example }
            set { makeUnique(); storage.example = newValue }
            _modify { makeUnique(); yield &storage.example }
        }

        public init(name: String, type: ValueType, isOptional: Bool, location: SourceLocation, defaultValue: Literal? = nil, label: Label = .automatic, example: Literal? = nil) {
            storage = Storage(name: name, type: type, isOptional: isOptional, location: location, defaultValue: defaultValue, label: label, example: example)
        }

        /// Whether a caller may leave it out.
        public var mayBeOmitted: Bool { isOptional || defaultValue != nil }

        /// Equal fields, as a struct of them would be compared.
        public static func == (lhs: Parameter, rhs: Parameter) -> Bool {
            lhs.name == rhs.name && lhs.type == rhs.type && lhs.isOptional == rhs.isOptional && lhs.location == rhs.location
                && lhs.defaultValue == rhs.defaultValue && lhs.label == rhs.label && lhs.example == rhs.example
        }
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

extension Resolved.Parameter: CustomReflectable {
    /// Its fields, as a struct of them would show them (not its box): the review compares
    /// members by their descriptions.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "name": name as Any,
            "type": type as Any,
            "isOptional": isOptional as Any,
            "location": location as Any,
            "defaultValue": defaultValue as Any,
            "label": label as Any,
            "example": example as Any,
        ], displayStyle: .struct)
    }
}
