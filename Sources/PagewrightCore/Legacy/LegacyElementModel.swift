/// An element as the generated code sees it: its enum case, the parameters of that case (its
/// containers' and its own), and how it is found.
struct LegacyElementModel {
    let spec: ElementSpec
    /// The enum the case lives in: `Element` on a screen, `<Trait>Element` on a trait.
    let enumType: String
    let caseName: String
    /// Effective parameters, containers' first.
    let params: [ParamSpec]
    /// The container, as an expression producing it from `context`, with the parameters it uses.
    let container: (expression: String, params: [String])?
    let constants: [ConstantSpec]

    init(_ spec: ElementSpec, on page: PageSpec, context: LegacyEmitContext) {
        self.spec = spec
        self.enumType = Self.enumType(for: spec, on: page, context: context)
        self.caseName = SwiftNames.member(spec.name.value)
        self.params = context.index.effectiveParams(of: spec, on: page)
        self.constants = context.index.page(page.name.value).flatMap { owner in
            owner.element(named: spec.name.value) != nil ? owner.constants : nil
        } ?? page.constants
        if let containerName = spec.container?.value,
           let container = context.index.visibleElements(of: page)[containerName]?.spec {
            let owner = Self.owner(of: container, on: page, context: context)
            let model = LegacyElementModel(container, on: owner, context: context)
            self.container = (model.caseExpression(arguments: model.params.map { SwiftNames.parameter($0.name.value) }) + ".locator(context)",
                              model.params.map(\.name.value))
        } else {
            self.container = nil
        }
    }

    /// The page (screen or trait) that defines `element`, as seen from `page`.
    static func owner(of element: ElementSpec, on page: PageSpec, context: LegacyEmitContext) -> PageSpec {
        if page.element(named: element.name.value) != nil { return page }
        return context.index.adoptedTraits(of: page).first { $0.element(named: element.name.value) != nil } ?? page
    }

    static func enumType(for element: ElementSpec, on page: PageSpec, context: LegacyEmitContext) -> String {
        let owner = owner(of: element, on: page, context: context)
        return owner.kind == .trait ? context.traitElementType(owner.name.value) : "Element"
    }

    var hasParams: Bool { !params.isEmpty }

    /// `Element.filterCell(group: group, title: title)` or `Element.view`.
    func caseExpression(arguments: [String]) -> String {
        guard hasParams else { return "\(enumType).\(caseName)" }
        let pairs = zip(params, arguments).map { "\(SwiftNames.label($0.name.value)): \($1)" }
        return "\(enumType).\(caseName)(\(pairs.joined(separator: ", ")))"
    }

    /// `case filterCell(group: String, title: String? = nil)`.
    var caseDeclaration: String {
        guard hasParams else { return "case \(caseName)" }
        let list = params.map { param in
            "\(SwiftNames.declarationLabel(param.name.value)): \(param.type.value.rawValue)\(param.optional ? "? = nil" : "")"
        }
        return "case \(caseName)(\(list.joined(separator: ", ")))"
    }

    /// `case .filterCell(let group, _):`, binding only the parameters in `used`.
    func casePattern(binding used: Set<String>) -> String {
        guard hasParams else { return "case .\(caseName):" }
        guard params.contains(where: { used.contains($0.name.value) }) else { return "case .\(caseName):" }
        let bindings = params.map { used.contains($0.name.value) ? "let \(SwiftNames.parameter($0.name.value))" : "_" }
        return "case .\(caseName)(\(bindings.joined(separator: ", "))):"
    }

    // MARK: Locator pieces

    var template: Template? {
        switch spec.locator {
        case .identifier(let template), .label(let template), .predicate(let template): template
        case .typeOnly: nil
        }
    }

    /// The parameters `rawValue` interpolates.
    var rawValueParams: Set<String> { Set(template?.parameters ?? []) }

    /// The body of `rawValue` for this case.
    var rawValueExpression: String {
        guard let template else { return SwiftNames.literal(spec.type.value) }
        if let literal = template.literal, let constant = constants.first(where: { $0.value == literal }) {
            return "Constants.\(SwiftNames.member(constant.name.value))"
        }
        return legacyInterpolated(template, params: params)
    }

