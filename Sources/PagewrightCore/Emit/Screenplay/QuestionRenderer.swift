/// Writes the Question type of a screen (`SavedVacancies`, a name of the runtime's
/// `PagewrightScreenQuestion<SavedVacanciesActions>`): a factory per check of the screen and
/// of the traits it adopts; `isDisplayed()` and the other questions every screen answers are the
/// runtime's. Asking a question asserts, failing the test at
/// the line that made the question. A check named `…Is` with one parameter reads
/// `savedCount(is: 3)`; other checks keep their names (`Login.errorText("Wrong password")`).
struct QuestionRenderer {
    let screen: Resolved.Screen
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }

    func print(into printer: inout SwiftPrinter) {
        let typeName = names.questionType(screen.name)
        let base = context.settings.accessibilityAudit ? RuntimeAPI.auditedScreenQuestion : RuntimeAPI.screenQuestion
        // The runtime's class asks `body` and has the questions every screen answers
        // (`isDisplayed()`, `isLoaded()`, and `passesAccessibilityAudit()` when audits are on). A
        // name for it, not a subclass (a class declaration costs the type checker more); the
        // screen's checks are in an extension of that name.
        printer.line("\(context.access)typealias \(typeName) = \(base)<\(names.actionsType(screen.name))>")
        let checks = screen.page.checks + screen.traitChecks
        guard !checks.isEmpty else { return }
        let taken = Set(checks.map(\.name.value))
        printer.block("extension \(typeName)") { p in
            for (offset, check) in checks.enumerated() {
                if offset > 0 { p.line() }
                printCheck(check, typeName: typeName, taken: taken, into: &p)
            }
        }
    }

    private func printCheck(_ check: Resolved.Check, typeName: String, taken: Set<String>, into printer: inout SwiftPrinter) {
        let signature: String
        let name = check.name.value
        if let question = names.isQuestion(name, parameters: check.parameters, taken: taken), check.parameters[0].label == .automatic {
            let parameter = check.parameters[0]
            signature = SwiftNames.member(question) + "(is \(SwiftNames.parameter(parameter.name)): \(SwiftValues.declaredType(parameter)), file: StaticString = #filePath, line: UInt = #line)"
        } else {
            signature = SwiftNames.member(name) + Signatures.parameterList(check.parameters, memberName: name)
        }
        printer.documentation(check.summary)
        let renderer = CheckRenderer(check: check, context: context, receiver: context.screenplayReceiver(adopter: "self"),
                                     checker: names.actionsType(screen.name), owner: typeName)
        // One call is the whole question, on its line.
        if let call = renderer.runtimeAssertion ?? (renderer.assertion.count == 1 ? renderer.assertion[0] : nil) {
            return printer.line("\(context.access)static func \(signature) -> \(typeName) { \(typeName) { \(call) } }")
        }
        printer.block("\(context.access)static func \(signature) -> \(typeName)") { p in
            p.closure("\(typeName) {") { p in
                p.lines(renderer.assertion)
            }
        }
    }
}
