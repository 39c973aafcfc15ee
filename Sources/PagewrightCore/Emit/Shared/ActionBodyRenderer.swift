/// Writes what an action does, in every style: its steps inside a named activity, each element
/// awaited once before use, then, where the screen goes away by itself or returns to its opener,
/// the wait until it has gone.
struct ActionBodyRenderer {
    let action: Resolved.Action
    let context: RenderContext
    var receiver: Receiver = selfReceiver
    /// The Screenplay style's local naming the adopting screen, for a trait's action.
    var adopter: String?

    func print(into printer: inout SwiftPrinter) {
        let name = SwiftNames.literal(action.name.value)
        if action.steps.isEmpty && !action.isCustom {
            printer.line("self.perform(\(name)) {}")
        } else {
            printer.block("self.perform(\(name))") { p in
                StepRenderer(action: action, context: context, receiver: receiver, adopter: adopter).print(action.steps, into: &p)
                // The escape hatch: what the team wrote, inside the action's activity.
                if action.isCustom { p.line(CustomActionsRenderer.call(action, adopter: adopter)) }
            }
        }
        if action.waitsUntilGone { printer.line("self.waitUntilGone(file: file, line: line)") }
    }
}
