import Foundation

/// How a check reads what the app shows beyond the plain text: with differences it ignores
/// (an attachment character, white space at the ends, letter case), and values that are numbers
/// or flags (a web view's checkbox reports its `value` as an `NSNumber`).
extension PagewrightCheck {
    /// Differences between what the app shows and what a test expects that a comparison ignores;
    /// each is taken away from both sides before they are compared.
    public struct Ignoring: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// U+FFFC OBJECT REPLACEMENT CHARACTER, which an attributed string's attachment (an
        /// image in a text) puts in the accessibility label.
        public static let attachments = Ignoring(rawValue: 1 << 0)
        /// White space and line breaks at either end.
        public static let surroundingWhitespace = Ignoring(rawValue: 1 << 1)
        /// Letter case: both sides folded as Foundation's case-insensitive comparison folds them.
        public static let `case` = Ignoring(rawValue: 1 << 2)

        /// `text` without what this ignores. Attachments go first, so the white space an
        /// attachment leaves at an end is trimmed too.
        public func apply(_ text: String) -> String {
            var result = text
            if contains(.attachments) { result = result.replacingOccurrences(of: "\u{FFFC}", with: "") }
            if contains(.surroundingWhitespace) { result = result.trimmingCharacters(in: .whitespacesAndNewlines) }
            if contains(.case) { result = result.folding(options: .caseInsensitive, locale: nil) }
            return result
        }

        /// "ignoring attachments and case", for a failure message.
        var described: String {
            var words: [String] = []
            if contains(.attachments) { words.append("attachments") }
            if contains(.surroundingWhitespace) { words.append("surrounding white space") }
            if contains(.case) { words.append("case") }
            return "ignoring " + (words.count > 1 ? words.dropLast().joined(separator: ", ") + " and " + words.last! : words.joined())
        }
    }

    /// `equals` or `contains`.
    public enum Comparison: String, Sendable {
        case equals, contains
    }

    /// The attribute's text now with what `ignoring` names taken away (a getter's reading).
    public static func read(_ attribute: Attribute, of element: XCUIElement, ignoring: Ignoring) -> String {
        ignoring.apply(read(attribute, of: element))
    }

    /// The element's `value` as a number now: an `NSNumber` as it is, a `Bool` as 1 or 0, a
    /// text that spells a number as that number; nil when it is not there or is none of these.
    public static func number(ofValueOf element: XCUIElement) -> Double? {
        (try? element.snapshot()).flatMap { number(ofValue: $0.value) }
    }

    /// The element's `value` as a flag now: a number as whether it is not 0, a text "1", "0",
    /// "true" or "false" as that; nil when it is not there or is none of these.
    public static func bool(ofValueOf element: XCUIElement) -> Bool? {
        (try? element.snapshot()).flatMap { bool(ofValue: $0.value) }
    }

    /// Whether `element` meets `expectation` now, with one look and no wait (a getter's
    /// comparison): an element that is not there meets none but `notExists`.
    public static func holdsNow(_ expectation: Expectation, of element: XCUIElement) -> Bool {
        Alternative.element(element, "", expectation).holdsNow()
    }

    static func number(ofValue value: Any?) -> Double? {
        switch value {
        // An NSNumber first: one may also cast to Bool.
        case let number as NSNumber: return number.doubleValue
        case let flag as Bool: return flag ? 1 : 0
        case let text as String: return Double(text.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    static func bool(ofValue value: Any?) -> Bool? {
        switch value {
        case let number as NSNumber: return number.doubleValue != 0
        case let flag as Bool: return flag
        case let text as String:
            switch text.lowercased() {
            case "1", "true": return true
            case "0", "false": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// Whether a snapshot meets one of the expectations this file adds.
    static func holdsValue(_ expectation: Expectation, _ seen: any XCUIElementSnapshot) -> Bool {
        switch expectation {
        case .compared(let attribute, let comparison, let expected, let ignoring):
            let shown = ignoring.apply(text(attribute, of: seen))
            let wanted = ignoring.apply(expected)
            return comparison == .equals ? shown == wanted : shown.contains(wanted)
        case .numericValue(let expected): return number(ofValue: seen.value) == expected
        case .boolValue(let expected): return bool(ofValue: seen.value) == expected
        default: return false
        }
    }

    /// What a snapshot shows, for a failure of one of the expectations this file adds.
    static func describeValue(_ expectation: Expectation, _ name: String, _ seen: any XCUIElementSnapshot) -> String {
        switch expectation {
        case .compared(let attribute, let comparison, let expected, let ignoring):
            let shown = text(attribute, of: seen)
            let relation = comparison == .equals ? "expected" : "which does not contain"
            return "\(attribute.rawValue) of '\(name)' is \"\(shown)\", \(relation) \"\(expected)\" \(ignoring.described)"
        case .numericValue(let expected):
            return "value of '\(name)' is \(shownValue(seen.value)), expected the number \(spelled(expected))"
        case .boolValue(let expected):
            return "value of '\(name)' is \(shownValue(seen.value)), expected \(expected)"
        default: return ""
        }
    }

    /// A value as a failure shows it: a number as a number, a text in quotes, nothing as such.
    private static func shownValue(_ value: Any?) -> String {
        switch value {
        case nil: return "nothing"
        case let number as NSNumber: return "the number \(number.stringValue)"
        case let flag as Bool: return "\(flag)"
        case let text as String: return "\"\(text)\""
        case let other?: return "\(other)"
        }
    }

    /// 3 rather than 3.0, as the app would show a whole number.
    private static func spelled(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

extension PagewrightCheck.Expectation {
    /// The attribute's text equals `expected`, once what `ignoring` names is taken from both.
    public static func equals(_ attribute: PagewrightCheck.Attribute, _ expected: String, ignoring: PagewrightCheck.Ignoring) -> Self {
        .compared(attribute, .equals, expected, ignoring: ignoring)
    }

    /// The attribute's text contains `expected`, once what `ignoring` names is taken from both.
    public static func contains(_ attribute: PagewrightCheck.Attribute, _ expected: String, ignoring: PagewrightCheck.Ignoring) -> Self {
        .compared(attribute, .contains, expected, ignoring: ignoring)
    }
}
