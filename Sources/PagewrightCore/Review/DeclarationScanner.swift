/// Reads the declarations test code can use out of a generated Swift file: each type and each
/// member of a type body (functions, properties, enum cases, initializers), with the types around
/// it. Generated files are laid out by `SwiftPrinter` (a block opens at the end of a line and
/// closes on a line of its own, four spaces a level), so a line-by-line reading with string
/// literals stepped over is exact for them; it is not a Swift parser for other code.
struct DeclarationScanner {
    struct Declaration: Equatable {
        enum Kind: String {
            case type, function, property, enumCase, initializer
        }

        var kind: Kind
        /// The enclosing types, outermost first (`["LoginPageObject", "Element"]`); for a type, its
        /// own name is last.
        var path: [String]
        /// The declaration as written, without attributes, access level, body or the trailing
        /// `file:`/`line:` parameters every generated member has.
        var text: String
        /// The name to call it by: `enterLogin(_:)`, `loginField`, `filterCell(group:title:)`.
        var name: String
        var parameters: [Parameter]
        /// What a function returns or a property holds.
        var result: String?
        var isStatic: Bool
    }

    struct Parameter: Equatable {
        /// Nil for none (`_`).
        var label: String?
        var type: String
        var hasDefault: Bool
    }

    private enum Block {
        case type(String)
        case other
    }

