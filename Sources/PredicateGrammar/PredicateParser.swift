import Foundation

/// Why a format string could not be parsed, and where: `offset` counts units (characters, and
/// placeholders for values supplied later) from the start of the format.
package struct PredicateParseError: Error, CustomStringConvertible, Sendable {
    package let description: String
    package let offset: Int

    package init(_ description: String, at offset: Int) {
        self.description = description
        self.offset = offset
    }
}

/// One unit of text to tokenize: a character, or a placeholder for a value supplied later
/// (Pagewright's `$parameter`, which becomes a `%@` argument in generated code).
package enum PredicateUnit: Equatable, Sendable {
    case character(Character)
    case placeholder(Int)
}

/// A token and the units it was read from (`start..<end`).
package struct PredicateToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case word(String)  // identifiers and keywords
        /// A quoted literal; `parts` are its text (escapes resolved) and any placeholders in it.
        case string(quote: Character, parts: [StringPart])
        case number(Double)
        case symbol(String)  // operators and punctuation
        case argument(Character)  // format specifier conversion: @, K, d, f
        case placeholder(Int)
        case end
    }

    package enum StringPart: Equatable, Sendable {
        case text(String)
        case placeholder(Int)
    }

    package var kind: Kind
    package var start: Int
    package var end: Int
}

