/// What `pagewright import` proposes for one screen: the elements a spec needs to find what the
/// recording shows, the verify anchors, and what it left out (and why).
public struct ImportPlan: Sendable, Equatable {
    public var screen: String
    public var elements: [ProposedElement]
    /// Names of elements (proposed or already in the spec) that prove the screen is showing.
    public var anchors: [String]
    public var skipped: [Skipped]

    public struct Skipped: Sendable, Equatable, CustomStringConvertible {
        /// The recorded element, as a person would recognise it: `button 'Login.submit'`.
        public var what: String
        public var why: String
        public var description: String { VisibleText.escaped("\(what): \(why)") }
    }
}

/// One element of a spec skeleton.
public struct ProposedElement: Sendable, Equatable {
    public enum Finding: Sendable, Equatable {
        case identifier(String)
        /// Repeated cells whose identifiers differ in their last part: `VacancyCell.$id`.
        case identifierPattern(prefix: String, parameter: String, isInteger: Bool)
        case label(String)
        case typeOnly
    }

    public var name: String
    /// An `XCUIElement.ElementType` case name.
    public var type: String
    public var finding: Finding
    /// Another element of the screen to search in.
    public var container: String?
    /// For repeated cells found by position: the `Int` parameter matched against the index.
    public var indexParameter: String?

    /// The element's value in a spec's `elements` object, on one line:
    /// `{ "type": "button", "id": "Login.submit" }`.
    public var json: String {
        var fields = ["\"type\": \(JSONString.quoted(type))"]
        var params: [String] = []
        switch finding {
        case .identifier(let identifier):
            fields.append("\"id\": \(JSONString.quoted(Self.template(identifier)))")
        case .identifierPattern(let prefix, let parameter, let isInteger):
            fields.append("\"id\": \(JSONString.quoted(Self.template(prefix) + "$" + parameter))")
            params.append("\(JSONString.quoted(parameter)): \(JSONString.quoted(isInteger ? "Int" : "String"))")
        case .label(let label):
            fields.append("\"label\": \(JSONString.quoted(Self.template(label)))")
        case .typeOnly:
            break
        }
        if let container { fields.append("\"in\": \(JSONString.quoted(container))") }
        if let indexParameter {
            params.append("\(JSONString.quoted(indexParameter)): { \"type\": \"Int\", \"match\": [\"index\"] }")
        }
        if !params.isEmpty { fields.append("\"params\": { " + params.joined(separator: ", ") + " }") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// A literal as a spec template: `$` is written `$$`, since `$name` is a parameter.
    static func template(_ literal: String) -> String {
        String(literal.flatMap { $0 == "$" ? ["$", "$"] : [$0] })
    }

    /// How the element is found, for messages: `id 'Login.submit'`, `label 'Log in'`.
    public var findingDescription: String {
        switch finding {
        case .identifier(let identifier): "id '\(identifier)'"
        case .identifierPattern(let prefix, let parameter, _): "id '\(prefix)$\(parameter)'"
        case .label(let label): "label '\(label)'"
        case .typeOnly: "its type"
        }
    }
}
