/// Element functions: a page object's (or an Elements entity's) function that only returns a query,
/// its parameters picking the element (`static func cell(at index: Int) -> XCUIElement { return
/// app.cells.element(boundBy: index) }`), as screenplay's Elements entities and many page classes
/// write them. Each becomes an element with those parameters; a function that searches inside
/// another one (`cell(at: index).buttons["delete"]`, its arguments its own parameters) an element
/// in it. The functions read are not read again as actions.
enum ElementFunctionReader {
    private static let simpleTypes: Set<String> = ["String", "Int", "UInt", "Bool", "Double"]

    /// Registers the element functions of `type` on `builder` (those named in `only`, when given;
    /// `alreadyRead` are element functions another reader registered, which these may search
    /// inside); returns their names.
    static func register(_ type: SwiftOutline.TypeDeclaration, into builder: inout ScreenBuilder, appNames: Set<String>,
                         only: Set<String>? = nil, alreadyRead: Set<String> = []) -> Set<String> {
        var read = alreadyRead
        for function in type.members where function.kind == .function && only?.contains(function.name) ?? true {
            let result = function.type.filter { $0.kind == .word }.map(\.text)
            guard result == ["XCUIElement"] || result == ["XCUIElementQuery"], var body = function.body,
                  function.parameters.allSatisfy({ simpleTypes.contains($0.type) }),
                  type.members.count(where: { $0.name == function.name }) == 1 else { continue }
            if body.first?.isWord("return") == true { body.removeFirst() }
            guard !body.isEmpty, StatementSplitter.statements(body).count == 1 else { continue }
            // `cell(at: index).buttons[…]`: another element function called with this one's parameters.
            var passed: Set<String> = []
            if body.count > 2, body[0].kind == .word, read.contains(body[0].text), body[1].isSymbol("(") {
                let close = ElementQueryReader.closing(body, from: 1)
                let arguments = ElementQueryReader.split(body[2..<close])
                let ownNames = Set(function.parameters.map(\.name))
                guard close < body.count, arguments.allSatisfy({ $0.count >= 1 && $0.last?.kind == .word && ownNames.contains($0.last!.text) }) else { continue }
                passed = Set(arguments.compactMap { $0.last?.text })
                body = [body[0]] + body[(close + 1)...]
            }
            var queries = ElementQueryReader()
            queries.appNames = appNames
            queries.knownElements = builder.known
            queries.parameters = Dictionary(function.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
            let types = queries.parameters.mapValues { $0 == "UInt" ? "Int" : $0 }
            let outcome = queries.read(body)
            // Only what a spec element can say: one way of finding each, every parameter used
            // (anything else stays a call the method reader follows or reports, as before).
            let segments: [ElementQueryReader.Segment] = switch outcome {
            case .query(let segments), .known(_, let segments): segments
            case .unreadable: []
            }
            let used = passed.union(segments.flatMap { $0.parameters + ($0.indexParameter.map { [$0] } ?? []) })
            guard segments.allSatisfy({ [$0.id, $0.label, $0.predicate].compactMap(\.self).count <= 1 }),
                  function.parameters.allSatisfy({ used.contains($0.name) }) else { continue }
            switch outcome {
            case .query(let segments):
                let name = builder.register(segments, under: function.name, parameterTypes: types)
                if name != function.name { builder.alias(function.name, to: name) }
                read.insert(function.name)
            case .known(let known, let segments) where !segments.isEmpty:
                let container = builder.screen.element(named: known)
                let name = builder.register(segments, under: function.name, container: known, containerIsCollection: container?.all ?? false, parameterTypes: types)
                if name != function.name { builder.alias(function.name, to: name) }
                read.insert(function.name)
            default:
                continue
            }
        }
        return read.subtracting(alreadyRead)
    }
}
