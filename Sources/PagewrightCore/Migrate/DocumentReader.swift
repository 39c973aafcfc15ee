/// The Swift code of an article or a wiki page (`.md`, `.markdown`, `.txt`), for `migrate` to read
/// as it reads a Swift file. Each code block is tokenized on its own (a listing that breaks off
/// spoils only itself), its tokens keep the document's own line numbers, and the outlines of a
/// document's blocks are merged into one: a type shown in parts over several listings is one type.
///
/// A document with Markdown fences is read by its fences (```` ```swift ````, ```` ``` ````, `~~~`;
/// blocks in another language are skipped). One without (text copied from a web page, where the
/// fences are lost) is read by its lines that look like Swift: a run of them, blank lines and
/// anything inside an open brace included, is a block. A listing whose line breaks were lost (one
/// long line holding a whole type) is read with its statements split where Swift needs a line
/// break, and a `//` comment in it ends before the next declaration.
enum DocumentReader {
    static let extensions = [".md", ".markdown", ".txt"]

    static func isDocument(_ path: String) -> Bool {
        let lower = path.lowercased()
        return extensions.contains { lower.hasSuffix($0) }
    }

    struct Block: Equatable {
        /// 1-based line of the document where the block's first line is.
        var firstLine: Int
        var lines: [String]
        /// Lines whose breaks were lost: whole listings on one line.
        var flattened: Set<Int> = []
    }

    /// The Swift blocks of a document, in order.
    static func blocks(in text: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        let fenced = fencedBlocks(lines)
        return fenced ?? unfencedBlocks(lines)
    }

    /// A block's tokens, with the document's line numbers.
    static func tokens(of block: Block) -> SwiftTokenizer.Result {
        var lines = block.lines
        for index in block.flattened { lines[index] = withoutRunOnComments(lines[index]) }
        var result = SwiftTokenizer.tokenize(lines.joined(separator: "\n"))
        let flattenedLines = Set(block.flattened.map { $0 + 1 })
        var depth = 0
        for index in result.tokens.indices where flattenedLines.contains(result.tokens[index].line) {
            let token = result.tokens[index]
            if token.startsLine { depth = 0 }
            // Only between statements: not inside a call's or a parameter list's brackets.
            if depth == 0, index > 0, result.tokens[index - 1].line == token.line, startsStatement(token, after: result.tokens[index - 1]) {
                result.tokens[index].startsLine = true
            }
            if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { depth = max(0, depth - 1) }
        }
        for index in result.tokens.indices { result.tokens[index].line += block.firstLine - 1 }
        result.problems = result.problems.map { ($0.line + block.firstLine - 1, $0.reason) }
        return result
    }

    /// One outline of a document's blocks: a type declared again in a later block (an article
    /// shows a page object in parts) adds its members, nested types and what it adopts to the first.
    static func merged(_ outlines: [SwiftOutline]) -> SwiftOutline {
        var types: [SwiftOutline.TypeDeclaration] = []
        var globals: [SwiftOutline.Member] = []
        var problems: [(line: Int, reason: String)] = []
        for outline in outlines {
            for type in outline.types {
                guard type.keyword != .extension, let first = types.firstIndex(where: { $0.name == type.name && $0.keyword != .extension }) else {
                    types.append(type)
                    continue
                }
                for member in type.members where !types[first].members.contains(where: { $0.kind == member.kind && $0.name == member.name && $0.parameters == member.parameters }) {
                    types[first].members.append(member)
                }
                types[first].nested += type.nested.filter { nested in !types[first].nested.contains { $0.name == nested.name } }
                types[first].inherits += type.inherits.filter { !types[first].inherits.contains($0) }
            }
            globals += outline.globals
            problems += outline.problems
        }
        return SwiftOutline(types: types, globals: globals, problems: problems)
    }

    // MARK: Fenced blocks

