/// Writes one flows file in the plain style: per start screen an extension whose methods take
/// the flow's steps in one call, creating each screen the flow reaches (on the start screen's
/// application, or a screen's own app) and waiting for it before its steps, as a test would.
struct LegacyPlainFlowGenerator {
    let file: FlowFileSpec
    let flows: [ResolvedFlow]
    let context: LegacyEmitContext

    func generate() -> GeneratedFile {
        var printer = LegacySwiftPrinter()
        LegacyFilePrologue.print(source: file.relativePath, into: &printer)
        var starts: [String] = []
        for flow in flows where !starts.contains(flow.spec.start.value) { starts.append(flow.spec.start.value) }
        for (offset, start) in starts.enumerated() {
            if offset > 0 { printer.line() }
            printer.block("extension \(LegacyPlainNames.screenType(start))") { p in
                for (index, flow) in flows.filter({ $0.spec.start.value == start }).enumerated() {
                    if index > 0 { p.line() }
                    printFlow(flow, into: &p)
                }
            }
        }
        return GeneratedFile(path: LegacyPlainNames.outputPath(forSpec: file.relativePath), contents: printer.text)
    }

    private func printFlow(_ flow: ResolvedFlow, into printer: inout LegacySwiftPrinter) {
        let start = context.index.screen(flow.spec.start.value)!
        let support = LegacyMemberSupport(page: start, context: context)
        printer.documentation([flow.spec.summary, "Flow `\(flow.spec.name.value)` from `\(file.relativePath)`: \(LegacyFlowCall.outline(of: flow))."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        let signature = "\(context.access)func \(SwiftNames.member(flow.spec.name.value))\(support.parameterList(flow.spec.params, memberName: flow.spec.name.value))"
        printer.block(signature) { p in
            p.closure("XCTContext.runActivity(named: \"\\(Self.self): flow \(SwiftNames.escaped(flow.spec.name.value))\") { _ in") { p in
                p.lines(statements(flow, startApp: context.appName(of: start)))
            }
        }
    }

    /// `self.openProfileTab(…)`, then `let profileScreen = ProfileScreen(application: self.application).waitForScreen(…)`, …
    private func statements(_ flow: ResolvedFlow, startApp: String) -> [String] {
        var taken = Set(flow.spec.params.map { SwiftNames.parameter($0.name.value) })
        var current = "self"
        var lines: [(local: String?, expression: String)] = []
        var used: Set<String> = []
        for call in LegacyFlowCall.calls(of: flow, context: context) {
            if case .action(let action, _, let arguments) = call.kind {
                used.insert(current)
                lines.append((nil, "\(current).\(LegacyMemberSupport.call(action.name.value, params: action.params, arguments: arguments))"))
            }
            guard let arrival = call.arrival, let screen = context.index.screen(arrival) else { continue }
            let type = LegacyPlainNames.screenType(arrival)
            let made = context.appName(of: screen) == startApp ? "\(type)(application: self.application)" : "\(type)()"
            current = SwiftNames.parameter(type.first.map { $0.lowercased() + type.dropFirst() } ?? type)
            while !taken.insert(current).inserted { current += "_" }
            lines.append((current, "\(made).waitForScreen(file: file, line: line)"))
        }
        // A screen the flow only arrives on is verified, not kept.
        let statements = lines.map { line in line.local.map { used.contains($0) ? "let \($0) = \(line.expression)" : line.expression } ?? line.expression }
        // One statement would be the activity's result.
        return statements.count == 1 ? ["_ = " + statements[0]] : statements.isEmpty ? ["_ = self"] : statements
    }
}
