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
        /// One of these texts: a localised string, in whichever language the app was recorded in.
        case oneOf([String])
    }

    var parts: [Part]

    var hasParameters: Bool { parts.contains { if case .parameter = $0 { true } else { false } } }

    /// The text when it has no parameters and no alternatives.
    var literal: String? {
        var text = ""
        for part in parts {
            guard case .literal(let literal) = part else { return nil }
            text += literal
        }
        return text
    }

    func matches(_ text: String) -> Bool {
        var work = 0
        return matches(text, work: &work)
    }

    /// Whether `text` is the pattern for some values of its parameters, read as a finite
    /// automaton: one pass over the text, each character moving a set of states, so a recorded
    /// identifier of any length costs its length times the pattern's (backtracking over where
    /// each parameter ends cost its length squared, or cubed). `work` counts the state moves.
    func matches(_ text: String, work: inout Int) -> Bool {
        // Alternatives (a localised text) are tried one at a time, each as a literal.
        if let index = parts.firstIndex(where: { if case .oneOf = $0 { true } else { false } }), case .oneOf(let texts) = parts[index] {
            return texts.contains { alternative in
                var parts = self.parts
                parts[index] = .literal(alternative)
                return TextPattern(parts: parts).matches(text, work: &work)
            }
        }
        enum State {
            case character(Character)
            /// A `String` parameter: any text, none included.
            case any
            /// An `Int` parameter: an optional minus, a first digit, more digits.
            case sign, firstDigit, moreDigits
        }
        var states: [State] = []
        for part in parts {
            switch part {
            case .literal(let literal): states += literal.map(State.character)
            case .parameter(false): states.append(.any)
            case .parameter(true): states += [.sign, .firstDigit, .moreDigits]
            case .oneOf: states.append(.any)  // tried one by one above
            }
        }
        // Moves without a character go forward only, so one pass in order closes a set.
        func close(_ active: inout [Bool]) {
            for index in states.indices where active[index] {
                switch states[index] {
                case .any, .sign, .moreDigits: active[index + 1] = true
                case .character, .firstDigit: break
                }
            }
        }
        var active = [Bool](repeating: false, count: states.count + 1)
        active[0] = true
        close(&active)
        for character in text {
            var next = [Bool](repeating: false, count: states.count + 1)
            var any = false
            for index in states.indices where active[index] {
                work += 1
                let digit = character.isASCII && character.isNumber
                switch states[index] {
                case .character(let expected): if expected == character { next[index + 1] = true; any = true }
                case .any: next[index] = true; any = true
                case .sign: if character == "-" { next[index + 1] = true; any = true }
                case .firstDigit: if digit { next[index + 1] = true; any = true }
                case .moreDigits: if digit { next[index] = true; any = true }
                }
            }
            guard any else { return false }
            close(&next)
            active = next
        }
        return active[states.count]
    }
}
