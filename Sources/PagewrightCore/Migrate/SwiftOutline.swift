/// The declarations of a Swift file that page objects are made of: types (with what they inherit)
/// and, inside each, stored and computed properties, functions and initializers, each with its
/// tokens. A recogniser for that subset, not a Swift parser: anything else in a type body is
/// skipped, and a brace that is never closed ends its block at the end of the file (reported).
struct SwiftOutline {
    struct TypeDeclaration {
        enum Keyword: String { case `class`, `struct`, `enum`, `extension`, `protocol`, `actor` }
        var keyword: Keyword
        var name: String
        var inherits: [String]
        var line: Int
        var members: [Member]
        var nested: [TypeDeclaration]
    }

    struct Member {
        enum Kind { case property, function, initializer }
        var kind: Kind
        var name: String
        var line: Int
        var isStatic: Bool
        /// For a function: its parameters; for a property: none.
        var parameters: [Parameter]
        /// A property's declared type, or a function's result (`nil` when it returns nothing).
        var type: [SwiftToken]
        /// A property's value after `=`.
        var value: [SwiftToken]
        /// The body between braces: a computed property's getter, a function's statements.
        var body: [SwiftToken]?
    }

    struct Parameter: Equatable {
        var label: String?
        var name: String
        var type: String
        var hasDefault: Bool
    }

    var types: [TypeDeclaration]
    /// Top-level `let`/`var`s (a global `app`).
    var globals: [Member]
    var problems: [(line: Int, reason: String)]

