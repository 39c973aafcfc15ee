import Foundation

/// Why a format string could not be parsed.
struct PredicateParseError: Error, CustomStringConvertible {
    let description: String
}

/// Parses the subset of Foundation's predicate format language that UI tests use, substituting
/// `%@`, `%K`, `%d`, `%i`, `%ld`, `%lu`, `%u`, `%f`, `%lf` arguments as it goes.
struct PredicateParser {
    private enum Token: Equatable {
        case word(String)  // identifiers and keywords
        case string(String)
        case number(Double)
        case symbol(String)  // operators and punctuation
        case argument(Character)  // format specifier conversion: @, K, d, f
        case end
    }

    private var tokens: [Token] = []
    private var position = 0
    private var arguments: [Any?]
    private var nextArgument = 0

    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateNode {
        var parser = PredicateParser(arguments: arguments)
        parser.tokens = try tokenize(format)
        let node = try parser.parseOr()
        guard parser.peek == .end else { throw parser.unexpected("end of format") }
        guard parser.nextArgument == arguments.count else {
            throw PredicateParseError(description: "\(arguments.count) arguments given for \(parser.nextArgument) specifiers")
        }
        return node
    }

    private init(arguments: [Any?]) { self.arguments = arguments }

    // MARK: Grammar

    private var peek: Token { tokens[position] }

    private mutating func advance() -> Token {
        let token = tokens[position]
        if token != .end { position += 1 }
        return token
    }

    private func isKeyword(_ token: Token, _ keywords: String...) -> Bool {
        if case .word(let word) = token { return keywords.contains(word.uppercased()) }
        return false
    }

    private func unexpected(_ expected: String) -> PredicateParseError {
        let found: String
        switch peek {
        case .word(let word): found = "'\(word)'"
        case .string(let text): found = quoted(text)
        case .number(let number): found = "\(number)"
        case .symbol(let symbol): found = "'\(symbol)'"
        case .argument(let conversion): found = "'%\(conversion)'"
        case .end: found = "end of format"
        }
        return PredicateParseError(description: "expected \(expected), found \(found)")
    }

    private mutating func parseOr() throws -> PredicateNode {
        var node = try parseAnd()
        while isKeyword(peek, "OR") || peek == .symbol("||") {
            _ = advance()
            node = .or(node, try parseAnd())
        }
        return node
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var node = try parseNot()
        while isKeyword(peek, "AND") || peek == .symbol("&&") {
            _ = advance()
            node = .and(node, try parseNot())
        }
        return node
    }

