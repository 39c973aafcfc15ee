import PredicateGrammar

/// A spec's `predicate`, checked at generation time with the very parser the XCUITest stand-in
/// evaluates predicates with (`PredicateGrammar`), and lowered to the format string and
/// arguments the generated code passes to `NSPredicate(format:)`.
///
/// Lowering: a `$parameter` becomes a `%@` argument. A quoted literal holding a `$parameter`
/// (`'Hello, $name'`) or a `%` becomes one `%@` argument too, whose value is the literal's text
/// with the parameter's value in place; NSPredicate never substitutes inside quotes, and so the
/// format passed at run time holds no `%` but the `%@`s Pagewright put there. A format specifier
/// written in the spec (`%@`, `%K`) is an error: specs name values with `$parameters`.
enum PredicateCheck {
    struct Lowered: Equatable {
        enum Argument: Equatable {
            /// The parameter's value (through its `.field`s: `$user.login`).
            case parameter(String, fields: [String] = [], transforms: [String] = [])
            /// A quoted literal's text, with parameters in place.
            case text([Template.Part])
        }

        var format: String
        var arguments: [Argument]
    }

    struct Problem: Error, Equatable {
        var message: String
        /// Unicode scalars from the opening quote of the spec's JSON string to the problem.
        var column: Int
    }

    /// What `lower` makes of a template: the lowering, or the problem that stopped it, and the
    /// warnings given before. Columns count from the template's start, so the outcome is the same
    /// wherever the same text is written.
    struct Outcome {
        var lowered: Lowered?
        var error: Problem?
        var warnings: [Problem]
    }

    /// A template's parts as a key (`Template.Part` is not `Hashable`): the same text written on
    /// many screens is lowered once. Nil for a template with a localised part, which `lower`
    /// reports.
    struct TextKey: Hashable {
        enum Part: Hashable {
            case literal(String)
            case parameter(String, fields: [String], transforms: [String])
        }

        var parts: [Part]

        init?(_ template: Template) {
            var parts: [Part] = []
            parts.reserveCapacity(template.parts.count)
            for part in template.parts {
                switch part {
                case .literal(let text): parts.append(.literal(text))
                case .parameter(let name, let fields, let transforms): parts.append(.parameter(name, fields: fields, transforms: transforms))
                case .localized: return nil
                }
            }
            self.parts = parts
        }
    }

    /// `lower`, its outcome kept rather than thrown.
    static func outcome(of template: Template) -> Outcome {
        var warnings: [Problem] = []
        do {
            let lowered = try lower(template) { warnings.append($0) }
            return Outcome(lowered: lowered, error: nil, warnings: warnings)
        } catch {
            return Outcome(lowered: nil, error: error, warnings: warnings)
        }
    }

    /// Parses and lowers a predicate; unknown attribute keys are reported to `warn`.
    static func lower(_ template: Template, warn: (Problem) -> Void = { _ in }) throws(Problem) -> Lowered {
        var units: [PredicateUnit] = []
        var parameters: [(name: String, fields: [String], transforms: [String])] = []
        for (index, part) in template.parts.enumerated() {
            switch part {
            case .parameter(let name, let fields, let transforms):
                units.append(.placeholder(parameters.count))
                parameters.append((name, fields, transforms))
            case .localized:
                throw Problem(message: "a predicate cannot hold a localised text; find the element by \"label\": { \"localized\": … } or an \"id\" with ${localized:…}",
                              column: 1 + template.parts.prefix(index).reduce(0) { $0 + $1.sourceWidth })
            case .literal(let text):
                for character in text { units.append(.character(character)) }
            }
        }
        // Columns are needed only for a problem: the units' widths are worked out then.
        func column(_ offset: Int) -> Int { 1 + sourceWidths(of: template).prefix(offset).reduce(0, +) }

        let tokens: [PredicateToken]
        let node: PredicateNode
        do throws(PredicateParseError) {
            tokens = try PredicateParser.tokenize(units)
            if let specifier = tokens.first(where: { if case .argument = $0.kind { true } else { false } }) {
                throw PredicateParseError("a format specifier cannot be written in a spec; name the value with a parameter ($name) instead", at: specifier.start)
            }
            node = try PredicateParser.parse(tokens: tokens, arguments: [])
        } catch {
            throw Problem(message: error.description, column: column(error.offset))
        }
        for (key, token) in keys(of: node, tokens: tokens) where !PredicateKeys.element.contains(key) {
            warn(Problem(message: "'\(key)' is not an attribute an element is matched on\(Suggestions.didYouMean(key, in: PredicateKeys.element))",
                         column: column(token)))
        }

        // The format: the spec's text, with the parts above replaced by %@.
        var format = ""
        var arguments: [Lowered.Argument] = []
        var copied = 0
        func copy(upTo end: Int) {
            while copied < end {
                if case .character(let character) = units[copied] { format.append(character) }
                copied += 1
            }
        }
        for token in tokens {
            switch token.kind {
            case .placeholder(let number):
                copy(upTo: token.start)
                format += "%@"
                arguments.append(.parameter(parameters[number].name, fields: parameters[number].fields, transforms: parameters[number].transforms))
                copied = token.end
            case .string(_, let parts) where parts.contains(where: { if case .text(let text) = $0 { text.contains("%") } else { true } }):
                copy(upTo: token.start)
                format += "%@"
                arguments.append(.text(parts.map { part in
                    switch part {
                    case .text(let text): .literal(text)
                    case .placeholder(let number): .parameter(parameters[number].name, fields: parameters[number].fields, transforms: parameters[number].transforms)
                    }
                }))
                copied = token.end
            default:
                continue
            }
        }
        copy(upTo: units.count)

        // What the generated code will pass must parse as the spec did. A check of the lowering
        // above, not of the spec (which parsed already): debug builds, and so every test, make it;
        // a release build skips the second parse (about 4 % of validation).
        #if DEBUG
        do {
            _ = try PredicateParser.parse(format, arguments: arguments.map { _ in "" as Any? })
        } catch {
            throw Problem(message: "the predicate cannot be written as a format string (\(error.description)); please report this", column: 1)
        }
        #endif
        return Lowered(format: format, arguments: arguments)
    }

