/// Static helper classes: `class Notes { class func addNote() { app.buttons["New"].tap() } }`, a
/// type holding no element and no instance, only type methods that query a global `app` (the
/// style of Simplenote's UI tests). Each is a screen; its methods are its actions and checks.
/// A companion `NotesAssert` class in the same file holds the screen's checks, which join it.
extension PageObjectReader {
    /// A class, struct or enum whose members are all type members (`class func`, `static func`,
    /// `static let`), with at least one function whose body queries the app.
    static func isStaticHelperClass(_ type: SwiftOutline.TypeDeclaration) -> Bool {
        guard [.class, .struct, .enum].contains(type.keyword), type.inherits.isEmpty,
              type.members.allSatisfy({ $0.isStatic }) else { return false }
        return type.members.contains { member in
            guard member.kind == .function, let body = member.body else { return false }
            return queriesTheApp(body)
        }
    }

    /// Whether tokens hold a query on the app: `app` (or `XCUIApplication`) followed by `.` and
    /// an element query (`buttons`, `cells`, …).
    static func queriesTheApp(_ tokens: [SwiftToken]) -> Bool {
        for index in tokens.indices.dropLast(2) where tokens[index].isWord("app") || tokens[index].isWord("XCUIApplication") {
            var next = index + 1
            if tokens[index].isWord("XCUIApplication"), next + 1 < tokens.count, tokens[next].isSymbol("("), tokens[next + 1].isSymbol(")") { next += 2 }
            guard next + 1 < tokens.count, tokens[next].isSymbol("."), tokens[next + 1].kind == .word else { continue }
            let property = tokens[next + 1].text
            if XCUITestVocabulary.elementTypes.contains(where: { XCUITestVocabulary.queryProperty(for: $0) == property }) { return true }
        }
        return false
    }

    /// The screen an assertion companion belongs to: `NotesAssert` → `Notes` when the suite
    /// declares `Notes` in the same file.
    static func assertCompanionBase(of type: SourceType, among types: [SourceType]) -> Int? {
        let name = type.declaration.name
        for suffix in ["Assertions", "Asserts", "Assert"] where name.hasSuffix(suffix) && name.count > suffix.count {
            let base = String(name.dropLast(suffix.count))
            return types.firstIndex { $0.declaration.name == base && $0.file == type.file && $0.declaration.keyword != .extension }
        }
        return nil
    }

    /// Joins each assertion companion's members to its screen (same file only, so the lines the
    /// report gives stay right) and removes the companion.
    static func mergeAssertCompanions(_ types: inout [SourceType]) {
        var companions: [Int] = []
        for index in types.indices where isStaticHelperClass(types[index].declaration) || types[index].declaration.members.allSatisfy(\.isStatic) {
            guard let base = assertCompanionBase(of: types[index], among: types), base != index else { continue }
            types[base].declaration.members += types[index].declaration.members
            companions.append(index)
        }
        for index in companions.reversed() { types.remove(at: index) }
    }
}

extension MethodReader {
    /// Whether a word names the page object's own type in a call (`Notes.addNote()` inside
    /// `Notes`, `NotesAssert.shown()` inside the checks joined to it, `Self.close()`).
    func namesOwnType(_ word: String) -> Bool {
        word == "Self" || word == ownType || ["Assertions", "Asserts", "Assert"].contains { word == ownType + $0 }
    }

    /// A line that only logs (`print(">>> Opening notes")`): nothing the app sees, so no step
    /// and nothing to report.
    static func isLogLine(_ statement: [SwiftToken]) -> Bool {
        guard statement.count >= 3, let first = statement.first, ["print", "debugPrint", "NSLog"].contains(first.text), first.kind == .word,
              statement[1].isSymbol("(") else { return false }
        return ElementQueryReader.closing(statement, from: 1) == statement.count - 1
    }
}

extension ElementQueryReader {
    /// A predicate's format joined with `+` from texts, parameters and constants (`"label == '"
    /// + name + "'"`), the parameters as `${name}`; nil when a part is anything else, or when
    /// the joined format still has `%` arguments to fill.
    func joinedFormat(_ tokens: [SwiftToken]) -> (text: String, parameters: [String])? {
        var result = ""
        var used: [String] = []
        var parts: [[SwiftToken]] = [[]]
        for token in tokens {
            if token.isSymbol("+") { parts.append([]) } else { parts[parts.count - 1].append(token) }
        }
        for part in parts {
            if part.count == 1, part[0].kind == .word, parameters[part[0].text] != nil {
                result += "${\(part[0].text)}"
                used.append(part[0].text)
            } else if let text = text(part) {
                result += text.text
                used += text.parameters
            } else {
                return nil
            }
        }
        return result.contains("%") ? nil : (result, used)
    }
}

extension MethodReader {
    /// The condition of an `if`/`guard`/`while` (`guard app.buttons["Done"].exists else`,
    /// `if saveButton.waitForExistence(timeout: 5), other.exists`) as one `XCTAssertTrue(…)` per
    /// clause, a method's local put in where a clause starts with it: read like a check's
    /// assertions, so the elements the condition asks about are kept on the screen for the
    /// reviewer who carries the condition.
    static func conditionAsAssertions(_ condition: [SwiftToken], locals: [String: [SwiftToken]]) -> [SwiftToken] {
        var tokens = condition
        if tokens.last?.isWord("else") == true { tokens.removeLast() }
        var clauses: [[SwiftToken]] = [[]]
        var depth = 0
        for token in tokens {
            if token.kind == .symbol, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .symbol, [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.isSymbol(",") || token.isSymbol("&&") || token.isSymbol("||") { clauses.append([]); continue }
            clauses[clauses.count - 1].append(token)
        }
        var result: [SwiftToken] = []
        for var clause in clauses {
            while clause.first?.isSymbol("!") == true { clause.removeFirst() }
            // `let x = query.label`: the value.
            if clause.count > 3, clause[0].isWord("let") || clause[0].isWord("var"), let equals = clause.firstIndex(where: { $0.isSymbol("=") }) {
                clause = Array(clause[(equals + 1)...])
            }
            if let first = clause.first, first.kind == .word, let held = locals[first.text] { clause = held + clause.dropFirst() }
            guard let first = clause.first, first.kind == .word else { continue }
            result.append(SwiftToken(kind: .word, text: "XCTAssertTrue", line: first.line, startsLine: true))
            result.append(SwiftToken(kind: .symbol, text: "(", line: first.line, startsLine: false))
            result += clause.map { SwiftToken(kind: $0.kind, text: $0.text, line: $0.line, startsLine: false) }
            result.append(SwiftToken(kind: .symbol, text: ")", line: first.line, startsLine: false))
        }
        return result
    }
}
