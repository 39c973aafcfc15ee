import Foundation

/// How a predicate compares two values: `==` and the orderings (numbers, and strings in code-point
/// order), BEGINSWITH, ENDSWITH, CONTAINS, LIKE (`*`, `?`), MATCHES (a regular expression over
/// the whole text), IN and BETWEEN, with `[c]` and `[d]` folding. Shared by the XCUITest
/// stand-in, which evaluates queries, and Pagewright, which evaluates spec predicates against
/// recordings, so both read a predicate one way.
package enum PredicateComparison {
    package static func compare(_ left: PredicateValue, _ op: PredicateOperator, _ right: PredicateValue, _ options: PredicateOptions) -> Bool {
        switch op {
        case .equal: return equal(left, right, options)
        case .notEqual: return !equal(left, right, options)
        case .less: return order(left, right, options).map { $0 < 0 } ?? false
        case .lessOrEqual: return order(left, right, options).map { $0 <= 0 } ?? false
        case .greater: return order(left, right, options).map { $0 > 0 } ?? false
        case .greaterOrEqual: return order(left, right, options).map { $0 >= 0 } ?? false
        case .beginsWith, .endsWith, .contains, .like, .matches:
            if op == .contains, case .list(let items) = left {
                return items.contains { equal($0, right, options) }
            }
            guard case .string(let text) = left, case .string(let pattern) = right else { return false }
            return matchString(fold(text, options), op, pattern, options)
        case .in:
            switch right {
            case .list(let items): return items.contains { equal(left, $0, options) }
            case .string(let container):
                guard case .string(let text) = left else { return false }
                return fold(container, options).contains(fold(text, options))
            default: return false
            }
        case .between:
            guard case .list(let bounds) = right, bounds.count == 2,
                let low = order(left, bounds[0], options), let high = order(left, bounds[1], options)
            else { return false }
            return low >= 0 && high <= 0
        }
    }

    private static func matchString(_ text: String, _ op: PredicateOperator, _ pattern: String, _ options: PredicateOptions) -> Bool {
        switch op {
        case .beginsWith: return text.hasPrefix(fold(pattern, options))
        case .endsWith: return text.hasSuffix(fold(pattern, options))
        case .contains: return text.contains(fold(pattern, options))
        case .like: return wildcardMatch(text, fold(pattern, options))
        case .matches:
            // The pattern is a regular expression, so it is not folded; [c] becomes a regex option.
            let regexOptions: NSRegularExpression.Options = options.contains(.caseInsensitive) ? [.caseInsensitive] : []
            guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: regexOptions) else {
                return false
            }
            let range = NSRange(text.startIndex..., in: text)
            return regex.firstMatch(in: text, range: range) != nil
        default: return false
        }
    }

    /// `*` matches any run of characters, `?` one character.
    private static func wildcardMatch(_ text: String, _ pattern: String) -> Bool {
        let text = Array(text)
        let pattern = Array(pattern)
        var t = 0, p = 0
        var star = -1, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] == text[t] && pattern[p] != "*") {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                starText = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    private static func fold(_ text: String, _ options: PredicateOptions) -> String {
        var foldOptions: String.CompareOptions = []
        if options.contains(.caseInsensitive) { foldOptions.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { foldOptions.insert(.diacriticInsensitive) }
        return foldOptions.isEmpty ? text : text.folding(options: foldOptions, locale: nil)
    }

    private static func number(_ value: PredicateValue) -> Double? {
        switch value {
        case .number(let number): number
        case .bool(let flag): flag ? 1 : 0
        default: nil
        }
    }

    package static func equal(_ left: PredicateValue, _ right: PredicateValue, _ options: PredicateOptions) -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)): return fold(a, options) == fold(b, options)
        case (.null, .null): return true
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, options) }
        default:
            guard let a = number(left), let b = number(right) else { return false }
            return a == b
        }
    }

    /// Negative, zero or positive; nil when the values cannot be ordered.
    private static func order(_ left: PredicateValue, _ right: PredicateValue, _ options: PredicateOptions) -> Int? {
        if case .string(let a) = left, case .string(let b) = right {
            let (x, y) = (fold(a, options), fold(b, options))
            return x < y ? -1 : (x == y ? 0 : 1)
        }
        guard let a = number(left), let b = number(right) else { return nil }
        return a < b ? -1 : (a == b ? 0 : 1)
    }
}
