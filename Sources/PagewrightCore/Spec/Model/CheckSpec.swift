/// An assertion about a screen; generated as a method that returns the page object itself.
public struct CheckSpec: Sendable {
    public var name: Located<String>
    public var params: [ParamSpec]
    public var assertion: Assertion
    public var summary: String?
    /// How long the check polls before it fails (`"wait"`); the default waiting time otherwise.
    public var wait: Located<String>? = nil
}

/// A read of what the user can see, without asserting.
public struct GetterSpec: Sendable {
    public var name: Located<String>
    public var params: [ParamSpec]
    public var reading: Reading
    public var summary: String?
    /// A getter with a wait first waits for its element to exist; without one it reads at once.
    public var wait: Located<String>? = nil
}

public enum TextAttribute: String, Sendable, CaseIterable {
    case label, value
}

public enum Assertion: Sendable {
    public enum Comparison: String, Sendable {
        case equals, contains
    }

    case exists(ElementReference)
    case notExists(ElementReference)
    case text(TextAttribute, ElementReference, Comparison, Template)
    case count(ElementReference, equals: IntValue)
    case isEnabled(ElementReference, expected: Bool)
    case isSelected(ElementReference, expected: Bool)

    public var element: ElementReference {
        switch self {
        case .exists(let e), .notExists(let e), .text(_, let e, _, _), .count(let e, _),
             .isEnabled(let e, _), .isSelected(let e, _):
            e
        }
    }
}

public enum IntValue: Sendable, Equatable {
    case literal(Int)
    case parameter(Located<String>)
}

public enum Reading: Sendable {
    case text(TextAttribute, ElementReference)
    case exists(ElementReference)
    case count(ElementReference)
    case isEnabled(ElementReference)
    case isSelected(ElementReference)

    public var element: ElementReference {
        switch self {
        case .text(_, let e), .exists(let e), .count(let e), .isEnabled(let e), .isSelected(let e): e
        }
    }
}
