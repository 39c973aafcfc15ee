/// A flow's branch (`if`/`then`/`else`/`endsOn`), loop (`forEach`/`steps`) and `once`.
extension FlowDecoder {
    static let branchKeys = ["if", "then", "else", "endsOn"]
    static let loopKeys = ["forEach", "steps"]
}

extension PageDecoder {
    /// A branch or a loop, when the step is one: nil when it is not (an action or a section,
    /// decoded by the caller), `.some(nil)` when it is one with an error (reported). Only a
    /// flow's own steps may be one: `needs` and `passesThrough` list actions.
    mutating func decodeFlowConstruct(_ reader: ObjectReader, node: JSONNode, flow: String, owner: String) -> FlowStep?? {
        let isBranch = FlowDecoder.branchKeys.contains { reader.has($0) }
        let isLoop = reader.has("forEach")
        guard isBranch || isLoop else {
            if let steps = reader.keyLocation("steps") {
                log.error("'steps' in a step of \(owner) '\(flow)' belongs to a 'forEach'", at: steps)
                return .some(nil)
            }
            return nil
        }
        guard owner == "flow" else {
            log.error("a step of \(owner) '\(flow)' is an action of the screen; '\(isBranch ? "if" : "forEach")' is for a flow's steps", at: reader.location)
            return .some(nil)
        }
        if let other = ["action", "section", "args", "as"].first(where: { reader.has($0) }) {
            log.error("a step of flow '\(flow)' is an action, a section, a branch ('if') or a loop ('forEach'); this one has '\(other)' besides '\(isBranch ? "if" : "forEach")'",
                      at: reader.keyLocation(other)!)
            return .some(nil)
        }
        if isBranch && isLoop {
            log.error("a step of flow '\(flow)' is a branch or a loop, not both; put the loop in a list of 'then'", at: reader.keyLocation("forEach")!)
            return .some(nil)
        }
        return isBranch ? decodeFlowBranch(reader, node: node, flow: flow) : decodeFlowLoop(reader, node: node, flow: flow)
    }

    private mutating func decodeFlowBranch(_ reader: ObjectReader, node: JSONNode, flow: String) -> FlowStep? {
        if reader.has("steps") {
            log.error("a branch of flow '\(flow)' writes its steps under 'then' (and 'else'), not 'steps'", at: reader.keyLocation("steps")!)
            return nil
        }
        guard let conditionNode = reader["if"] else {
            log.error("a branch of flow '\(flow)' needs 'if': the condition asked once, e.g. \"if\": { \"exists\": \"previewBadge\" }", at: reader.location)
            return nil
        }
        guard reader.has("then") else {
            log.error("a branch of flow '\(flow)' needs 'then': the steps taken when the condition holds", at: reader.location)
            return nil
        }
        guard let condition = decodeCondition(conditionNode, what: "'if'", negated: false) else { return nil }
        let then = decodeFlowSteps(reader["then"], key: "then", flow: flow)
        let otherwise = decodeFlowSteps(reader["else"], key: "else", flow: flow)
        if reader.has("then"), then.isEmpty, otherwise.isEmpty, reader["else"] == nil {
            log.error("the branch's 'then' has no steps and it has no 'else'; a branch that takes no step is no branch", at: reader.keyLocation("then")!)
            return nil
        }
        let branch = FlowBranchSpec(condition: condition, then: then, otherwise: otherwise,
                                    endsOn: reader.string("endsOn", log: &log), location: node.location)
        return FlowStep(kind: .branch(branch), location: node.location)
    }

    private mutating func decodeFlowLoop(_ reader: ObjectReader, node: JSONNode, flow: String) -> FlowStep? {
        guard let binding = ObjectReader(reader["forEach"]!, what: "'forEach'", known: .empty, log: &log) else { return nil }
        guard binding.members.count == 1, let (variable, listNode) = binding.members.first.map({ (Located($0.key, at: $0.keyLocation), $0.value) }) else {
            log.error("a flow's 'forEach' binds one name to a list parameter: { \"name\": \"$names\" }", at: reader["forEach"]!.location)
            return nil
        }
        guard case .string(let text) = listNode.value, text.hasPrefix("$"), text.count > 1,
              !text.dropFirst().contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) else {
            log.error("a flow's 'forEach' goes over a list parameter of the flow: write \"$\(variable.value)s\" or another \"$parameter\"", at: listNode.location)
            return nil
        }
        guard reader.has("steps") else {
            log.error("a 'forEach' of flow '\(flow)' needs 'steps': the journey taken for each item", at: reader.location)
            return nil
        }
        let steps = decodeFlowSteps(reader["steps"], key: "steps", flow: flow)
        let loop = FlowLoopSpec(variable: variable, list: Located(String(text.dropFirst()), at: listNode.location), steps: steps, location: node.location)
        return FlowStep(kind: .loop(loop), location: node.location)
    }

    /// A list of a branch's or a loop's steps (empty for none, or after an error).
    private mutating func decodeFlowSteps(_ node: JSONNode?, key: String, flow: String) -> [FlowStep] {
        guard let node else { return [] }
        guard case .array(let list) = node.value else {
            log.error("expected a list of steps for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return []
        }
        return list.compactMap { decodeFlowStep($0, flow: flow) }
    }

    /// `"once": "perTestClass"` or `"perRun"`.
    mutating func decodeOnce(_ reader: ObjectReader, flow: String) -> Located<FlowOnce>? {
        guard let text = reader.string("once", log: &log) else { return nil }
        guard let once = FlowOnce(rawValue: text.value) else {
            let names = FlowOnce.allCases.map(\.rawValue)
            log.error("'once' is \(names.map { "\"\($0)\"" }.joined(separator: " or ")), found \"\(text.value)\"\(Suggestions.didYouMean(text.value, in: names))", at: text.location)
            return nil
        }
        return Located(once, at: text.location)
    }
}
