/// A screen or a trait file. Both hold elements, actions, checks, getters and constants; the
/// fields that make sense for only one kind are nil or empty for the other.
public struct PageSpec: Sendable {
    public enum Kind: String, Sendable {
        case screen, trait
    }

    public var kind: Kind
    public var name: Located<String>
    /// The file's path relative to the specs folder, with `/` separators (for generated headers).
    public var relativePath: String
    public var summary: String?
    /// Kinds of warning turned off in this file (`"disabledWarnings": ["dead-end"]`), as written.
    public var disabledWarnings: [Located<String>] = []

    /// The traits a screen adopts, or a trait includes (its adopters adopt them too).
    public var traits: [Located<String>]

    // Screens only.
    public var app: Located<String>?
    public var verify: VerifySpec?
    public var opensFromAnywhere: Located<Bool>?
    public var sectionOf: Located<String>?
    /// Marks a screen that may come up over any other and how to dismiss it.
    public var interruption: InterruptionSpec?

    // Traits only: elements every adopter must define.
    public var requires: [Located<String>]

    public var constants: [ConstantSpec]
    public var elements: [ElementSpec]
    public var actions: [ActionSpec]
    public var checks: [CheckSpec]
    public var getters: [GetterSpec]
    /// The keys of this spec its unknown keys were probably meant to be (`"elemnts"` →
    /// `elements`): what follows only from their absence is not reported again.
    public var misspelledKeys: Set<String> = []

    public init(kind: Kind, name: Located<String>, relativePath: String) {
        self.kind = kind
        self.name = name
        self.relativePath = relativePath
        self.traits = []
        self.requires = []
        self.constants = []
        self.elements = []
        self.actions = []
        self.checks = []
        self.getters = []
    }

    public func element(named name: String) -> ElementSpec? { elements.first { $0.name.value == name } }
    public func action(named name: String) -> ActionSpec? { actions.first { $0.name.value == name } }
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