    /// Key paths the predicate compares, each with the unit where it starts.
    private static func keys(of node: PredicateNode, tokens: [PredicateToken]) -> [(String, Int)] {
        // Where the first word written as `key` (or `SELF.key`) starts: a predicate compares a key
        // or two, so the tokens are searched for each rather than put in a table.
        func start(of key: String) -> Int? {
            for token in tokens {
                guard case .word(let word) = token.kind else { continue }
                if word.hasPrefix("SELF.") ? word.dropFirst(5) == key : word == key { return token.start }
            }
            return nil
        }
        var keys: [(String, Int)] = []
        func add(_ key: String) {
            // A key path's first component is the element's attribute (`frame.size` → `frame`).
            let attribute = String(key.prefix { $0 != "." })
            if !keys.contains(where: { $0.0 == attribute }) { keys.append((attribute, start(of: key) ?? 0)) }
        }
        func visit(_ node: PredicateNode) {
            switch node {
            case .constant: break
            case .not(let inner): visit(inner)
            case .and(let left, let right), .or(let left, let right): visit(left); visit(right)
            case .comparison(let left, _, let right, _):
                // Left, then right, without a list of the two made for each comparison.
                if case .key(let key) = left { add(key) }
                if case .key(let key) = right { add(key) }
            }
        }
        visit(node)
        return keys
    }

    /// The source scalars of each unit `lower` makes of `template`, in the same order.
    private static func sourceWidths(of template: Template) -> [Int] {
        var widths: [Int] = []
        for (index, part) in template.parts.enumerated() {
            switch part {
            case .parameter:
                widths.append(part.sourceWidth)
            case .localized:
                continue
            case .literal(let text):
                let characters = Array(text)
                for (position, character) in characters.enumerated() {
                    let next = position + 1 < characters.count ? characters[position + 1] : nextCharacter(after: index, in: template)
                    widths.append(sourceWidth(of: character, before: next))
                }
            }
        }
        return widths
    }

    private static func nextCharacter(after part: Int, in template: Template) -> Character? {
        guard part + 1 < template.parts.count else { return nil }
        switch template.parts[part + 1] {
        case .literal(let text): return text.first
        case .parameter: return "$"
        case .localized: return nil
        }
    }

    /// How many scalars a character of the decoded string took in the JSON source, assuming the
    /// usual escapes (`\"`, `\\`, `\n`, `\u0001`) and `$$` for a `$` that would otherwise start a
    /// parameter: exact for predicates as people write them.
    private static func sourceWidth(of character: Character, before next: Character?) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\"", "\\", "\n", "\t", "\r", "\u{8}", "\u{C}": width += 2
            case _ where scalar.value < 0x20: width += 6
            default: width += 1
            }
        }
        if character == "$", let next, next == "$" || TemplateParser.isNameCharacter(next, first: true) { width += 1 }
        return width
    }
}
