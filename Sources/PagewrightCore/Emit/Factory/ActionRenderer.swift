/// Writes a factory-style action: its steps, then the way forward — `Self`, the next page object,
/// the opener (`Source`), or a value whose only ways forward are the destinations.
struct ActionRenderer {
    let action: Resolved.Action
    /// The type that opens screens from the action: the screen's class, or `Self` in a trait.
    let origin: String
    let context: RenderContext

    private var names: FactoryNames { context.factoryNames }
    private var isTraitAction: Bool { action.owner.kind == .trait }
    private var destinationType: String { names.destinationType(action.name.value, of: action.owner) }

    func print(into printer: inout SwiftPrinter) {
        printer.documentation(action.summary)
        let body = ActionBodyRenderer(action: action, context: context)
        let returnedType = body.returnedType
        printer.beginLine()
        printer.append("@discardableResult ")
        printer.append(context.access)
        appendSignature(requirement: false, returned: returnedType, into: &printer)
        printer.append(" {")
        printer.endLine()
        // The body is written where a method of several lines has it; one of one line moves up.
        let bodyStart = printer.mark
        printer.indented { body.print(into: &$0) }
        if returnedType == nil {
            switch action.destination {
            case .stay where printer.onlyLine(since: bodyStart, startsWithAnyOf: Self.oneCall):
                // An action that is one runtime call stays on its page: the call returns the page.
                // One runtime call is the whole method, on its line, as a check is.
                return printer.foldOnlyLine(since: bodyStart)
            case .screen(let target) where action.passage == nil && printer.onlyLine(since: bodyStart, startsWithAnyOf: Self.oneStep) && !printer.lastLineEnds(with: UInt8(ascii: "}")):
                // One runtime call, then the next page object from the one it returns.
                printer.reopenLastLine()
                printer.append(".pageObjectsFactory.")
                context.appendMakeCall(target, from: "self", into: &printer)
                printer.endLine()
                return printer.line("}")
            default:
                break
            }
        }
        printer.indented { p in
            if returnedType == nil, case .trait(let trait, let arrivals) = action.destination {
                p.lines(ArrivalRenderer(action: action, trait: trait, arrivals: arrivals, context: context).factoryLines())
            } else if returnedType == nil, case .screen(let target) = action.destination, let passage = action.passage {
                p.lines(passageLines(passage, target: target.name))
            } else if returnedType == nil, case .screen(let target) = action.destination {
                // `returnStatement`, in parts.
                p.beginLine()
                p.append("return self.pageObjectsFactory.")
                context.appendMakeCall(target, from: "self", into: &p)
                p.endLine()
            } else {
                p.line(returnedType == nil ? returnStatement : "return \(body.returnedLocal)")
            }
        }
        printer.line("}")
    }

    /// For an action the app may take through another screen first (`passesThrough`): which of
    /// the two shows, and from the one on the way its steps to the destination, which then says
    /// it arrived through it (`arrivedThrough`).
    private func passageLines(_ passage: Resolved.Passage, target: String) -> [String] {
        let candidates = "[\(names.pageType(target)).verification, \(names.pageType(passage.screen)).verification]"
        let description = SwiftNames.literal("\(target) or \(passage.screen)")
        var lines = ["if self.arrival(among: \(candidates), as: \(description), after: \(SwiftNames.literal(action.name.value)), file: file, line: line) == 1 {"]
        lines.append("    return self.pageObjectsFactory.\(names.makeMethod(passage.screen))(file: file, line: line)")
        lines += FlowRenderer.calls(passage.steps, names: names).map { "        .\($0)" }
        lines.append("        .arrived(through: \(SwiftNames.literal(passage.screen)))")
        lines.append("}")
        lines.append("return self.pageObjectsFactory.\(names.makeMethod(target))(file: file, line: line)")
        return lines
    }

    /// How a body of one runtime call starts: a step, or the whole action's activity.
    static let oneStep: [StaticString] = ["self.tap(", "self.type(", "self.step("]
    static let oneCall: [StaticString] = ["self.perform(", "self.tap(", "self.type(", "self.step("]

    /// The action as its trait's protocol declares it.
    var requirement: [String] {
        ["@discardableResult " + signature(requirement: true, returned: ActionBodyRenderer(action: action, context: context).returnedType)]
    }

    /// `reading`: the type of the reading the action returns, if it returns one.
    private func signature(requirement: Bool, returned reading: String?) -> String {
        "func \(SwiftNames.member(action.name.value))\(Signatures.parameterList(action.parameters, memberName: action.name.value, requirement: requirement)) -> \(reading ?? returnType)"
    }

    /// `signature(requirement:returned:)` appended to the current line in parts.
    private func appendSignature(requirement: Bool, returned reading: String?, into printer: inout SwiftPrinter) {
        printer.append("func ")
        printer.append(SwiftNames.member(action.name.value))
        Signatures.appendParameterList(action.parameters, memberName: action.name.value, requirement: requirement, into: &printer)
        printer.append(" -> ")
        // An action that returns a reading returns it instead of a page object.
        if let reading { return printer.append(reading) }
        if case .screen(let target) = action.destination { return context.appendFactoryType(of: target, openedBy: origin, into: &printer) }
        printer.append(returnType)
    }

    private var returnType: String {
        switch action.destination {
        case .stay: "Self"
        case .source: "Source"
        case .screen(let target): context.factoryType(of: target, openedBy: origin)
        case .oneOf: isTraitAction ? "\(destinationType)<Self>" : destinationType
        case .trait(let trait, _): "any \(names.traitType(trait))"
        }
    }

    private var returnStatement: String {
        switch action.destination {
        case .stay: "return self"
        case .source: "return self.source.verify(file: file, line: line)"
        case .screen(let target): "return self.pageObjectsFactory.\(context.makeCall(target, from: "self"))"
        case .oneOf: "return \(isTraitAction ? "\(destinationType)<Self>" : destinationType)(page: self)"
        case .trait: ""  // written by ArrivalRenderer
        }
    }

    /// For multi-destination actions: the value returned, offering only the listed screens.
    func printDestinationType(into printer: inout SwiftPrinter) {
        guard case .oneOf(let targets, _) = action.destination else { return }
        let owner = isTraitAction ? "Owner" : origin
        let generic = isTraitAction ? "<Owner: \(([FactoryNames.baseType] + context.openerProtocols(of: targets)).joined(separator: " & "))>" : ""
        printer.documentation("Where `\(action.name.value)` can lead; the app decides at run time. Continue as the screen the test expects.")
        printer.line("@MainActor")
        printer.block("\(context.access)struct \(destinationType)\(generic)") { p in
            p.line("let page: \(owner)")
            for target in targets {
                p.line()
                p.line("@discardableResult \(context.access)func \(names.choiceMethod(target.name))(file: StaticString = #filePath, line: UInt = #line) -> \(context.factoryType(of: target, openedBy: owner)) { "
                       + "page.pageObjectsFactory.\(context.makeCall(target, from: "page")) }")
            }
            ChoiceByTypeRenderer(access: context.access, choices: targets.map { (names.choiceMethod($0.name), context.factoryType(of: $0, openedBy: owner)) })
                .print(into: &p)
        }
    }
}
