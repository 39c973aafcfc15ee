/// Writes one flows file in the Screenplay style: a Task per flow (`SignInAs.with(login:password:)`)
/// that takes the flow's steps through the screens' Actions, waiting for each screen it reaches.
struct FlowTaskRenderer {
    let file: Resolved.FlowFile
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: file.source, into: &printer)
        for (offset, flow) in file.flows.enumerated() {
            if offset > 0 { printer.line() }
            printTask(flow, into: &printer)
        }
        return GeneratedFile(path: ScreenplayNames.file(forSpec: file.source), contents: printer.text)
    }

    private func printTask(_ flow: Resolved.Flow, into printer: inout SwiftPrinter) {
        let access = context.access
        let typeName = names.taskType(flow: flow.name.value, from: flow.start)
        printer.documentation([flow.summary, "Flow `\(flow.name.value)` from `\(file.source)`, starting on \(flow.start): \(FlowOutline.outline(of: flow))."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        // As an action's Task: a function named like a type, or a caseless enum with the factory.
        let task = "\(RuntimeAPI.screenplayTask)(named: \"\(typeName)\")"
        if flow.parameters.isEmpty {
            printer.block("@MainActor \(access)func \(typeName)(file: StaticString = #filePath, line: UInt = #line) -> \(RuntimeAPI.screenplayTask)") { p in
                p.closure("\(task) {") { p in p.lines(statements(flow)) }
            }
        } else {
            printer.block("@MainActor \(access)enum \(typeName)") { p in
                let name = names.taskFactory(flow.parameters)
                let parameters = Signatures.parameterList(names.taskFactoryParameters(flow.parameters), memberName: name == "with" ? flow.name.value : name)
                p.block("\(access)static func \(name)\(parameters) -> \(RuntimeAPI.screenplayTask)") { p in
                    p.closure("\(task) {") { p in p.lines(statements(flow)) }
                }
            }
        }
    }

    /// Each step through its page's Actions; each screen reached, verified. A flow that runs
    /// once asks the runtime first.
    private func statements(_ flow: Resolved.Flow) -> [String] {
        let lines = statements(flow.steps)
        guard let once = flow.once else { return lines }
        return ["\(RuntimeAPI.once).run(\"\(SwiftNames.escaped(flow.onceKey))\", .\(once.rawValue)) {"] + indentedLines(lines) + ["}"]
    }

    private func statements(_ steps: [Resolved.FlowStep]) -> [String] {
        var lines: [String] = []
        for step in steps {
            switch step.kind {
            case .branch(let branch):
                // The condition reads the elements of the screen it is asked on.
                let elements = ElementExpressions(context: context, receiver: context.screenplayReceiver(adopter: names.elementsType(step.screen)))
                let (opening, first, second) = branch.opening(elements)
                lines.append(opening)
                lines += indentedLines(statements(first))
                if !second.isEmpty {
                    lines.append("} else {")
                    lines += indentedLines(statements(second))
                }
                lines.append("}")
                continue
            case .loop(let loop):
                lines.append("for \(loop.usesVariable ? SwiftNames.parameter(loop.variable.name) : "_") in \(SwiftNames.parameter(loop.list)) {")
                lines += indentedLines(statements(loop.steps))
                lines.append("}")
                continue
            case .action, .section:
                break
            }
            if case .action(let call, _) = step.kind {
                var invocation = Signatures.call(call)
                if call.usesRequiredElements, let open = invocation.firstIndex(of: "(") {
                    invocation.insert(contentsOf: "on: .\(names.adopterCase(step.screen)), ", at: invocation.index(after: open))
                }
                lines.append("\(names.actionsType(call.owner.name)).\(invocation)")
            }
            if let arrival = step.arrival {
                lines.append("\(names.actionsType(arrival)).verify(file: file, line: line)")
            }
        }
        return lines
    }
}