/// Parses the subset of Foundation's predicate format language that UI tests use, substituting
/// `%@`, `%K`, `%d`, `%i`, `%ld`, `%lu`, `%u`, `%f`, `%lf` arguments as it goes.
package struct PredicateParser {
    private var tokens: [PredicateToken] = []
    private var position = 0
    private var arguments: [Any?]
    private var nextArgument = 0

    /// Parses a format string with its arguments (what `NSPredicate(format:…)` receives).
    package static func parse(_ format: String, arguments: [Any?]) throws(PredicateParseError) -> PredicateNode {
        try parse(tokens: tokenize(format.map { .character($0) }), arguments: arguments)
    }

    /// Parses tokens; a placeholder stands for a string value.
    package static func parse(tokens: [PredicateToken], arguments: [Any?]) throws(PredicateParseError) -> PredicateNode {
        var parser = PredicateParser(arguments: arguments)
        parser.tokens = tokens
        let node = try parser.parseOr()
        guard parser.peek.kind == .end else { throw parser.unexpected("end of format") }
        guard parser.nextArgument == arguments.count else {
            throw PredicateParseError("\(arguments.count) arguments given for \(parser.nextArgument) specifiers", at: parser.peek.start)
        }
        return node
    }

    private init(arguments: [Any?]) { self.arguments = arguments }

    // MARK: Grammar

    private var peek: PredicateToken { tokens[position] }

    private mutating func advance() -> PredicateToken {
        let token = tokens[position]
        if token.kind != .end { position += 1 }
        return token
    }

    private func isKeyword(_ token: PredicateToken, _ keywords: String...) -> Bool {
        if case .word(let word) = token.kind { return keywords.contains(word.uppercased()) }
        return false
    }

    private func isSymbol(_ token: PredicateToken, _ symbol: String) -> Bool { token.kind == .symbol(symbol) }

    private func unexpected(_ expected: String) -> PredicateParseError {
        let found: String
        switch peek.kind {
        case .word(let word): found = "'\(word)'"
        case .string(_, let parts): found = PredicateValue.quote(Self.text(of: parts))
        case .number(let number): found = "\(number)"
        case .symbol(let symbol): found = "'\(symbol)'"
        case .argument(let conversion): found = "'%\(conversion)'"
        case .placeholder: found = "a parameter"
        case .end: found = "end of format"
        }
        return PredicateParseError("expected \(expected), found \(found)", at: peek.start)
    }

    /// A literal's text, placeholders left out (they have no value while checking).
    package static func text(of parts: [PredicateToken.StringPart]) -> String {
        parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    private mutating func parseOr() throws(PredicateParseError) -> PredicateNode {
        var node = try parseAnd()
        while isKeyword(peek, "OR") || isSymbol(peek, "||") {
            _ = advance()
            node = .or(node, try parseAnd())
        }
        return node
    }

    private mutating func parseAnd() throws(PredicateParseError) -> PredicateNode {
        var node = try parseNot()
        while isKeyword(peek, "AND") || isSymbol(peek, "&&") {
            _ = advance()
            node = .and(node, try parseNot())
        }
        return node
    }

    private mutating func parseNot() throws(PredicateParseError) -> PredicateNode {
        if isKeyword(peek, "NOT") || isSymbol(peek, "!") {
            _ = advance()
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(PredicateParseError) -> PredicateNode {
        if isSymbol(peek, "(") {
            _ = advance()
            let node = try parseOr()
            guard isSymbol(peek, ")") else { throw unexpected("')'") }
            _ = advance()
            return node
        }
        if isKeyword(peek, "TRUEPREDICATE") { _ = advance(); return .constant(true) }
        if isKeyword(peek, "FALSEPREDICATE") { _ = advance(); return .constant(false) }
        let left = try parseOperand()
        let (op, options) = try parseOperator()
        let right = try parseOperand()
        return .comparison(left, op, right, options)
    }

    private mutating func parseOperator() throws(PredicateParseError) -> (PredicateOperator, PredicateOptions) {
        let op: PredicateOperator
        switch peek.kind {
        case .symbol("=="), .symbol("="): op = .equal
        case .symbol("!="), .symbol("<>"): op = .notEqual
        case .symbol("<"): op = .less
        case .symbol("<="), .symbol("=<"): op = .lessOrEqual
        case .symbol(">"): op = .greater
        case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
        case .word(let word):
            guard let keyword = PredicateOperator(rawValue: word.uppercased()),
                  ![.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(keyword)
            else { throw unexpected("a comparison operator") }
            op = keyword
        default:
            throw unexpected("a comparison operator")
        }
        _ = advance()
        var options: PredicateOptions = []
        if isSymbol(peek, "[") {
            _ = advance()
            guard case .word(let letters) = peek.kind else { throw unexpected("option letters c, d or n") }
            for letter in letters.lowercased() {
                switch letter {
                case "c": options.insert(.caseInsensitive)
                case "d": options.insert(.diacriticInsensitive)
                case "n": options.insert(.normalized)
                default: throw PredicateParseError("unknown comparison option '\(letter)'; the options are c, d and n", at: peek.start)
                }
            }
            _ = advance()
            guard isSymbol(peek, "]") else { throw unexpected("']'") }
            _ = advance()
        }
        return (op, options)
    }

    private mutating func parseOperand() throws(PredicateParseError) -> PredicateOperand {
        let token = peek
        switch token.kind {
        case .string(_, let parts):
            _ = advance()
            return .literal(.string(Self.text(of: parts)))
        case .number(let number):
            _ = advance()
            return .literal(.number(number))
        case .placeholder:
            _ = advance()
            return .literal(.string(""))
        case .argument(let conversion):
            guard nextArgument < arguments.count else {
                throw PredicateParseError("too few arguments for the format specifiers", at: token.start)
            }
            _ = advance()
            let argument = arguments[nextArgument]
            nextArgument += 1
            if conversion == "K" {
                guard let key = argument as? String else {
                    throw PredicateParseError("%K needs a String key path argument", at: token.start)
                }
                return .key(key)
            }
            return .literal(PredicateValue(argument))
        case .symbol("{"):
            _ = advance()
            var values: [PredicateValue] = []
            if !isSymbol(peek, "}") {
                while true {
                    let start = peek.start
                    guard case .literal(let value) = try parseOperand() else {
                        throw PredicateParseError("an aggregate {…} may only hold constants", at: start)
                    }
                    values.append(value)
                    guard isSymbol(peek, ",") else { break }
                    _ = advance()
                }
            }
            guard isSymbol(peek, "}") else { throw unexpected("'}'") }
            _ = advance()
            return .literal(.list(values))
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": _ = advance(); return .literal(.bool(true))
            case "FALSE", "NO": _ = advance(); return .literal(.bool(false))
            case "NIL", "NULL": _ = advance(); return .literal(.null)
            case "SELF": _ = advance(); return .evaluatedObject
            case "AND", "OR", "NOT", "IN", "LIKE", "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN":
                throw unexpected("a key path or value")
            default:
                _ = advance()
                return .key(word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word)
            }
        default:
            throw unexpected("a key path or value")
        }
    }

    // MARK: Tokens

    package static func tokenize(_ units: [PredicateUnit]) throws(PredicateParseError) -> [PredicateToken] {
        var tokens: [PredicateToken] = []
        var index = 0
        func at(_ offset: Int) -> Character? {
            guard units.indices.contains(index + offset), case .character(let character) = units[index + offset] else { return nil }
            return character
        }
        while index < units.count {
            let start = index
            guard case .character(let character) = units[index] else {
                if case .placeholder(let number) = units[index] { tokens.append(PredicateToken(kind: .placeholder(number), start: start, end: index + 1)) }
                index += 1
                continue
            }
            if character.isWhitespace {
                index += 1
            } else if character == "\"" || character == "'" {
                var parts: [PredicateToken.StringPart] = []
                var text = ""
                index += 1
                while true {
                    guard index < units.count else { throw PredicateParseError("unterminated string literal: the quote \(character) opened here is never closed", at: start) }
                    guard case .character(let next) = units[index] else {
                        if case .placeholder(let number) = units[index] {
                            if !text.isEmpty { parts.append(.text(text)); text = "" }
                            parts.append(.placeholder(number))
                        }
                        index += 1
                        continue
                    }
                    index += 1
                    if next == character { break }
                    if next == "\\", let escaped = at(0) {
                        index += 1
                        switch escaped {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default: text.append(escaped)
                        }
                    } else {
                        text.append(next)
                    }
                }
                if !text.isEmpty { parts.append(.text(text)) }
                tokens.append(PredicateToken(kind: .string(quote: character, parts: parts), start: start, end: index))
            } else if character == "%" {
                // %@ %K %d %i %u %ld %lu %lld %llu %f %lf
                var offset = 1
                while at(offset) == "l" { offset += 1 }
                guard let conversion = at(offset) else { throw PredicateParseError("a '%' without a format specifier after it", at: start) }
                switch conversion {
                case "@", "K": tokens.append(PredicateToken(kind: .argument(conversion), start: start, end: index + offset + 1))
                case "d", "i", "u", "D", "U": tokens.append(PredicateToken(kind: .argument("d"), start: start, end: index + offset + 1))
                case "f", "g", "e": tokens.append(PredicateToken(kind: .argument("f"), start: start, end: index + offset + 1))
                default: throw PredicateParseError("unsupported format specifier '%\(conversion)'", at: start)
                }
                index += offset + 1
            } else if character.isNumber || (character == "-" && at(1)?.isNumber == true && !(tokens.last.map(isValueToken) ?? false)) {
                var text = String(character)
                index += 1
                while let next = at(0), next.isNumber || next == "." {
                    text.append(next)
                    index += 1
                }
                guard let number = Double(text) else { throw PredicateParseError("'\(text)' is not a number", at: start) }
                tokens.append(PredicateToken(kind: .number(number), start: start, end: index))
            } else if character.isLetter || character == "_" || character == "$" || character == "#" {
                var text = character == "#" ? "" : String(character)
                index += 1
                while let next = at(0), next.isLetter || next.isNumber || next == "_" || next == "." {
                    text.append(next)
                    index += 1
                }
                if text.hasPrefix("$") {
                    throw PredicateParseError("variables such as '\(text)' are not supported; pass the value as an argument", at: start)
                }
                tokens.append(PredicateToken(kind: .word(text), start: start, end: index))
            } else {
                let pair = String(character) + (at(1).map(String.init) ?? "")
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(pair) {
                    tokens.append(PredicateToken(kind: .symbol(pair), start: start, end: index + 2))
                    index += 2
                } else if "=<>!()[]{},".contains(character) {
                    tokens.append(PredicateToken(kind: .symbol(String(character)), start: start, end: index + 1))
                    index += 1
                } else {
                    throw PredicateParseError("unexpected character '\(character)'", at: start)
                }
            }
        }
        tokens.append(PredicateToken(kind: .end, start: units.count, end: units.count))
        return tokens
    }

    private static func isValueToken(_ token: PredicateToken) -> Bool {
        switch token.kind {
        case .word, .string, .number, .argument, .placeholder, .symbol(")"), .symbol("}"): true
        default: false
        }
    }
}
