/// A screen or a trait file. Both hold elements, actions, checks, getters and constants; the
/// fields that make sense for only one kind are nil or empty for the other.
public struct PageSpec: Sendable {
    public enum Kind: String, Sendable {
        case screen, trait
    }

    public func element(named name: String) -> ElementSpec? { elements.first { $0.name.value == name } }
    public func action(named name: String) -> ActionSpec? { actions.first { $0.name.value == name } }

    /// A page's fields, in one box its copies share: a page passes through every stage and many
    /// tables, and copying the box is one retain, not one per field. Copied on write: it is mutated only through a box no other value shares.
    /// Its fields skip the runtime's exclusivity check (about 5 % of a run): every access goes
    /// through the owning struct, whose accesses Swift checks when compiling, and a box is
    /// written only when no other value holds it.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var kind: Kind
        @exclusivity(unchecked) var name: Located<String>
        @exclusivity(unchecked) var relativePath: String
        @exclusivity(unchecked) var summary: String?
        @exclusivity(unchecked) var disabledWarnings: [Located<String>] = []
        @exclusivity(unchecked) var traits: [Located<String>]
        // Screens only.
        @exclusivity(unchecked) var app: Located<String>?
        @exclusivity(unchecked) var verify: VerifySpec?
        @exclusivity(unchecked) var opensFromAnywhere: Located<Bool>?
        @exclusivity(unchecked) var sectionOf: Located<String>?
        @exclusivity(unchecked) var interruption: InterruptionSpec?
        @exclusivity(unchecked) var precedence: Located<Int>? = nil
        @exclusivity(unchecked) var onArrival: [Located<String>] = []
        @exclusivity(unchecked) var params: [ParamSpec] = []
        // Traits only: elements every adopter must define.
        @exclusivity(unchecked) var requires: [Located<String>]
        @exclusivity(unchecked) var sectionsOf: Located<String>? = nil
        @exclusivity(unchecked) var constants: [ConstantSpec]
        @exclusivity(unchecked) var elements: [ElementSpec]
        @exclusivity(unchecked) var actions: [ActionSpec]
        @exclusivity(unchecked) var checks: [CheckSpec]
        @exclusivity(unchecked) var getters: [GetterSpec]
        @exclusivity(unchecked) var misspelledKeys: Set<String> = []
        @exclusivity(unchecked) var lostMembers: Set<String> = []

        init(kind: Kind, name: Located<String>, relativePath: String, summary: String?, disabledWarnings: [Located<String>] = [], traits: [Located<String>], app: Located<String>?, verify: VerifySpec?, opensFromAnywhere: Located<Bool>?, sectionOf: Located<String>?, interruption: InterruptionSpec?, requires: [Located<String>], constants: [ConstantSpec], elements: [ElementSpec], actions: [ActionSpec], checks: [CheckSpec], getters: [GetterSpec], misspelledKeys: Set<String> = []) {
            self.kind = kind
            self.name = name
            self.relativePath = relativePath
            self.summary = summary
            self.disabledWarnings = disabledWarnings
            self.traits = traits
            self.app = app
            self.verify = verify
            self.opensFromAnywhere = opensFromAnywhere
            self.sectionOf = sectionOf
            self.interruption = interruption
            self.requires = requires
            self.constants = constants
            self.elements = elements
            self.actions = actions
            self.checks = checks
            self.getters = getters
            self.misspelledKeys = misspelledKeys
        }

