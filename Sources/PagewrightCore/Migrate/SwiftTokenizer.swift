/// Splits Swift source into `SwiftToken`s. Never fails: text it does not understand becomes
/// symbols, an unterminated string or comment ends at the end of the file (and is reported), and
/// the work is linear in the source's length, so no input can make it hang.
struct SwiftTokenizer {
    struct Result {
        var tokens: [SwiftToken]
        /// Lines where the source stops making sense to the tokenizer, with why.
        var problems: [(line: Int, reason: String)]
    }

    private static let compoundSymbols: [String] = ["...", "..<", "->", "==", "!=", "&&", "||", "??", ">=", "<="]

    static func tokenize(_ source: String) -> Result {
        let scalars = Array(source.unicodeScalars)
        var tokens: [SwiftToken] = []
        var problems: [(line: Int, reason: String)] = []
        var index = 0
        var line = 1
        var lineStart = true

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        func add(_ kind: SwiftToken.Kind, _ text: String, at startLine: Int) {
            tokens.append(SwiftToken(kind: kind, text: text, line: startLine, startsLine: lineStart))
            lineStart = false
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                lineStart = true
                index += 1
                continue
            }
            if scalar == " " || scalar == "\t" || scalar == "\r" || scalar.properties.isWhitespace {
                index += 1
                continue
            }
            // Comments.
            if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            if scalar == "/", peek(1) == "*" {
                let startLine = line
                var depth = 0
                while index < scalars.count {
                    if scalars[index] == "/", peek(1) == "*" { depth += 1; index += 2; continue }
                    if scalars[index] == "*", peek(1) == "/" { depth -= 1; index += 2; if depth == 0 { break }; continue }
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                if depth > 0 { problems.append((startLine, "a comment that is never closed; the rest of the file is inside it")) }
                continue
            }
            // Strings, raw (`#"…"#`) and multi-line (`"""…"""`) included.
            if scalar == "\"" || (scalar == "#" && (peek(1) == "\"" || (peek(1) == "#" && peek(2) == "\""))) {
                let startLine = line
                var hashes = 0
                while index < scalars.count, scalars[index] == "#" { hashes += 1; index += 1 }
                let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
                index += multiline ? 3 : 1
                var text = ""
                var interpolated = false
                var closed = false
                func closes() -> Bool {
                    let quotes = multiline ? 3 : 1
                    for offset in 0..<quotes where peek(offset) != "\"" { return false }
                    for offset in 0..<hashes where peek(quotes + offset) != "#" { return false }
                    return true
                }
                while index < scalars.count {
                    let character = scalars[index]
                    if closes() {
                        index += (multiline ? 3 : 1) + hashes
                        closed = true
                        break
                    }
                    if character == "\n" {
                        if !multiline { break }
                        line += 1
                    }
                    if character == "\\" {
                        // An escape only counts with as many `#` after the backslash as the literal has.
                        var count = 0
                        while count < hashes, peek(1 + count) == "#" { count += 1 }
                        if count == hashes, let next = peek(1 + hashes) {
                            if next == "(" {
                                interpolated = true
                                text += "\\("
                                index += 2 + hashes
                                var depth = 1
                                while index < scalars.count, depth > 0 {
                                    if scalars[index] == "(" { depth += 1 } else if scalars[index] == ")" { depth -= 1 }
                                    if scalars[index] == "\n" { line += 1 }
                                    if depth > 0 { text.unicodeScalars.append(scalars[index]) }
                                    index += 1
                                }
                                text += ")"
                                continue
                            }
                            switch next {
                            case "n": text += "\n"
                            case "t": text += "\t"
                            case "\"": text += "\""
                            case "'": text += "'"
                            case "\\": text += "\\"
                            case "0": text += "\0"
                            default: text.unicodeScalars.append(next)
                            }
                            index += 2 + hashes
                            continue
                        }
                    }
                    text.unicodeScalars.append(character)
                    index += 1
                }
                if !closed { problems.append((startLine, "a string literal that is never closed")) }
                add(.string(interpolated: interpolated), text, at: startLine)
                continue
            }
            if scalar == "#" {
                var text = "#"
                index += 1
                while index < scalars.count, isIdentifierPart(scalars[index]) { text.unicodeScalars.append(scalars[index]); index += 1 }
                add(.directive, text, at: line)
                continue
            }
            if scalar == "`" {
                var text = ""
                index += 1
                while index < scalars.count, scalars[index] != "`", scalars[index] != "\n" { text.unicodeScalars.append(scalars[index]); index += 1 }
                if peek() == "`" { index += 1 }
                add(.word, text, at: line)
                continue
            }
            if isIdentifierStart(scalar) || (scalar == "$" && peek(1).map(isIdentifierPart) == true) {
                var text = String(scalar)
                index += 1
                while index < scalars.count, isIdentifierPart(scalars[index]) { text.unicodeScalars.append(scalars[index]); index += 1 }
                add(.word, text, at: line)
                continue
            }
            if scalar.properties.numericType != nil, ("0"..."9").contains(scalar) {
                var text = ""
                while index < scalars.count, isIdentifierPart(scalars[index]) || (scalars[index] == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                    text.unicodeScalars.append(scalars[index]); index += 1
                }
                add(.number, text, at: line)
                continue
            }
            if let compound = compoundSymbols.first(where: { matches($0, scalars, at: index) }) {
                index += compound.unicodeScalars.count
                add(.symbol, compound, at: line)
                continue
            }
            index += 1
            add(.symbol, String(scalar), at: line)
        }
        return Result(tokens: tokens, problems: problems)
    }

    private static func matches(_ text: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var offset = index
        for scalar in text.unicodeScalars {
            guard offset < scalars.count, scalars[offset] == scalar else { return false }
            offset += 1
        }
        return true
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
