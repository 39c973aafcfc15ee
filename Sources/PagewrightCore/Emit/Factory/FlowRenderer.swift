/// Writes one flows file: an extension per start screen whose methods take the flow's steps in
/// one call and return the page object of the screen where the flow ends.
struct FlowRenderer {
    let file: Resolved.FlowFile
    let context: RenderContext

    var names: FactoryNames { context.factoryNames }

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: file.source, into: &printer)
        for (offset, (start, flows)) in FlowOutline.byStart(file.flows).enumerated() {
            if offset > 0 { printer.line() }
            printer.block("extension \(names.pageType(start))") { p in
                for (index, flow) in flows.enumerated() {
                    if index > 0 { p.line() }
                    printFlow(flow, into: &p)
                }
            }
        }
        return GeneratedFile(path: FactoryNames.file(forSpec: file.source), contents: printer.text)
    }

    private func printFlow(_ flow: Resolved.Flow, into printer: inout SwiftPrinter) {
        printer.documentation([flow.summary, "Flow `\(flow.name.value)` from `\(file.source)`: \(FlowOutline.outline(of: flow))."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        let signature = "@discardableResult \(context.access)func \(SwiftNames.member(flow.name.value))\(Signatures.parameterList(flow.parameters, memberName: flow.name.value))"
        printer.block("\(signature) -> \(context.factoryType(of: flow.end))") { p in
            let report = "PagewrightReport.run(\"\\(Self.self): flow \(SwiftNames.escaped(flow.name.value))\") {"
            let body = flow.hasConstructs ? statements(flow) : chain(flow)
            guard let once = flow.once else { return p.closure(SwiftPrinter.Code(report)) { p in p.lines(body) } }
            // Left out after its first run, the flow returns the page object it was called on.
            p.closure("\(RuntimeAPI.once).run(\"\(SwiftNames.escaped(flow.onceKey))\", .\(once.rawValue), otherwise: self) {") { p in
                p.closure(SwiftPrinter.Code(report)) { p in p.lines(body) }
            }
        }
    }

    /// `openProfileTab(file: file, line: line)` then `.goToLogin(…)` on following lines.
    private func chain(_ flow: Resolved.Flow) -> [String] {
        let calls = Self.calls(flow.steps, names: names)
        guard let first = calls.first else { return ["self"] }
        return ["self." + first] + calls.dropFirst().map { "    ." + $0 }
    }

    /// Each step as the call it makes on the page object the step before returned.
    static func calls(_ steps: [Resolved.FlowStep], names: FactoryNames) -> [String] {
        steps.compactMap { step -> String? in
            switch step.kind {
            case .section(let section):
                return "section(\(names.pageType(section)).self, file: file, line: line)"
            case .action(let call, let choice):
                return Signatures.call(call) + (choice.map { ".\(names.choiceMethod($0))(file: file, line: line)" } ?? "")
            case .branch, .loop:
                // Statements, not calls (`statements(_:)`).
                return nil
            }
        }
    }
}
