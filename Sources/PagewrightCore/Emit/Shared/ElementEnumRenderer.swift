/// Writes a page's locator enum: one case per element, `rawValue`, `query(_:)`, `locator(_:)`
/// and the nested `Constants`. Every style shares it.
struct ElementEnumRenderer {
    let elements: [Resolved.Element]
    let constants: [Resolved.Constant]
    let typeName: String
    let context: RenderContext

    private var expressions: ElementExpressions { ElementExpressions(context: context) }

    func print(into printer: inout SwiftPrinter) {
        let access = context.access
        printer.documentation("How to find each element of this \(typeName == Namer.elementEnum ? "screen" : "trait"). `locator(_:)` and `query(_:)` search from a context: the application, another app such as Springboard, or a container element.")
        printer.block("\(access)enum \(typeName): Hashable, Sendable") { p in
            for element in elements {
                p.documentation(element.summary)
                p.line(caseDeclaration(element))
            }
            guard !elements.isEmpty else { return printConstants(into: &p) }
            p.line()
            p.documentation("The identifier, label or predicate the element is found by, with its parameters filled in.")
            p.block("\(access)var rawValue: String") { p in
                p.switchOverSelf(elements.map { (casePattern($0, binding: rawValueParameters($0)), ["return \(rawValueExpression($0))"]) })
            }
            p.line()
            p.documentation("Every element that matches, before one is picked: the form to count or iterate.")
            p.line("@MainActor")
            p.block("\(access)func query(_ context: XCUIElement) -> XCUIElementQuery") { p in
                p.switchOverSelf(elements.map { (casePattern($0, binding: queryParameters($0)), queryStatements($0)) })
            }
            p.line()
            p.documentation("The element itself.")
            p.line("@MainActor")
            p.block("\(access)func locator(_ context: XCUIElement) -> XCUIElement") { p in
                // Most elements are their query's first match; only the others get a case.
                let special = elements.filter { locatorStatements($0) != Self.firstMatch }
                if special.isEmpty {
                    p.line(Self.firstMatch[0])
                } else {
                    var cases = special.map { (casePattern($0, binding: locatorParameters($0)), locatorStatements($0)) }
                    if special.count < elements.count { cases.append(("default:", Self.firstMatch)) }
                    p.switchOverSelf(cases)
                }
            }
            printConstants(into: &p)
        }
    }

    private func printConstants(into printer: inout SwiftPrinter) {
        guard !constants.isEmpty else { return }
        printer.line()
        printer.documentation("Identifiers used in more than one place.")
        printer.block("\(context.access)enum \(Namer.constantsEnum)") { p in
            for constant in constants {
                p.line("\(context.access)static let \(SwiftNames.member(constant.name.value)) = \(SwiftNames.literal(constant.value))")
            }
        }
    }

    // MARK: Cases

    /// `case filterCell(group: String, title: String? = nil)`.
    private func caseDeclaration(_ element: Resolved.Element) -> String {
        let name = SwiftNames.member(element.name)
        guard !element.parameters.isEmpty else { return "case \(name)" }
        let list = element.parameters.map { "\(SwiftNames.declarationLabel($0.name)): \(SwiftValues.declaredType($0))" }
        return "case \(name)(\(list.joined(separator: ", ")))"
    }

    /// `case .filterCell(let group, _):`, binding only the parameters in `used`.
    private func casePattern(_ element: Resolved.Element, binding used: Set<String>) -> String {
        let name = SwiftNames.member(element.name)
        guard element.parameters.contains(where: { used.contains($0.name) }) else { return "case .\(name):" }
        let bindings = element.parameters.map { used.contains($0.name) ? "let \(SwiftNames.parameter($0.name))" : "_" }
        return "case .\(name)(\(bindings.joined(separator: ", "))):"
    }

    // MARK: rawValue

    private func rawValueParameters(_ element: Resolved.Element) -> Set<String> {
        guard case .text(let text) = element.rawValue else { return [] }
        return Set(text.parameters)
    }

    private func rawValueExpression(_ element: Resolved.Element) -> String {
        switch element.rawValue {
        case .constant(let name): "\(Namer.constantsEnum).\(SwiftNames.member(name))"
        case .text(let text): SwiftValues.text(text)
        case .elementType: SwiftNames.literal(element.type)
        }
    }

    // MARK: query(_:)

