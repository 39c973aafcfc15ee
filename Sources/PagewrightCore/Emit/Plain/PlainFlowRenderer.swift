/// Writes one flows file in the plain style: per start screen an extension whose methods take
/// the flow's steps in one call, creating each screen the flow reaches (on the start screen's
/// application, or a screen's own app) and waiting for it before its steps, as a test would.
struct PlainFlowRenderer {
    let file: Resolved.FlowFile
    let context: RenderContext

    private var names: PlainNames { context.names.plain }

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: file.source, into: &printer)
        for (offset, (start, flows)) in FlowOutline.byStart(file.flows).enumerated() {
            if offset > 0 { printer.line() }
            printer.block("extension \(names.screenType(start))") { p in
                for (index, flow) in flows.enumerated() {
                    if index > 0 { p.line() }
                    printFlow(flow, into: &p)
                }
            }
        }
        return GeneratedFile(path: PlainNames.file(forSpec: file.source), contents: printer.text)
    }

    private func printFlow(_ flow: Resolved.Flow, into printer: inout SwiftPrinter) {
        printer.documentation([flow.summary, "Flow `\(flow.name.value)` from `\(file.source)`: \(FlowOutline.outline(of: flow))."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        let signature = "\(context.access)func \(SwiftNames.member(flow.name.value))\(Signatures.parameterList(flow.parameters, memberName: flow.name.value))"
        printer.block(signature) { p in
            p.closure("PagewrightReport.run(\"\\(Self.self): flow \(SwiftNames.escaped(flow.name.value))\") {") { p in
                p.lines(statements(flow))
            }
        }
    }

    /// `self.openProfileTab(…)`, then `let profileScreen = ProfileScreen(application: self.application).waitForScreen(…)`, …
    private func statements(_ flow: Resolved.Flow) -> [String] {
        let startApp = context.model.screen(flow.start)?.app.name
        var taken = Set(flow.parameters.map { SwiftNames.parameter($0.name) })
        var current = "self"
        var lines: [(local: String?, expression: String)] = []
        var used: Set<String> = []
        for step in flow.steps {
            if case .action(let call, _) = step.kind {
                used.insert(current)
                lines.append((nil, "\(current).\(Signatures.call(call))"))
            }
            guard let arrival = step.arrival, let screen = context.model.screen(arrival) else { continue }
            let type = names.screenType(arrival)
            let made = screen.app.name == startApp ? "\(type)(application: self.application)" : "\(type)()"
            current = names.local(forType: type)
            while !taken.insert(current).inserted { current += "_" }
            lines.append((current, "\(made).waitForScreen(file: file, line: line)"))
        }
        // A screen the flow only arrives on is verified, not kept.
        let statements = lines.map { line in line.local.map { used.contains($0) ? "let \($0) = \(line.expression)" : line.expression } ?? line.expression }
        // One statement would be the activity's result.
        return statements.count == 1 ? ["_ = " + statements[0]] : statements.isEmpty ? ["_ = self"] : statements
    }
}
