/// A plain flow that branches or loops: the statements of `PlainFlowRenderer`, nested. A branch
/// asks its condition on the screen the flow has reached and takes one way; where the ways join
/// on another screen, that screen is made (and waited for) when the next step needs it. A loop
/// takes its journey from the screen it is on for each item, and goes on there.
extension PlainFlowRenderer {
    /// A line of the body: at a depth of nesting, and, for a screen made, the local it may keep.
    private struct Line {
        var depth: Int
        var local: String?
        var text: String
    }

    /// Where the flow is: a local (or `self`), or a screen reached through a branch not made yet.
    private enum Current {
        case object(String)
        case unmade(String)
    }

    private struct Writer {
        let renderer: PlainFlowRenderer
        let startApp: String?
        var locals: FlowLocals
        var lines: [Line] = []
        var used: Set<String> = []

        var names: PlainNames { renderer.context.names.plain }

        /// The local of the screen the flow is on, made first when a branch led there.
        mutating func object(_ current: inout Current, depth: Int) -> String {
            switch current {
            case .object(let name):
                return name
            case .unmade(let screen):
                let local = make(screen, depth: depth)
                current = .object(local)
                return local
            }
        }

        /// The screens made, in order: a local is named only once it is known to be used.
        var made: [String] = []

        /// Makes the screen; what stands for its local until names are given (`⟨0⟩`).
        mutating func make(_ screen: String, depth: Int, screenArguments: [String] = []) -> String {
            let type = names.screenType(screen)
            let local = "⟨\(made.count)⟩"
            made.append(screen)
            let app = renderer.context.model.screen(screen)?.app.name
            lines.append(Line(depth: depth, local: local,
                              text: PlainActionRenderer.creation(type: type, application: app == startApp ? "self.application" : nil, context: renderer.context,
                                                                 screenArguments: screenArguments)))
            return local
        }

        mutating func write(_ steps: [Resolved.FlowStep], from start: Current, depth: Int) -> Current {
            var current = start
            for step in steps {
                switch step.kind {
                case .action(let call, _):
                    let object = object(&current, depth: depth)
                    used.insert(object)
                    lines.append(Line(depth: depth, local: nil, text: "\(object).\(Signatures.call(call))"))
                    if let arrival = step.arrival {
                        let arguments = PlainScreenParamsRenderer.arguments(after: call, to: arrival, model: renderer.context.model)
                        current = .object(make(arrival, depth: depth, screenArguments: arguments))
                    }
                case .section(let section):
                    current = .object(make(section, depth: depth))
                case .branch(let branch):
                    let object = object(&current, depth: depth)
                    used.insert(object)
                    let elements = ElementExpressions(context: renderer.context, receiver: { _ in object + "." })
                    let (opening, first, second) = branch.opening(elements)
                    lines.append(Line(depth: depth, local: nil, text: opening))
                    _ = write(first, from: current, depth: depth + 1)
                    if !second.isEmpty {
                        lines.append(Line(depth: depth, local: nil, text: "} else {"))
                        _ = write(second, from: current, depth: depth + 1)
                    }
                    lines.append(Line(depth: depth, local: nil, text: "}"))
                    // Back where it was asked, the flow goes on with the screen it had.
                    if branch.join.screen != step.screen, let screen = branch.join.screen { current = .unmade(screen) }
                case .loop(let loop):
                    let object = object(&current, depth: depth)
                    let item = loop.usesVariable ? locals.local(forItem: loop.variable.name) : "_"
                    lines.append(Line(depth: depth, local: nil, text: "for \(item) in \(SwiftNames.parameter(loop.list)) {"))
                    _ = write(loop.steps, from: .object(object), depth: depth + 1)
                    lines.append(Line(depth: depth, local: nil, text: "}"))
                }
            }
            return current
        }
    }

    /// The body's statements, nested.
    func constructStatements(_ flow: Resolved.Flow) -> [String] {
        var writer = Writer(renderer: self, startApp: context.model.screen(flow.start)?.app.name, locals: FlowLocals(parameters: flow.parameters))
        _ = writer.write(flow.steps, from: .object("self"), depth: 0)
        // The locals kept, named in order; a screen the flow only arrives on is verified, not kept.
        var names: [String: String] = [:]
        for (number, screen) in writer.made.enumerated() where writer.used.contains("⟨\(number)⟩") {
            names["⟨\(number)⟩"] = writer.locals.local(forScreen: screen)
        }
        let discard = context.settings.plain.verifyOnCreate ? "_ = " : ""
        return writer.lines.map { line in
            var text = line.local.map { names[$0].map { "let \($0) = \(line.text)" } ?? discard + line.text } ?? line.text
            if text.contains("⟨") {
                for (token, name) in names { text = text.replacingAll(token, with: name) }
            }
            return String(repeating: "    ", count: line.depth) + text
        }
    }
}
