/// Functions that return an element instead of acting on it (`class func getCell(label: String)
/// -> XCUIElement { … return app.tables.cells.element(matching: predicate) }`), as static helper
/// classes write what other styles keep in properties: each is an element of the screen, named
/// after the function without `get`. One without parameters is also the name later calls use
/// (`getSettingsButton().tap()`); one with parameters is registered with them, and a call of it
/// stays a call migrate reports.
extension MethodReader {
    func isElementFunction(_ member: SwiftOutline.Member) -> Bool {
        guard member.kind == .function, member.body != nil else { return false }
        let result = member.type.filter { $0.kind == .word }.map(\.text)
        return result == ["XCUIElement"] || result == ["XCUIElementQuery"]
    }

    /// Registers the element `member` returns; returns why it could not, for the caller to report
    /// (another reader may still read it), or nil.
    func readElementFunction(_ member: SwiftOutline.Member, into builder: inout ScreenBuilder) -> MigrationNote? {
        let subject = "\(ownType).\(member.name)"
        var parameterTypes: [String: String] = [:]
        for parameter in member.parameters {
            guard let type = ["String": "String", "Int": "Int"][parameter.type] else {
                return MigrationNote(kind: .notCarried, file: file, line: member.line, subject: subject,
                                     reason: "an element function whose parameter '\(parameter.name): \(parameter.type)' is not a String or Int")
            }
            parameterTypes[parameter.name] = type
        }
        var queries = ElementQueryReader()
        queries.appNames = appNames
        queries.constants = constants
        queries.parameters = parameterTypes
        queries.knownElements = builder.known
        queries.locals = globalQueries.filter { builder.known[$0.key] == nil }
        var expression: [SwiftToken] = []
        for statement in StatementSplitter.statements(member.body ?? []).map(strippingOwnTypeName) {
            if statement.count > 3, statement[0].isWord("let") || statement[0].isWord("var"), statement[2].isSymbol("=") {
                queries.locals[statement[1].text] = Array(statement.dropFirst(3))
            } else {
                expression = statement.first?.isWord("return") == true ? Array(statement.dropFirst()) : statement
            }
        }
        var name = member.name
        if name.hasPrefix("get"), name.count > 3, name.dropFirst(3).first?.isUppercase == true {
            name = name.dropFirst(3).prefix(1).lowercased() + name.dropFirst(4)
        }
        let registered: String
        switch queries.read(expression) {
        case .unreadable(let why):
            return MigrationNote(kind: .notCarried, file: file, line: member.line, subject: subject, reason: "the element it returns: \(why)")
        case .known(let known, let segments):
            if segments.isEmpty {
                registered = known
            } else {
                let container = builder.screen.element(named: known)
                registered = builder.register(segments, under: name, container: known, containerIsCollection: container?.all ?? false, parameterTypes: parameterTypes)
            }
        case .query(let segments):
            registered = builder.register(segments, under: name, parameterTypes: parameterTypes)
        }
        if member.parameters.isEmpty { builder.alias(member.name, to: registered) }
        return nil
    }

    /// `Notes.addNote()` inside `Notes` (or its checks) read as `addNote()`: the type's own name
    /// before a member is dropped wherever a chain starts with it.
    func strippingOwnTypeName(_ tokens: [SwiftToken]) -> [SwiftToken] {
        var result: [SwiftToken] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .word, namesOwnType(token.text), index + 2 < tokens.count, tokens[index + 1].isSymbol("."), tokens[index + 2].kind == .word,
               result.last.map({ !$0.isSymbol(".") }) ?? true {
                index += 2
                continue
            }
            result.append(token)
            index += 1
        }
        return result
    }
}