    /// The Swift fenced blocks, or nil when the document has no fence.
    private static func fencedBlocks(_ lines: [String]) -> [Block]? {
        var blocks: [Block] = []
        var sawFence = false
        var index = 0
        while index < lines.count {
            guard let (fence, info) = fenceOpening(lines[index]) else { index += 1; continue }
            sawFence = true
            var end = index + 1
            while end < lines.count, !closesFence(lines[end], fence) { end += 1 }
            let language = info.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "," }).first.map { $0.lowercased() } ?? ""
            if language.isEmpty || language == "swift" {
                let body = Array(lines[(index + 1)..<end])
                if body.contains(where: { !$0.allSatisfy(\.isWhitespace) }) { blocks.append(Block(firstLine: index + 2, lines: body)) }
            }
            index = end + 1
        }
        return sawFence ? blocks : nil
    }

    /// "```swift" → ("```", "swift"): up to three spaces, then three or more backticks or tildes.
    private static func fenceOpening(_ line: String) -> (fence: String, info: String)? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let fence = rest.prefix { $0 == mark }
        guard fence.count >= 3 else { return nil }
        let info = rest.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
        if mark == "`", info.contains("`") { return nil }
        return (String(fence), info)
    }

    private static func closesFence(_ line: String, _ fence: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let mark = fence.first, trimmed.count >= fence.count else { return false }
        return trimmed.allSatisfy { $0 == mark }
    }

    // MARK: Unfenced blocks

    private static func unfencedBlocks(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard startsCode(lines, at: index) else { index += 1; continue }
            var block = Block(firstLine: index + 1, lines: [])
            var depth = 0
            var inComment = false
            var position = index
            while position < lines.count {
                let line = lines[position]
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if position > index {
                    let open = depth > 0 || inComment
                    if trimmed.isEmpty {
                        // A blank line inside a brace belongs to the listing; outside, it ends it.
                        guard open else { break }
                    } else if open ? (!inComment && looksLikeProse(trimmed)) : !startsCode(lines, at: position) {
                        break
                    }
                }
                block.lines.append(line)
                if isFlattened(trimmed) { block.flattened.insert(block.lines.count - 1) }
                (depth, inComment) = balance(after: line, depth: depth, inComment: inComment, flattened: isFlattened(trimmed))
                position += 1
            }
            while let last = block.lines.last, last.allSatisfy(\.isWhitespace) { block.lines.removeLast() }
            blocks.append(block)
            index = position
        }
        return blocks
    }

    private static let leadingKeywords: Set<String> = [
        "import", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "private", "fileprivate", "public",
        "internal", "static", "override", "final", "lazy", "required", "convenience", "init", "return", "case", "switch", "if",
        "guard", "for", "while", "default", "typealias", "self", "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertEqual",
    ]

    /// Whether the line at `index` begins or continues Swift code (outside any brace).
    private static func startsCode(_ lines: [String], at index: Int) -> Bool {
        let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        for opening in ["//", "/*", "}", "{", "@"] where trimmed.hasPrefix(opening) { return true }
        // `.enterLogin(user.login)`: a chained call on a line of its own.
        if trimmed.hasPrefix("."), trimmed.dropFirst().first?.isLetter == true { return true }
        let word = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        let after = trimmed.dropFirst(word.count)
        if leadingKeywords.contains(word), after.isEmpty || after.first == " " || after.first == "(" || after.first == "{" || after.first == "<" {
            return !looksLikeProse(trimmed)
        }
        // `vacancyScreen.responseButton.tap()`, `XCTAssertTrue(page.exists)`, `name = value`.
        if let next = after.first, next == "." || next == "(" || next == "[" { return after.dropFirst().first != " " && !looksLikeProse(trimmed) }
        if after.hasPrefix(" = ") || after.hasPrefix(" += ") { return !looksLikeProse(trimmed) }
        // `ExampleSuite: BaseTestCase {`, a declaration continued from the line before.
        if trimmed.hasSuffix("{"), trimmed.split(separator: " ").count <= 8 { return true }
        // `loginScreen` with a chained call on the next line.
        if after.isEmpty, index + 1 < lines.count {
            let next = lines[index + 1].trimmingCharacters(in: .whitespaces)
            return next.hasPrefix(".") && next.dropFirst().first?.isLetter == true
        }
        return false
    }

    /// A sentence: many words and none of code's punctuation (a comment, a string, a call).
    private static func looksLikeProse(_ trimmed: String) -> Bool {
        let words = trimmed.split(separator: " ")
        guard words.count >= 6 else { return false }
        if trimmed.hasPrefix("*") || trimmed.contains("//") || trimmed.contains("->") { return false }
        if trimmed.contains(where: { "{}=;\"".contains($0) }) { return false }
        let characters = Array(trimmed)
        return !characters.indices.dropFirst().contains { characters[$0] == "(" && (characters[$0 - 1].isLetter || characters[$0 - 1].isNumber) }
    }

    /// A whole listing on one line: long, with braces.
    private static func isFlattened(_ trimmed: String) -> Bool {
        trimmed.count >= 100 && trimmed.contains("{") && (trimmed.contains("}") || trimmed.contains("  "))
    }

    /// Brace depth and whether a block comment is open after `line` (strings and comments skipped).
    private static func balance(after line: String, depth: Int, inComment: Bool, flattened: Bool) -> (Int, Bool) {
        let text = flattened ? withoutRunOnComments(line) : line
        var depth = depth
        var inComment = inComment
        var inString = false
        var characters = Array(text)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if inComment {
                if character == "*", characters.first == "/" { inComment = false; characters = characters.dropFirst() }
                continue
            }
            if inString {
                if character == "\\" { characters = characters.dropFirst() } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "/" where characters.first == "/": return (depth, false)
            case "/" where characters.first == "*": inComment = true; characters = characters.dropFirst()
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return (depth, inComment)
    }

    // MARK: Listings whose line breaks were lost

    /// Words a `//` comment of a one-line listing ends before: the next declaration.
    private static let commentEnds: Set<String> = [
        "import", "class", "struct", "enum", "protocol", "extension", "func", "init", "var", "let", "static", "private",
        "fileprivate", "public", "internal", "override",
    ]

    /// A one-line listing with its `//` comments blanked up to the next declaration (or `}`), so
    /// the code after a comment is read. Columns are kept.
    static func withoutRunOnComments(_ line: String) -> String {
        var characters = Array(line)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 2; continue }
                if character == "\"" { inString = false }
                index += 1
                continue
            }
            if character == "\"" { inString = true; index += 1; continue }
            guard character == "/", index + 1 < characters.count, characters[index + 1] == "/" else { index += 1; continue }
            var end = index + 2
            while end < characters.count {
                if characters[end] == "}" || characters[end] == "@" { break }
                let startsWord = characters[end].isLetter && (characters[end - 1] == " " || characters[end - 1] == "\t")
                if startsWord {
                    let word = String(characters[end...].prefix { $0.isLetter })
                    let after = end + word.count
                    if commentEnds.contains(word), after < characters.count, characters[after] == " " || characters[after] == "(" { break }
                }
                end += 1
            }
            for blank in index..<end { characters[blank] = " " }
            index = end
        }
        return String(characters)
    }

    private static let continuingWords: Set<String> = [
        "in", "as", "is", "where", "else", "catch", "throws", "rethrows", "async", "some", "any", "inout", "get", "set", "await",
    ]
    private static let keywords: Set<String> = [
        "let", "var", "func", "return", "if", "else", "guard", "for", "while", "in", "switch", "case", "default", "class", "struct",
        "enum", "protocol", "extension", "import", "static", "private", "fileprivate", "public", "internal", "open", "override",
        "final", "lazy", "required", "convenience", "init", "try", "await", "throw", "as", "is", "where", "some", "any", "inout",
        "mutating", "weak", "unowned", "typealias", "associatedtype", "do", "catch", "repeat", "defer", "throws", "rethrows", "async",
    ]

    /// On a one-line listing, a word after the end of an expression (`) cell.swipeLeft()`,
    /// `Int func perform()`, `} static func`) begins a statement or declaration: Swift would need
    /// a line break there.
    private static func startsStatement(_ token: SwiftToken, after previous: SwiftToken) -> Bool {
        let begins = token.kind == .word && !continuingWords.contains(token.text) || token.isSymbol("@")
        guard begins else { return false }
        switch previous.kind {
        case .symbol: return previous.text == ")" || previous.text == "]" || previous.text == "}"
        case .word: return !keywords.contains(previous.text)
        case .number, .string: return true
        case .directive: return false
        }
    }
}
