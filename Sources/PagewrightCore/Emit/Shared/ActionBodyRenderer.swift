/// Writes what an action does, in every style: its steps inside a named activity, each element
/// awaited before use for what its step needs (there, enabled, within a touch's reach), then,
/// where the screen goes away by itself or returns to its opener, the wait until it has gone. An
/// action that `returns` a reading keeps it in a local, read before or after the steps.
struct ActionBodyRenderer {
    let action: Resolved.Action
    let context: RenderContext
    var receiver: Receiver = selfReceiver

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

    func print(into printer: inout SwiftPrinter) {
        let name = SwiftNames.literal(action.name.value)
        var read: String?
        if let returns = action.returns {
            let (type, expression) = GetterRenderer.reading(returns.reading, elements: elements)
            printer.line("var \(returnedLocal): \(type) = \(GetterRenderer.initialValue(type))")
            read = "\(returnedLocal) = \(expression)"
        }
        if action.steps.isEmpty && read == nil {
            printer.line("self.perform(\(name)) {}")
        } else {
            printer.block("self.perform(\(name))") { p in
                if let read, action.returns?.readFirst == true { p.line(read) }
                for step in action.steps { printStep(step, into: &p) }
                if let read, action.returns?.readFirst != true { p.line(read) }
            }
        }
        if action.waitsUntilGone { printer.line("self.waitUntilGone(file: file, line: line)") }
    }

    private func printStep(_ step: Resolved.Step, into printer: inout SwiftPrinter) {
        let element = elements.single(step.element)
        if let readiness = step.readiness {
            let name = SwiftNames.literal(step.element.name), actionName = SwiftNames.literal(action.name.value)
            let query = elements.queryArgument(step.element, application: "self.application", forReadiness: readiness == .hittable)
            printer.line("guard self.ready(\(element), \(name), .\(readiness.rawValue), within: .\(Namer.waitCase(step.wait))\(query), for: \(actionName), file: file, line: line) else { return }")
        }
        switch step.kind {
        case .tap: printer.line("\(element).tap()")
        case .doubleTap: printer.line("\(element).doubleTap()")
        case .press(let duration): printer.line("\(element).press(forDuration: \(SwiftValues.number(duration)))")
        case .typeText(let text): printer.line("\(element).typeText(\(SwiftValues.text(text)))")
        case .clearText: printer.line("self.clearText(in: \(element))")
        case .swipe(let direction): printer.line("\(element).swipe\(SwiftNames.capitalized(direction.rawValue))()")
        case .adjustSlider(let position): printer.line("\(element).adjust(toNormalizedSliderPosition: CGFloat(\(SwiftValues.number(position))))")
        case .adjustPicker(let value): printer.line("\(element).adjust(toPickerWheelValue: \(SwiftValues.text(value)))")
        case .waitFor(let wait, let absent):
            let waiting = Signatures.waitingTime(wait)
            let call = absent ? "waitForNonExistence" : "waitForExistence"
            let problem = absent ? "is still there" : "did not appear"
            printer.block("if !\(element).\(call)(timeout: \(waiting).seconds)") { p in
                let message = "\\(Self.self).\(SwiftNames.escaped(action.name.value)): '\(SwiftNames.escaped(step.element.name))' \(problem) after \\(\(waiting).seconds) s"
                p.line("PagewrightReport.fail(\"\(message)\", in: self.application, file: file, line: line)")
            }
        }
    }
}