    private mutating func parseNot() throws -> PredicateNode {
        if isKeyword(peek, "NOT") || peek == .symbol("!") {
            _ = advance()
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> PredicateNode {
        if peek == .symbol("(") {
            _ = advance()
            let node = try parseOr()
            guard advance() == .symbol(")") else { throw unexpected("')'") }
            return node
        }
        if isKeyword(peek, "TRUEPREDICATE") { _ = advance(); return .constant(true) }
        if isKeyword(peek, "FALSEPREDICATE") { _ = advance(); return .constant(false) }
        let left = try parseOperand()
        let (op, options) = try parseOperator()
        let right = try parseOperand()
        return .comparison(left, op, right, options)
    }

    private mutating func parseOperator() throws -> (PredicateOperator, PredicateOptions) {
        let token = advance()
        let op: PredicateOperator
        switch token {
        case .symbol("=="), .symbol("="): op = .equal
        case .symbol("!="), .symbol("<>"): op = .notEqual
        case .symbol("<"): op = .less
        case .symbol("<="), .symbol("=<"): op = .lessOrEqual
        case .symbol(">"): op = .greater
        case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
        case .word(let word):
            guard let keyword = PredicateOperator(rawValue: word.uppercased()),
                ![.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(keyword)
            else {
                position -= 1
                throw unexpected("a comparison operator")
            }
            op = keyword
        default:
            if token != .end { position -= 1 }
            throw unexpected("a comparison operator")
        }
        var options: PredicateOptions = []
        if peek == .symbol("[") {
            _ = advance()
            guard case .word(let letters) = advance() else { throw unexpected("option letters c, d or n") }
            for letter in letters.lowercased() {
                switch letter {
                case "c": options.insert(.caseInsensitive)
                case "d": options.insert(.diacriticInsensitive)
                case "n": options.insert(.normalized)
                default: throw PredicateParseError(description: "unknown comparison option '\(letter)'")
                }
            }
            guard advance() == .symbol("]") else { throw unexpected("']'") }
        }
        return (op, options)
    }

    private mutating func parseOperand() throws -> PredicateOperand {
        let token = advance()
        switch token {
        case .string(let text): return .literal(.string(text))
        case .number(let number): return .literal(.number(number))
        case .argument(let conversion):
            guard nextArgument < arguments.count else {
                throw PredicateParseError(description: "too few arguments for the format specifiers")
            }
            let argument = arguments[nextArgument]
            nextArgument += 1
            if conversion == "K" {
                guard let key = argument as? String else {
                    throw PredicateParseError(description: "%K needs a String key path argument")
                }
                return .key(key)
            }
            return .literal(PredicateValue(argument))
        case .symbol("{"):
            var values: [PredicateValue] = []
            if peek != .symbol("}") {
                repeat {
                    guard case .literal(let value) = try parseOperand() else {
                        throw PredicateParseError(description: "aggregate {…} may only hold constants")
                    }
                    values.append(value)
                } while advance() == .symbol(",")
                position -= 1
            }
            guard advance() == .symbol("}") else { throw unexpected("'}'") }
            return .literal(.list(values))
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return .literal(.bool(true))
            case "FALSE", "NO": return .literal(.bool(false))
            case "NIL", "NULL": return .literal(.null)
            case "SELF": return .evaluatedObject
            case "AND", "OR", "NOT", "IN", "LIKE", "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN":
                position -= 1
                throw unexpected("a key path or value")
            default:
                return .key(word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word)
            }
        default:
            if token != .end { position -= 1 }
            throw unexpected("a key path or value")
        }
    }

    // MARK: Tokens

    private static func tokenize(_ format: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        func at(_ offset: Int) -> Character? {
            characters.indices.contains(index + offset) ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "\"" || character == "'" {
                var text = ""
                index += 1
                while true {
                    guard let next = at(0) else { throw PredicateParseError(description: "unterminated string literal") }
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
                tokens.append(.string(text))
            } else if character == "%" {
                // %@ %K %d %i %u %ld %lu %lld %llu %f %lf
                var offset = 1
                while at(offset) == "l" { offset += 1 }
                guard let conversion = at(offset) else { throw PredicateParseError(description: "dangling '%'") }
                switch conversion {
                case "@", "K": tokens.append(.argument(conversion))
                case "d", "i", "u", "D", "U": tokens.append(.argument("d"))
                case "f", "g", "e": tokens.append(.argument("f"))
                default: throw PredicateParseError(description: "unsupported format specifier '%\(conversion)'")
                }
                index += offset + 1
            } else if character.isNumber || (character == "-" && at(1)?.isNumber == true && !(tokens.last.map(isValueToken) ?? false)) {
                var text = String(character)
                index += 1
                while let next = at(0), next.isNumber || next == "." {
                    text.append(next)
                    index += 1
                }
                guard let number = Double(text) else { throw PredicateParseError(description: "bad number '\(text)'") }
                tokens.append(.number(number))
            } else if character.isLetter || character == "_" || character == "$" || character == "#" {
                var text = character == "#" ? "" : String(character)
                index += 1
                while let next = at(0), next.isLetter || next.isNumber || next == "_" || next == "." {
                    text.append(next)
                    index += 1
                }
                if text.hasPrefix("$") {
                    throw PredicateParseError(description: "variables such as '\(text)' are not supported; pass the value as an argument")
                }
                tokens.append(.word(text))
            } else {
                let pair = String(character) + (at(1).map(String.init) ?? "")
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(pair) {
                    tokens.append(.symbol(pair))
                    index += 2
                } else if "=<>!()[]{},".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw PredicateParseError(description: "unexpected character '\(character)'")
                }
            }
        }
        tokens.append(.end)
        return tokens
    }

    private static func isValueToken(_ token: Token) -> Bool {
        switch token {
        case .word, .string, .number, .argument, .symbol(")"), .symbol("}"): true
        default: false
        }
    }
}
