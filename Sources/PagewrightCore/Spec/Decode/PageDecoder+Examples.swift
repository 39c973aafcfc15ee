/// An action's `example`: how the generated tour takes it. One object, or a list of them (one
/// per destination the tour should reach, say):
/// `{ "args": { "index": 0 }, "to": "PhotoDetail", "before": ["enterLogin"], "endsWalk": true }`.
extension PageDecoder {
    static let exampleKeys = ["args", "to", "before", "endsWalk", "from"]
    static let exampleStepKeys = ["action", "args"]

    mutating func decodeExamples(_ node: JSONNode, action: String) -> [ExampleSpec] {
        switch node.value {
        case .bool(false):
            return []  // the tour leaves the action out; the caller records where
        case .array(let items):
            if items.isEmpty {
                log.warning(.emptyExamples, "an empty list of examples gives the tour nothing; leave 'example' out", at: node.location)
            }
            return items.compactMap { decodeExample($0, action: action) }
        case .object:
            return decodeExample(node, action: action).map { [$0] } ?? []
        default:
            log.error("expected an object for the example of action '\(action)' ({ \"args\": …, \"to\": …, \"before\": […], \"endsWalk\": true }), a list of them, or false to leave the action out of the tour, found \(node.value.kindDescription)",
                      at: node.location)
            return []
        }
    }

    private mutating func decodeExample(_ node: JSONNode, action: String) -> ExampleSpec? {
        guard let reader = ObjectReader(node, what: "an example of action '\(action)'", known: Self.exampleKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        var before: [ExampleStep] = []
        if let list = reader[.before] {
            if case .array(let items) = list.value {
                before = items.compactMap { decodeExampleStep($0, action: action) }
            } else if let step = decodeExampleStep(list, action: action) {
                before = [step]
            }
        }
        return ExampleSpec(location: node.location, arguments: decodeExampleArguments(reader[.args]),
                           destination: reader.string(.to, log: &log), before: before,
                           endsWalk: reader.bool(.endsWalk, log: &log), from: reader.stringList(.from, log: &log))
    }

    /// An action name, or `{ "action": "enterLogin", "args": { "login": "ada" } }`.
    private mutating func decodeExampleStep(_ node: JSONNode, action: String) -> ExampleStep? {
        if case .string(let name) = node.value { return ExampleStep(action: Located(name, at: node.location), arguments: []) }
        guard let reader = ObjectReader(node, what: "a step before the example of action '\(action)'", known: Self.exampleStepKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        guard let name = reader.string(.action, log: &log) else {
            if !reader.has(.action) {
                log.error("a step before an example names the 'action' to take (an action of the same screen that stays on it)", at: reader.location)
            }
            return nil
        }
        return ExampleStep(action: name, arguments: decodeExampleArguments(reader[.args]))
    }

    /// Values by parameter name; checked against the parameters' types by validation.
    private mutating func decodeExampleArguments(_ node: JSONNode?) -> [ExampleArgument] {
        guard let node, let map = ObjectReader(node, what: "'args'", known: .empty, log: &log) else { return [] }
        return map.members.map { ExampleArgument(name: Located($0.key, at: $0.keyLocation), value: $0.value) }
    }
}
