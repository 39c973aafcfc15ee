import Foundation

/// A parsed predicate format string, with its arguments already substituted.
indirect enum PredicateNode: Sendable {
    case constant(Bool)
    case not(PredicateNode)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case comparison(PredicateOperand, PredicateOperator, PredicateOperand, PredicateOptions)
}

enum PredicateOperand: Sendable {
    /// A key path of the evaluated object (`label`, `elementType`, …).
    case key(String)
    case literal(PredicateValue)
    /// `SELF`: the evaluated object itself.
    case evaluatedObject
}

enum PredicateOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case contains = "CONTAINS"
    case like = "LIKE"
    case matches = "MATCHES"
    case `in` = "IN"
    case between = "BETWEEN"
}

/// `[c]` case-insensitive, `[d]` diacritic-insensitive, `[n]` normalized (accepted, no effect here).
struct PredicateOptions: OptionSet, Sendable {
    let rawValue: Int
    static let caseInsensitive = PredicateOptions(rawValue: 1)
    static let diacriticInsensitive = PredicateOptions(rawValue: 2)
    static let normalized = PredicateOptions(rawValue: 4)
}

/// A value a predicate compares: attribute values, literals and arguments.
enum PredicateValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case list([PredicateValue])

    /// Converts a format argument or an attribute value.
    init(_ any: Any?) {
        switch any {
        case nil: self = .null
        case let value as PredicateValue: self = value
        case let value as String: self = .string(value)
        case let value as Substring: self = .string(String(value))
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .number(Double(value))
        case let value as UInt: self = .number(Double(value))
        case let value as Int32: self = .number(Double(value))
        case let value as UInt32: self = .number(Double(value))
        case let value as Int64: self = .number(Double(value))
        case let value as UInt64: self = .number(Double(value))
        case let value as Int16: self = .number(Double(value))
        case let value as UInt16: self = .number(Double(value))
        case let value as Int8: self = .number(Double(value))
        case let value as UInt8: self = .number(Double(value))
        case let value as Double: self = .number(value)
        case let value as Float: self = .number(Double(value))
        case let value as CGFloat: self = .number(Double(value))
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as NSString: self = .string(value as String)
        case is NSNull: self = .null
        case let value as [Any]: self = .list(value.map { PredicateValue($0) })
        case let value as NSArray: self = .list(value.map { PredicateValue($0) })
        case let value as Set<String>: self = .list(value.sorted().map { .string($0) })
        default: self = .string(String(describing: any!))
        }
    }

    /// How descriptions print the value.
    var formatted: String {
        switch self {
        case .string(let text): quoted(text)
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): flag ? "TRUE" : "FALSE"
        case .null: "nil"
        case .list(let values): "{" + values.map(\.formatted).joined(separator: ", ") + "}"
        }
    }
}