    // Only the element's own parameters filter its query; its containers' filter theirs.
    var matchParams: [ParamSpec] { spec.params.filter { !$0.match.isEmpty && !$0.match.contains { $0.value == .index } } }
    var indexParam: ParamSpec? { spec.params.first { $0.match.contains { $0.value == .index } } }

    /// The statements of `query(_:)` for this case, ending in a `return`.
    var queryStatements: [String] {
        var statements: [String] = []
        var root = "context"
        if let container {
            statements.append("let container = \(container.expression)")
            root = "container"
        }
        var chain = root + "." + (XCUITestVocabulary.queryProperty(for: spec.type.value) ?? "descendants(matching: .\(spec.type.value == "application" ? "application" : "any"))")
        switch spec.locator {
        case .identifier: chain += ".matching(identifier: rawValue)"
        case .label: chain += ".matching(NSPredicate(format: \"label == %@\", rawValue))"
        case .predicate(let template): chain += ".matching(\(predicateExpression(template)))"
        case .typeOnly: break
        }
        if let containing = spec.containing {
            let identifier = containing.identifier.map(SwiftNames.literal) ?? "nil"
            chain += ".containing(.\(SwiftNames.member(containing.type.value)), identifier: \(identifier))"
        }
        let filters = matchParams
        if filters.isEmpty {
            statements.append("return " + chain)
            return statements
        }
        statements.append("var query = " + chain)
        for param in filters {
            let name = SwiftNames.parameter(param.name.value)
            let value = param.type.value == .string ? name : "String(\(name))"
            let clauses = param.match.map { "\($0.value.rawValue) == %@" }.joined(separator: " OR ")
            let arguments = Array(repeating: value, count: param.match.count).joined(separator: ", ")
            let filter = "query = query.matching(NSPredicate(format: \(SwiftNames.literal(clauses)), \(arguments)))"
            statements.append(param.optional ? "if let \(name) { \(filter) }" : filter)
        }
        statements.append("return query")
        return statements
    }

    /// Parameters `query(_:)` reads.
    var queryParams: Set<String> {
        var used = Set(container?.params ?? [])
        used.formUnion(matchParams.map(\.name.value))
        if case .predicate(let template) = spec.locator { used.formUnion(template.parameters) }
        return used
    }

    static let firstMatchStatements = ["return query(context).firstMatch"]

    /// The statement of `locator(_:)` for this case.
    var locatorStatements: [String] {
        if spec.all { return ["return query(context).firstMatch"] }
        if let indexParam {
            let name = SwiftNames.parameter(indexParam.name.value)
            if indexParam.optional {
                return ["if let \(name) { return query(context).element(boundBy: \(name)) }", "return query(context).firstMatch"]
            }
            return ["return query(context).element(boundBy: \(name))"]
        }
        if let index = spec.index { return ["return query(context).element(boundBy: \(index.value))"] }
        return ["return query(context).firstMatch"]
    }

    var locatorParams: Set<String> { indexParam.map { [$0.name.value] } ?? [] }

    /// `NSPredicate(format: "label BEGINSWITH %@", prefix)`: placeholders become `%@` arguments,
    /// literal `%` signs are doubled so the spec's text means what it says.
    private func predicateExpression(_ template: Template) -> String {
        var format = ""
        var arguments: [String] = []
        for part in template.parts {
            switch part {
            case .literal(let text): format += text.legacyReplacingAll("%", with: "%%")
            case .parameter(let name):
                format += "%@"
                let type = params.first { $0.name.value == name }?.type.value ?? .string
                let variable = SwiftNames.parameter(name)
                arguments.append(type == .string ? variable : "String(\(variable))")
            }
        }
        return "NSPredicate(format: \(([SwiftNames.literal(format)] + arguments).joined(separator: ", ")))"
    }
}

/// A Swift string expression for a template: a literal, one `String` parameter as it is, or an
/// interpolated literal.
func legacyInterpolated(_ template: Template, params: [ParamSpec]) -> String {
    if let name = template.soleParameter, params.first(where: { $0.name.value == name })?.type.value == .string {
        return SwiftNames.parameter(name)
    }
    var text = "\""
    for part in template.parts {
        switch part {
        case .literal(let literal): text += SwiftNames.escaped(literal)
        case .parameter(let name): text += "\\(\(SwiftNames.parameter(name)))"
        }
    }
    return text + "\""
}

extension String {
    func legacyReplacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
