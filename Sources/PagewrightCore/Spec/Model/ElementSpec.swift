/// How to find one element (or, with `all`, a collection of them).
public struct ElementSpec: Sendable {
    public enum Locator: Sendable {
        /// By accessibility identifier.
        case identifier(Template)
        case label(Template)
        /// By label, the label being the app's localised string for a key of its string tables
        /// (`"label": { "localized": "general.save" }`).
        case localizedLabel(LocalizedKey)
        /// An NSPredicate format string; `$name` placeholders become arguments.
        case predicate(Template)
        /// By element type alone.
        case typeOnly

        /// The spec key it was written with (`id`, `label`, `predicate`).
        public var key: String {
            switch self {
            case .identifier: "id"
            case .label, .localizedLabel: "label"
            case .predicate: "predicate"
            case .typeOnly: "type"
            }
        }

        /// The text template it is written with; nil for a localised label (a key, not a text)
        /// and for the type alone.
        public var template: Template? {
            switch self {
            case .identifier(let template), .label(let template), .predicate(let template): template
            case .localizedLabel, .typeOnly: nil
            }
        }
    }

    /// A key of the app's string tables, and optionally which table (`"table": "Settings"`) when
    /// the settings name several.
    public struct LocalizedKey: Sendable, Equatable {
        public var key: Located<String>
        public var table: Located<String>?
        /// Where the `{ "localized": … }` object was written.
        public var location: SourceLocation
        /// Written inside a string, `${localized:key}`, not as an object.
        public var isInString = false
    }

    /// A descendant the element must (or, for `notContaining`, must not) have: by type and
    /// identifier (`containing(_:identifier:)`), by label, or by a predicate.
    public struct Containing: Sendable {
        public enum Matching: Sendable {
            /// `containing(_:identifier:)`: any identifying attribute equals it; nil for any.
            case identifier(String?)
            case label(Template)
            case predicate(Template)
        }

        /// Nil for any type.
        public var type: Located<String>?
        public var matching: Matching
        public var location: SourceLocation

        /// The templates whose `$parameters` the element must declare.
        public var templates: [Template] {
            switch matching {
            case .identifier: []
            case .label(let template), .predicate(let template): [template]
            }
        }
    }

    /// How `in` searches its container: inside the (first) element it names, or inside every
    /// element a query names (`inAny`).
    public enum ContainerKind: Sendable {
        case first, every
    }

    public var location: SourceLocation { name.location }

    /// An element's fields, in one box its copies share: elements are copied into tables and
    /// between stages, and copying the box is one retain, not one per field. Copied on write: it
    /// is mutated only through a box no other value shares.
    /// Its fields skip the runtime's exclusivity check (about 5 % of a run): every access goes
    /// through the owning struct, whose accesses Swift checks when compiling, and a box is
    /// written only when no other value holds it.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var name: Located<String>
        @exclusivity(unchecked) var type: Located<String>
        @exclusivity(unchecked) var locator: Locator
        @exclusivity(unchecked) var params: [ParamSpec]
        @exclusivity(unchecked) var container: Located<String>?
        @exclusivity(unchecked) var containerKind: ContainerKind = .first
        @exclusivity(unchecked) var index: Located<Int>?
        @exclusivity(unchecked) var containing: [Containing] = []
        @exclusivity(unchecked) var notContaining: [Containing] = []
        @exclusivity(unchecked) var direct: Bool = false
        @exclusivity(unchecked) var rawValue: Located<String>?
        @exclusivity(unchecked) var all: Bool
        @exclusivity(unchecked) var summary: String?
        @exclusivity(unchecked) var ready: Located<Readiness>? = nil
        @exclusivity(unchecked) var unique: Located<Bool>? = nil
        @exclusivity(unchecked) var variants: [ElementVariantSpec] = []
        @exclusivity(unchecked) var classLevel: Located<Bool>? = nil

        init(name: Located<String>, type: Located<String>, locator: Locator, params: [ParamSpec], container: Located<String>?, containerKind: ContainerKind = .first, index: Located<Int>?, containing: [Containing] = [], notContaining: [Containing] = [], direct: Bool = false, rawValue: Located<String>?, all: Bool, summary: String?, ready: Located<Readiness>? = nil, unique: Located<Bool>? = nil, variants: [ElementVariantSpec] = []) {
            self.name = name
            self.type = type
            self.locator = locator
            self.params = params
            self.container = container
            self.containerKind = containerKind
            self.index = index
            self.containing = containing
            self.notContaining = notContaining
            self.direct = direct
            self.rawValue = rawValue
            self.all = all
            self.summary = summary
            self.ready = ready
            self.unique = unique
            self.variants = variants
        }

