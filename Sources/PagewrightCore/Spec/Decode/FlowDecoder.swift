/// Decodes a flows file: `{ "flows": { "signInAs": { "from": "Main", "params": …, "steps": […] } } }`.
/// A step is an action name, `{ "action": …, "args": {…}, "as": "Screen" }`, or
/// `{ "section": "Screen" }`.
enum FlowDecoder {
    static let fileKeys = ["flows"]
    static let flowKeys = ["from", "params", "steps", "summary", "once"]
    static let stepKeys = ["action", "args", "as", "section"] + branchKeys + loopKeys
    static let passageKeys = ["screen", "steps"]

    static func isFlowFile(_ root: JSONNode) -> Bool {
        guard case .object(let object) = root.value else { return false }
        let keys = object.members.map(\.key)
        return keys.contains("flows") && !keys.contains("screen") && !keys.contains("trait")
    }
}

extension PageDecoder {
    mutating func decodeFlows(_ root: JSONNode, relativePath: String) -> FlowFileSpec? {
        guard let reader = ObjectReader(root, what: "the flows file", known: FlowDecoder.fileKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        let flows = reader.namedMembers("flows", log: &log).compactMap { decodeFlow(name: $0.name, node: $0.node) }
        return FlowFileSpec(relativePath: relativePath, location: root.location, flows: flows)
    }

    private mutating func decodeFlow(name: Located<String>, node: JSONNode) -> FlowSpec? {
        guard let reader = ObjectReader(node, what: "flow '\(name.value)'", known: FlowDecoder.flowKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        guard let start = reader.string("from", log: &log) else {
            if !reader.has("from") { log.error("flow '\(name.value)' needs 'from': the screen it starts on", at: reader.location) }
            return nil
        }
        var steps: [FlowStep] = []
        if let stepsNode = reader["steps"] {
            if case .array(let list) = stepsNode.value {
                steps = list.compactMap { decodeFlowStep($0, flow: name.value) }
            } else {
                log.error("expected a list of steps for 'steps', found \(stepsNode.value.kindDescription)", at: stepsNode.location)
            }
        } else {
            log.error("flow '\(name.value)' needs 'steps': the actions it takes, in order", at: reader.location)
        }
        var flow = FlowSpec(name: name, start: start,
                            params: decodeParams(reader["params"], ownerKind: "flow", ownerName: name.value, allowMatch: false),
                            steps: steps, summary: reader.string("summary", log: &log)?.value)
        flow.once = decodeOnce(reader, flow: name.value)
        return flow
    }

    /// An action's `needs`: a list of steps as a flow writes them, each an action of the same
    /// screen (a name, or `{ "action": …, "args": { … } }`); a section is no step of a screen.
    mutating func decodeNeeds(_ node: JSONNode, action: String) -> [FlowStep] {
        guard case .array(let list) = node.value else {
            log.error("expected a list of actions for 'needs', found \(node.value.kindDescription)", at: node.location)
            return []
        }
        return list.compactMap { item -> FlowStep? in
            guard let step = decodeFlowStep(item, flow: action, owner: "'needs' of action") else { return nil }
            if case .section = step.kind {
                log.error("'needs' lists actions of the same screen; a section is not one", at: step.location)
                return nil
            }
            return step
        }
    }

    /// An action's `passesThrough`: `{ "screen": "TwoFactor", "steps": [ … ] }`, the steps as a
    /// flow writes them, from that screen to the action's destination.
    mutating func decodePassage(_ node: JSONNode, action: String) -> PassageSpec? {
        guard let reader = ObjectReader(node, what: "'passesThrough' of action '\(action)'", known: KeyList(FlowDecoder.passageKeys), log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        guard let screen = reader.string("screen", log: &log) else {
            if !reader.has("screen") { log.error("'passesThrough' of action '\(action)' names the 'screen' the app may show on the way", at: reader.location) }
            return nil
        }
        var steps: [FlowStep] = []
        if let stepsNode = reader["steps"] {
            if case .array(let list) = stepsNode.value {
                steps = list.compactMap { decodeFlowStep($0, flow: action, owner: "'passesThrough' of action") }
            } else {
                log.error("expected a list of steps for 'steps', found \(stepsNode.value.kindDescription)", at: stepsNode.location)
            }
        } else {
            log.error("'passesThrough' of action '\(action)' needs 'steps': the actions that go on from '\(screen.value)' to where the action leads", at: reader.location)
        }
        return PassageSpec(screen: screen, steps: steps, location: node.location)
    }

    mutating func decodeFlowStep(_ node: JSONNode, flow: String, owner: String = "flow") -> FlowStep? {
        if case .string(let action) = node.value {
            return FlowStep(kind: .action(Located(action, at: node.location), arguments: [], as: nil), location: node.location)
        }
        guard let reader = ObjectReader(node, what: "a step of \(owner) '\(flow)'", known: FlowDecoder.stepKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        if let construct = decodeFlowConstruct(reader, node: node, flow: flow, owner: owner) { return construct }
        if let section = reader.string("section", log: &log) {
            return FlowStep(kind: .section(section), location: node.location)
        }
        guard let action = reader.string("action", log: &log) else {
            if !reader.has("action") {
                log.error("a step of \(owner) '\(flow)' names an 'action'" + (owner == "flow" ? " (or a 'section')" : ""), at: reader.location)
            }
            return nil
        }
        return FlowStep(kind: .action(action, arguments: decodeArguments(reader["args"]), as: reader.string("as", log: &log)),
                        location: node.location)
    }
}
