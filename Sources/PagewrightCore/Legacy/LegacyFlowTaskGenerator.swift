/// Writes one flows file in the Screenplay style: a Task per flow (`SignInAs.with(login:password:)`)
/// that takes the flow's steps through the screens' Actions, waiting for each screen it reaches.
struct LegacyFlowTaskGenerator {
    let file: FlowFileSpec
    let flows: [ResolvedFlow]
    /// Task type names by start screen, then flow.
    let taskTypes: [String: [String: String]]
    let context: LegacyEmitContext

    func generate() -> GeneratedFile {
        var printer = LegacySwiftPrinter()
        LegacyFilePrologue.print(source: file.relativePath, into: &printer)
        for (offset, flow) in flows.enumerated() {
            if offset > 0 { printer.line() }
            printTask(flow, into: &printer)
        }
        return GeneratedFile(path: LegacyScreenplayNames.outputPath(forSpec: file.relativePath), contents: printer.text)
    }

    private func printTask(_ flow: ResolvedFlow, into printer: inout LegacySwiftPrinter) {
        let access = context.access
        let typeName = taskTypes[flow.spec.start.value]?[flow.spec.name.value] ?? SwiftNames.type(SwiftNames.capitalized(flow.spec.name.value))
        let start = context.index.screen(flow.spec.start.value)!
        printer.documentation([flow.spec.summary, "Flow `\(flow.spec.name.value)` from `\(file.relativePath)`, starting on \(flow.spec.start.value): \(LegacyFlowCall.outline(of: flow))."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.line("@MainActor")
        printer.block("\(access)struct \(typeName): Performable") { p in
            p.line("private let body: @MainActor () -> Void")
            p.line()
            if !flow.spec.params.isEmpty {
                p.block("private init(_ body: @escaping @MainActor () -> Void)") { p in p.line("self.body = body") }
                p.line()
            }
            if flow.spec.params.isEmpty {
                p.block("\(access)init(file: StaticString = #filePath, line: UInt = #line)") { p in
                    p.closure("self.body = {") { p in p.lines(statements(flow)) }
                }
            } else {
                let name = LegacyTaskGenerator.factoryName(for: flow.spec.params)
                let parameters = LegacyMemberSupport(page: start, context: context)
                    .parameterList(flow.spec.params, memberName: name == "with" ? flow.spec.name.value : name)
                p.block("\(access)static func \(name)\(parameters) -> \(typeName)") { p in
                    p.closure("\(typeName) {") { p in p.lines(statements(flow)) }
                }
            }
            p.line()
            p.line("\(access)func perform() { body() }")
        }
    }

    /// Each step through its page's Actions; each screen reached, verified.
    private func statements(_ flow: ResolvedFlow) -> [String] {
        var lines: [String] = []
        for call in LegacyFlowCall.calls(of: flow, context: context) {
            if case .action(let action, let owner, let arguments) = call.kind {
                var invocation = LegacyMemberSupport.call(action.name.value, params: action.params, arguments: arguments)
                if owner.kind == .trait, LegacyScreenplayNames.usesRequiredElements(action.steps.map(\.element), of: owner),
                   let open = invocation.firstIndex(of: "(") {
                    invocation.insert(contentsOf: "on: .\(LegacyScreenplayNames.adopterCase(call.screen)), ", at: invocation.index(after: open))
                }
                lines.append("\(LegacyScreenplayNames.actionsType(owner.name.value)).\(invocation)")
            }
            if let arrival = call.arrival {
                lines.append("\(LegacyScreenplayNames.actionsType(arrival)).verify(file: file, line: line)")
            }
        }
        return lines
    }
}
