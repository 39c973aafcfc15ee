/// Writes one flows file: an extension per start screen whose methods take the flow's steps in
/// one call and return the page object of the screen where the flow ends.
struct LegacyFlowGenerator {
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
            printer.block("extension \(context.pageType(start))") { p in
                for (index, flow) in flows.filter({ $0.spec.start.value == start }).enumerated() {
                    if index > 0 { p.line() }
                    printFlow(flow, into: &p)
                }
            }
        }
        return GeneratedFile(path: LegacyEmitContext.outputName(forSpec: file.relativePath), contents: printer.text)
    }

    private func printFlow(_ flow: ResolvedFlow, into printer: inout LegacySwiftPrinter) {
        let support = LegacyMemberSupport(page: context.index.screen(flow.spec.start.value)!, context: context)
        let name = SwiftNames.member(flow.spec.name.value)
        let outline = flow.steps.map { step -> String in
            switch step {
            case .action(let action, _, let choice): choice.map { "\(action) (as \($0))" } ?? action
            case .section(let section): "section \(section)"
            }
        }.joined(separator: " → ")
        printer.documentation([flow.spec.summary, "Flow `\(flow.spec.name.value)` from `\(file.relativePath)`: \(outline.isEmpty ? "no steps" : outline)."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.line("@discardableResult")
        let signature = "\(context.access)func \(name)\(support.parameterList(flow.spec.params, memberName: flow.spec.name.value))"
        printer.block("\(signature) -> \(context.legacyTypeName(of: flow.end))") { p in
            p.closure("XCTContext.runActivity(named: \"\\(Self.self): flow \(SwiftNames.escaped(flow.spec.name.value))\") { _ in") { p in
                p.lines(chain(flow))
            }
        }
    }

    /// `openProfileTab(file: file, line: line)` then `.goToLogin(…)` on following lines.
    private func chain(_ flow: ResolvedFlow) -> [String] {
        var place = flow.start
        var calls: [String] = []
        for step in flow.steps {
            guard let screenName = place.screen, let screen = context.index.screen(screenName) else { break }
            switch step {
            case .section(let section):
                calls.append("section(\(context.pageType(section)).self, file: file, line: line)")
                place = .screen(section)
            case .action(let actionName, let arguments, let choice):
                let action = (screen.actions + context.index.adoptedTraits(of: screen).flatMap(\.actions)).first { $0.name.value == actionName }!
                var values: [String: String] = [:]
                for argument in arguments { values[argument.label] = context.argumentExpression(argument.value, type: argument.type) }
                var call = LegacyMemberSupport.call(actionName, params: action.params, arguments: values)
                if let choice {
                    call += ".as\(SwiftNames.capitalized(choice))(file: file, line: line)"
                    place = context.arrive(at: choice, from: place)
                } else if case .screen(let target)? = action.destination {
                    place = context.arrive(at: target.value, from: place)
                } else if case .source? = action.destination, case .opened(_, let opener) = place {
                    place = opener
                }
                calls.append(call)
            }
        }
        guard let first = calls.first else { return ["self"] }
        return ["self." + first] + calls.dropFirst().map { "    ." + $0 }
    }
}
