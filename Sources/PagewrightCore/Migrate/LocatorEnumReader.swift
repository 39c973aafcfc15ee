/// Locator enums: an enum whose cases are a screen's elements, with a member that switches over
/// `self` to return each case's query (`func locator(_ context: XCUIElement) -> XCUIElement` or
/// `var element: XCUIElement`) and, often, a `rawValue` that switches over `self` for each case's
/// identifier. Each case becomes an element named for it; what a case binds (`case
/// .refine_view(let name): return name`) becomes its parameter. A case whose locator has branches
/// is read by its last `return` (the fallback), reported as a guess.
enum LocatorEnumReader {
    /// Whether `type` is a locator enum.
    static func isLocatorEnum(_ type: SwiftOutline.TypeDeclaration) -> Bool {
        type.keyword == .enum && locatorMember(type) != nil
    }

    /// The member returning an element by `switch self`, and the name it gives its search context.
    private static func locatorMember(_ type: SwiftOutline.TypeDeclaration) -> (member: SwiftOutline.Member, context: String?)? {
        for member in type.members where member.kind == .function || member.kind == .property {
            guard member.type.filter({ $0.kind == .word }).map(\.text) == ["XCUIElement"], let body = member.body, switchCases(body) != nil else { continue }
            if member.parameters.count > 1 || member.parameters.contains(where: { $0.type != "XCUIElement" && $0.type != "XCUIApplication" }) { continue }
            return (member, member.parameters.first?.name)
        }
        return nil
    }

    struct Case {
        var name: String
        /// Names the pattern binds (`case .filter_cell(let facet, let filter)`).
        var bindings: [String]
        var body: [SwiftToken]
        var line: Int
    }

    /// The cases of the first `switch self { … }` in `body`, or nil when there is none.
    static func switchCases(_ body: [SwiftToken]) -> [Case]? {
        guard let start = body.indices.first(where: { body[$0].isWord("switch") && $0 + 2 < body.count && body[$0 + 1].isWord("self") && body[$0 + 2].isSymbol("{") }) else { return nil }
        let close = ElementQueryReader.closing(body, from: start + 2)
        var cases: [Case] = []
        var depth = 0
        var position = start + 3
        while position < min(close, body.count) {
            let token = body[position]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
            if depth == 0, token.isWord("case") || token.isWord("default"), position == start + 3 || !body[position - 1].isWord("if") {
                // The pattern, up to its `:` at depth 0.
                var colon = position + 1
                var patternDepth = 0
                while colon < close {
                    if body[colon].isSymbol("(") { patternDepth += 1 }
                    if body[colon].isSymbol(")") { patternDepth -= 1 }
                    if patternDepth == 0, body[colon].isSymbol(":") { break }
                    colon += 1
                }
                let pattern = Array(body[(position + 1)..<min(colon, close)])
                var name = token.isWord("default") ? "default" : ""
                if pattern.count >= 2, pattern[0].isSymbol("."), pattern[1].kind == .word, !pattern.contains(where: { $0.isSymbol(",") && patternDepthZero(pattern, $0) }) {
                    name = pattern[1].text
                }
                let bindings = pattern.indices.compactMap { index in
                    pattern[index].isWord("let") && index + 1 < pattern.count && pattern[index + 1].kind == .word ? pattern[index + 1].text : nil
                }
                cases.append(Case(name: name, bindings: bindings, body: [], line: token.line))
                position = colon + 1
                continue
            }
            if !cases.isEmpty { cases[cases.count - 1].body.append(token) }
            position += 1
        }
        return cases
    }

    private static func patternDepthZero(_ pattern: [SwiftToken], _ comma: SwiftToken) -> Bool {
        var depth = 0
        for token in pattern {
            if token.isSymbol("(") { depth += 1 }
            if token.isSymbol(")") { depth -= 1 }
            if token == comma { return depth == 0 }
        }
        return false
    }

    /// Registers each case of a locator enum as an element; returns the members read.
    static func register(_ type: SwiftOutline.TypeDeclaration, into builder: inout ScreenBuilder, appNames: Set<String>, file: String) -> Set<String> {
        guard type.keyword == .enum, let (locator, context) = locatorMember(type), let cases = switchCases(locator.body ?? []) else { return [] }
        // Each case's identifier: a text, or one of the values the case binds.
        var identifiers: [String: (text: String?, parameter: String?)] = [:]
        if let rawValue = type.members.first(where: { $0.kind == .property && $0.name == "rawValue" }), let rawCases = switchCases(rawValue.body ?? []) {
            for rawCase in rawCases {
                let statement = rawCase.body.first?.isWord("return") == true ? Array(rawCase.body.dropFirst()) : rawCase.body
                if statement.count == 1, statement[0].isString, !statement[0].isInterpolated {
                    identifiers[rawCase.name] = (statement[0].text, nil)
                } else if statement.count == 1, statement[0].kind == .word, rawCase.bindings.contains(statement[0].text) {
                    identifiers[rawCase.name] = (nil, statement[0].text)
                }
            }
        }
        var names = appNames
        if let context { names.insert(context) }
        for item in cases where item.name != "default" && !item.name.isEmpty {
            let statements = StatementSplitter.statements(item.body)
            guard var expression = statements.last(where: { $0.first?.isWord("return") == true }) else { continue }
            expression.removeFirst()
            var parameters: [String: String] = Dictionary(item.bindings.map { ($0, "String") }, uniquingKeysWith: { first, _ in first })
            // `rawValue` (or `self.rawValue`) is the case's identifier.
            var replaced: [SwiftToken] = []
            var readable = true
            for token in expression {
                guard token.isWord("rawValue") else { replaced.append(token); continue }
                if replaced.count >= 2, replaced[replaced.count - 1].isSymbol("."), replaced[replaced.count - 2].isWord("self") { replaced.removeLast(2) }
                switch identifiers[item.name] {
                case (let text?, _)?: replaced.append(SwiftToken(kind: .string(interpolated: false), text: text, line: token.line, startsLine: false))
                case (_, let parameter?)?:
                    replaced.append(SwiftToken(kind: .word, text: parameter, line: token.line, startsLine: false))
                    parameters[parameter] = "String"
                default: readable = false
                }
            }
            var queries = ElementQueryReader()
            queries.appNames = names
            queries.parameters = parameters
            guard readable, case .query(let segments) = queries.read(replaced) else {
                builder.notes.append(MigrationNote(kind: .notCarried, file: file, line: item.line, subject: "\(type.name).\(item.name)",
                                                   reason: "a locator case migrate cannot read ('\(MethodReader.shortened(SwiftOutline.text(of: expression)))')"))
                continue
            }
            let name = builder.register(segments, under: item.name, parameterTypes: parameters)
            if name != item.name { builder.alias(item.name, to: name) }
            if statements.count > 1 {
                builder.notes.append(MigrationNote(kind: .guess, file: file, line: item.line, subject: "\(type.name).\(item.name)",
                                                   reason: "the case's locator has branches: the element is its last return ('\(MethodReader.shortened(SwiftOutline.text(of: expression)))'); the branches are for a reviewer"))
            }
        }
        return [locator.name]
    }
}