        func copy() -> Storage {
            let copy = Storage(name: name, type: type, locator: locator, params: params, container: container, containerKind: containerKind, index: index, containing: containing, notContaining: notContaining, direct: direct, rawValue: rawValue, all: all, summary: summary, ready: ready, unique: unique, variants: variants)
            copy.classLevel = classLevel
            return copy
        }
    }

    private var storage: Storage

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public var name: Located<String> {
        get { storage.name }
        set { makeUnique(); storage.name = newValue }
        _modify { makeUnique(); yield &storage.name }
    }
    /// An `XCUIElement.ElementType` spelling such as `button` or `staticText`.
    public var type: Located<String> {
        get { storage.type }
        set { makeUnique(); storage.type = newValue }
        _modify { makeUnique(); yield &storage.type }
    }
    public var locator: Locator {
        get { storage.locator }
        set { makeUnique(); storage.locator = newValue }
        _modify { makeUnique(); yield &storage.locator }
    }
    public var params: [ParamSpec] {
        get { storage.params }
        set { makeUnique(); storage.params = newValue }
        _modify { makeUnique(); yield &storage.params }
    }
    /// Another element of the same screen to search in (context scoping): `in`, or `inAny`.
    public var container: Located<String>? {
        get { storage.container }
        set { makeUnique(); storage.container = newValue }
        _modify { makeUnique(); yield &storage.container }
    }
    public var containerKind: ContainerKind {
        get { storage.containerKind }
        set { makeUnique(); storage.containerKind = newValue }
        _modify { makeUnique(); yield &storage.containerKind }
    }
    /// The n-th match.
    public var index: Located<Int>? {
        get { storage.index }
        set { makeUnique(); storage.index = newValue }
        _modify { makeUnique(); yield &storage.index }
    }
    /// Descendants every match must have (all of them).
    public var containing: [Containing] {
        get { storage.containing }
        set { makeUnique(); storage.containing = newValue }
        _modify { makeUnique(); yield &storage.containing }
    }
    /// Descendants no match may have.
    public var notContaining: [Containing] {
        get { storage.notContaining }
        set { makeUnique(); storage.notContaining = newValue }
        _modify { makeUnique(); yield &storage.notContaining }
    }
    /// Direct children of the scope (`children(matching:)`) rather than all descendants.
    public var direct: Bool {
        get { storage.direct }
        set { makeUnique(); storage.direct = newValue }
        _modify { makeUnique(); yield &storage.direct }
    }
    /// What `rawValue` says the element is, for one found by type alone or by label.
    public var rawValue: Located<String>? {
        get { storage.rawValue }
        set { makeUnique(); storage.rawValue = newValue }
        _modify { makeUnique(); yield &storage.rawValue }
    }
    /// A query for a collection rather than one element.
    public var all: Bool {
        get { storage.all }
        set { makeUnique(); storage.all = newValue }
        _modify { makeUnique(); yield &storage.all }
    }
    public var summary: String? {
        get { storage.summary }
        set { makeUnique(); storage.summary = newValue }
        _modify { makeUnique(); yield &storage.summary }
    }
    /// What steps on it wait for (`"ready"`), overriding the default for the kind of step.
    public var ready: Located<Readiness>? {
        get { storage.ready }
        set { makeUnique(); storage.ready = newValue }
        _modify { makeUnique(); yield &storage.ready }
    }
    /// `query.element` semantics: several matches are a failure, not the first one taken.
    /// `"classLevel": true`: the page object's class has it too (`class var uniqueElement`), on
    /// the app its screen belongs to, as the Page Object Model article's pages read theirs.
    public var classLevel: Located<Bool>? {
        get { storage.classLevel }
        set { makeUnique(); storage.classLevel = newValue }
        _modify { makeUnique(); yield &storage.classLevel }
    }
    public var unique: Located<Bool>? {
        get { storage.unique }
        set { makeUnique(); storage.unique = newValue }
        _modify { makeUnique(); yield &storage.unique }
    }
    /// How the element is found on some devices instead (`idiom`, `orientation`), in the order
    /// they apply: idiom variants first.
    public var variants: [ElementVariantSpec] {
        get { storage.variants }
        set { makeUnique(); storage.variants = newValue }
        _modify { makeUnique(); yield &storage.variants }
    }

    public init(name: Located<String>, type: Located<String>, locator: Locator, params: [ParamSpec], container: Located<String>? = nil, containerKind: ContainerKind = .first, index: Located<Int>? = nil, containing: [Containing] = [], notContaining: [Containing] = [], direct: Bool = false, rawValue: Located<String>? = nil, all: Bool, summary: String? = nil, ready: Located<Readiness>? = nil, unique: Located<Bool>? = nil, variants: [ElementVariantSpec] = []) {
        storage = Storage(name: name, type: type, locator: locator, params: params, container: container, containerKind: containerKind, index: index, containing: containing, notContaining: notContaining, direct: direct, rawValue: rawValue, all: all, summary: summary, ready: ready, unique: unique, variants: variants)
    }
}


