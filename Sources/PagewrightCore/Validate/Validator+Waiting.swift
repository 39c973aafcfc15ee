/// Issue 41's waits: the actions a screen takes on arrival, and the timing of a check.
extension Validator {
    /// `onArrival` names actions of the screen, or of a trait it adopts, that stay on it and can
    /// be taken without arguments: the page object takes them itself, with nothing to pass.
    mutating func checkOnArrival(of page: PageSpec) {
        guard !page.onArrival.isEmpty else { return }
        let available = ([page] + index.adoptedTraits(of: page, memo: memo)).flatMap(\.actions)
        var named = Set<String>()
        for name in page.onArrival {
            guard let target = available.first(where: { $0.name.value == name.value }) else {
                unknown("action", name, among: available.map(\.name.value), on: page)
                continue
            }
            if !named.insert(name.value).inserted {
                log.error("'onArrival' names '\(name.value)' twice; each action is taken once on arrival", at: name.location)
            }
            if target.destination != nil {
                log.error("'onArrival' takes actions that stay on the screen, and '\(name.value)' leads elsewhere (it has 'to')", at: name.location)
            }
            if target.needsArguments {
                let needed = target.params.filter { !$0.mayBeOmitted }.map { "'\($0.name.value)'" }.joined(separator: ", ")
                log.error("'onArrival' takes actions without arguments, and '\(name.value)' needs \(needed); give the parameters defaults or take the action in the test",
                          at: name.location)
            }
        }
    }

    /// `throughout` asks each look of one element; a count is not one.
    mutating func checkTiming(of check: CheckSpec) {
        guard let throughout = check.throughout else { return }
        if check.assertions.contains(where: { if case .count = $0 { true } else if case .countAtLeast = $0 { true } else { false } }) {
            log.error("'throughout' holds one element's assertion for the whole wait; check '\(check.name.value)' counts, so split the count into a check of its own",
                      at: throughout.location)
        }
    }
}
