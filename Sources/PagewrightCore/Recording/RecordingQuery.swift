/// A locator as a query over a recording, with XCUITest's meaning: search the descendants of the
/// context (or of a container), keep the elements of a type that match, narrow, pick one.
///
/// Parameters stand for any value ("a match for some value counts"): a parameter in an
/// identifier matches any text (an `Int` one any whole number), a parameter compared with
/// attributes keeps every element, and a parameterised pick may pick any match.
struct RecordingQuery: Sendable {
    indirect enum Scope: Sendable {
        case context
        case container(RecordingQuery)
    }

    enum Matching: Sendable {
        case none
        /// XCUITest's `matching(identifier:)`: identifier, title, label, value or placeholder.
        case identifier(TextPattern)
        /// `label == %@`.
        case label(TextPattern)
        /// An NSPredicate, as the resolver lowered it.
        case predicate(RecordingPredicate)
    }

    enum Pick: Sendable {
        case first
        case index(Int)
        /// The index is a parameter: any match.
        case anyMatch
        /// The whole query.
        case all
    }

    /// A descendant a match must have (`containing`) or must not have (`notContaining`): its type
    /// and how it matches (`.identifier` is `containing(_:identifier:)`'s identifying attributes;
    /// `.none` any of the type).
    struct Descendant: Sendable {
        var elementType: String
        var matching: Matching
        /// False when it narrows only if an optional parameter is given: for some value it does not.
        var alwaysApplies: Bool
    }

    var scope: Scope
    /// An element type case name; `any` keeps every type.
    var elementType: String
    var matching: Matching
    var containing: [Descendant]
    var notContaining: [Descendant] = []
    /// Only the scope's children (`children(matching:)`), not all its descendants.
    var direct = false
    /// Whether parameters narrow the query further (`match` in the spec); they keep every element
    /// for some value, but make the first match depend on the value.
    var hasFilters: Bool
    var pick: Pick
}

/// Text in which parameters stand for any value.
struct TextPattern: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case literal(String)
        /// Any text; with `isInteger`, an optional minus and digits.
        case parameter(isInteger: Bool)
    }

    var parts: [Part]

    var hasParameters: Bool { parts.contains { if case .parameter = $0 { true } else { false } } }

    /// The text when it has no parameters.
    var literal: String? {
        hasParameters ? nil : parts.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
    }

    func matches(_ text: String) -> Bool {
        let characters = Array(text)
        var failed: Set<[Int]> = []
        func match(_ part: Int, _ position: Int) -> Bool {
            if part == parts.count { return position == characters.count }
            if failed.contains([part, position]) { return false }
            switch parts[part] {
            case .literal(let literal):
                let expected = Array(literal)
                if position + expected.count <= characters.count, Array(characters[position..<(position + expected.count)]) == expected,
                   match(part + 1, position + expected.count) { return true }
            case .parameter(let isInteger):
                var end = position
                while true {
                    if !isInteger || Self.isInteger(characters[position..<end]), match(part + 1, end) { return true }
                    if end == characters.count { break }
                    end += 1
                }
            }
            failed.insert([part, position])
            return false
        }
        return match(0, 0)
    }

    private static func isInteger(_ characters: ArraySlice<Character>) -> Bool {
        let digits = characters.first == "-" ? characters.dropFirst() : characters
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
