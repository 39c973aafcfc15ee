/// `repeat … until`: the loop is the runtime's (`repeatSteps`); the generated code hands it the
/// steps and the condition as closures, and stops the action when it returns false.
extension StepRenderer {
    func printRepeat(_ steps: [Resolved.Step], until: Resolved.StepCondition?, max: Int, into printer: inout SwiftPrinter) {
        guard let until else { return }
        let actionName = SwiftNames.literal(action.name.value)
        printer.line("guard self.repeatSteps({")
        printer.indented { p in print(steps, into: &p) }
        printer.line("}, until: { \(expression(until, waiting: false)) }, max: \(max),")
        printer.line("    failing: \"\(failure(until))\", for: \(actionName), file: file, line: line) else { return }")
    }
}
