import PredicateGrammar

/// A predicate locator as it runs against a recording: the resolver's lowered format, parsed by
/// the shared grammar and compared by the shared comparison, so it means what it means in the
/// generated code and the stand-in.
///
/// Parameters stand for any value: a comparison with one may hold or not, and so may whatever
/// contains it (three-valued logic); the element matches when the predicate can hold. Attributes
/// a recording does not keep (`hasFocus`, `isHittable`) are unknown in the same way.
struct RecordingPredicate: Sendable {
    private let node: PredicateNode?
    let hasParameters: Bool

    /// Stands for a parameter's value among the format's arguments: no attribute holds it.
    private static let wildcard = "\u{E000}pagewright-parameter\u{E000}"

    init(_ predicate: Resolved.Locator.Predicate) {
        hasParameters = !predicate.parameters.isEmpty
        let arguments: [Any?] = predicate.arguments.map { argument in
            switch argument {
            case .parameter: Self.wildcard
            case .text(let text): text.literal ?? Self.wildcard
            }
        }
        node = try? PredicateParser.parse(predicate.format, arguments: arguments)
    }

    private enum Truth {
        case yes, no, either

        init(_ flag: Bool) { self = flag ? .yes : .no }
    }

    /// Whether `element` satisfies the predicate for some values of its parameters; nil when the
    /// format does not parse (validation reports it first).
    func matches(_ element: RecordedElement) -> Bool? {
        guard let node else { return nil }
        return evaluate(node, element) != .no
    }

    private func evaluate(_ node: PredicateNode, _ element: RecordedElement) -> Truth {
        switch node {
        case .constant(let flag):
            return Truth(flag)
        case .not(let inner):
            switch evaluate(inner, element) {
            case .yes: return .no
            case .no: return .yes
            case .either: return .either
            }
        case .and(let left, let right):
            let (a, b) = (evaluate(left, element), evaluate(right, element))
            if a == .no || b == .no { return .no }
            return a == .yes && b == .yes ? .yes : .either
        case .or(let left, let right):
            let (a, b) = (evaluate(left, element), evaluate(right, element))
            if a == .yes || b == .yes { return .yes }
            return a == .no && b == .no ? .no : .either
        case .comparison(let left, let op, let right, let options):
            guard let a = value(left, element), let b = value(right, element) else { return .either }
            // Like the stand-in, a key an element does not have compares false.
            guard case .some(let x) = a, case .some(let y) = b else { return .no }
            return Truth(PredicateComparison.compare(x, op, y, options))
        }
    }

    /// The operand's value; nil when it stands for any value; `.some(nil)` for a key the
    /// element does not have.
    private func value(_ operand: PredicateOperand, _ element: RecordedElement) -> PredicateValue?? {
        switch operand {
        case .literal(let value):
            return Self.containsWildcard(value) ? nil : .some(value)
        case .evaluatedObject:
            return .some(nil)
        case .key(let key):
            switch key {
            case "identifier": return .some(.string(element.identifier))
            case "label": return .some(.string(element.label))
            case "title": return .some(.string(element.title))
            case "value": return .some(element.value.isEmpty ? .null : .string(element.value))
            case "placeholderValue": return .some(element.placeholder.isEmpty ? .null : .string(element.placeholder))
            case "elementType":
                return .some(XCUITestVocabulary.elementTypes.firstIndex(of: element.type).map { .number(Double($0)) })
            case "isEnabled", "enabled": return .some(.bool(element.isEnabled))
            case "isSelected", "selected": return .some(.bool(element.isSelected))
            case "exists": return .some(.bool(true))
            case "hasFocus", "isHittable", "hittable": return nil  // not in a recording
            default: return .some(nil)
            }
        }
    }

    private static func containsWildcard(_ value: PredicateValue) -> Bool {
        switch value {
        case .string(let text): text.contains(wildcard)
        case .list(let values): values.contains(where: containsWildcard)
        default: false
        }
    }
}
