/// Writes a page's locator enum: one case per element, `rawValue`, `query(_:)`, `locator(_:)`
/// and the nested `Constants`. Every style shares it.
struct ElementEnumRenderer {
    let elements: [Resolved.Element]
    let constants: [Resolved.Constant]
    let typeName: String
    let context: RenderContext

    var expressions: ElementExpressions { ElementExpressions(context: context) }

    func print(into printer: inout SwiftPrinter) {
        switch form {
        // A compact enum is described too (each finding a literal). The spelled-out form below is
        // the fallback for what no finding states.
        case .compact, .described: if canDescribe() { return printDescribed(into: &printer) }
        case .spelledOut: break
        }
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
            // An element found otherwise on some devices, or by a localised text that differs by
            // device, asks the device, which the main actor owns.
            if elements.contains(where: { !$0.variants.isEmpty || Self.asksTheDevice($0) }) { p.line("@MainActor") }
            p.block("\(access)var rawValue: String") { p in
                p.switchOverSelf(elements.map { element in
                    (casePattern(element, binding: onEveryDevice(element, rawValueParameters)),
                     onEveryDevice(element) { ["return \(rawValueExpression($0))"] })
                })
            }
            p.line()
            p.documentation("Every element that matches, before one is picked: the form to count or iterate.")
            p.line("@MainActor")
            p.block("\(access)func query(_ context: XCUIElement) -> XCUIElementQuery") { p in
                p.switchOverSelf(elements.map { (casePattern($0, binding: onEveryDevice($0, queryParameters)), onEveryDevice($0, queryStatements)) })
            }
            p.line()
            p.documentation("The element itself.")
            p.line("@MainActor")
            p.block("\(access)func locator(_ context: XCUIElement) -> XCUIElement") { p in
                // Most elements are their query's first match; only the others get a case.
                let special = elements.filter { onEveryDevice($0, locatorStatements) != Self.firstMatch }
                if special.isEmpty {
                    p.line(Self.firstMatch[0])
                } else {
                    var cases = special.map { (casePattern($0, binding: onEveryDevice($0, locatorParameters)), onEveryDevice($0, locatorStatements)) }
                    if special.count < elements.count { cases.append(("default:", Self.firstMatch)) }
                    p.switchOverSelf(cases)
                }
            }
            printConstants(into: &p)
        }
    }

    /// What the enum is, as Resolve decided for the page the elements belong to.
    var form: Resolved.ElementEnumForm {
        elements.first.flatMap { context.model.elementEnum(of: $0.ref.page) } ?? .spelledOut
    }

    func printConstants(into printer: inout SwiftPrinter) {
        guard !constants.isEmpty else { return }
        printer.line()
        printer.documentation("Identifiers used in more than one place.")
        if context.settings.constantsStyle == .stringEnum {
            printer.block("\(context.access)enum \(Namer.constantsEnum): String, Sendable") { p in
                for constant in constants {
                    p.line("case \(SwiftNames.enumCase(constant.name.value)) = \(SwiftNames.literal(constant.value))")
                }
            }
            return
        }
        printer.block("\(context.access)enum \(Namer.constantsEnum)") { p in
            for constant in constants {
                p.line("\(context.access)static let \(SwiftNames.member(constant.name.value)) = \(SwiftNames.literal(constant.value))")
            }
        }
    }

    // MARK: Cases

    /// `case filterCell(group: String, title: String? = nil)`, `case refine_view(String)`.
    func caseDeclaration(_ element: Resolved.Element) -> String {
        let name = SwiftNames.member(element.name)
        guard !element.parameters.isEmpty else { return "case \(name)" }
        let list = element.parameters.map { parameter -> String in
            let type = SwiftValues.declaredType(parameter)
            guard let label = Signatures.elementLabel(parameter) else { return type }
            return "\(SwiftNames.declarationLabel(label)): \(type)"
        }
        return "case \(name)(\(list.joined(separator: ", ")))"
    }

    /// `caseDeclaration(_:)` appended to the current line in parts.
    func appendCaseDeclaration(_ element: Resolved.Element, into p: inout SwiftPrinter) {
        p.append("case ")
        p.append(SwiftNames.member(element.name))
        guard !element.parameters.isEmpty else { return }
        p.append("(")
        for (offset, parameter) in element.parameters.enumerated() {
            if offset > 0 { p.append(", ") }
            if let label = Signatures.elementLabel(parameter) {
                p.append(SwiftNames.declarationLabel(label))
                p.append(": ")
            }
            p.append(SwiftValues.declaredType(parameter))
        }
        p.append(")")
    }

    /// `case .filterCell(let group, _):`, binding only the parameters in `used`.
    func casePattern(_ element: Resolved.Element, binding used: Set<String>) -> String {
        let name = SwiftNames.member(element.name)
        guard element.parameters.contains(where: { used.contains($0.name) }) else { return "case .\(name):" }
        let bindings = element.parameters.map { used.contains($0.name) ? "let \(SwiftNames.parameter($0.name))" : "_" }
        return "case .\(name)(\(bindings.joined(separator: ", "))):"
    }

    /// The described switch's `case .filterCell(let group, _):` (or `case .view:`), binding by
    /// position the parameters its finding reads, asked of the locator parameter by parameter
    /// instead of gathered into sets of names.
    func appendDescribedCasePattern(_ element: Resolved.Element, into p: inout SwiftPrinter) {
        p.append("case .")
        p.append(SwiftNames.member(element.name))
        let parameters = element.parameters
        guard !parameters.isEmpty else { return p.append(":") }
        var bound = 0, reads: [Bool] = []
        reads.reserveCapacity(parameters.count)
        for parameter in parameters {
            let read = findingReads(parameter.name, element)
            reads.append(read)
            if read { bound += 1 }
        }
        guard bound > 0 else { return p.append(":") }
        p.append("(")
        for (offset, parameter) in parameters.enumerated() {
            if offset > 0 { p.append(", ") }
            if reads[offset] {
                p.append("let ")
                p.append(SwiftNames.parameter(parameter.name))
            } else {
                p.append("_")
            }
        }
        p.append("):")
    }

    /// Whether the element's `rawValue`, `query(_:)` or `locator(_:)` reads the parameter `name`
    /// (the union of `rawValueParameters`, `queryParameters` and `locatorParameters`).
    private func findingReads(_ name: String, _ element: Resolved.Element) -> Bool {
        if case .text(let text) = element.rawValue, Self.reads(name, text) { return true }
        let locator = element.locator
        if case .container(_, let forwarding, _) = locator.scope, forwarding.contains(where: { $0.name == name }) { return true }
        if locator.filters.contains(where: { $0.parameter == name }) { return true }
        switch locator.matching {
        case .predicate(let predicate): if Self.reads(name, predicate) { return true }
        case .label(let text) where isDescribed(element): if Self.reads(name, text) { return true }
        default: break
        }
        if locator.containing.contains(where: { Self.reads(name, $0) }) || locator.notContaining.contains(where: { Self.reads(name, $0) }) { return true }
        if case .indexParameter(let parameter, _, _) = locator.pick, parameter == name { return true }
        return false
    }

    private static func reads(_ name: String, _ text: Resolved.Text) -> Bool {
        text.parts.contains { part in
            if case .parameter(let parameter, _, _, _) = part { return parameter == name }
            return false
        }
    }

    private static func reads(_ name: String, _ containing: Resolved.Locator.Containing) -> Bool {
        switch containing.matching {
        case .identifier: false
        case .label(let text): reads(name, text)
        case .predicate(let predicate): reads(name, predicate)
        }
    }

    private static func reads(_ name: String, _ predicate: Resolved.Locator.Predicate) -> Bool {
        predicate.arguments.contains { argument in
            switch argument {
            case .parameter(let parameter, _, _): parameter == name
            case .text(let text): reads(name, text)
            }
        }
    }

    // MARK: rawValue

    func rawValueParameters(_ element: Resolved.Element) -> Set<String> {
        guard case .text(let text) = element.rawValue else { return [] }
        return Set(text.parameters)
    }

    static func asksTheDevice(_ element: Resolved.Element) -> Bool {
        guard case .text(let text) = element.rawValue else { return false }
        return text.localizedTexts.contains(where: LocalizedTextRenderer.asksTheDevice)
    }

    func rawValueExpression(_ element: Resolved.Element) -> String {
        switch element.rawValue {
        case .constant(let name):
            context.settings.constantsStyle == .stringEnum
                ? "\(Namer.constantsEnum).\(SwiftNames.enumCase(name)).rawValue" : "\(Namer.constantsEnum).\(SwiftNames.member(name))"
        case .text(let text): SwiftValues.text(text)
        case .elementType: SwiftNames.literal(element.type)
        case .described(let text): SwiftNames.literal(text)
        }
    }

    /// `rawValueExpression(_:)` appended to the current line.
    func appendRawValue(_ element: Resolved.Element, into p: inout SwiftPrinter) {
        switch element.rawValue {
        case .constant(let name):
            p.append(Namer.constantsEnum)
            if context.settings.constantsStyle == .stringEnum {
                p.append(".")
                p.append(SwiftNames.enumCase(name))
                p.append(".rawValue")
            } else {
                p.append(".")
                p.append(SwiftNames.member(name))
            }
        case .text(let text): SwiftValues.appendText(text, into: &p)
        case .elementType: p.appendLiteral(element.type)
        case .described(let text): p.appendLiteral(text)
        }
    }

    // MARK: query(_:)

    /// Parameters `query(_:)` reads.
    func queryParameters(_ element: Resolved.Element) -> Set<String> {
        let locator = element.locator
        var used: Set<String> = []
        if case .container(_, let forwarding, _) = locator.scope { used.formUnion(forwarding.map(\.name)) }
        used.formUnion(locator.filters.map(\.parameter))
        switch locator.matching {
        case .predicate(let predicate): used.formUnion(predicate.parameters)
        case .label(let text) where isDescribed(element): used.formUnion(text.parameters)
        default: break
        }
        for containing in locator.containing { used.formUnion(Self.parameters(of: containing)) }
        return used
    }

    /// A `rawValue` the spec wrote to say what the element is, so the query cannot use it.
    func isDescribed(_ element: Resolved.Element) -> Bool {
        if case .described = element.rawValue { return true }
        return false
    }

    private static func parameters(of containing: Resolved.Locator.Containing) -> [String] {
        switch containing.matching {
        case .identifier: []
        case .label(let text): text.parameters
        case .predicate(let predicate): predicate.parameters
        }
    }

    /// The statements of `query(_:)` for one case, ending in a `return`.
    private func queryStatements(_ element: Resolved.Element) -> [String] {
        let locator = element.locator
        var statements: [String] = []
        var root = "context"
        if case .container(let ref, let forwarding, let every) = locator.scope {
            let container = expressions.caseExpression(ref, hasParameters: !forwarding.isEmpty, forwarding: forwarding)
            statements.append("let container = \(container).\(every ? "query" : "locator")(context)")
            root = "container"
        }
        let type = locator.elementType
        var chain = root + "."
        if locator.direct {
            // developer.apple.com/documentation/xcuiautomation/xcuielement/children(matching:)
            chain += "children(matching: .\(SwiftNames.member(type)))"
        } else {
            chain += XCUITestVocabulary.queryProperty(for: type) ?? "descendants(matching: .\(type == "application" ? "application" : "any"))"
        }
        switch locator.matching {
        case .identifier: chain += ".matching(identifier: rawValue)"
        case .label(let text):
            chain += ".matching(NSPredicate(format: \"label == %@\", \(isDescribed(element) ? SwiftValues.text(text) : "rawValue")))"
        case .predicate(let predicate): chain += ".matching(\(SwiftValues.predicate(predicate)))"
        case .none: break
        }
        let (always, gated) = (locator.containing.filter { $0.optionalParameters.isEmpty }, locator.containing.filter { !$0.optionalParameters.isEmpty })
        for containing in always { chain += ".containing(\(Self.containingArguments(containing)))" }
        guard !locator.filters.isEmpty || !gated.isEmpty else { return statements + ["return " + chain] }
        statements.append("var query = " + chain)
        for filter in locator.filters {
            let name = SwiftNames.parameter(filter.parameter)
            let clauses = filter.attributes.map { "\($0.rawValue) == %@" }.joined(separator: " OR ")
            // A switch reports its value as "1" or "0", so a Bool compared with `value` is one of those.
            let arguments = filter.attributes.map { attribute in
                attribute == .value && filter.type == .bool ? "(\(name) ? \"1\" : \"0\")" : SwiftValues.stringValue(of: filter.parameter, type: filter.type)
            }.joined(separator: ", ")
            let statement = "query = query.matching(NSPredicate(format: \(SwiftNames.literal(clauses)), \(arguments)))"
            statements.append(filter.isOptional ? "if let \(name) { \(statement) }" : statement)
        }
        for containing in gated {
            let given = containing.optionalParameters.map(SwiftNames.parameter).map { "let \($0)" }.joined(separator: ", ")
            statements.append("if \(given) { query = query.containing(\(Self.containingArguments(containing))) }")
        }
        statements.append("return query")
        return statements
    }

    /// The arguments of `containing(…)`: a type and identifier, or a predicate with the type
    /// folded in (`elementType == %lu`, the type's raw value, as XCUITest predicates compare it).
    /// Apple: `containing(_:)` evaluates the predicate against each descendant's
    /// `XCUIElementAttributes` (developer.apple.com/documentation/xcuiautomation/xcuielementquery/containing(_:));
    /// `XCUIElement.ElementType` is an `NS_ENUM` of `NSUInteger`, a `UInt` raw value in Swift
    /// (developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype).
    static func containingArguments(_ containing: Resolved.Locator.Containing) -> String {
        switch containing.matching {
        case .identifier(let identifier):
            return ".\(SwiftNames.member(containing.type ?? "any")), identifier: \(identifier.map(SwiftNames.literal) ?? "nil")"
        case .label(let text):
            return typedPredicate("label == %@", [SwiftValues.text(text)], type: containing.type, asArray: false)
        case .predicate(let predicate):
            return typedPredicate(predicate.format, SwiftValues.predicateArguments(predicate), type: containing.type,
                                  asArray: SwiftValues.takesBool(predicate))
        }
    }

    /// `NSPredicate(format: "elementType == %lu AND (label == %@)", XCUIElement.ElementType.cell.rawValue, title)`;
    /// in an argument array (a Bool argument) the type's raw value is an object, so `%@`.
    private static func typedPredicate(_ format: String, _ arguments: [String], type: String?, asArray: Bool) -> String {
        guard let type, type != "any" else {
            return SwiftValues.predicateCall(format: SwiftNames.literal(format), arguments: arguments, asArray: asArray)
        }
        let typed = "elementType == \(asArray ? "%@" : "%lu") AND (\(format))"
        let typeValue = "XCUIElement.ElementType.\(SwiftNames.member(type)).rawValue"
        return SwiftValues.predicateCall(format: SwiftNames.literal(typed), arguments: [typeValue] + arguments, asArray: asArray)
    }

    // MARK: locator(_:)

    static let firstMatch = ["return query(context).firstMatch"]

    func locatorParameters(_ element: Resolved.Element) -> Set<String> {
        var used: Set<String> = []
        if case .indexParameter(let name, _, _) = element.locator.pick { used.insert(name) }
        for containing in element.locator.notContaining { used.formUnion(Self.parameters(of: containing)) }
        return used
    }

    private func locatorStatements(_ element: Resolved.Element) -> [String] {
        if !element.locator.notContaining.isEmpty { return walkingStatements(element) }
        if element.locator.isPickedByWalk { return pickingStatements(element) }
        switch element.locator.pick {
        case .first, .all:
            return Self.firstMatch
        case .unique:
            return ["return query(context).element"]
        case .context:
            // An element of type `application` is the app it is asked of.
            return ["return context"]
        case .index(let index):
            return ["return query(context).element(boundBy: \(index))"]
        case .last:
            return pickingStatements(element)
        case .indexParameter(let parameter, let isOptional, let isUnsigned):
            let name = SwiftNames.parameter(parameter)
            let index = isUnsigned ? "Int(\(name))" : name
            if isOptional { return ["if let \(name) { return query(context).element(boundBy: \(index)) }"] + Self.firstMatch }
            return ["return query(context).element(boundBy: \(index))"]
        }
    }

    /// No XCUITest query says "does not contain" (predicates see `XCUIElementAttributes`, which
    /// has no children), so the matches there are when the locator is asked are walked (at most
    /// all of them, one round trip each) and the n-th that has none of the descendants
    /// (`descendants(matching:)`) is the element; when there is none, an element that never exists.
    private func walkingStatements(_ element: Resolved.Element) -> [String] {
        var statements = ["let matches = query(context)"]
        switch element.locator.pick {
        // A unique element's uniqueness is checked where it is used (`onlyOf:`); here it is the first.
        // (`last` is never walked here: validation refuses it beside `notContaining`.)
        case .first, .all, .unique, .context, .last: statements.append("var wanted = 0")
        case .index(let index): statements.append("var wanted = \(index)")
        case .indexParameter(let parameter, let isOptional, let isUnsigned):
            let name = SwiftNames.parameter(parameter)
            let index = isUnsigned ? "Int(\(name))" : name
            statements.append(isOptional ? "var wanted = \(isUnsigned ? "\(name).map { Int($0) }" : name) ?? 0" : "var wanted = \(index)")
        }
        statements.append("for index in 0..<matches.count {")
        statements.append("    let candidate = matches.element(boundBy: index)")
        for excluded in element.locator.notContaining {
            let given = excluded.optionalParameters.map { "let \(SwiftNames.parameter($0)), " }.joined()
            statements.append("    if \(given)\(Self.descendantQuery(excluded, of: "candidate")).firstMatch.exists { continue }")
        }
        statements.append("    if wanted == 0 { return candidate }")
        statements.append("    wanted -= 1")
        statements.append("}")
        statements.append("return matches.matching(NSPredicate(format: \"FALSEPREDICATE\")).firstMatch")
        return statements
    }

    /// The descendants of `element` that a `notContaining` entry names.
    private static func descendantQuery(_ containing: Resolved.Locator.Containing, of element: String) -> String {
        let type = SwiftNames.member(containing.type ?? "any")
        let descendants = "\(element).descendants(matching: .\(type))"
        switch containing.matching {
        case .identifier(let identifier):
            guard let identifier else { return descendants }
            return descendants + ".matching(.\(type), identifier: \(SwiftNames.literal(identifier)))"
        case .label(let text):
            return descendants + ".matching(NSPredicate(format: \"label == %@\", \(SwiftValues.text(text))))"
        case .predicate(let predicate):
            return descendants + ".matching(\(SwiftValues.predicate(predicate)))"
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
            let isCollection = element.isCollection
            let parameters = element.parameters
            // `var name: XCUIElement { Element.name.locator(self.application) }`, in parts.
            printer.beginLine()
            printer.append(access)
            if parameters.isEmpty {
                printer.append("var ")
                printer.append(SwiftNames.member(element.name))
                printer.append(isCollection ? ": XCUIElementQuery { " : ": XCUIElement { ")
            } else {
                printer.append("func ")
                printer.append(SwiftNames.member(element.name))
                printer.append("(")
                for (offset, parameter) in parameters.enumerated() {
                    if offset > 0 { printer.append(", ") }
                    printer.append(Signatures.declaration(parameter, label: Signatures.elementLabel(parameter)))
                }
                printer.append(isCollection ? ") -> XCUIElementQuery { " : ") -> XCUIElement { ")
            }
            expressions.appendCaseExpression(forwarding: element, into: &printer)
            printer.append(isCollection ? ".query(self.application) }" : ".locator(self.application) }")
            printer.endLine()
        }
    }
}