    static func declarations(in source: String) -> [Declaration] {
        var found: [Declaration] = []
        var blocks: [Block] = []
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.withoutLeadingAttributes(rawLine.trimmingCharacters(in: .whitespaces))
            let code = Self.withoutStrings(line)
            let opens = code.filter { $0 == "{" }.count
            let closes = code.filter { $0 == "}" }.count
            let inTypeBody = blocks.isEmpty || { if case .type = blocks.last! { return true } else { return false } }()
            var opened: Block = .other
            if inTypeBody, !line.hasPrefix("//"), !line.hasPrefix("@"), !line.isEmpty, code.first != "}" {
                if let declaration = Self.declaration(line, path: blocks.compactMap { if case .type(let name) = $0 { name } else { nil } }) {
                    found.append(declaration)
                    if declaration.kind == .type { opened = .type(declaration.path.last!) }
                } else if let extended = Self.extendedType(line) {
                    opened = .type(extended)
                }
            }
            // A line that opens and closes its own block (`var x: T { … }`) leaves the stack as it was.
            let net = opens - closes
            if net > 0 {
                blocks.append(opened)
                for _ in 1..<net { blocks.append(.other) }
            } else if net < 0 {
                blocks.removeLast(min(-net, blocks.count))
            }
        }
        return found
    }

    // MARK: One line

    /// The line without the attributes it starts with (`@discardableResult public func …`); a
    /// line of attributes alone becomes empty.
    static func withoutLeadingAttributes(_ line: String) -> String {
        var rest = Substring(line)
        while rest.first == "@" {
            var depth = 0
            var end = rest.startIndex
            for index in rest.indices {
                let character = rest[index]
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                if depth == 0, character == " " { break }
                end = rest.index(after: index)
            }
            // An attribute the line does not finish (a multi-line `@available(…`) leaves the line as it was.
            guard depth == 0 else { return line }
            rest = rest[end...].drop { $0 == " " }
        }
        return String(rest)
    }

    private static let modifiers: Set<String> = ["public", "open", "internal", "final", "override", "nonisolated", "indirect", "required", "convenience", "@MainActor"]

    /// `extension X where …`: members declared in it belong to X.
    private static func extendedType(_ line: String) -> String? {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, modifiers.contains(first) { words.removeFirst() }
        guard words.first == "extension", words.count > 1 else { return nil }
        return String(words[1].prefix { $0 != ":" && $0 != "{" && $0 != "<" })
    }

    private static func declaration(_ line: String, path: [String]) -> Declaration? {
        var rest = Substring(line)
        var isStatic = false
        var isPrivate = false
        while true {
            let word = rest.prefix { $0 != " " && $0 != "(" }
            if modifiers.contains(String(word)) {
                rest = rest.dropFirst(word.count).drop { $0 == " " }
            } else if word == "static" || word == "class" && rest.dropFirst(word.count).drop(while: { $0 == " " }).hasPrefix("var") {
                isStatic = true
                rest = rest.dropFirst(word.count).drop { $0 == " " }
            } else if word == "private" || word == "fileprivate" || word.hasPrefix("private(") {
                isPrivate = true
                rest = rest.dropFirst(word.count).drop { $0 == " " }
            } else {
                break
            }
        }
        guard !isPrivate else { return nil }
        let keyword = rest.prefix { $0 != " " && $0 != "(" && $0 != "<" }
        switch keyword {
        case "class", "struct", "enum", "protocol", "actor":
            let name = String(rest.dropFirst(keyword.count).drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
            guard !name.isEmpty else { return nil }
            let header = String(rest).trimmingCharacters(in: .whitespaces)
            return Declaration(kind: .type, path: path + [name], text: header.hasSuffix("{") ? String(header.dropLast()).trimmingCharacters(in: .whitespaces) : header,
                               name: name, parameters: [], result: nil, isStatic: false)
        case "typealias":
            // Another name of a type (`LoginElements = LoginActions`): tests call it as a type.
            let name = String(rest.dropFirst(keyword.count).drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
            guard !name.isEmpty else { return nil }
            return Declaration(kind: .type, path: path + [name], text: String(rest).trimmingCharacters(in: .whitespaces),
                               name: name, parameters: [], result: nil, isStatic: false)
        case "func":
            return function(rest.dropFirst(keyword.count).drop { $0 == " " }, path: path, isStatic: isStatic)
        case "init":
            guard let (parameters, _, text) = signature(rest.dropFirst(keyword.count)) else { return nil }
            return Declaration(kind: .initializer, path: path, text: "init" + text, name: callName("init", parameters),
                               parameters: parameters, result: nil, isStatic: false)
        case "var", "let":
            let after = rest.dropFirst(keyword.count).drop { $0 == " " }
            let name = String(after.prefix { $0 != ":" && $0 != " " && $0 != "=" })
            guard !name.isEmpty else { return nil }
            var type = after.dropFirst(name.count).drop { $0 == " " }
            guard type.first == ":" else { return nil }
            type = type.dropFirst().drop { $0 == " " }
            let result = String(type.prefix { $0 != "{" && $0 != "=" }).trimmingCharacters(in: .whitespaces)
            return Declaration(kind: .property, path: path, text: "\(isStatic ? "static " : "")var \(name): \(result)", name: name,
                               parameters: [], result: result, isStatic: isStatic)
        case "case":
            // `case .x:` inside a switch is not in a type body; `case a, b` declares two, which
            // generated enums never write.
            let after = rest.dropFirst(keyword.count).drop { $0 == " " }
            guard let first = after.first, first != ".", first != "_" else { return nil }
            let name = String(after.prefix { $0 != "(" && $0 != " " && $0 != "=" && $0 != "," })
            var parameters: [Parameter] = []
            var text = "case \(name)"
            if after.dropFirst(name.count).first == "(", let (list, _, written) = signature(after.dropFirst(name.count), isCase: true) {
                parameters = list
                text += written
            }
            return Declaration(kind: .enumCase, path: path, text: text, name: parameters.isEmpty ? name : callName(name, parameters),
                               parameters: parameters, result: nil, isStatic: false)
        default:
            return nil
        }
    }

    private static func function(_ rest: Substring, path: [String], isStatic: Bool) -> Declaration? {
        let name = String(rest.prefix { $0 != "(" && $0 != "<" })
        guard !name.isEmpty, let open = rest.firstIndex(where: { $0 == "(" || $0 == "<" }) else { return nil }
        var generic = ""
        var list = rest[open...]
        if list.first == "<" {
            guard let close = list.firstIndex(of: ">") else { return nil }
            generic = String(list[...close])
            list = list[list.index(after: close)...]
        }
        guard let (parameters, result, written) = signature(list) else { return nil }
        // A keyword as a name (`` func `as`(…) ``) is called without its backticks.
        let called = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
        return Declaration(kind: .function, path: path, text: "\(isStatic ? "static " : "")func \(called)\(generic)\(written)",
                           name: callName(called, parameters), parameters: parameters, result: result, isStatic: isStatic)
    }

    /// `(…) -> Result {` → the parameters without the trailing location, the result, and the text
    /// `(label name: Type, …) -> Result`.
    private static func signature(_ text: Substring, isCase: Bool = false) -> ([Parameter], String?, String)? {
        guard text.first == "(" else { return nil }
        var depth = 0
        var inString = false
        var end: Substring.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" { index = text.index(after: index) } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth -= 1
                if depth == 0 { end = index; break }
            }
            index = text.index(after: index)
        }
        guard let end else { return nil }
        let inner = text[text.index(after: text.startIndex)..<end]
        var parameters: [Parameter] = []
        var written: [String] = []
        for item in Self.split(inner) {
            let entry = item.trimmingCharacters(in: .whitespaces)
            if entry.hasPrefix("file: StaticString") || entry.hasPrefix("line: UInt") { continue }
            let (declaration, hasDefault) = Self.strippingDefault(entry)
            guard let colon = declaration.firstIndex(of: ":") else {
                // An enum case's unlabelled associated value: `case x(String)`.
                parameters.append(Parameter(label: nil, type: declaration, hasDefault: hasDefault))
                written.append(entry)
                continue
            }
            let names = declaration[..<colon].split(separator: " ").map(String.init)
            let type = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let label: String? = isCase ? names.first : (names.first == "_" ? nil : names.first)
            parameters.append(Parameter(label: label, type: type, hasDefault: hasDefault))
            written.append(entry)
        }
        let after = text[text.index(after: end)...].trimmingCharacters(in: .whitespaces)
        var result: String?
        if after.hasPrefix("->") {
            result = String(after.dropFirst(2).prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces)
            if result?.hasSuffix(" where") == true { result = nil }
        }
        return (parameters, result, "(" + written.joined(separator: ", ") + ")" + (result.map { " -> " + $0 } ?? ""))
    }

    /// `declaration = default` → the declaration and whether it had a default.
    private static func strippingDefault(_ entry: String) -> (String, Bool) {
        var depth = 0
        var inString = false
        for (offset, character) in entry.enumerated() {
            if inString {
                if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "=" where depth == 0:
                return (String(entry.prefix(offset)).trimmingCharacters(in: .whitespaces), true)
            default: break
            }
        }
        return (entry, false)
    }

    /// Splits a parameter list at its top-level commas.
    private static func split(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var inString = false
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" { index = text.index(after: index) } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth -= 1
                case "," where depth == 0:
                    parts.append(text[start..<index])
                    start = text.index(after: index)
                default: break
                }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        if !text[start...].trimmingCharacters(in: .whitespaces).isEmpty { parts.append(text[start...]) }
        return parts
    }

    /// `enterLogin(_:)`.
    private static func callName(_ name: String, _ parameters: [Parameter]) -> String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The line with every string literal's contents (interpolations included) removed, so its
    /// braces can be counted.
    static func withoutStrings(_ line: String) -> String {
        var result = ""
        var inString = false
        var interpolation = 0
        var previous: Character = " "
        for character in line {
            if inString {
                if previous == "\\" && character == "(" {
                    interpolation += 1
                } else if interpolation > 0 && character == ")" {
                    interpolation -= 1
                } else if interpolation == 0 && character == "\"" && previous != "\\" {
                    inString = false
                    result.append(character)
                }
                previous = previous == "\\" && character == "\\" ? " " : character
                continue
            }
            if character == "\"" { inString = true }
            result.append(character)
            previous = character
        }
        return result
    }
}
