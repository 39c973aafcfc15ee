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
        // A flow that runs once is left out after its first run, returning the screen it was
        // called on (where it ends).
        let once = flow.once.map { "\(RuntimeAPI.once).run(\"\(SwiftNames.escaped(flow.onceKey))\", .\($0.rawValue)" }
        if let (type, chain) = chain(flow) {
            printer.line("@discardableResult")
            printer.block(signature + " -> " + type) { p in
                let activity = "XCTContext.runActivity(named: \"\\(Self.self): flow \(SwiftNames.escaped(flow.name.value))\") { _ in"
                guard let once else { return p.closure(SwiftPrinter.Code(activity)) { p in p.lines(chain) } }
                p.closure(SwiftPrinter.Code(once + ", otherwise: self) {")) { p in p.closure(SwiftPrinter.Code(activity)) { p in p.lines(chain) } }
            }
            return
        }
        printer.block(signature) { p in
            let report = "PagewrightReport.run(\"\\(Self.self): flow \(SwiftNames.escaped(flow.name.value))\") {"
            let body = flow.hasConstructs ? constructStatements(flow) : statements(flow)
            guard let once else { return p.closure(SwiftPrinter.Code(report)) { p in p.lines(body) } }
            p.closure(SwiftPrinter.Code(once + ") {")) { p in p.closure(SwiftPrinter.Code(report)) { p in p.lines(body) } }
        }
    }

    /// Where leaving actions return the next screen (`plain.returnsNextScreen`), a flow is one
    /// chain of them returning the screen where it ends, as in the factory style: the type and
    /// the lines. Nil where the chain cannot be written (a section, a return to an opener the
    /// flow does not know), or the option is off.
    private func chain(_ flow: Resolved.Flow) -> (type: String, lines: [String])? {
        guard context.settings.plain.returnsNextScreen, let end = flow.end.screen else { return nil }
        var calls: [String] = []
        for step in flow.steps {
            guard case .action(let call, let choice) = step.kind else { return nil }
            var invocation = Signatures.call(call)
            let destination = context.model.page(call.owner)?.actions.first { $0.name.value == call.action }?.destination
            if case .source? = destination {
                guard let opener = step.place.screen else { return nil }
                invocation = invocation.replacingAll("file: file, line: line)", with: "returningTo: \(names.screenType(opener)).self, file: file, line: line)")
            }
            calls.append(invocation + (choice.map { ".\(context.factoryNames.choiceMethod($0))(file: file, line: line)" } ?? ""))
        }
        guard let first = calls.first else { return nil }
        return (names.screenType(end), ["self." + first] + calls.dropFirst().map { "    ." + $0 })
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
            current = names.local(forType: type)
            while !taken.insert(current).inserted { current += "_" }
            var arguments: [String] = []
            if case .action(let call, _) = step.kind { arguments = PlainScreenParamsRenderer.arguments(after: call, to: arrival, model: context.model) }
            lines.append((current, PlainActionRenderer.creation(type: type, application: screen.app.name == startApp ? "self.application" : nil,
                                                                  context: context, screenArguments: arguments)))
        }
        // A screen the flow only arrives on is verified, not kept (a page object that verifies
        // itself on creation is a value to discard).
        let discard = context.settings.plain.verifyOnCreate ? "_ = " : ""
        let statements = lines.map { line in
            line.local.map { used.contains($0) ? "let \($0) = \(line.expression)" : discard + line.expression } ?? line.expression
        }
        // One statement would be the activity's result.
        if statements.count == 1 && !statements[0].hasPrefix("_ = ") { return ["_ = " + statements[0]] }
        return statements.isEmpty ? ["_ = self"] : statements
    }
}
