/// Writes what an action does, in every style: its steps inside a named activity, each element
/// awaited before use for what its step needs (there, enabled, within a touch's reach), then,
/// where the screen goes away by itself or returns to its opener, the wait until it has gone. An
/// action that `returns` a reading keeps it in a local, read before or after the steps.
struct ActionBodyRenderer {
    let action: Resolved.Action
    let context: RenderContext
    var receiver: Receiver = selfReceiver
    /// The Screenplay style's local naming the adopting screen, for a trait's action.
    var adopter: String?

    /// The local holding what the action returns, named apart from its parameters.
    var returnedLocal: String {
        var name = "returned"
        while action.parameters.contains(where: { SwiftNames.parameter($0.name) == name }) { name += "_" }
        return name
    }

    /// The Swift type the action returns instead of a page object, if it returns a reading.
    var returnedType: String? {
        action.returns.map { GetterRenderer.reading($0.reading, elements: elements).type }
    }

    private var elements: ElementExpressions { ElementExpressions(context: context, receiver: receiver) }

    /// Writes the body where it belongs; the caller asks the printer whether it was one line
    /// (`onlyLine(since:…)`), which it may put on its declaration's line.
    func print(into printer: inout SwiftPrinter) {
        let name = SwiftNames.literal(action.name.value)
        var read: [String]?
        if let returns = action.returns {
            let (type, wait, value) = GetterRenderer.waitedReading(returns.reading, wait: returns.wait, elements: elements)
            printer.line("var \(returnedLocal): \(type) = \(GetterRenderer.initialValue(type))")
            read = (wait.map { [$0] } ?? []) + ["\(returnedLocal) = \(value)"]
        }
        if action.steps.isEmpty && action.variants.allSatisfy(\.steps.isEmpty) && read == nil && !action.isCustom {
            printer.line("self.perform(\(name)) {}")
        } else {
            let open = printer.mark
            printer.line("self.perform(\(name)) {")
            let (bodyStart, oneRuntimeCall) = printer.indented { body in
                let bodyStart = body.mark
                if let read, action.returns?.readFirst == true { read.forEach { body.line($0) } }
                // Nothing follows the steps: the last runtime step needs no guard.
                let oneRuntimeCall = printSteps(final: !action.isCustom && (read == nil || action.returns?.readFirst == true), into: &body)
                // The escape hatch: what the team wrote, inside the action's activity.
                if action.isCustom { body.line(CustomActionsRenderer.call(action, adopter: adopter)) }
                if let read, action.returns?.readFirst != true { read.forEach { body.line($0) } }
                return (bodyStart, oneRuntimeCall)
            }
            // One runtime step stays on the action's line.
            if printer.onlyLine(since: bodyStart, startsWithAnyOf: Self.runtimeSteps) {
                if oneRuntimeCall, action.variants.isEmpty, action.returns == nil, !action.isCustom, !action.waitsUntilGone {
                    // The step as written, with the action's name where its wait is named, in
                    // place of `perform`: what `StepRenderer` writes with `wholeAction`.
                    if !printer.liftOnlyLine(since: bodyStart, replacing: open, inserting: ", action: " + name) {
                        printer.rewind(to: open)
                        printWholeActionCall(name, into: &printer)
                    }
                } else {
                    printer.foldOnlyLine(since: bodyStart)
                }
            } else {
                printer.line("}")
            }
        }
        if action.waitsUntilGone { printer.line("self.waitUntilGone(file: file, line: line)") }
    }

    /// How a runtime step's line starts.
    static let runtimeSteps: [StaticString] = ["self.tap(", "self.type(", "self.step("]

    /// The action's one runtime step as the runtime call that runs the action too (nothing
    /// follows the step): one call with no closure around it, cheaper to type-check than
    /// `perform` with one.
    private func printWholeActionCall(_ name: String, into printer: inout SwiftPrinter) {
        var steps = StepRenderer(action: action, context: context, receiver: receiver, adopter: adopter)
        steps.wholeAction = name
        steps.print(action.steps, final: true, into: &printer)
    }

    /// The steps; with device variants, each variant's under its condition (the first that
    /// applies), and the action's own on every other device. True when they wrote one runtime call that can carry the action's name (`StepRenderer`).
    private func printSteps(final: Bool, into printer: inout SwiftPrinter) -> Bool {
        let steps = StepRenderer(action: action, context: context, receiver: receiver, adopter: adopter)
        guard !action.variants.isEmpty else { return steps.print(action.steps, final: final, into: &printer) }
        for (offset, variant) in action.variants.enumerated() {
            printer.line((offset == 0 ? "if " : "} else if ") + DeviceText.condition(variant.condition) + " {")
            printer.indented { printer in
                if variant.steps.isEmpty { printer.line("// No steps on \(variant.condition.value): the screen is there already.") }
                steps.print(variant.steps, final: final, into: &printer)
            }
        }
        printer.line("} else {")
        printer.indented { steps.print(action.steps, final: final, into: &$0) }
        printer.line("}")
        return false
    }
}