    static func read(_ tokens: [SwiftToken]) -> SwiftOutline {
        var reader = Reader(tokens: tokens)
        let (types, globals) = reader.declarations(until: tokens.count)
        return SwiftOutline(types: types, globals: globals, problems: reader.problems)
    }

    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "final", "override", "nonisolated", "indirect",
        "required", "convenience", "lazy", "weak", "unowned", "mutating", "dynamic", "optional", "package", "isolated",
    ]

    private struct Reader {
        let tokens: [SwiftToken]
        var index = 0
        var problems: [(line: Int, reason: String)] = []

        init(tokens: [SwiftToken]) { self.tokens = tokens }

        func token(_ offset: Int = 0) -> SwiftToken? {
            index + offset < tokens.count ? tokens[index + offset] : nil
        }

        /// The index just past the bracket that closes the one at `open` (`{`, `(` or `[`), or the
        /// end when it is never closed (reported once).
        mutating func close(from open: Int) -> (end: Int, closed: Bool) {
            var depth = 0
            var position = open
            while position < tokens.count {
                let token = tokens[position]
                if token.kind == .symbol {
                    if token.text == "{" || token.text == "(" || token.text == "[" { depth += 1 }
                    if token.text == "}" || token.text == ")" || token.text == "]" {
                        depth -= 1
                        if depth == 0 { return (position + 1, true) }
                    }
                }
                position += 1
            }
            problems.append((tokens[open].line, "'\(tokens[open].text)' is never closed: everything after it is read as inside it"))
            return (tokens.count, false)
        }

        /// Declarations from `index` to `end` (a type body's closing brace, or the file's end).
        mutating func declarations(until end: Int) -> ([TypeDeclaration], [Member]) {
            var types: [TypeDeclaration] = []
            var members: [Member] = []
            var isStatic = false
            while index < end {
                guard let current = token() else { break }
                if current.kind == .symbol, current.text == "@" {
                    // An attribute, with its arguments.
                    index += 2
                    if token()?.isSymbol("(") == true { index = min(close(from: index).end, end) }
                    continue
                }
                if current.kind == .directive {
                    index += 1
                    if token()?.isSymbol("(") == true { index = min(close(from: index).end, end) }
                    continue
                }
                guard current.kind == .word else {
                    if current.isSymbol("{") || current.isSymbol("(") || current.isSymbol("[") {
                        index = min(close(from: index).end, end)
                    } else {
                        index += 1
                    }
                    continue
                }
                if SwiftOutline.modifiers.contains(current.text) {
                    index += 1
                    if token()?.isSymbol("(") == true { index = min(close(from: index).end, end) }  // private(set)
                    continue
                }
                if current.text == "static" || current.text == "class" && (token(1)?.isWord("func") == true || token(1)?.isWord("var") == true || token(1)?.isWord("let") == true) {
                    isStatic = true
                    index += 1
                    continue
                }
                if let keyword = TypeDeclaration.Keyword(rawValue: current.text), token(1)?.kind == .word {
                    if let type = typeDeclaration(keyword, end: end) { types.append(type) }
                    isStatic = false
                    continue
                }
                switch current.text {
                case "let", "var":
                    members += properties(isStatic: isStatic, end: end)
                case "case":
                    // An enum's cases, read as its static members (`case title = "Blocked Senders"`).
                    members += properties(isStatic: true, end: end)
                case "func":
                    if let function = function(isStatic: isStatic, end: end) { members.append(function) }
                case "init":
                    if let initializer = function(isStatic: false, end: end, isInitializer: true) { members.append(initializer) }
                default:
                    index += 1
                }
                isStatic = false
            }
            index = max(index, end)
            return (types, members)
        }

        mutating func typeDeclaration(_ keyword: TypeDeclaration.Keyword, end: Int) -> TypeDeclaration? {
            let line = tokens[index].line
            index += 1
            var name = tokens[index].text
            index += 1
            // `extension A.B`
            while token()?.isSymbol(".") == true, let next = token(1), next.kind == .word { name += "." + next.text; index += 2 }
            var inherits: [String] = []
            if token()?.isSymbol("<") == true { skipGenerics(end: end) }
            if token()?.isSymbol(":") == true {
                index += 1
                while index < end, let current = token(), !current.isSymbol("{"), !current.isWord("where") {
                    if current.kind == .word { inherits.append(current.text) }
                    if current.isSymbol("<") { skipGenerics(end: end); continue }
                    index += 1
                }
            }
            while index < end, let current = token(), !current.isSymbol("{") { index += 1 }
            guard index < end else { return nil }
            let (bodyEnd, closed) = close(from: index)
            index += 1
            let inner = closed ? bodyEnd - 1 : bodyEnd
            let (nested, members) = declarations(until: inner)
            index = min(bodyEnd, end)
            return TypeDeclaration(keyword: keyword, name: name, inherits: inherits, line: line, members: members, nested: nested)
        }

        mutating func skipGenerics(end: Int) {
            var depth = 0
            while index < end, let current = token() {
                if current.isSymbol("<") { depth += 1 }
                if current.isSymbol(">") { depth -= 1; if depth == 0 { index += 1; return } }
                if current.isSymbol("{") { return }
                index += 1
            }
        }

        /// Whether the token at `position` begins another declaration: a declaration keyword, a
        /// modifier or an attribute at the start of a line.
        func startsDeclaration(_ position: Int) -> Bool {
            let token = tokens[position]
            guard token.startsLine else { return false }
            if token.isSymbol("@") { return true }
            guard token.kind == .word else { return token.kind == .directive }
            return ["let", "var", "func", "init", "static", "class", "struct", "enum", "extension", "protocol", "case",
                    "typealias", "deinit", "subscript", "actor"].contains(token.text) || SwiftOutline.modifiers.contains(token.text)
        }

        /// Tokens from `index` to the end of an expression or type: up to a token at bracket depth
        /// 0 that is one of `stops`, or that starts another declaration.
        mutating func collect(until stops: Set<String>, end: Int, stopAtLineStart: Bool = true) -> [SwiftToken] {
            var collected: [SwiftToken] = []
            while index < end {
                let current = tokens[index]
                if current.kind == .symbol, stops.contains(current.text) || current.text == ";" { break }
                if !collected.isEmpty, stopAtLineStart, startsDeclaration(index) { break }
                if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("{") {
                    let (after, _) = close(from: index)
                    let stop = min(after, end)
                    collected += tokens[index..<stop]
                    index = stop
                    continue
                }
                if current.isSymbol("}") || current.isSymbol(")") || current.isSymbol("]") { break }
                collected.append(current)
                index += 1
            }
            return collected
        }

        /// `let a = …, b = …` or `var a: T { … }`.
        mutating func properties(isStatic: Bool, end: Int) -> [Member] {
            index += 1
            var found: [Member] = []
            while index < end, let nameToken = token(), nameToken.kind == .word {
                index += 1
                var type: [SwiftToken] = []
                var value: [SwiftToken] = []
                var body: [SwiftToken]?
                if token()?.isSymbol(":") == true {
                    index += 1
                    type = collect(until: ["=", "{", ","], end: end)
                    // `(XCUIApplication) -> XCUIElement` is read whole; a type may continue after `->`.
                }
                if token()?.isSymbol("=") == true {
                    index += 1
                    value = collect(until: [","], end: end)
                } else if token()?.isSymbol("{") == true {
                    let (after, closed) = close(from: index)
                    body = Array(tokens[(index + 1)..<(closed ? after - 1 : after)])
                    index = min(after, end)
                }
                found.append(Member(kind: .property, name: nameToken.text, line: nameToken.line, isStatic: isStatic,
                                    parameters: [], type: type, value: value, body: body))
                if token()?.isSymbol(",") == true, index < end { index += 1 } else { break }
            }
            return found
        }

        mutating func function(isStatic: Bool, end: Int, isInitializer: Bool = false) -> Member? {
            let line = tokens[index].line
            index += 1
            var name = "init"
            if !isInitializer {
                guard let nameToken = token() else { return nil }
                name = nameToken.text
                index += 1
            }
            if token()?.isSymbol("?") == true || token()?.isSymbol("!") == true { index += 1 }  // init?
            if token()?.isSymbol("<") == true { skipGenerics(end: end) }
            guard token()?.isSymbol("(") == true else { return nil }
            let (afterParameters, _) = close(from: index)
            let parameters = Self.parameters(Array(tokens[(index + 1)..<max(index + 1, afterParameters - 1)]))
            index = min(afterParameters, end)
            var result: [SwiftToken] = []
            while index < end, let current = token(), current.isWord("throws") || current.isWord("async") || current.isWord("rethrows") { index += 1 }
            if token()?.isSymbol("->") == true {
                index += 1
                result = collect(until: ["{"], end: end).filter { !$0.isWord("where") }
            }
            while index < end, let current = token(), !current.isSymbol("{"), !startsDeclaration(index) { index += 1 }
            var body: [SwiftToken]?
            if index < end, token()?.isSymbol("{") == true {
                let (after, closed) = close(from: index)
                body = Array(tokens[(index + 1)..<(closed ? after - 1 : after)])
                index = min(after, end)
            }
            return Member(kind: isInitializer ? .initializer : .function, name: name, line: line, isStatic: isStatic,
                          parameters: parameters, type: result, value: [], body: body)
        }

        /// `atIndex index: Int`, `_ name: String = ""`, split at the commas between them.
        static func parameters(_ tokens: [SwiftToken]) -> [Parameter] {
            var groups: [[SwiftToken]] = [[]]
            var depth = 0
            for token in tokens {
                if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { depth += 1 }
                if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol(">") { depth -= 1 }
                if depth == 0, token.isSymbol(",") { groups.append([]) } else { groups[groups.count - 1].append(token) }
            }
            return groups.compactMap { group in
                guard let colon = group.firstIndex(where: { $0.isSymbol(":") }) else { return nil }
                let names = group[..<colon].filter { $0.kind == .word && !["inout", "borrowing", "consuming"].contains($0.text) }
                guard let last = names.last else { return nil }
                let label = names.count > 1 ? (names[names.startIndex].text == "_" ? nil : names[names.startIndex].text) : last.text
                let rest = group[(colon + 1)...]
                let equals = rest.firstIndex { $0.isSymbol("=") }
                let typeTokens = rest[..<(equals ?? rest.endIndex)].filter { !$0.isSymbol("@") && !$0.isWord("escaping") && !$0.isWord("autoclosure") }
                return Parameter(label: label, name: last.text, type: SwiftOutline.text(of: Array(typeTokens)), hasDefault: equals != nil)
            }
        }
    }

    /// Tokens as compact source text (`[OrderData]`, `(XCUIApplication) -> XCUIElement`).
    static func text(of tokens: [SwiftToken]) -> String {
        var text = ""
        var previous: SwiftToken?
        for token in tokens {
            let piece: String = switch token.kind {
            case .string: JSONString.quoted(token.text)
            default: token.text
            }
            if let previous, needsSpace(between: previous, and: token) { text += " " }
            text += piece
            previous = token
        }
        return text
    }

    private static func needsSpace(between left: SwiftToken, and right: SwiftToken) -> Bool {
        if left.kind != .symbol, right.kind != .symbol { return true }
        if right.isSymbol("->") || left.isSymbol("->") || left.isSymbol(",") || left.isSymbol(":") { return true }
        return false
    }
}
