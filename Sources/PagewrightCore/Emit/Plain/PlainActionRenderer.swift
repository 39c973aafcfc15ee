/// Writes a plain action: the same steps as the factory style's, returning `Self` when the action
/// stays on the screen (so steps on one screen chain) and nothing when it leaves: without a
/// factory the test continues on the next screen's page object, one line per step.
struct PlainActionRenderer {
    let action: Resolved.Action
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        let stays: Bool
        if case .stay = action.destination { stays = true } else { stays = false }
        let body = ActionBodyRenderer(action: action, context: context)
        printer.documentation([action.summary, destinationNote].compactMap { $0 }.joined(separator: "\n\n"))
        if stays { printer.line("@discardableResult") }
        let signature = "\(context.access)func \(SwiftNames.member(action.name.value))\(Signatures.parameterList(action.parameters, memberName: action.name.value))"
        let returned = body.returnedType.map { " -> \($0)" } ?? (stays ? " -> Self" : "")
        printer.block(signature + returned) { p in
            body.print(into: &p)
            if body.returnedType != nil {
                p.line("return \(body.returnedLocal)")
            } else if stays {
                p.line("return self")
            }
        }
    }

    /// Where the test goes on, for the reader of the generated API.
    private var destinationNote: String? {
        let names = context.names.plain
        switch action.destination {
        case .stay: return nil
        case .source: return "Returns to the screen that opened this one."
        case .screen(let target): return "Leads to \(target.name) (`\(names.screenType(target.name))`)."
        case .oneOf(let targets, _):
            return "Leads to one of " + targets.map { "\($0.name) (`\(names.screenType($0.name))`)" }.joined(separator: ", ") + "; the app decides."
        }
    }
}
