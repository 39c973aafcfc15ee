/// An assertion about a screen, or several (`"assert": [...]`), optionally once per item of a
/// list (`"forEach"`); generated as a method that returns the page object itself.
public struct CheckSpec: Sendable {
    public var name: Located<String>
    public var params: [ParamSpec]
    /// One for the single forms; the items of `assert` otherwise.
    public var assertions: [Assertion]
    public var forEach: ForEachSpec?
    public var summary: String?
    /// How long the check polls before it fails (`"wait"`); the default waiting time otherwise.
    public var wait: Located<String>? = nil
    /// The team's own words for a failure (`"message"`), put before what failed.
    public var message: Template? = nil
    /// Swipes that bring each assertion's element into view before it is asked (`"reveal"`).
    public var reveal: RevealSpec? = nil
    /// `"throughout": true`: each assertion must hold at every look for the whole wait, not
    /// only at some moment of it ("stays absent for 5 seconds").
    public var throughout: Located<Bool>? = nil
    /// `"settle": 1.5`: before each assertion is judged, what it reads must stay the same for
    /// this many seconds (a list that filters a moment after typing).
    public var settle: Located<Double>? = nil

    /// The first assertion (the only one of a single-form check).
    public var assertion: Assertion { assertions[0] }
}

/// `"forEach": { "name": "$names" }`: binds `$name` to each item of the list parameter (or list
/// field, `$order.items`) for the assertions of a check.
public struct ForEachSpec: Sendable {
    public var variable: Located<String>
    /// The list: a sole `$reference`.
    public var list: Template
}

/// A read of what the user can see, without asserting.
public struct GetterSpec: Sendable {
    public var name: Located<String>
    public var params: [ParamSpec]
    public var reading: Reading
    public var summary: String?
    /// A getter with a wait first waits for its element to exist; without one it reads at once.
    public var wait: Located<String>? = nil
    /// An index getter that must find its element (`"required": true`): a `UInt`, failing at the
    /// test's line when the element is none of the collection's matches within its wait.
    public var required = false
}

public enum TextAttribute: String, Sendable, CaseIterable {
    case label, value, placeholderValue, title
}

public enum Assertion: Sendable {
    public enum Comparison: String, Sendable {
        case equals, contains
    }

    case exists(ElementReference)
    case notExists(ElementReference)
    case text(TextAttribute, ElementReference, Comparison, Template)
    case count(ElementReference, equals: IntValue)
    case countAtLeast(ElementReference, IntValue)
    case isEnabled(ElementReference, expected: Bool)
    case isSelected(ElementReference, expected: Bool)
    case isHittable(ElementReference, expected: Bool)

    /// A check's `reveal` swipes nothing for it: an element that should be gone or out of
    /// reach, or a count.
    public var revealsNothing: Bool {
        switch self {
        case .notExists, .count, .countAtLeast, .isHittable(_, expected: false): true
        default: false
        }
    }

    public var element: ElementReference {
        switch self {
        case .exists(let e), .notExists(let e), .text(_, let e, _, _), .count(let e, _), .countAtLeast(let e, _),
             .isEnabled(let e, _), .isSelected(let e, _), .isHittable(let e, _):
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
    /// Whether a text equals or contains another (`{ "value": "toggle", "equals": "$on" }`): a Bool.
    case matches(TextAttribute, ElementReference, Assertion.Comparison, Template)
    case exists(ElementReference)
    case count(ElementReference)
    case isEnabled(ElementReference)
    case isSelected(ElementReference)
    case isHittable(ElementReference)
    /// The element's position among a collection's matches (`{ "index": "savedCell", "among": "cells" }`):
    /// what `element(boundBy:)` on that collection takes.
    case index(ElementReference, among: ElementReference)

    public var element: ElementReference {
        switch self {
        case .text(_, let e), .matches(_, let e, _, _), .exists(let e), .count(let e), .isEnabled(let e), .isSelected(let e), .isHittable(let e),
             .index(let e, _): e
        }
    }
}
