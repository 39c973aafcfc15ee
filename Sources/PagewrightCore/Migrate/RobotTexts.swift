/// The texts a robot file keeps for its elements, read as spec templates: the `static let`s of its
/// `fileprivate struct id` (a plain string, an `NSLocalizedString`, a localised reference, or an
/// interpolation of those), its file-level `private let`s (ProtonCore's robots), and the
/// `static func`s that make an identifier from an argument
/// (`func contactCell(_ name: String) -> String { return "ContactsTableViewCell.\(name)" }`).
struct RobotTexts {
    /// `id.closeButton` → `${localized:Close}`; a file-level constant by its bare name.
    var constants: [String: String] = [:]
    /// `id.contactCell` → its parameters and template (`ContactsTableViewCell.${name}`).
    var functions: [String: (parameters: [String], template: String)] = [:]
    /// References to localised texts whose definitions were not read, each with its line: written
    /// with the Swift name as the key, a placeholder the report lists.
    var unresolved: [(line: Int, subject: String, name: String)] = []

    init() {}

    init(file outline: SwiftOutline, localized: LocalizedTexts) {
        var types = outline.types
        while let type = types.popLast() {
            for member in type.members where member.isStatic {
                read(member, named: type.name + "." + member.name, localized: localized)
            }
            types += type.nested
        }
        for global in outline.globals { read(global, named: global.name, localized: localized) }
    }

    private mutating func read(_ member: SwiftOutline.Member, named name: String, localized: LocalizedTexts) {
        if member.kind == .property, member.body == nil, let text = text(of: member.value, parameters: [], line: member.line, subject: name, localized: localized) {
            constants[name] = text
        }
        guard member.kind == .function, var expression = member.body else { return }
        if expression.first?.isWord("return") == true { expression.removeFirst() }
        guard member.parameters.allSatisfy({ $0.type == "String" || $0.type == "Int" }),
              let text = text(of: expression, parameters: Set(member.parameters.map(\.name)), line: member.line, subject: name, localized: localized) else { return }
        functions[name] = (member.parameters.map(\.name), text)
    }

    private mutating func text(of value: [SwiftToken], parameters: Set<String>, line: Int, subject: String, localized: LocalizedTexts) -> String? {
        if value.count == 1, value[0].isString {
            guard value[0].isInterpolated else { return ElementQueryReader.escapedDollars(value[0].text) }
            guard let made = Self.interpolation(value[0].text, parameters: parameters, localized: localized) else { return nil }
            for name in made.unresolved { unresolved.append((line, subject, name)) }
            return made.text
        }
        guard let reference = localized.reference(value), let template = reference.template else { return nil }
        if case .unresolved(let name) = reference { unresolved.append((line, subject, name)) }
        return template
    }

    /// The text a call of one of the file's text functions makes (`id.contactCell(name)`), its
    /// arguments put in: a parameter of the calling method as `${name}`, a plain string as itself.
    func call(_ tokens: [SwiftToken], parameters callerParameters: [String: String]) -> (text: String, parameters: [String])? {
        guard let open = tokens.firstIndex(where: { $0.isSymbol("(") }), open > 0, tokens.last?.isSymbol(")") == true,
              ElementQueryReader.closing(tokens, from: open) == tokens.count - 1,
              tokens[..<open].allSatisfy({ $0.kind == .word || $0.isSymbol(".") }) else { return nil }
        let name = tokens[..<open].map(\.text).joined()
        guard let function = functions[name] else { return nil }
        let arguments = ElementQueryReader.split(tokens[(open + 1)..<(tokens.count - 1)])
        guard arguments.count == function.parameters.count else { return nil }
        var text = function.template
        var used: [String] = []
        for (parameter, argument) in zip(function.parameters, arguments) {
            // A labelled argument (`name: x`): its value.
            let value = argument.count >= 3 && argument[1].isSymbol(":") ? Array(argument.dropFirst(2)) : argument
            if value.count == 1, value[0].kind == .word, callerParameters[value[0].text] != nil {
                text = text.replacingOccurrences(of: "${\(parameter)}", with: "${\(value[0].text)}")
                    .replacingOccurrences(of: "${\(parameter)|", with: "${\(value[0].text)|")
                used.append(value[0].text)
            } else if value.count == 1, value[0].isString, !value[0].isInterpolated, !text.contains("${\(parameter)|") {
                text = text.replacingOccurrences(of: "${\(parameter)}", with: ElementQueryReader.escapedDollars(value[0].text))
            } else {
                return nil
            }
        }
        return (text, used)
    }

    /// `"MenuItemTableViewCell.\(LocalString._menu_settings_title)"` → `MenuItemTableViewCell.${localized:Settings}`;
    /// `"NewMailboxMessageCell.\(subject.replaceSpaces())"` → `NewMailboxMessageCell.${subject|underscored}`.
    /// Each interpolation must be a parameter, a parameter with its spaces replaced by `_`, or a
    /// localised reference; nil otherwise.
    static func interpolation(_ text: String, parameters: Set<String>, localized: LocalizedTexts,
                              constants: [String: String] = [:]) -> (text: String, parameters: [String], unresolved: [String])? {
        var result = ""
        var used: [String] = []
        var unresolved: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\\(") {
            result += ElementQueryReader.escapedDollars(String(rest[..<start.lowerBound]))
            rest = rest[start.upperBound...]
            // The interpolation runs to its balancing parenthesis.
            var depth = 1
            var end = rest.startIndex
            while end < rest.endIndex {
                if rest[end] == "(" { depth += 1 }
                if rest[end] == ")" { depth -= 1; if depth == 0 { break } }
                end = rest.index(after: end)
            }
            guard end < rest.endIndex else { return nil }
            let tokens = SwiftTokenizer.tokenize(String(rest[..<end])).tokens
            rest = rest[rest.index(after: end)...]
            if tokens.count == 1, tokens[0].kind == .word, parameters.contains(tokens[0].text) {
                result += "${\(tokens[0].text)}"
                used.append(tokens[0].text)
            } else if let name = underscoredParameter(tokens), parameters.contains(name) {
                result += "${\(name)|underscored}"
                used.append(name)
            } else if let reference = localized.reference(tokens), let template = reference.template {
                result += template
                if case .unresolved(let name) = reference { unresolved.append(name) }
            } else if tokens.count % 2 == 1, tokens.enumerated().allSatisfy({ $0.offset % 2 == 0 ? $0.element.kind == .word : $0.element.isSymbol(".") }),
                      let constant = constants[tokens.filter { $0.kind == .word }.map(\.text).joined(separator: ".")] {
                // A constant of the suite put in (`"identifier == '\(UID.Cell.settings)'"`), already a template.
                result += constant
            } else {
                return nil
            }
        }
        return (result + ElementQueryReader.escapedDollars(String(rest)), used, unresolved)
    }

    /// `name.replaceSpaces()` (Proton's helper) or `name.replacingOccurrences(of: " ", with: "_")`.
    private static func underscoredParameter(_ tokens: [SwiftToken]) -> String? {
        guard tokens.count >= 5, tokens[0].kind == .word, tokens[1].isSymbol("."), tokens[3].isSymbol("("), tokens.last?.isSymbol(")") == true else { return nil }
        if tokens.count == 5, tokens[2].isWord("replaceSpaces") { return tokens[0].text }
        let arguments = tokens.dropFirst(4).dropLast().map { $0.isString ? "\"\($0.text)\"" : $0.text }.joined()
        if tokens[2].isWord("replacingOccurrences"), arguments == "of:\" \",with:\"_\"" { return tokens[0].text }
        return nil
    }
}
