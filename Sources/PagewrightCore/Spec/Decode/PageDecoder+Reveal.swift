/// `"reveal": "list"` or `"reveal": { "in": "list", "direction": "vertical", "max": 10 }`.
extension PageDecoder {
    static let revealKeys = ["in", "args", "direction", "max"]
    /// The steps whose element `reveal` can bring into view (a step acting on an element).
    static let revealingVerbs = ["tap", "doubleTap", "press", "typeText", "clearText", "paste", "adjust", "typeKey", "swipe"]

    mutating func decodeReveal(_ node: JSONNode) -> RevealSpec? {
        if case .string(let name) = node.value {
            return RevealSpec(container: ElementReference(name: Located(name, at: node.location), arguments: []),
                              direction: nil, max: nil, location: node.location)
        }
        guard let reader = ObjectReader(node, what: "'reveal'", known: Self.revealKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        guard let container = reader.string(.in, log: &log) else {
            if !reader.has(.in) {
                log.error("'reveal' names the scrolling element to swipe: \"reveal\": \"list\" or { \"in\": \"list\" }", at: node.location)
            }
            return nil
        }
        var reveal = RevealSpec(container: ElementReference(name: container, arguments: decodeArguments(reader[.args])),
                                direction: nil, max: nil, location: node.location)
        if let written = reader.string(.direction, log: &log) {
            let names = RevealSpec.Direction.allCases.map(\.rawValue)
            guard let direction = RevealSpec.Direction(rawValue: written.value) else {
                log.error("unknown direction '\(written.value)'; 'reveal' swipes \(names.joined(separator: ", ")) (vertical: up, then down)\(Suggestions.didYouMean(written.value, in: names))",
                          at: written.location)
                return nil
            }
            reveal.direction = Located(direction, at: written.location)
        }
        if let max = reader.int(.max, log: &log) {
            guard max.value >= 1, max.value <= Self.mostSwipes else {
                log.error("'max' is the most swipes 'reveal' makes each way, from 1 to \(Self.mostSwipes)", at: max.location)
                return nil
            }
            reveal.max = max
        }
        return reveal
    }
}
