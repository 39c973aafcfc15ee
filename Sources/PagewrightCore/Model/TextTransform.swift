import Foundation

/// What a template may do to a value before it becomes part of a locator or a text:
/// `${title|underscored}`. A small, closed set, each one Swift standard-library or Foundation
/// call, for the identifiers apps build from what they show (a cell named
/// `MenuItemTableViewCell.Lock_The_App` after its title "Lock The App").
public enum TextTransform: String, CaseIterable, Sendable, Hashable {
    /// `lowercased()`.
    case lowercased
    /// `uppercased()`.
    case uppercased
    /// Foundation's `capitalized`: each word's first letter upper case, the rest lower.
    case capitalized
    /// Without white space or line breaks at either end.
    case trimmed
    /// Each space a `_` (`"Lock The App"` → `"Lock_The_App"`).
    case underscored
    /// Each space a `-`.
    case hyphenated
    /// Without any spaces.
    case withoutSpaces

    /// The Swift expression that applies the transform to the String `expression`.
    public func swift(_ expression: String) -> String {
        switch self {
        case .lowercased: "\(expression).lowercased()"
        case .uppercased: "\(expression).uppercased()"
        case .capitalized: "\(expression).capitalized"
        case .trimmed: "\(expression).trimmingCharacters(in: .whitespacesAndNewlines)"
        case .underscored: "\(expression).replacingOccurrences(of: \" \", with: \"_\")"
        case .hyphenated: "\(expression).replacingOccurrences(of: \" \", with: \"-\")"
        case .withoutSpaces: "\(expression).replacingOccurrences(of: \" \", with: \"\")"
        }
    }

    /// The transform applied to a text known at generation time (a literal or a localised text):
    /// the same result the generated Swift gives at run time.
    public func apply(_ text: String) -> String {
        switch self {
        case .lowercased: text.lowercased()
        case .uppercased: text.uppercased()
        case .capitalized: text.capitalized
        case .trimmed: text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .underscored: text.replacingOccurrences(of: " ", with: "_")
        case .hyphenated: text.replacingOccurrences(of: " ", with: "-")
        case .withoutSpaces: text.replacingOccurrences(of: " ", with: "")
        }
    }
}
