/// Writes a screen's or trait's one type, its `…Actions` enum: where its elements are (the
/// `Element` enum, an accessor per element, the verification) and one static function per spec
/// action, the same steps as the other styles' actions. Tasks call the functions; tests call
/// Tasks, and read elements through the enum (`ProfileElements.userName`: the `…Elements` name
/// is an alias of the same enum).
struct ActionsRenderer {
    let page: Resolved.Page
    let screen: Resolved.Screen?
    let trait: Resolved.Trait?
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }

    func print(into printer: inout SwiftPrinter) {
        let actionsType = names.actionsType(page.name)
        let custom = CustomActionsRenderer(actions: page.actions, context: context, isStatic: true,
                                           adopterType: page.kind == .trait ? names.adopterType(page.name) : nil)
        let customType = names.customInteractionsType(page.name)
        custom.printProtocol(named: customType, implementedBy: actionsType, into: &printer)
        printer.documentation(page.summary)
        // Main-actor isolated by its conformance (`ScreenplayInteractions` is).
        let conformance = custom.requirements.isEmpty ? "" : ", " + customType
        printer.block("\(context.access)enum \(actionsType): ScreenplayInteractions\(conformance)") { p in
            ElementsRenderer(page: page, screen: screen, trait: trait, context: context).print(into: &p)
            if !page.actions.isEmpty { p.line() }
            var previousWasBlock = false
            for (offset, action) in page.actions.enumerated() {
                let start = p.mark
                let isBlock = !printAction(action, into: &p)
                // One-line actions sit together; a longer one stands apart.
                if offset > 0 && (isBlock || previousWasBlock) { p.insertBlankLine(at: start) }
                previousWasBlock = isBlock
            }
            WaitingRenderer.printScreenplayArrival(of: page, context: context, into: &p)
        }
        // The name tests read elements by (`ProfileElements.userName`), apart from the enum it names.
        printer.line()
        printer.documentation("The name tests read \(page.name)'s elements by: `\(names.elementsType(page.name)).<element>`.")
        printer.line("\(context.access)typealias \(names.elementsType(page.name)) = \(actionsType)")
    }

    /// True when the function is one line.
    private func printAction(_ action: Resolved.Action, into printer: inout SwiftPrinter) -> Bool {
        var parameters = Signatures.parameterList(action.parameters, memberName: action.name.value)
        let adopter = names.adopterLocal(avoiding: action.parameters)
        if action.usesRequiredElements {
            parameters = "(on \(adopter): \(names.adopterType(page.name)), " + parameters.dropFirst()
        }
        let body = ActionBodyRenderer(action: action, context: context, receiver: context.screenplayReceiver(adopter: adopter), adopter: adopter)
        printer.documentation(action.summary)
        let returnedType = body.returnedType
        let declaration = "\(returnedType != nil ? "@discardableResult " : "")\(context.access)static func \(SwiftNames.member(action.name.value))\(parameters)\(returnedType.map { " -> \($0)" } ?? "")"
        // One statement: the function is one line.
        return printer.compactBlock(declaration) { p in
            body.print(into: &p)
            if returnedType != nil { p.line("return \(body.returnedLocal)") }
        }
    }
}
