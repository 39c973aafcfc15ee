/// Writes a screen's or trait's `…Actions` enum: one static function per spec action, the same
/// steps as the other styles' actions, reaching elements through the `…Elements` enums. Tasks
/// call these; tests call Tasks.
struct ActionsRenderer {
    let page: Resolved.Page
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }

    func print(into printer: inout SwiftPrinter) {
        let elements = names.elementsType(page.name)
        let custom = CustomActionsRenderer(actions: page.actions, context: context, isStatic: true,
                                           adopterType: page.kind == .trait ? names.adopterType(page.name) : nil)
        let customType = names.customInteractionsType(page.name)
        custom.printProtocol(named: customType, implementedBy: names.actionsType(page.name), into: &printer)
        printer.documentation("How a user interacts with \(page.kind.rawValue) \(page.name): one function per action of its spec. Tasks use them.")
        printer.line("@MainActor")
        let conformance = custom.requirements.isEmpty ? "" : ", " + customType
        printer.block("\(context.access)enum \(names.actionsType(page.name)): ScreenplayInteractions\(conformance)") { p in
            if page.kind == .screen {
                p.line("\(context.access)static var verification: ScreenVerification { \(elements).verification }")
            } else {
                p.line("\(context.access)static var verification: ScreenVerification { ScreenVerification(screen: \(SwiftNames.literal(page.name)), wait: .\(Namer.waitCase(context.settings.defaultWait)), present: [], absent: []) }")
            }
            p.line("\(context.access)static var application: XCUIApplication { \(elements).application }")
            for action in page.actions {
                p.line()
                printAction(action, into: &p)
            }
        }
    }

    private func printAction(_ action: Resolved.Action, into printer: inout SwiftPrinter) {
        var parameters = Signatures.parameterList(action.parameters, memberName: action.name.value)
        let adopter = names.adopterLocal(avoiding: action.parameters)
        if action.usesRequiredElements {
            parameters = "(on \(adopter): \(names.adopterType(page.name)), " + parameters.dropFirst()
        }
        let body = ActionBodyRenderer(action: action, context: context, receiver: context.screenplayReceiver(adopter: adopter), adopter: adopter)
        printer.documentation(action.summary)
        printer.block("\(body.returnedType != nil ? "@discardableResult " : "")\(context.access)static func \(SwiftNames.member(action.name.value))\(parameters)\(body.returnedType.map { " -> \($0)" } ?? "")") { p in
            body.print(into: &p)
            if body.returnedType != nil { p.line("return \(body.returnedLocal)") }
        }
    }
}
