/// Writes the Question type of a screen (`SavedVacancies`): a factory per check of the screen and
/// of the traits it adopts, and `isDisplayed()`. Asking a question asserts, failing the test at
/// the line that made the question. A check named `…Is` with one parameter reads
/// `savedCount(is: 3)`; other checks keep their names (`Login.errorText("Wrong password")`).
struct QuestionRenderer {
    let screen: Resolved.Screen
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }

    func print(into printer: inout SwiftPrinter) {
        let access = context.access
        let typeName = names.questionType(screen.name)
        let actions = names.actionsType(screen.name)
        printer.documentation("Questions about screen \(screen.name). Asking one asserts; a wrong answer fails the test at the line that made the question.")
        // `PagewrightQuestion` asks `body`; the protocol makes the type main-actor isolated.
        printer.block("\(access)struct \(typeName): \(RuntimeAPI.questionType)") { p in
            // Made by the factories below, through the memberwise initializer.
            p.line("\(access)let body: @MainActor @Sendable () -> Void")
            p.line()
            p.documentation("Whether the screen shows, waiting for it within its waiting time (or `wait`).")
            p.line("\(access)static func isDisplayed(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> \(typeName) { \(typeName) { \(actions).verify(within: wait, file: file, line: line) } }")
            p.line()
            p.documentation("Whether the whole screen shows (its anchors and every `loaded` element), waiting within its waiting time (or `wait`).")
            p.line("\(access)static func isLoaded(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> \(typeName) { \(typeName) { \(actions).verifyLoaded(within: wait, file: file, line: line) } }")
            if context.settings.accessibilityAudit {
                p.line()
                p.documentation("Whether the screen passes an accessibility audit (iOS 17 or later); each issue fails the test.")
                p.line("\(access)static func passesAccessibilityAudit(file: StaticString = #filePath, line: UInt = #line) -> \(typeName) { \(typeName) { \(actions).auditAccessibility(check: \(SwiftNames.literal(screen.name)), file: file, line: line) } }")
            }
            let checks = screen.page.checks + screen.traitChecks
            let taken = Set(checks.map(\.name.value))
            for check in checks {
                p.line()
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
                                     checker: names.actionsType(screen.name))
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
