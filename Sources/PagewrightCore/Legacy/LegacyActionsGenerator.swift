/// Writes a screen's or trait's `…Actions` enum: one static function per spec action, the same
/// steps as the other styles' actions, reaching elements through the `…Elements` enums. Tasks
/// call these; tests call Tasks.
struct LegacyActionsGenerator {
    let page: PageSpec
    let context: LegacyEmitContext

    func print(into printer: inout LegacySwiftPrinter) {
        let access = context.access
        let elements = LegacyScreenplayNames.elementsType(page.name.value)
        printer.documentation("How a user interacts with \(page.kind.rawValue) \(page.name.value): one function per action of its spec. Tasks use them.")
        printer.line("@MainActor")
        printer.block("\(access)enum \(LegacyScreenplayNames.actionsType(page.name.value)): ScreenplayInteractions") { p in
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

    private func printAction(_ action: ActionSpec, into printer: inout LegacySwiftPrinter) {
        let support = LegacyMemberSupport(page: page, context: context)
        var parameters = support.parameterList(action.params, memberName: action.name.value)
        let adopter = LegacyScreenplayNames.adopterLocal(avoiding: action.params)
        if page.kind == .trait, LegacyScreenplayNames.usesRequiredElements(action.steps.map(\.element), of: page) {
            parameters = "(on \(adopter): \(LegacyScreenplayNames.adopterType(page.name.value)), " + parameters.dropFirst()
        }
        printer.documentation(action.summary)
        printer.block("\(context.access)static func \(SwiftNames.member(action.name.value))\(parameters)") { p in
            let receiver = LegacyScreenplayNames.receiver(on: page, context: context, adopter: adopter)
            LegacyActionGenerator(action: action, page: page, context: context, receiver: receiver).printBody(into: &p)
        }
    }
}
