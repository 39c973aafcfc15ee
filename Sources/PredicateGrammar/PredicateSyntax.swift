import Foundation

// The predicate format language, parsed one way for both its users: the Linux stand-in for
// XCUITest evaluates what `PredicateParser` builds, and Pagewright checks spec predicates with the
// same parser at generation time, so a predicate that passes the check is one the stand-in runs.
// Everything is `package`: this module is an implementation detail of the two.

/// A parsed predicate format string, with its arguments already substituted.
package indirect enum PredicateNode: Sendable {
    case constant(Bool)
    case not(PredicateNode)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case comparison(PredicateOperand, PredicateOperator, PredicateOperand, PredicateOptions)
}

package enum PredicateOperand: Sendable {
    /// A key path of the evaluated object (`label`, `elementType`, …).
    case key(String)
    case literal(PredicateValue)
    /// `SELF`: the evaluated object itself.
    case evaluatedObject
}

package enum PredicateOperator: String, Sendable {
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
package struct PredicateOptions: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let caseInsensitive = PredicateOptions(rawValue: 1)
    package static let diacriticInsensitive = PredicateOptions(rawValue: 2)
    package static let normalized = PredicateOptions(rawValue: 4)
}

/// A value a predicate compares: attribute values, literals and arguments.
package enum PredicateValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case list([PredicateValue])

    /// Converts a format argument or an attribute value.
    package init(_ any: Any?) {
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
    package var formatted: String {
        switch self {
        case .string(let text): Self.quote(text)
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): flag ? "TRUE" : "FALSE"
        case .null: "nil"
        case .list(let values): "{" + values.map(\.formatted).joined(separator: ", ") + "}"
        }
    }
}

extension PredicateValue {
    /// A string as a predicate format writes it: in double quotes, `\\` and `"` escaped.
    package static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The attribute keys a predicate may name on an element: those of Apple's
/// `XCUIElementAttributes` (https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes)
/// and the key-value spellings of its Boolean properties.
package enum PredicateKeys {
    package static let element: [String] = [
        "identifier", "label", "title", "value", "placeholderValue", "elementType", "frame",
        "horizontalSizeClass", "verticalSizeClass",
        "isEnabled", "enabled", "isSelected", "selected", "hasFocus", "isHittable", "hittable", "exists",
    ]
}
