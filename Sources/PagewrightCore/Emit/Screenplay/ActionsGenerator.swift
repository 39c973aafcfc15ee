/// Writes a screen's or trait's `…Actions` enum: one static function per spec action, the same
/// steps as the other styles' actions, reaching elements through the `…Elements` enums. Tasks
/// call these; tests call Tasks.
struct ActionsGenerator {
    let page: PageSpec
    let context: EmitContext

    func print(into printer: inout SwiftPrinter) {
        let access = context.access
        let elements = ScreenplayNames.elementsType(page.name.value)
        printer.documentation("How a user interacts with \(page.kind.rawValue) \(page.name.value): one function per action of its spec. Tasks use them.")
        printer.line("@MainActor")
        printer.block("\(access)enum \(ScreenplayNames.actionsType(page.name.value)): ScreenplayInteractions") { p in
            if page.kind == .screen {
                p.line("static var verification: ScreenVerification { \(elements).verification }")
            } else {
                p.line("static var verification: ScreenVerification { ScreenVerification(screen: \(SwiftNames.literal(page.name.value)), wait: .\(SwiftNames.member(Settings.defaultWaitName)), present: [], absent: []) }")
            }
            p.line("static var application: XCUIApplication { \(elements).application }")
            for action in page.actions {
                p.line()
                printAction(action, into: &p)
            }
        }
    }

    private func printAction(_ action: ActionSpec, into printer: inout SwiftPrinter) {
        let support = MemberSupport(page: page, context: context)
        var parameters = support.parameterList(action.params, memberName: action.name.value)
        let adopter = ScreenplayNames.adopterLocal(avoiding: action.params)
        if page.kind == .trait, ScreenplayNames.usesRequiredElements(action.steps.map(\.element), of: page) {
            parameters = "(on \(adopter): \(ScreenplayNames.adopterType(page.name.value)), " + parameters.dropFirst()
        }
        printer.documentation(action.summary)
        printer.block("\(context.access)static func \(SwiftNames.member(action.name.value))\(parameters)") { p in
            let receiver = ScreenplayNames.receiver(on: page, context: context, adopter: adopter)
            ActionGenerator(action: action, page: page, context: context, receiver: receiver).printBody(into: &p)
        }
    }
}
