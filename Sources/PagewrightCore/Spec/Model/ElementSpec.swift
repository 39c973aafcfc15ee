/// How to find one element (or, with `all`, a collection of them).
public struct ElementSpec: Sendable {
    public enum Locator: Sendable {
        /// By accessibility identifier.
        case identifier(Template)
        case label(Template)
        /// An NSPredicate format string; `$name` placeholders become arguments.
        case predicate(Template)
        /// By element type alone.
        case typeOnly
    }

    /// A child the element must contain (`containing(_:identifier:)`).
    public struct Containing: Sendable {
        public var type: Located<String>
        public var identifier: String?
    }

    public var name: Located<String>
    /// An `XCUIElement.ElementType` spelling such as `button` or `staticText`.
    public var type: Located<String>
    public var locator: Locator
    public var params: [ParamSpec]
    /// Another element of the same screen to search in (context scoping).
    public var container: Located<String>?
    /// The n-th match.
    public var index: Located<Int>?
    public var containing: Containing?
    /// A query for a collection rather than one element.
    public var all: Bool
    public var summary: String?
    /// What steps on it wait for (`"ready"`), overriding the default for the kind of step.
    public var ready: Located<Readiness>? = nil
    /// `query.element` semantics: several matches are a failure, not the first one taken.
    public var unique: Located<Bool>? = nil

    public var location: SourceLocation { name.location }
}

/// A parameter of an element, action, check or getter.
public struct ParamSpec: Sendable {
    public enum ValueType: String, Sendable, CaseIterable {
        case string = "String", int = "Int", double = "Double", bool = "Bool"
    }

    /// What a matching parameter's value is compared with, when it is not a `$placeholder`.
    public enum Match: String, Sendable, CaseIterable {
        case identifier, label, value, placeholderValue, title, index
    }

    public var name: Located<String>
    public var type: Located<ValueType>
    public var optional: Bool
    public var match: [Located<Match>]
}

/// A string from a spec in which `$name` stands for a parameter and `$$` for a dollar sign.
public struct Template: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    public var parts: [Part]
    public var location: SourceLocation

    /// The parameters referenced, in order of first use.
    public var parameters: [String] {
        var seen: [String] = []
        for case .parameter(let name) in parts where !seen.contains(name) { seen.append(name) }
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
        if parts.count == 1, case .parameter(let name) = parts[0] { return name }
        return nil
    }
}