    /// Parameters `query(_:)` reads.
    private func queryParameters(_ element: Resolved.Element) -> Set<String> {
        let locator = element.locator
        var used: Set<String> = []
        if case .container(_, let forwarding) = locator.scope { used.formUnion(forwarding) }
        used.formUnion(locator.filters.map(\.parameter))
        if case .predicate(let predicate) = locator.matching { used.formUnion(predicate.parameters) }
        return used
    }

    /// The statements of `query(_:)` for one case, ending in a `return`.
    private func queryStatements(_ element: Resolved.Element) -> [String] {
        let locator = element.locator
        var statements: [String] = []
        var root = "context"
        if case .container(let ref, let forwarding) = locator.scope {
            let container = expressions.caseExpression(ref, hasParameters: !forwarding.isEmpty,
                                                       arguments: forwarding.map { ($0, SwiftNames.parameter($0)) })
            statements.append("let container = \(container).locator(context)")
            root = "container"
        }
        let type = locator.elementType
        var chain = root + "." + (XCUITestVocabulary.queryProperty(for: type) ?? "descendants(matching: .\(type == "application" ? "application" : "any"))")
        switch locator.matching {
        case .identifier: chain += ".matching(identifier: rawValue)"
        case .label: chain += ".matching(NSPredicate(format: \"label == %@\", rawValue))"
        case .predicate(let predicate): chain += ".matching(\(SwiftValues.predicate(predicate)))"
        case .none: break
        }
        if let containing = locator.containing {
            let identifier = containing.identifier.map(SwiftNames.literal) ?? "nil"
            chain += ".containing(.\(SwiftNames.member(containing.type)), identifier: \(identifier))"
        }
        guard !locator.filters.isEmpty else { return statements + ["return " + chain] }
        statements.append("var query = " + chain)
        for filter in locator.filters {
            let name = SwiftNames.parameter(filter.parameter)
            let value = SwiftValues.stringValue(of: filter.parameter, type: filter.type)
            let clauses = filter.attributes.map { "\($0.rawValue) == %@" }.joined(separator: " OR ")
            let arguments = Array(repeating: value, count: filter.attributes.count).joined(separator: ", ")
            let statement = "query = query.matching(NSPredicate(format: \(SwiftNames.literal(clauses)), \(arguments)))"
            statements.append(filter.isOptional ? "if let \(name) { \(statement) }" : statement)
        }
        statements.append("return query")
        return statements
    }

    // MARK: locator(_:)

    static let firstMatch = ["return query(context).firstMatch"]

    private func locatorParameters(_ element: Resolved.Element) -> Set<String> {
        guard case .indexParameter(let name, _) = element.locator.pick else { return [] }
        return [name]
    }

    private func locatorStatements(_ element: Resolved.Element) -> [String] {
        switch element.locator.pick {
        case .first, .all:
            return Self.firstMatch
        case .index(let index):
            return ["return query(context).element(boundBy: \(index))"]
        case .indexParameter(let parameter, let isOptional):
            let name = SwiftNames.parameter(parameter)
            if isOptional { return ["if let \(name) { return query(context).element(boundBy: \(name)) }"] + Self.firstMatch }
            return ["return query(context).element(boundBy: \(name))"]
        }
    }
}

/// Writes the properties and methods through which tests reach elements: `view`,
/// `filterCell(group:title:)`, `vacancyCells` (a query).
struct ElementAccessorRenderer {
    let elements: [Resolved.Element]
    let context: RenderContext
    /// `static ` where the accessors live on a caseless enum (the Screenplay style's `…Elements`).
    var modifier = ""

    func print(into printer: inout SwiftPrinter) {
        let access = context.access + modifier
        let expressions = ElementExpressions(context: context)
        for element in elements {
            printer.documentation(element.summary)
            let type = element.isCollection ? "XCUIElementQuery" : "XCUIElement"
            let call = element.isCollection ? "query(self.application)" : "locator(self.application)"
            let name = SwiftNames.member(element.name)
            let expression = expressions.caseExpression(forwarding: element) + "." + call
            if element.parameters.isEmpty {
                printer.line("\(access)var \(name): \(type) { \(expression) }")
            } else {
                let list = element.parameters.map { SwiftNames.parameterDeclaration($0.name, type: SwiftValues.declaredType($0)) }
                printer.line("\(access)func \(name)(\(list.joined(separator: ", "))) -> \(type) { \(expression) }")
            }
        }
    }
}
