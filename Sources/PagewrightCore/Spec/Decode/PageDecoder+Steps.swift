/// The steps of issue 16: typing a key, another action of the page (`do`), repetition
/// (`forEach`), steps that depend on a condition (`if`, `unless`), taps at a point of an element
/// (`at`) and swipes repeated until a condition holds (`until`, `max`).
extension PageDecoder {
    /// Verbs whose value is not an element.
    static let constructVerbs = ["typeKey", "do", "forEach", "system", "repeat"]
    static let constructModifiers = ["if", "unless", "at", "until", "max", "reveal", "taps", "touches"]
    /// Modifiers every verb takes.
    static let anyStepModifiers = ["args", "if", "unless"]
    /// The keys of a condition: one assertion form, its arguments and waiting time.
    static let conditionVerbs = ["exists", "notExists", "isEnabled", "isSelected", "isHittable", "label", "value"]
    static let conditionKeys = conditionVerbs + ["args", "equals", "contains", "within"]
    /// The most swipes `until` makes when `max` is not given.
    static let defaultMaxSwipes = 10

    mutating func decodeConstructStep(_ verb: String, _ reader: ObjectReader, owner: Subject) -> StepSpec? {
        let location = reader.keyLocation(verb)!
        let node = reader[verb]!
        switch verb {
        case "typeKey":
            guard let key = ObjectReader.string(node, for: verb, log: &log) else { return nil }
            var into: ElementReference?
            if let name = reader.string(.into, log: &log) {
                into = ElementReference(name: name, arguments: decodeArguments(reader[.args]))
            } else if reader.has(.into) {
                return nil
            }
            return StepSpec(kind: .typeKey(key), element: into, location: location)
        case "do":
            guard let action = ObjectReader.string(node, for: verb, log: &log) else { return nil }
            return StepSpec(kind: .perform(action, arguments: decodeArguments(reader[.args])), element: nil, location: location)
        case "system":
            guard let name = ObjectReader.string(node, for: verb, log: &log) else { return nil }
            let names = SystemStep.allCases.map(\.rawValue)
            // Pasting goes into an element, so it is a step of its own, not a system step.
            if name.value == "paste" {
                log.error("a paste goes into a text element through its edit menu: write { \"paste\": \"field\" } with the element to paste into", at: name.location)
                return nil
            }
            guard let system = SystemStep(rawValue: name.value) else {
                log.error("unknown system step '\(name.value)'; a 'system' step is \(names.joined(separator: ", "))\(Suggestions.didYouMean(name.value, in: names))",
                          at: name.location)
                return nil
            }
            return StepSpec(kind: .system(Located(system, at: name.location)), element: nil, location: location)
        case "repeat":
            guard case .array(let items) = node.value else {
                log.error("expected a list of steps for 'repeat', found \(node.value.kindDescription)", at: node.location)
                return nil
            }
            if items.isEmpty {
                log.error("'repeat' has no steps; give the steps to take before 'until' is asked again", at: node.location)
            }
            let steps = items.compactMap { decodeStep($0, owner: Subject("a step of 'repeat'")) }
            var step = StepSpec(kind: .repeatUntil(steps: steps), element: nil, location: location)
            decodeUntil(reader, verb: verb, into: &step)
            if step.until == nil, reader[.until] == nil {
                log.error("a 'repeat' step needs 'until': the condition that ends it, e.g. \"until\": { \"exists\": \"row\" }", at: location)
            }
            return step
        default:
            guard let (forEach, steps) = decodeForEach(node, reader: reader, location: location) else { return nil }
            return StepSpec(kind: .forEach(forEach, steps: steps), element: nil, location: location)
        }
    }