        func copy() -> Storage {
            let copy = Storage(kind: kind, name: name, relativePath: relativePath, summary: summary, disabledWarnings: disabledWarnings, traits: traits, app: app, verify: verify, opensFromAnywhere: opensFromAnywhere, sectionOf: sectionOf, interruption: interruption, requires: requires, constants: constants, elements: elements, actions: actions, checks: checks, getters: getters, misspelledKeys: misspelledKeys)
            copy.precedence = precedence
            copy.sectionsOf = sectionsOf
            copy.onArrival = onArrival
            copy.params = params
            copy.lostMembers = lostMembers
            return copy
        }
    }

    private var storage: Storage

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public var kind: Kind {
        get { storage.kind }
        set { makeUnique(); storage.kind = newValue }
        _modify { makeUnique(); yield &storage.kind }
    }
    public var name: Located<String> {
        get { storage.name }
        set { makeUnique(); storage.name = newValue }
        _modify { makeUnique(); yield &storage.name }
    }
    /// The file's path relative to the specs folder, with `/` separators (for generated headers).
    public var relativePath: String {
        get { storage.relativePath }
        set { makeUnique(); storage.relativePath = newValue }
        _modify { makeUnique(); yield &storage.relativePath }
    }
    public var summary: String? {
        get { storage.summary }
        set { makeUnique(); storage.summary = newValue }
        _modify { makeUnique(); yield &storage.summary }
    }
    /// Kinds of warning turned off in this file (`"disabledWarnings": ["dead-end"]`), as written.
    public var disabledWarnings: [Located<String>] {
        get { storage.disabledWarnings }
        set { makeUnique(); storage.disabledWarnings = newValue }
        _modify { makeUnique(); yield &storage.disabledWarnings }
    }
    /// The traits a screen adopts, or a trait includes (its adopters adopt them too).
    public var traits: [Located<String>] {
        get { storage.traits }
        set { makeUnique(); storage.traits = newValue }
        _modify { makeUnique(); yield &storage.traits }
    }
    public var app: Located<String>? {
        get { storage.app }
        set { makeUnique(); storage.app = newValue }
        _modify { makeUnique(); yield &storage.app }
    }
    public var verify: VerifySpec? {
        get { storage.verify }
        set { makeUnique(); storage.verify = newValue }
        _modify { makeUnique(); yield &storage.verify }
    }
    public var opensFromAnywhere: Located<Bool>? {
        get { storage.opensFromAnywhere }
        set { makeUnique(); storage.opensFromAnywhere = newValue }
        _modify { makeUnique(); yield &storage.opensFromAnywhere }
    }
    public var sectionOf: Located<String>? {
        get { storage.sectionOf }
        set { makeUnique(); storage.sectionOf = newValue }
        _modify { makeUnique(); yield &storage.sectionOf }
    }
    /// Marks a screen that may come up over any other and how to dismiss it.
    public var interruption: InterruptionSpec? {
        get { storage.interruption }
        set { makeUnique(); storage.interruption = newValue }
        _modify { makeUnique(); yield &storage.interruption }
    }
    /// `"precedence"`: of two screens whose verifications hold at once, "where am I" answers the
    /// one with the higher (default 0).
    public var precedence: Located<Int>? {
        get { storage.precedence }
        set { makeUnique(); storage.precedence = newValue }
        _modify { makeUnique(); yield &storage.precedence }
    }
    /// A trait's `"sectionOf"`: the screen whose sections adopt it, which reaches any of them
    /// with one generic `section(_:)` over the trait (the hh.ru article's `MainScreenSection`).
    public var sectionsOf: Located<String>? {
        get { storage.sectionsOf }
        set { makeUnique(); storage.sectionsOf = newValue }
        _modify { makeUnique(); yield &storage.sectionsOf }
    }
    /// `"onArrival"`: actions of the screen that stay on it, taken each time its page object is
    /// made, once the screen is verified (an onboarding tour closed if it shows).
    public var onArrival: [Located<String>] {
        get { storage.onArrival }
        set { makeUnique(); storage.onArrival = newValue }
        _modify { makeUnique(); yield &storage.onArrival }
    }
    /// A screen's `"params"`: values its page object is made with (the tag whose list it is),
    /// which its elements' parameters of the same name take wherever the screen uses them.
    public var params: [ParamSpec] {
        get { storage.params }
        set { makeUnique(); storage.params = newValue }
        _modify { makeUnique(); yield &storage.params }
    }
    public var requires: [Located<String>] {
        get { storage.requires }
        set { makeUnique(); storage.requires = newValue }
        _modify { makeUnique(); yield &storage.requires }
    }
    public var constants: [ConstantSpec] {
        get { storage.constants }
        set { makeUnique(); storage.constants = newValue }
        _modify { makeUnique(); yield &storage.constants }
    }
    public var elements: [ElementSpec] {
        get { storage.elements }
        set { makeUnique(); storage.elements = newValue }
        _modify { makeUnique(); yield &storage.elements }
    }
    public var actions: [ActionSpec] {
        get { storage.actions }
        set { makeUnique(); storage.actions = newValue }
        _modify { makeUnique(); yield &storage.actions }
    }
    public var checks: [CheckSpec] {
        get { storage.checks }
        set { makeUnique(); storage.checks = newValue }
        _modify { makeUnique(); yield &storage.checks }
    }
    public var getters: [GetterSpec] {
        get { storage.getters }
        set { makeUnique(); storage.getters = newValue }
        _modify { makeUnique(); yield &storage.getters }
    }
    /// The keys of this spec its unknown keys were probably meant to be (`"elemnts"` →
    /// `elements`): what follows only from their absence is not reported again.
    public var misspelledKeys: Set<String> {
        get { storage.misspelledKeys }
        set { makeUnique(); storage.misspelledKeys = newValue }
        _modify { makeUnique(); yield &storage.misspelledKeys }
    }

    /// Members whose spec could not be read, as `element view`, `action open`: the error is
    /// reported where the spec is, and a reference to the name is not reported again.
    public var lostMembers: Set<String> {
        get { storage.lostMembers }
        set { makeUnique(); storage.lostMembers = newValue }
        _modify { makeUnique(); yield &storage.lostMembers }
    }

    public init(kind: Kind, name: Located<String>, relativePath: String) {
        storage = Storage(kind: kind, name: name, relativePath: relativePath, summary: nil, traits: [], app: nil, verify: nil, opensFromAnywhere: nil, sectionOf: nil, interruption: nil, requires: [], constants: [], elements: [], actions: [], checks: [], getters: [])
    }
}

/// What proves a screen is showing: anchors that must be present, ones that must be absent
/// (spinners), and the named waiting time to poll for.
public struct VerifySpec: Sendable {
    public var present: [Located<String>]
    public var absent: [Located<String>]
    public var wait: Located<String>?
    public var location: SourceLocation
    /// `exists` or `hittable`, overriding `defaults.verify.anchors`.
    public var anchors: Located<AnchorCheck>? = nil
    /// How many more times a failed verification tries again, overriding `defaults.verify.retries`.
    public var retries: Located<Int>? = nil
    /// The second level: elements that must all be there for `verifyLoaded()` / `isLoaded`.
    public var loaded: [Located<String>] = []
}

public struct ConstantSpec: Sendable {
    public var name: Located<String>
    public var value: String
}
