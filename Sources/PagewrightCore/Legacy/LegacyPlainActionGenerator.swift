/// Writes a plain action: the same steps as the factory style's, returning `Self` when the action
/// stays on the screen (so steps on one screen chain) and nothing when it leaves: without a
/// factory the test continues on the next screen's page object, one line per step.
struct LegacyPlainActionGenerator {
    let action: ActionSpec
    let page: PageSpec
    let context: LegacyEmitContext

    func print(into printer: inout LegacySwiftPrinter) {
        let support = LegacyMemberSupport(page: page, context: context)
        let stays = action.destination == nil
        printer.documentation([action.summary, destinationNote].compactMap { $0 }.joined(separator: "\n\n"))
        if stays { printer.line("@discardableResult") }
        let signature = "\(context.access)func \(SwiftNames.member(action.name.value))\(support.parameterList(action.params, memberName: action.name.value))"
        printer.block(signature + (stays ? " -> Self" : "")) { p in
            LegacyActionGenerator(action: action, page: page, context: context).printBody(into: &p)
            if stays { p.line("return self") }
        }
    }

    /// Where the test goes on, for the reader of the generated API.
    private var destinationNote: String? {
        switch action.destination {
        case nil: nil
        case .source?: "Returns to the screen that opened this one."
        case .screen(let screen)?: "Leads to \(screen.value) (`\(LegacyPlainNames.screenType(screen.value))`)."
        case .oneOf(let screens)?: "Leads to one of " + screens.map { "\($0.value) (`\(LegacyPlainNames.screenType($0.value))`)" }.joined(separator: ", ") + "; the app decides."
        }
    }
}