    /// `"forEach": { "digit": "$pin" }, "steps": [ … ]`.
    private mutating func decodeForEach(_ node: JSONNode, reader: ObjectReader, location: SourceLocation) -> (ForEachSpec, [StepSpec])? {
        guard let binding = ObjectReader(node, what: "'forEach'", known: .empty, log: &log) else { return nil }
        guard binding.orderedKeys.count == 1, let variable = binding.orderedKeys.first else {
            log.error("a step's 'forEach' binds one name to a list, a String or a count: { \"digit\": \"$pin\" }", at: node.location)
            return nil
        }
        guard let list = ObjectReader.string(binding[variable]!, for: variable, log: &log) else { return nil }
        let template = TemplateParser.parse(list.value, at: list.location)
        guard template.soleReference != nil else {
            log.error("'forEach' goes over a list parameter, the characters of a String one or the indexes below an integer one: write \"$\(variable)s\" or another \"$parameter\", found \"\(list.value)\"",
                      at: list.location)
            return nil
        }
        guard let stepsNode = reader[.steps] else {
            log.error("a 'forEach' step needs 'steps': the steps to take for each item", at: location)
            return nil
        }
        guard case .array(let items) = stepsNode.value else {
            log.error("expected a list of steps for 'steps', found \(stepsNode.value.kindDescription)", at: stepsNode.location)
            return nil
        }
        if items.isEmpty {
            log.warning(.emptyLoop, "this 'forEach' has no steps; it does nothing", at: stepsNode.location)
        }
        return (ForEachSpec(variable: Located(variable, at: binding.keyLocation(variable)!), list: template),
                items.compactMap { decodeStep($0, owner: Subject("a step of 'forEach'")) })
    }

    /// `if` or `unless` (not both): one condition, or a list of them (`if`: all hold; `unless`:
    /// none does).
    mutating func decodeConditions(_ reader: ObjectReader, into step: inout StepSpec) {
        let keys = reader.present(["if", "unless"])
        if keys.count > 1 {
            log.error("a step has 'if' or 'unless', not both; write the condition the other way round", at: reader.keyLocation(keys[1])!)
        }
        guard let key = keys.first, let node = reader[key] else { return }
        guard case .array(let items) = node.value else {
            step.conditions = decodeCondition(node, what: "'\(key)'", negated: key == "unless").map { [$0] } ?? []
            return
        }
        if items.isEmpty {
            log.error("'\(key)' has an empty list; give one condition, or several that must \(key == "if" ? "all hold" : "all not hold")", at: node.location)
        }
        step.conditions = items.compactMap { decodeCondition($0, what: "'\(key)'", negated: key == "unless") }
    }

