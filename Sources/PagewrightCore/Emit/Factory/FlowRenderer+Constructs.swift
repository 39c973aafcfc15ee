/// A factory flow that branches or loops: statements, since one chain of calls cannot branch.
/// Each run of plain steps stays a chain; a branch asks its condition on the page object the
/// flow has reached and assigns each way's page object to one local of the type where both end;
/// a loop takes its journey from that page object for each item, back on the same screen.
extension FlowRenderer {
    /// The body of the flow's activity: statements, then `return` the page object where it ends.
    func statements(_ flow: Resolved.Flow) -> [String] {
        var locals = FlowLocals(parameters: flow.parameters)
        var lines: [String] = []
        let end = write(flow.steps, from: "self", into: &lines, locals: &locals)
        return lines + ["return " + end[0]] + end.dropFirst()
    }

    /// Writes `steps` from the page object `current` into `lines`; returns the expression of the
    /// page object where they end (a chain, its later calls as further lines).
    /// With `discarding`, nothing reads where they end (a loop's journey): a last branch then
    /// needs no local, each way being statements of its own.
    private func write(_ steps: [Resolved.FlowStep], from current: String, into lines: inout [String], locals: inout FlowLocals,
                       discarding: Bool = false) -> [String] {
        var current = current
        var chain: [String] = []
        /// The chain so far as a local, when it has calls: what a branch or loop starts from.
        func settle(at place: Resolved.Place, _ lines: inout [String], _ locals: inout FlowLocals) {
            guard !chain.isEmpty else { return }
            let local = locals.local(forScreen: place.screen ?? "source")
            lines.append("let \(local) = \(current).\(chain[0])")
            lines += chain.dropFirst().map { "    ." + $0 }
            current = local
            chain = []
        }
        var place: Resolved.Place?
        for (offset, step) in steps.enumerated() {
            switch step.kind {
            case .action, .section:
                chain += Self.calls([step], names: names)
            case .branch(let branch):
                if let place { settle(at: place, &lines, &locals) }
                let receiver = current
                let elements = ElementExpressions(context: context, receiver: { _ in receiver + "." })
                if discarding && offset == steps.count - 1 {
                    let (opening, first, second) = branch.opening(elements)
                    lines.append(opening)
                    lines += indentedLines(statements(first, from: current, locals: &locals))
                    if !second.isEmpty {
                        lines.append("} else {")
                        lines += indentedLines(statements(second, from: current, locals: &locals))
                    }
                    lines.append("}")
                    break
                }
                let condition = "if \(elements.condition(branch.condition, waiting: branch.condition.wait != nil)) {"
                let join = locals.local(forScreen: branch.join.screen ?? "source")
                lines.append("let \(join): \(context.factoryType(of: branch.join))")
                lines.append(condition)
                lines += indentedLines(assignment(join, branch.then, from: current, locals: &locals))
                lines.append("} else {")
                lines += indentedLines(assignment(join, branch.otherwise, from: current, locals: &locals))
                lines.append("}")
                current = join
            case .loop(let loop):
                if let place { settle(at: place, &lines, &locals) }
                let item = loop.usesVariable ? locals.local(forItem: loop.variable.name) : "_"
                lines.append("for \(item) in \(SwiftNames.parameter(loop.list)) {")
                // The journey ends on the page object's screen again; the flow goes on from the
                // one it had (the same screen, verified on arrival).
                lines += indentedLines(statements(loop.steps, from: current, locals: &locals))
                lines.append("}")
            }
            place = step.place
        }
        guard let first = chain.first else { return [current] }
        return ["\(current).\(first)"] + chain.dropFirst().map { "    ." + $0 }
    }

    /// Steps whose end nothing reads: their statements, and the last chain as one.
    private func statements(_ steps: [Resolved.FlowStep], from current: String, locals: inout FlowLocals) -> [String] {
        var lines: [String] = []
        let end = write(steps, from: current, into: &lines, locals: &locals, discarding: true)
        // A chain with calls is a statement; a page object alone is none.
        return end.count > 1 || end[0].contains("(") ? lines + end : lines
    }

    /// One way of a branch: its steps from `current`, the page object where they end assigned to `join`.
    private func assignment(_ join: String, _ steps: [Resolved.FlowStep], from current: String, locals: inout FlowLocals) -> [String] {
        var lines: [String] = []
        let end = write(steps, from: current, into: &lines, locals: &locals)
        return lines + ["\(join) = " + end[0]] + end.dropFirst()
    }
}
