/// A journey a suite's helper takes (`LoginFlow.logInWithSiteAddress()`: `PrologueScreen().tapLogIn()
/// .proceedWith(siteUrl: …)…`), as a flow of the spec language: its start screen, the page
/// objects' actions it calls in order, and the parameters they are given.
struct MigratedFlow: Equatable {
    struct Parameter: Equatable {
        var name: String
        var type: String
        /// The argument label when it differs from the name (`_` for none).
        var label: String?
        /// A JSON literal: the suite constant a parameter stands for.
        var defaultValue: String?
    }

    struct Step: Equatable {
        var action: String
        /// By the action's parameter name: a JSON literal or a `"$parameter"` string.
        var args: [Argument]
    }

    struct Argument: Equatable {
        var name: String
        var value: String
    }

    var name: String
    var start: String
    var parameters: [Parameter]
    var steps: [Step]
    /// `LoginFlow.logInWithSiteAddress`, and where it is.
    var subject: String
    var file: String
    var line: Int
}

/// Reads the functions of the suite's helper types (any type that is not a page object: `class
/// LoginFlow { static func … }`) whose bodies are chains of page-object calls. A function that
/// makes no page object is none of its business and is passed over in silence; one that does but
/// holds what a flow cannot say (a condition, a loop, a local value, a call into another type, a
/// check in the chain) is reported at its line.
struct FlowReader {
    let screens: [MigratedScreen]
    /// The suite's text constants by full name (`TestCredentials.siteUrl`), as written: each becomes
    /// a flow parameter's default value, a value rather than a template (no `$` doubled).
    let constants: [String: String]
    var notes: [MigrationNote] = []

    /// Swift type name (last component) → the screen made of it.
    private let screenByType: [String: MigratedScreen]
    private let screenByName: [String: MigratedScreen]
    private static let simpleTypes: Set<String> = ["String", "Int", "Bool", "Double"]
    private static let prefixes: Set<String> = ["return", "try", "await", "_", "="]

