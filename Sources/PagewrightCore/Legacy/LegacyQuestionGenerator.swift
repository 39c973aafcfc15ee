/// Writes the Question type of a screen (`SavedVacancies`): a factory per check of the screen and
/// of the traits it adopts, and `isDisplayed()`. Asking a question asserts, failing the test at
/// the line that made the question. A check named `…Is` with one parameter reads
/// `savedCount(is: 3)`; other checks keep their names (`Login.errorText("Wrong password")`).
struct LegacyQuestionGenerator {
    let screen: PageSpec
    let context: LegacyEmitContext

    func print(into printer: inout LegacySwiftPrinter) {
        let access = context.access
        let typeName = LegacyScreenplayNames.questionType(screen.name.value)
        let actions = LegacyScreenplayNames.actionsType(screen.name.value)
        printer.documentation("Questions about screen \(screen.name.value). Asking one asserts; a wrong answer fails the test at the line that made the question.")
        printer.line("@MainActor")
        printer.block("\(access)struct \(typeName): Question") { p in
            p.line("private let body: @MainActor () -> Void")
            p.line()
            p.block("private init(_ body: @escaping @MainActor () -> Void)") { p in p.line("self.body = body") }
            p.line()
            p.line("\(access)func ask() { body() }")
            p.line()
            p.documentation("Whether the screen shows, waiting for it within its waiting time (or `wait`).")
            p.block("\(access)static func isDisplayed(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> \(typeName)") { p in
                p.line("\(typeName) { \(actions).verify(within: wait, file: file, line: line) }")
            }
            let checks = screen.checks + context.index.adoptedTraits(of: screen).flatMap(\.checks)
            let taken = Set(checks.map(\.name.value))
            for check in checks {
                p.line()
                printCheck(check, typeName: typeName, taken: taken, into: &p)
            }
        }
    }

    private func printCheck(_ check: CheckSpec, typeName: String, taken: Set<String>, into printer: inout LegacySwiftPrinter) {
        let support = LegacyMemberSupport(page: screen, context: context)
        let signature: String
        let name = check.name.value
        if name.hasSuffix("Is"), name.count > 2, check.params.count == 1, !taken.contains(String(name.dropLast(2))) {
            let param = check.params[0]
            let type = param.type.value.rawValue + (param.optional ? "? = nil" : "")
            signature = SwiftNames.member(String(name.dropLast(2))) + "(is \(SwiftNames.parameter(param.name.value)): \(type), file: StaticString = #filePath, line: UInt = #line)"
        } else {
            signature = SwiftNames.member(name) + support.parameterList(check.params, memberName: name)
        }
        printer.documentation(check.summary)
        printer.block("\(context.access)static func \(signature) -> \(typeName)") { p in
            p.closure("\(typeName) {") { p in
                let receiver = LegacyScreenplayNames.receiver(on: screen, context: context, adopter: "self")
                p.lines(LegacyCheckGenerator(check: check, page: screen, context: context, receiver: receiver).assertion)
            }
        }
    }
}
