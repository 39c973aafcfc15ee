import Foundation
import PredicateGrammar

/// Evaluates parsed predicates against element snapshots (what queries pass), `XCUIElement`s (what
/// predicate expectations pass), dictionaries, and plain values for `SELF`. There is no KVC on Linux,
/// so element keys are mapped here.
struct PredicateEvaluator {
    /// Set when the predicate names a key the evaluated object does not have.
    private(set) var unknownKey: String?

    mutating func evaluate(_ node: PredicateNode, with object: Any?) -> Bool {
        switch node {
        case .constant(let value):
            return value
        case .not(let inner):
            return !evaluate(inner, with: object)
        case .and(let left, let right):
            return evaluate(left, with: object) && evaluate(right, with: object)
        case .or(let left, let right):
            return evaluate(left, with: object) || evaluate(right, with: object)
        case .comparison(let left, let op, let right, let options):
            guard let leftValue = value(of: left, in: object), let rightValue = value(of: right, in: object) else {
                return false
            }
            return Self.compare(leftValue, op, rightValue, options)
        }
    }

    private mutating func value(of operand: PredicateOperand, in object: Any?) -> PredicateValue? {
        switch operand {
        case .literal(let value):
            return value
        case .evaluatedObject:
            return PredicateValue(object)
        case .key(let key):
            if let value = Self.lookUp(key, in: object) { return value }
            unknownKey = key
            return nil
        }
    }

    // MARK: Keys

    static func lookUp(_ key: String, in object: Any?) -> PredicateValue? {
        switch object {
        case let snapshot as ElementSnapshot:
            return value(of: key, in: snapshot.attributes, exists: true)
        case let element as XCUIElement:
            guard Thread.isMainThread else { return nil }
            return MainActor.assumeIsolated { value(of: key, in: element) }
        case let dictionary as [String: Any]:
            return dictionary[key].map { PredicateValue($0) }
        default:
            return nil
        }
    }

    static func value(of key: String, in attributes: ElementAttributes, exists: Bool) -> PredicateValue? {
        switch key {
        case "identifier": .string(attributes.identifier)
        case "label": .string(attributes.label)
        case "title": .string(attributes.title)
        case "value": attributes.numberValue.map { .number($0.doubleValue) } ?? attributes.value.map { .string($0) } ?? .null
        case "placeholderValue": attributes.placeholderValue.map { .string($0) } ?? .null
        case "elementType": .number(Double(attributes.elementType.rawValue))
        case "isEnabled", "enabled": .bool(attributes.isEnabled)
        case "isSelected", "selected": .bool(attributes.isSelected)
        case "hasFocus": .bool(attributes.hasFocus)
        case "isHittable", "hittable": .bool(attributes.isHittable)
        case "exists": .bool(exists)
        default: nil
        }
    }

    /// For an `XCUIElement`: each key read is a round trip, as it is on a device.
    @MainActor
    private static func value(of key: String, in element: XCUIElement) -> PredicateValue? {
        let device = element.device
        device.roundTrip(.attribute, "\(key) \(element.path) (predicate)")
        return device.withoutRoundTrips {
            switch element.lookup() {
            case .found(let node):
                return value(of: key, in: ElementAttributes(node), exists: true)
            case .missing, .multiple:
                return key == "exists" ? .bool(false) : .null
            }
        }
    }

    // MARK: Comparison

    /// The comparison is the shared grammar's, so a predicate means the same here and in
    /// `pagewright drift`, which evaluates spec predicates against recordings.
    static func compare(_ left: PredicateValue, _ op: PredicateOperator, _ right: PredicateValue, _ options: PredicateOptions) -> Bool {
        PredicateComparison.compare(left, op, right, options)
    }
}