    init(screens: [MigratedScreen], constants: [String: String]) {
        self.screens = screens
        self.constants = constants
        var byType: [String: MigratedScreen] = [:]
        for screen in screens {
            let short = screen.sourceType.split(separator: ".").last.map(String.init) ?? screen.sourceType
            if byType[short] == nil { byType[short] = screen }
            if byType[screen.sourceType] == nil { byType[screen.sourceType] = screen }
        }
        screenByType = byType
        screenByName = Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The flows of every helper type, by the folder and name of the file they go in
    /// (`WooCommerceUITests/Flows/LoginFlow.json`: the helper's own folder and name).
    mutating func flows(in outlines: [(file: String, outline: SwiftOutline)]) -> [(path: String, flows: [MigratedFlow])] {
        var result: [(path: String, flows: [MigratedFlow])] = []
        var taken: Set<String> = []
        let types = PageObjectReader.flatten(outlines)
        // What page objects and their verifiers derive from (a robot framework's base, a verifier's
        // interface) holds their members, not journeys.
        let bases = Set(types.filter { screenByType[$0.qualifiedName] != nil || PageObjectReader.isVerifier($0.declaration.name) }
            .flatMap(\.declaration.inherits))
        for type in types where type.declaration.keyword != .extension && type.declaration.keyword != .protocol
            && screenByType[type.qualifiedName] == nil && screenByType[type.declaration.name] == nil && !Self.isTestClass(type.declaration)
            && !PageObjectReader.isVerifier(type.declaration.name) && !Self.isAssertions(type.declaration.name) && !bases.contains(type.declaration.name)
            && screenByType[String(type.qualifiedName.split(separator: ".").first ?? "")] == nil {
            var flows: [MigratedFlow] = []
            for member in type.declaration.members where member.kind == .function {
                guard let body = member.body, makesPageObject(body) else { continue }
                let subject = type.qualifiedName + "." + member.name
                guard var flow = read(member, body: body, subject: subject, file: type.file) else { continue }
                if taken.contains(flow.name) || (screenByName[flow.start].map { memberNames(of: $0).contains(flow.name) } ?? false) {
                    note(.notCarried, member.line, subject, type.file, "a flow or a member of \(flow.start) is named '\(flow.name)' already: spec flows have one name each; this one is left out")
                    continue
                }
                taken.insert(flow.name)
                flow.file = type.file
                flows.append(flow)
            }
            guard !flows.isEmpty else { continue }
            let folder = type.file.split(separator: "/").dropLast().filter { $0 != "." && $0 != ".." }.joined(separator: "/")
            result.append(((folder.isEmpty ? "" : folder + "/") + type.qualifiedName + ".json", flows))
        }
        return result
    }

    /// A test class's methods are tests, not journeys it shares: `…Tests`, or deriving from a `…TestCase`.
    private static func isTestClass(_ type: SwiftOutline.TypeDeclaration) -> Bool {
        type.name.hasSuffix("Tests") || type.name.hasSuffix("Test") || type.inherits.contains { $0.hasSuffix("TestCase") || $0.hasSuffix("Tests") }
    }

    /// A companion of checks (`HivesAssert`, `VerifyInterface`): its functions check, they take no journey.
    private static func isAssertions(_ name: String) -> Bool { name.contains("Assert") || name.contains("Verif") }

    /// Whether the body constructs a page object (`PrologueScreen(`).
    private func makesPageObject(_ body: [SwiftToken]) -> Bool {
        body.indices.contains { index in
            body[index].kind == .word && screenByType[body[index].text] != nil && index + 1 < body.count && body[index + 1].isSymbol("(")
        }
    }

    private func memberNames(of screen: MigratedScreen) -> Set<String> {
        var names = screen.memberNames.union(screen.elements.map(\.name))
        for trait in screen.traits { if let held = screenByName[trait] { names.formUnion(held.memberNames.union(held.elements.map(\.name))) } }
        return names
    }

    private mutating func read(_ member: SwiftOutline.Member, body: [SwiftToken], subject: String, file: String) -> MigratedFlow? {
        var parameterTypes: [String: String] = [:]
        var declared: [MigratedFlow.Parameter] = []
        for parameter in member.parameters {
            guard Self.simpleTypes.contains(parameter.type) else {
                note(.notCarried, member.line, subject, file, "its parameter '\(parameter.name): \(parameter.type)' is not a String, Int, Bool or Double: no flow is written (give the type in Types.json and write the flow by hand)")
                return nil
            }
            parameterTypes[parameter.name] = parameter.type
            let label: String? = parameter.label == parameter.name ? nil : (parameter.label ?? "_")
            declared.append(.init(name: parameter.name, type: parameter.type, label: label))
        }
        var start: String?
        var current: String?
        var steps: [MigratedFlow.Step] = []
        var fromConstants: [MigratedFlow.Parameter] = []
        var used: Set<String> = []
        for statement in StatementSplitter.statements(body) {
            let line = statement.first?.line ?? member.line
            guard let chain = Self.chain(statement) else {
                note(.notCarried, line, subject, file, "not a chain of page-object calls (\(Self.describe(statement))): a flow takes actions only, so no flow is written")
                return nil
            }
            guard let screen = screenByType[chain.type] else {
                note(.notCarried, line, subject, file, "a call into '\(chain.type)', which is no page object migrate read: no flow is written")
                return nil
            }
            if let current, current != screen.name {
                note(.notCarried, line, subject, file, "makes \(chain.type) while the journey is on \(current): a flow goes from screen to screen by actions, so no flow is written")
                return nil
            }
            if start == nil { start = screen.name }
            current = screen.name
            for call in chain.calls {
                guard let here = current.flatMap({ screenByName[$0] }), let action = action(call, on: here) else {
                    let what = current.flatMap { screenByName[$0] }.map { screen in
                        (screen.checks + (screen.traits.compactMap { screenByName[$0] }.flatMap(\.checks))).contains { $0.name == call.name }
                            ? "'\(call.name)' is a check of \(screen.name); a flow's steps are actions"
                            : "'\(call.name)' is no action of \(screen.name) with those argument labels"
                    } ?? "'\(call.name)'"
                    note(.notCarried, call.line, subject, file, what + ": no flow is written")
                    return nil
                }
                var args: [MigratedFlow.Argument] = []
                for (parameter, argument) in zip(action.parameters, call.arguments) {
                    guard let value = self.value(of: argument, for: parameter, parameterTypes: parameterTypes, fromConstants: &fromConstants, used: &used) else {
                        note(.notCarried, call.line, subject, file, "the argument '\(Self.describe(argument))' of \(call.name) is neither a literal, a parameter nor a suite constant: no flow is written")
                        return nil
                    }
                    args.append(.init(name: parameter.name, value: value))
                }
                steps.append(.init(action: action.name, args: args))
                current = action.destination ?? current
            }
        }
        guard let start, !steps.isEmpty else { return nil }
        for constant in fromConstants {
            note(.guess, member.line, subject, file, "the suite constant given as '\(constant.name)' is a parameter of the flow, with the constant's value as its default")
        }
        let parameters = declared.filter { used.contains($0.name) } + fromConstants
        for parameter in declared where !used.contains(parameter.name) {
            note(.guess, member.line, subject, file, "its parameter '\(parameter.name)' is given to no step: the flow has no such parameter")
        }
        return MigratedFlow(name: member.name, start: start, parameters: parameters, steps: steps, subject: subject, file: file, line: member.line)
    }

    /// The action a call names on a screen (or a trait it adopts): by name, or by an overload's
    /// new name, with the call's argument labels in order.
    private func action(_ call: Call, on screen: MigratedScreen) -> MigratedAction? {
        let actions = screen.actions + screen.traits.compactMap { screenByName[$0] }.flatMap(\.actions)
        let labelled = actions.filter { action in
            action.parameters.count == call.arguments.count
                && zip(action.parameters, call.arguments).allSatisfy { ($0.label ?? $0.name) == ($1.label ?? "_") }
        }
        return labelled.first { $0.name == call.name } ?? labelled.first { $0.name.hasPrefix(call.name) }
    }

    /// A step argument: a literal, `$parameter`, or a suite constant made a parameter of the flow.
    private func value(of argument: (label: String?, tokens: [SwiftToken]), for parameter: MigratedParameter, parameterTypes: [String: String],
                       fromConstants: inout [MigratedFlow.Parameter], used: inout Set<String>) -> String? {
        let tokens = argument.tokens
        if tokens.count == 1 {
            let token = tokens[0]
            if token.isString, !token.isInterpolated { return JSONString.quoted(ElementQueryReader.escapedDollars(token.text)) }
            if token.kind == .number, parameter.type != "String" { return token.text }
            if token.isWord("true") || token.isWord("false") { return token.text }
            if token.kind == .word, let type = parameterTypes[token.text], type == parameter.type {
                used.insert(token.text)
                return JSONString.quoted("$" + token.text)
            }
        }
        let dotted = tokens.map(\.text).joined()
        if tokens.allSatisfy({ $0.kind == .word || $0.isSymbol(".") }), let text = constants[dotted], parameter.type == "String" {
            var name = parameter.name
            if let same = fromConstants.first(where: { $0.name == name }) {
                guard same.defaultValue != JSONString.quoted(text) else { return JSONString.quoted("$" + name) }
                name = tokens.last?.text ?? name
            }
            while parameterTypes[name] != nil || fromConstants.contains(where: { $0.name == name }) { name += "Value" }
            fromConstants.append(.init(name: name, type: "String", defaultValue: JSONString.quoted(text)))
            return JSONString.quoted("$" + name)
        }
        return nil
    }

    struct Call {
        var name: String
        var arguments: [(label: String?, tokens: [SwiftToken])]
        var line: Int
    }

    /// `[return] [try] Type(…).a(…).b(…)`: the type and the calls; nil for any other statement.
    /// The initializer may be given the app only.
    static func chain(_ statement: [SwiftToken]) -> (type: String, calls: [Call])? {
        var index = 0
        while index < statement.count, statement[index].kind == .word && prefixes.contains(statement[index].text)
                || ["?", "!", "="].contains(where: statement[index].isSymbol) {
            index += 1
        }
        guard index + 1 < statement.count, statement[index].kind == .word, statement[index].text.first?.isUppercase == true,
              statement[index + 1].isSymbol("(") else { return nil }
        let type = statement[index].text
        let close = ElementQueryReader.closing(statement, from: index + 1)
        guard statement[close].isSymbol(")") else { return nil }
        let initializer = ElementQueryReader.split(statement[(index + 2)..<close])
        guard initializer.allSatisfy({ $0.first?.isWord("app") == true }) else { return nil }
        index = close + 1
        var calls: [Call] = []
        while index < statement.count {
            guard statement[index].isSymbol("."), index + 2 < statement.count, statement[index + 1].kind == .word,
                  statement[index + 2].isSymbol("(") else { return nil }
            let end = ElementQueryReader.closing(statement, from: index + 2)
            guard end < statement.count, statement[end].isSymbol(")") else { return nil }
            var arguments: [(label: String?, tokens: [SwiftToken])] = []
            for group in ElementQueryReader.split(statement[(index + 3)..<end]) {
                if group.count > 2, group[0].kind == .word, group[1].isSymbol(":") {
                    arguments.append((group[0].text, Array(group[2...])))
                } else {
                    arguments.append((nil, group))
                }
            }
            calls.append(Call(name: statement[index + 1].text, arguments: arguments, line: statement[index + 1].line))
            index = end + 1
        }
        return (type, calls)
    }

    private static func describe(_ tokens: [SwiftToken]) -> String {
        let text = tokens.prefix(8).map(\.text).joined(separator: " ")
        return tokens.count > 8 ? text + " …" : text
    }

    private static func describe(_ argument: (label: String?, tokens: [SwiftToken])) -> String {
        (argument.label.map { $0 + ": " } ?? "") + argument.tokens.map(\.text).joined()
    }

    private mutating func note(_ kind: MigrationNote.Kind, _ line: Int, _ subject: String, _ file: String, _ reason: String) {
        notes.append(MigrationNote(kind: kind, file: file, line: line, subject: subject, reason: reason))
    }
}