/// A parameter of an element, action, check, getter or flow (or a field of a record type).
public struct ParamSpec: Sendable {
    /// What a matching parameter's value is compared with, when it is not a `$placeholder`.
    public enum Match: String, Sendable, CaseIterable {
        case identifier, label, value, placeholderValue, title, index
    }

    public var name: Located<String>
    public var type: Located<TypeReference>
    public var optional: Bool
    public var match: [Located<Match>]
    /// A literal of the parameter's type (an enum case by name) used when the caller gives none.
    public var defaultValue: JSONNode?
    /// The argument label in generated signatures (`"_"` for none); nil for the usual rule.
    public var label: Located<String>?
    /// A literal of the parameter's type the generated tour passes (`"example"`, actions only).
    public var example: JSONNode? = nil

    public init(name: Located<String>, type: Located<TypeReference>, optional: Bool, match: [Located<Match>],
                defaultValue: JSONNode? = nil, label: Located<String>? = nil) {
        self.name = name
        self.type = type
        self.optional = optional
        self.match = match
        self.defaultValue = defaultValue
        self.label = label
    }

    /// Not written in the spec: it stands for a `$name` an element uses without declaring it (an
    /// error, reported once at the placeholder), so that the element's uses, which would be right
    /// once it is declared, are not reported again. Optional and of no known type, so it asks
    /// nothing of them. Only the validator sees one: a project that has one has an error.
    public var isStandIn = false

    /// A stand-in for the undeclared `$name` at `location`.
    static func standIn(_ name: String, at location: SourceLocation) -> ParamSpec {
        var param = ParamSpec(name: Located(name, at: location), type: Located(.named(""), at: location), optional: true, match: [])
        param.isStandIn = true
        return param
    }

    /// Whether a caller may leave it out: it is optional or has a default.
    public var mayBeOmitted: Bool { optional || (defaultValue.map { if case .null = $0.value { false } else { true } } ?? false) }
}

/// A string from a spec in which `$name` stands for a parameter and `$$` for a dollar sign.
public struct Template: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case literal(String)
        /// `$name`, with the `.field` names written right after it (`$user.login` → `user`,
        /// `["login"]`). Whether those are fields of a record or literal text depends on the
        /// parameter's type, so they are kept here and decided once types are known.
        case parameter(String, fields: [String] = [], transforms: [String] = [])
        /// The app's localised string for a key (`{ "localized": "Settings" }` as an argument or
        /// an expected text): its text in the language the app was launched in.
        /// In a string, `${localized:Lock The App|underscored}`, with transforms.
        case localized(ElementSpec.LocalizedKey, transforms: [String] = [])

        /// The scalars the part takes in the spec's string (`${title|underscored}` is 20).
        var sourceWidth: Int {
            switch self {
            case .literal(let text): text.unicodeScalars.count
            case .localized(let key, let transforms):
                // An object has no width in a string; `${localized:key|t}` has its own.
                !key.isInString ? 0 : 3 + "localized:".count + key.key.value.unicodeScalars.count + transforms.reduce(0) { $0 + 1 + $1.unicodeScalars.count }
            case .parameter(let name, let fields, let transforms):
                (transforms.isEmpty ? 1 : 3) + name.unicodeScalars.count + (fields + transforms).reduce(0) { $0 + 1 + $1.unicodeScalars.count }
            }
        }
    }

    public var parts: [Part]
    public var location: SourceLocation

    /// The parameters referenced, in order of first use.
    public var parameters: [String] {
        var seen: [String] = []
        for case .parameter(let name, _, _) in parts where !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// The string with no placeholders, if it has none.
    public var literal: String? {
        if parts.isEmpty { return "" }
        if parts.count == 1, case .literal(let text) = parts[0] { return text }
        return nil
    }

    /// The parameter name if the whole string is one placeholder (`"$login"`).
    public var soleParameter: String? {
        if parts.count == 1, case .parameter(let name, let fields, let transforms) = parts[0], fields.isEmpty, transforms.isEmpty { return name }
        return nil
    }

    /// The parameter and fields if the whole string is one placeholder (`"$user.login"`).
    public var soleReference: (name: String, fields: [String])? {
        if parts.count == 1, case .parameter(let name, let fields, let transforms) = parts[0], transforms.isEmpty { return (name, fields) }
        return nil
    }
}