    /// One assertion form about one element, as a check has it: `{ "exists": "notNowButton" }`,
    /// `{ "isSelected": "filterCell", "args": {…}, "equals": false }`, `{ "label": "title", "equals": "Done" }`.
    mutating func decodeCondition(_ node: JSONNode, what: String, negated: Bool) -> ConditionSpec? {
        guard let reader = ObjectReader(node, what: "the condition of \(what)", known: Self.conditionKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        let verbs = reader.present(Self.conditionVerbsList)
        guard let verb = verbs.first else {
            log.error("\(what) needs one of \(Self.conditionVerbs.map { "'\($0)'" }.joined(separator: ", ")) naming an element", at: node.location)
            return nil
        }
        if verbs.count > 1 {
            log.error("a condition asks one thing; \(what) has both '\(verbs[0])' and '\(verbs[1])'", at: reader.keyLocation(verbs[1])!)
        }
        guard let name = reader.string(verb, log: &log) else { return nil }
        let test: ConditionSpec.Test
        switch verb {
        case "exists", "notExists":
            for key in reader.present(["equals", "contains"]) {
                log.unknownKey(.ignoredKey, "'\(key)' compares a label or value; '\(verb)' takes none", at: reader.keyLocation(key)!)
            }
            test = verb == "exists" ? .exists : .notExists
        case "label", "value":
            let comparisons = reader.present(["equals", "contains"])
            guard comparisons.count == 1, let text = expectedText(comparisons[0], in: reader) else {
                if comparisons.count != 1 {
                    log.error("a '\(verb)' condition needs exactly one of 'equals' or 'contains'", at: reader.keyLocation(verb)!)
                }
                return nil
            }
            test = .text(TextAttribute(rawValue: verb)!, Assertion.Comparison(rawValue: comparisons[0])!, text)
        default:
            let expected = reader.bool(.equals, log: &log)?.value ?? true
            test = verb == "isEnabled" ? .isEnabled(expected) : verb == "isSelected" ? .isSelected(expected) : .isHittable(expected)
        }
        return ConditionSpec(test: test, element: ElementReference(name: name, arguments: decodeArguments(reader[.args])),
                             within: reader.string(.within, log: &log), negated: negated, location: reader.keyLocation(verb)!)
    }

    /// `at` on a tap, double tap or press; `until` and `max` on a swipe.
    mutating func decodeGestureModifiers(_ reader: ObjectReader, verb: String, into step: inout StepSpec) {
        if ["tap", "doubleTap", "press"].contains(verb), let node = reader[.at] {
            step.offset = decodeOffset(node)
        }
        if verb == "tap" { decodeTapCount(reader, into: &step) }
        if Self.revealingVerbs.contains(verb), let node = reader[.reveal] {
            step.reveal = decodeReveal(node)
        }
        guard verb == "swipe" else { return }
        decodeUntil(reader, verb: verb, into: &step)
    }

    /// `until` and `max` on a swipe or a `repeat`: a condition asked at once after each round.
    private mutating func decodeUntil(_ reader: ObjectReader, verb: String, into step: inout StepSpec) {
        let rounds = verb == "swipe" ? "swipes" : "rounds"
        if let node = reader[.until] {
            step.until = decodeCondition(node, what: "'until'", negated: false)
            if let within = step.until?.within {
                log.unknownKey(.ignoredKey, "'within' waits before an 'if'; 'until' looks after each \(verb == "swipe" ? "swipe" : "round (wait with a 'waitFor' step)") without waiting", at: within.location)
                step.until?.within = nil
            }
        }
        if let max = reader.int(.max, log: &log) {
            if reader[.until] == nil {
                log.unknownKey(.ignoredKey, "'max' bounds the swipes of 'until', and this swipe has no 'until'", at: max.location)
            } else if max.value < 1 {
                log.error("'max' is the most \(rounds) 'until' makes and must be at least 1", at: max.location)
            } else if max.value > Self.mostSwipes {
                log.error("'max' is at most \(Self.mostSwipes): \(verb == "swipe" ? "a row that many swipes away is better reached another way (a search, a filter)" : "what takes that many rounds is better waited for another way")", at: max.location)
            } else {
                step.maxSwipes = max
            }
        }
    }

    /// `"taps": 3`, `"touches": 2` on a tap: `tap(withNumberOfTaps:numberOfTouches:)`. A gesture at
    /// a point (`at`) has no count: `XCUICoordinate` taps once or twice.
    private mutating func decodeTapCount(_ reader: ObjectReader, into step: inout StepSpec) {
        let taps = reader.int(.taps, log: &log), touches = reader.int(.touches, log: &log)
        guard taps != nil || touches != nil else { return }
        for (key, count) in [("taps", taps), ("touches", touches)] {
            guard let count, count.value < 1 || count.value > Self.mostTapsOrTouches else { continue }
            log.error("'\(key)' is from 1 to \(Self.mostTapsOrTouches)", at: count.location)
            return
        }
        if let offset = step.offset {
            log.error("a tap at a point ('at') is one tap of one finger (XCUICoordinate has no tap count); leave out 'at' or 'taps' and 'touches'",
                      at: offset.location)
            return
        }
        step.tapCount = (taps?.value ?? 1, touches?.value ?? 1)
    }

    /// More fingers than a hand, or more taps than any gesture recogniser asks for, is a mistake.
    static let mostTapsOrTouches = 5

    /// The most swipes one `until` may make: on a device each swipe and look takes about a second,
    /// so a larger bound would let a test that never finds its row run for minutes.
    static let mostSwipes = 100

    /// `{ "x": 0.9, "y": 0.5 }`; with `dx`/`dy`, points from that point (from the top left corner
    /// when `x` and `y` are left out): `{ "dx": 12, "dy": 30 }`.
    private mutating func decodeOffset(_ node: JSONNode) -> OffsetSpec? {
        guard let reader = ObjectReader(node, what: "'at'", known: ["x", "y", "dx", "dy"], log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        if reader.has(.dx) || reader.has(.dy) {
            let dx = reader.has(.dx) ? reader.number(.dx, log: &log) : Located(0, at: node.location)
            let dy = reader.has(.dy) ? reader.number(.dy, log: &log) : Located(0, at: node.location)
            let x = reader.has(.x) ? reader.number(.x, log: &log) : Located(0, at: node.location)
            let y = reader.has(.y) ? reader.number(.y, log: &log) : Located(0, at: node.location)
            guard let dx, let dy, let x, let y else { return nil }
            return OffsetSpec(x: x.value, y: y.value, dx: dx.value, dy: dy.value, location: node.location)
        }
        guard let x = reader.number(.x, log: &log), let y = reader.number(.y, log: &log) else {
            let missing = ["x", "y"].filter { !reader.has($0) }
            if !missing.isEmpty {
                log.error("'at' needs 'x' and 'y': fractions of the element's width and height from its top left corner (0.5, 0.5 is its centre), or 'dx' and 'dy' in points",
                          at: node.location)
            }
            return nil
        }
        return OffsetSpec(x: x.value, y: y.value, location: node.location)
    }
}
