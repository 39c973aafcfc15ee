/// Writes a page's `Element` enum: one case per element, `rawValue`, `query(_:)`,
/// `locator(_:)` and the nested `Constants`.
struct LegacyElementEnumGenerator {
    let models: [LegacyElementModel]
    let constants: [ConstantSpec]
    let typeName: String
    let context: LegacyEmitContext

    func print(into printer: inout LegacySwiftPrinter) {
        let access = context.access
        printer.documentation("How to find each element of this \(typeName == "Element" ? "screen" : "trait"). `locator(_:)` and `query(_:)` search from a context: the application, another app such as Springboard, or a container element.")
        printer.block("\(access)enum \(typeName): Hashable, Sendable") { p in
            for model in models {
                p.documentation(model.spec.summary)
                p.line(model.caseDeclaration)
            }
            guard !models.isEmpty else { return printConstants(into: &p) }
            p.line()
            p.documentation("The identifier, label or predicate the element is found by, with its parameters filled in.")
            p.block("\(access)var rawValue: String") { p in
                p.switchOverSelf(models.map { ($0.casePattern(binding: $0.rawValueParams), ["return \($0.rawValueExpression)"]) })
            }
            p.line()
            p.documentation("Every element that matches, before one is picked: the form to count or iterate.")
            p.line("@MainActor")
            p.block("\(access)func query(_ context: XCUIElement) -> XCUIElementQuery") { p in
                p.switchOverSelf(models.map { ($0.casePattern(binding: $0.queryParams), $0.queryStatements) })
            }
            p.line()
            p.documentation("The element itself.")
            p.line("@MainActor")
            p.block("\(access)func locator(_ context: XCUIElement) -> XCUIElement") { p in
                // Most elements are their query's first match; only the others get a case.
                let special = models.filter { $0.locatorStatements != LegacyElementModel.firstMatchStatements }
                if special.isEmpty {
                    p.line(LegacyElementModel.firstMatchStatements[0])
                } else {
                    var cases = special.map { ($0.casePattern(binding: $0.locatorParams), $0.locatorStatements) }
                    if special.count < models.count { cases.append(("default:", LegacyElementModel.firstMatchStatements)) }
                    p.switchOverSelf(cases)
                }
            }
            printConstants(into: &p)
        }
    }

    private func printConstants(into printer: inout LegacySwiftPrinter) {
        guard !constants.isEmpty else { return }
        printer.line()
        printer.documentation("Identifiers used in more than one place.")
        printer.block("\(context.access)enum Constants") { p in
            for constant in constants {
                p.line("\(context.access)static let \(SwiftNames.member(constant.name.value)) = \(SwiftNames.literal(constant.value))")
            }
        }
    }
}

/// Writes the properties and methods through which tests reach elements: `view`,
/// `filterCell(group:title:)`, `vacancyCells` (a query).
struct LegacyElementAccessorGenerator {
    let models: [LegacyElementModel]
    let context: LegacyEmitContext
    /// `static ` where the accessors live on a caseless enum (the Screenplay style's `…Elements`).
    var modifier = ""

    func print(into printer: inout LegacySwiftPrinter) {
        let access = context.access + modifier
        for model in models {
            printer.documentation(model.spec.summary)
            let type = model.spec.all ? "XCUIElementQuery" : "XCUIElement"
            let call = model.spec.all ? "query(self.application)" : "locator(self.application)"
            let name = SwiftNames.member(model.spec.name.value)
            let expression = model.caseExpression(arguments: model.params.map { SwiftNames.parameter($0.name.value) }) + "." + call
            if model.hasParams {
                let list = model.params.map { param in
                    SwiftNames.parameterDeclaration(param.name.value, type: param.type.value.rawValue + (param.optional ? "? = nil" : ""))
                }
                printer.line("\(access)func \(name)(\(list.joined(separator: ", "))) -> \(type) { \(expression) }")
            } else {
                printer.line("\(access)var \(name): \(type) { \(expression) }")
            }
        }
    }
}
