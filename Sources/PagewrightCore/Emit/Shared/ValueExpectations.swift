/// The expectations of texts compared ignoring something, of values read as numbers or flags,
/// and the getters' comparisons of them, as the runtime spells them.
extension CheckRenderer {
    /// `.equals(.label, title)`, or with what the comparison ignores:
    /// `.equals(.label, title, ignoring: [.attachments, .case])`.
    static func textExpectation(_ attribute: TextAttribute, _ comparison: Assertion.Comparison, _ expected: String,
                                ignoring: [ShownDifference]) -> String {
        let ignored = ignoring.isEmpty ? "" : ", ignoring: \(Self.ignoring(ignoring))"
        return ".\(comparison.rawValue)(.\(attribute.rawValue), \(expected)\(ignored))"
    }

    /// `[.attachments, .surroundingWhitespace, .case]` (a keyword is a member name after a dot, SE-0071).
    static func ignoring(_ differences: [ShownDifference]) -> String {
        "[" + differences.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
    }

    /// `.numericValue(1)`, `.numericValue(Double(existing + added))`, `.boolValue(accepted)`.
    static func valueExpectation(_ expected: Resolved.ExpectedValue) -> String {
        switch expected {
        case .number(let number): ".numericValue(\(SwiftValues.number(.literal(number))))"
        case .count(let count): ".numericValue(Double(\(SwiftValues.count(count))))"
        case .numberParameter(let name): ".numericValue(\(SwiftNames.parameter(name)))"
        case .bool(let flag): ".boolValue(\(flag))"
        case .boolParameter(let name): ".boolValue(\(SwiftNames.parameter(name)))"
        }
    }

    /// Whether the element meets the expectation now: a getter's Bool.
    static func holdsNow(_ expectation: String, of element: String) -> String {
        "\(RuntimeAPI.check).holdsNow(\(expectation), of: \(element))"
    }
}

extension Resolved.Assertion {
    var isAnyOf: Bool {
        if case .anyOf = self { return true }
        return false
    }

    /// The assertions an `anyOf` chooses among; the assertion itself otherwise.
    var alternatives: [Resolved.Assertion] {
        if case .anyOf(let alternatives) = self { return alternatives }
        return [self]
    }
}

/// Writes an `anyOf`: one runtime call given every alternative, which passes when any holds
/// within the check's wait and otherwise says what each one saw.
struct AnyOfRenderer {
    let checker: String
    let elements: ElementExpressions

    func statements(_ alternatives: [Resolved.Assertion], within: String, tail: String) -> [String] {
        let items = alternatives.map { "    " + alternative($0) + "," }
        return ["\(checker).expectAny(["] + items + ["], \(within), \(tail))"]
    }

    /// `.element(self.spinner, "spinner", .notExists)` or `.count(self.rows, "rows", equals: 3, atLeast: false)`.
    private func alternative(_ assertion: Resolved.Assertion) -> String {
        let use = assertion.element
        let name = SwiftNames.literal(use.name)
        switch assertion {
        case .count(_, let expected):
            return ".count(\(elements.use(use)), \(name), equals: \(SwiftValues.count(expected)), atLeast: false)"
        case .countAtLeast(_, let minimum):
            return ".count(\(elements.use(use)), \(name), equals: \(SwiftValues.count(minimum)), atLeast: true)"
        default:
            return ".element(\(elements.single(use)), \(name), \(CheckRenderer.expectation(assertion)))"
        }
    }
}
