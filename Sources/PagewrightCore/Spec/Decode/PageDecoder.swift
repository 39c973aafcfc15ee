/// Turns one screen or trait file into a `PageSpec`, reporting every problem of shape it finds
/// (types, unknown keys, missing keys). Cross-file questions (does that screen exist?) are the
/// Resolve stage's.
struct PageDecoder {
    static let screenKeys = ["screen", "summary", "app", "verify", "traits", "opensFrom", "sectionOf",
                             "constants", "elements", "actions", "checks", "getters", "interruption", "disabledWarnings", "precedence",
                             "onArrival", "params"]
    static let traitKeys = ["trait", "summary", "requires", "traits", "constants", "elements", "actions", "checks", "getters",
                            "disabledWarnings", "sectionOf"]
    static let elementKeys = ["type", "id", "label", "predicate", "params", "in", "inAny", "index", "containing",
                              "notContaining", "direct", "all", "rawValue", "summary", "ready", "unique", "classLevel", "last", "frame"] + variantKeys
    static let paramKeys = ["type", "optional", "match", "default", "label"]
    static let stepVerbs = ["tap", "doubleTap", "press", "typeText", "clearText", "paste", "swipe", "adjust", "waitFor"] + constructVerbs
    static let stepModifiers = ["into", "duration", "direction", "position", "value", "wait", "absent", "args", "ready"] + constructModifiers
        + ["velocity", "optional"]
    static let actionKeys = ["params", "steps", "to", "route", "summary", "returns", "custom", "example", "navigate", "needs", "passesThrough", "screenArgs"] + variantKeys
    static let checkVerbs = ["exists", "notExists", "label", "value", "placeholderValue", "title", "count", "isEnabled",
                             "isSelected", "isHittable", "identifier"]
    static let checkKeys = ["params", "args", "summary", "equals", "contains", "atLeast", "assert", "forEach", "wait", "message", "reveal",
                            "throughout", "settle", "ignoring", "as", "anyOf"]
    /// The keys of one item of a check's `assert` list: a single assertion form.
    static let assertionKeys = checkVerbs + ["args", "equals", "contains", "atLeast", "ignoring", "as", "anyOf"]
    static let getterVerbs = ["label", "value", "placeholderValue", "title", "exists", "count", "isEnabled", "isSelected",
                              "isHittable", "index", "identifier"]
    static let getterKeys = ["params", "args", "summary", "wait", "equals", "contains", "among", "required", "ignoring", "as"]
    /// An action's `returns`: a getter reading, read after the steps or (`readFirst`) before.
    static let returnsKeys = returnsVerbs + ["args", "readFirst", "equals", "contains", "wait", "ignoring", "as"]
    /// What an action may return: any getter's reading but an index.
    static let returnsVerbs = getterVerbs.filter { $0 != "index" }

    var log = DiagnosticLog()

    /// Nil when the file is not recognisably a screen or a trait (an error is logged).
    mutating func decode(_ root: JSONNode, relativePath: String) -> PageSpec? {
        guard case .object(let object) = root.value else {
            log.error("expected an object with a 'screen' or 'trait' key, found \(root.value.kindDescription)", at: root.location)
            return nil
        }
        let kind: PageSpec.Kind
        switch (object.members.contains { $0.key == "screen" }, object.members.contains { $0.key == "trait" }) {
        case (true, false): kind = .screen
        case (false, true): kind = .trait
        case (true, true):
            log.error("a spec file describes either a 'screen' or a 'trait', not both", at: root.location)
            return nil
        case (false, false):
            // The first key, in the order written, that is close to one: not a set's order, which
            // changes from run to run.
            let hint = object.members.lazy.compactMap { Suggestions.closest(to: $0.key, in: ["screen", "trait", "flows"]) }.first
            log.error("expected a 'screen', 'trait' or 'flows' key naming what this file describes" + (hint.map { "; did you mean '\($0)'?" } ?? ""),
                      at: root.location)
            return nil
        }
        let what = kind == .screen ? "the screen" : "the trait"
        guard let reader = ObjectReader(root, what: what, known: kind == .screen ? Self.screenKeysList : Self.traitKeysList, log: &log),
              let name = reader.string(kind.rawValue, log: &log) else { return nil }
        let misspelled = reader.warnAboutUnknownKeys(log: &log)

        var page = PageSpec(kind: kind, name: name, relativePath: relativePath)
        page.misspelledKeys = misspelled
        page.summary = reader.string(.summary, log: &log)?.value
        page.disabledWarnings = reader.stringList(.disabledWarnings, log: &log)
        if kind == .screen {
            page.app = reader.string(.app, log: &log)
            page.verify = reader[.verify].flatMap { decodeVerify($0) }
            page.traits = reader.stringList(.traits, log: &log)
            if let opens = reader.string(.opensFrom, log: &log) {
                if opens.value == "anywhere" {
                    page.opensFromAnywhere = Located(true, at: opens.location)
                } else {
                    log.error("expected \"anywhere\" for 'opensFrom', found \"\(opens.value)\"", at: opens.location)
                }
            }
            page.sectionOf = reader.string(.sectionOf, log: &log)
            page.interruption = reader[.interruption].flatMap { decodeInterruption($0) }
            page.precedence = reader.int(.precedence, log: &log)
            decodeOnArrival(reader, into: &page)
            decodeScreenParams(reader, into: &page)
        } else {
            page.requires = reader.stringList(.requires, log: &log)
            page.traits = reader.stringList(.traits, log: &log)
            page.sectionsOf = reader.string(.sectionOf, log: &log)
        }
        for member in reader.namedMembers(.constants, log: &log) {
            if let value = ObjectReader.string(member.value, for: member.key, log: &log) {
                page.constants.append(ConstantSpec(name: Located(member.key, at: member.keyLocation), value: value.value))
            }
        }
        var lost: Set<String> = []
        // A member whose spec cannot be read is reported there, once: references to it are not.
        func decoded<Member>(_ kind: String, _ member: JSONObject.Member, _ decode: (inout PageDecoder) -> Member?) -> Member? {
            let result = decode(&self)
            if result == nil { lost.insert("\(kind) \(member.key)") }
            return result
        }
        page.elements = reader.namedMembers(.elements, log: &log).compactMap { member in
            decoded("element", member) { $0.decodeElement(name: Located(member.key, at: member.keyLocation), node: member.value) }
        }
        page.actions = reader.namedMembers(.actions, log: &log).compactMap { member in
            decoded("action", member) { $0.decodeAction(name: Located(member.key, at: member.keyLocation), node: member.value) }
        }
        page.checks = reader.namedMembers(.checks, log: &log).compactMap { member in
            decoded("check", member) { $0.decodeCheck(name: Located(member.key, at: member.keyLocation), node: member.value) }
        }
        page.getters = reader.namedMembers(.getters, log: &log).compactMap { member in
            decoded("getter", member) { $0.decodeGetter(name: Located(member.key, at: member.keyLocation), node: member.value) }
        }
        if !lost.isEmpty { page.lostMembers = lost }
        return page
    }

    // MARK: Verify

    private mutating func decodeVerify(_ node: JSONNode) -> VerifySpec? {
        guard let reader = ObjectReader(node, what: "'verify'", known: Self.verifyKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        var verify = VerifySpec(present: reader.stringList(.present, log: &log),
                                absent: reader.stringList(.absent, log: &log),
                                wait: reader.string(.wait, log: &log),
                                location: node.location)
        decodeVerifyLevels(reader, into: &verify)
        return verify
    }

    // MARK: Elements

    private mutating func decodeElement(name: Located<String>, node: JSONNode) -> ElementSpec? {
        guard let reader = ObjectReader(node, kind: "element", name: name.value, known: Self.elementKeysList, log: &log) else { return nil }
        let suggested = reader.warnAboutUnknownKeys(log: &log)
        guard let type = reader.string(.type, log: &log) else {
            // A misspelt `type` ("tpye": did you mean 'type'?) is the one error.
            if !reader.has(.type) && !suggested.contains("type") {
                log.error("element '\(name.value)' needs a 'type', such as \"button\" or \"staticText\"", at: reader.location)
            }
            return nil
        }
        let locatorKeys = reader.firstTwo(Self.locatorKeysList)
        if let first = locatorKeys.first, let second = locatorKeys.second {
            log.error("an element is found by one of 'id', 'label' or 'predicate'; element '\(name.value)' has both '\(first)' and '\(second)'",
                      at: reader.keyLocation(second)!)
        }
        var locator = ElementSpec.Locator.typeOnly
        if let key = locatorKeys.first, let decoded = decodeLocator(key, in: reader) { locator = decoded }
        var index = reader.int(.index, log: &log)
        if let value = index, value.value < 0 {
            log.error("'index' counts from 0 and cannot be negative", at: value.location)
            index = nil
        }
        // Every field is read first, in the order its problems are reported, and the element made
        // once: each field set afterwards would cost a uniqueness check of its shared storage.
        let params = decodeParams(reader[.params], ownerKind: "element", ownerName: name.value, allowMatch: true)
        let container = reader.string(.in, log: &log)
        let all = reader.bool(.all, log: &log)?.value ?? false
        let summary = reader.string(.summary, log: &log)?.value
        let finding = decodeFinding(reader, container: container)
        var element = ElementSpec(name: name, type: type, locator: locator, params: params,
                                  container: finding.container, containerKind: finding.containerKind, index: index,
                                  containing: finding.containing, notContaining: finding.notContaining,
                                  direct: finding.direct, rawValue: finding.rawValue, all: all, summary: summary,
                                  ready: readiness(reader), unique: reader.bool(.unique, log: &log))
        if let picking = decodePicking(reader) { element.picking = picking }
        // Last: a variant starts as a copy of the whole element (its readiness and uniqueness too).
        let variants = decodeElementVariants(reader, base: element)
        if !variants.isEmpty { element.variants = variants }
        if let classLevel = reader.bool("classLevel", log: &log) { element.classLevel = classLevel }
        return element
    }

    // MARK: Actions and steps

    private mutating func decodeAction(name: Located<String>, node: JSONNode) -> ActionSpec? {
        guard let reader = ObjectReader(node, kind: "action", name: name.value, known: Self.actionAndStepKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        let custom = reader.bool(.custom, log: &log)
        let verbs = reader.firstTwo(Self.stepVerbsList)
        var steps: [StepSpec] = []
        if let stepsNode = reader[.steps] {
            if verbs.first == "forEach" {
                log.error("a 'forEach' step goes inside the action's 'steps': \"steps\": [{ \"forEach\": …, \"steps\": […] }]", at: reader.keyLocation(.forEach)!)
            } else if let verb = verbs.first {
                log.error("action '\(name.value)' has both 'steps' and the shorthand '\(verb)'; move '\(verb)' into 'steps'", at: reader.keyLocation(verb)!)
            }
            if case .array(let list) = stepsNode.value {
                let owner = Subject(prefix: "a step of ", kind: "action", name: name.value)
                steps = list.compactMap { decodeStep($0, owner: owner) }
            } else {
                log.error("expected a list of steps for 'steps', found \(stepsNode.value.kindDescription)", at: stepsNode.location)
            }
        } else if verbs.first != nil {
            // The action object doubles as its single step.
            if let step = decodeStep(reader, owner: Subject(kind: "action", name: name.value)) { steps = [step] }
        } else if custom?.value != true && (custom != nil || !reader.has(.custom)) {
            log.error("action '\(name.value)' needs 'steps' or a single step such as \"tap\"; write \"steps\": [] for a move the app makes by itself, or \"custom\": true for one written in Swift",
                      at: reader.location)
        }
        var action = ActionSpec(name: name,
                                params: decodeParams(reader[.params], ownerKind: "action", ownerName: name.value, allowMatch: false, allowExample: true),
                                steps: steps,
                                destination: reader[.to].flatMap { decodeDestination($0) },
                                routeDefault: reader.string(.route, log: &log),
                                summary: reader.string(.summary, log: &log)?.value,
                                returns: reader[.returns].flatMap { decodeReturns($0, action: name.value) })
        if reader.has(.steps) {
            action.wait = reader.string(.wait, log: &log)
            if let ready = reader.keyLocation(.ready) {
                log.unknownKey(.ignoredKey, "'ready' belongs on a step or an element; action '\(name.value)' has 'steps'", at: ready)
            }
        } else if verbs.first != "waitFor" {
            action.wait = steps.first?.wait
        }
        action.custom = custom
        action.navigate = reader.bool(.navigate, log: &log)
        if let needs = reader[.needs] { action.needs = decodeNeeds(needs, action: name.value) }
        if let passage = reader[.passesThrough] { action.passesThrough = decodePassage(passage, action: name.value) }
        decodeScreenArgs(reader, into: &action)
        decodeActionVariants(reader, into: &action)
        if let example = reader[.example] {
            action.examples = decodeExamples(example, action: name.value)
            if case .bool(false) = example.value { action.leftOutOfTour = Located(true, at: example.location) }
        }
        return action
    }

    private mutating func decodeDestination(_ node: JSONNode) -> ActionSpec.Destination? {
        switch node.value {
        case .string(let name):
            if name == "$source" { return .source(node.location) }
            return .screen(Located(name, at: node.location))
        case .array(let list):
            let names = list.compactMap { ObjectReader.string($0, for: "to", log: &log) }
            if list.count < 2 {
                log.error("a list in 'to' names the possible destinations and needs at least two; write \"to\": \"Screen\" for one", at: node.location)
                return names.first.map { .screen($0) }
            }
            return .oneOf(names)
        default:
            log.error("expected a screen name, \"$source\" or a list of screens for 'to', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
    }

    /// The modifiers each step verb takes, besides `anyStepModifiers`.
    static let modifiersByVerb: [String: [String]] = {
        var modifiers: [String: [String]] = [
            "tap": ["at", "reveal", "taps", "touches"], "doubleTap": ["at", "reveal"], "clearText": ["reveal"], "paste": ["reveal"], "press": ["duration", "at", "reveal"],
            "typeText": ["into", "reveal"], "swipe": ["direction", "until", "max", "reveal", "velocity"], "adjust": ["position", "value", "reveal"],
            "waitFor": ["wait", "absent", "optional"], "typeKey": ["into", "reveal"], "do": [], "forEach": ["steps"], "system": [],
            "repeat": ["until", "max"],
        ]
        // Every step on an element waits for it to be ready, within its own waiting time.
        for verb in modifiers.keys where !["waitFor", "do", "forEach", "system", "repeat"].contains(verb) { modifiers[verb]! += ["wait", "ready"] }
        return modifiers
    }()
    static let stepModifierKeys = stepModifiers + ["steps"]
    static let actionAndStepKeys = actionKeys + stepVerbs + stepModifiers
    static let getterAndVerbKeys = getterKeys + getterVerbs
    static let stepKeys = stepVerbs + stepModifierKeys

    mutating func decodeStep(_ node: JSONNode, owner: Subject) -> StepSpec? {
        guard let reader = ObjectReader(node, subject: owner, known: Self.stepKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        return decodeStep(reader, owner: owner)
    }

    mutating func decodeStep(_ reader: ObjectReader, owner: Subject) -> StepSpec? {
        let verbs = reader.firstTwo(Self.stepVerbsList)
        guard let verb = verbs.first else {
            log.error("\(owner) needs one of \(Self.stepVerbs.map { "'\($0)'" }.joined(separator: ", "))", at: reader.location)
            return nil
        }
        if let second = verbs.second {
            log.error("\(owner) has both '\(verb)' and '\(second)'; write one step per action or use 'steps'", at: reader.keyLocation(second)!)
        }
        let verbNode = reader[verb]!
        let ownModifiers = Self.modifierListsByVerb[verb]!
        for index in reader.members.indices where Self.stepModifierKeysList.contains(reader.members[index])
        && !Self.anyStepModifiersList.contains(reader.members[index]) && !ownModifiers.contains(reader.members[index]) {
            let modifier = reader.members[index].key
            let owners = Self.modifiersByVerb.filter { $0.value.contains(modifier) }.keys.sorted().map { "'\($0)'" }
            log.unknownKey(.ignoredKey, "'\(modifier)' belongs to \(owners.joined(separator: " and ")) steps, not '\(verb)'",
                           at: reader.keyLocation(modifier)!)
        }

        if Self.constructVerbs.contains(verb) {
            guard var step = decodeConstructStep(verb, reader, owner: owner) else { return nil }
            decodeConditions(reader, into: &step)
            if verb == "typeKey", let node = reader[.reveal] { step.reveal = decodeReveal(node) }
            return step
        }

        // typeText names the text (and `into` the element, else whatever has focus); every other
        // verb names the element.
        let elementName: Located<String>?
        if verb == "typeText" {
            elementName = reader.string(.into, log: &log)
            if elementName == nil && reader.has(.into) { return nil }
        } else {
            elementName = ObjectReader.string(verbNode, for: verb, log: &log)
        }

        let kind: StepSpec.Kind
        switch verb {
        case "tap": kind = .tap
        case "doubleTap": kind = .doubleTap
        case "clearText": kind = .clearText
        case "paste": kind = .paste
        case "press":
            kind = .press(duration: reader[.duration].flatMap { numberValue($0, for: "duration") } ?? .literal(1))
        case "typeText":
            guard let text = ObjectReader.string(verbNode, for: verb, log: &log) else { return nil }
            kind = .typeText(TemplateParser.parse(text.value, at: text.location))
        case "swipe":
            guard let direction = reader.string(.direction, log: &log) else {
                if !reader.has(.direction) {
                    log.error("a 'swipe' step needs a 'direction': up, down, left or right", at: reader.keyLocation(verb)!)
                }
                return nil
            }
            guard let known = StepSpec.SwipeDirection(rawValue: direction.value) else {
                let names = StepSpec.SwipeDirection.allCases.map(\.rawValue)
                log.error("unknown swipe direction '\(direction.value)'; expected up, down, left or right\(Suggestions.didYouMean(direction.value, in: names))", at: direction.location)
                return nil
            }
            kind = .swipe(Located(known, at: direction.location))
        case "adjust":
            if let position = reader[.position] {
                guard let value = numberValue(position, for: "position") else { return nil }
                kind = .adjustSlider(value)
            } else if let value = reader.string(.value, log: &log) {
                kind = .adjustPicker(TemplateParser.parse(value.value, at: value.location))
            } else {
                if !reader.has(.value) {
                    log.error("an 'adjust' step needs 'position' (a slider, 0 to 1) or 'value' (a picker wheel)", at: reader.keyLocation(verb)!)
                }
                return nil
            }
        default:
            kind = .waitFor(wait: reader.string(.wait, log: &log), absent: reader.bool(.absent, log: &log)?.value ?? false)
        }
        guard elementName != nil || verb == "typeText" else { return nil }
        var step = StepSpec(kind: kind,
                            element: elementName.map { ElementReference(name: $0, arguments: decodeArguments(reader[.args])) },
                            location: reader.keyLocation(verb)!)
        decodeConditions(reader, into: &step)
        decodeGestureModifiers(reader, verb: verb, into: &step)
        if verb == "waitFor" { decodeGoesOn(reader, into: &step) }
        if verb == "swipe" { decodeVelocity(reader, into: &step) }
        if verb != "waitFor" {
            step.ready = readiness(reader)
            step.wait = reader.string(.wait, log: &log)
        }
        return step
    }

    mutating func numberValue(_ node: JSONNode, for key: String) -> NumberValue? {
        switch node.value {
        case .number(let value, _): return .literal(value)
        case .string(let text):
            if let name = TemplateParser.soleParameter(text) { return .parameter(Located(name, at: node.location)) }
            log.error("expected a number or \"$parameter\" for '\(key)', found the string \"\(text)\"", at: node.location)
            return nil
        default:
            log.error("expected a number or \"$parameter\" for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
    }

    mutating func decodeArguments(_ node: JSONNode?) -> [ArgumentSpec] {
        guard let node, let map = ObjectReader(node, what: "'args'", known: .empty, log: &log) else { return [] }
        return map.members.compactMap { member in
            let key = member.key
            let value = member.value
            let argument: ArgumentValue
            switch value.value {
            case .string(let text):
                argument = Self.argument(text, at: value.location)
            case .number(let number, let isInteger):
                argument = isInteger ? (Int(exactly: number).map { .int($0) } ?? .double(number)) : .double(number)
            case .bool(let flag): argument = .bool(flag)
            case .null: argument = .null
            case .object(let object) where object.members.contains(where: { $0.key == "localized" }):
                // `{ "localized": "Settings" }`: the app's text for the key, in the launch language.
                guard let key = decodeLocalizedKey(value) else { return nil }
                argument = .template(Template(parts: [.localized(key)], location: value.location))
            default:
                log.error("expected a value or \"$parameter\" for the argument '\(key)', found \(value.value.kindDescription)", at: value.location)
                return nil
            }
            return ArgumentSpec(name: Located(key, at: member.keyLocation), value: argument)
        }
    }

    // MARK: Checks and getters

    private mutating func decodeGetter(name: Located<String>, node: JSONNode) -> GetterSpec? {
        guard let reader = ObjectReader(node, kind: "getter", name: name.value, known: Self.getterAndVerbKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        guard let (verb, element) = verbAndElement(reader, verbs: Self.getterVerbs, list: Self.getterVerbsList, owner: "getter '\(name.value)'") else { return nil }
        var reading = comparedReading(verb, element, reader)
        if verb == "index" {
            // The collection whose matches the index counts: what `element(boundBy:)` is asked of.
            guard let among = reader.string(.among, log: &log) else {
                if !reader.has(.among) {
                    log.error("an 'index' getter needs 'among': the collection (an element with \"all\": true) whose matches it counts, e.g. \"among\": \"cells\"",
                              at: reader.keyLocation(verb)!)
                }
                return nil
            }
            reading = .index(element, among: ElementReference(name: among, arguments: []))
        } else if let among = reader.keyLocation(.among) {
            log.unknownKey(.ignoredKey, "'among' belongs to an 'index' getter, not '\(verb)'", at: among)
        }
        var getter = GetterSpec(name: name,
                                params: decodeParams(reader[.params], ownerKind: "getter", ownerName: name.value, allowMatch: false),
                                reading: reading,
                                summary: reader.string(.summary, log: &log)?.value)
        getter.wait = reader.string(.wait, log: &log)
        getter.required = decodeRequiredIndex(reader, verb: verb)
        return getter
    }

    /// A getter's (or an action's `returns`) reading, compared when it says `equals` or `contains`:
    /// `{ "value": "toggle", "equals": "$on" }` answers whether the value is that.
    mutating func comparedReading(_ verb: String, _ element: ElementReference, _ reader: ObjectReader) -> Reading {
        // `as`: the value as a number or a flag, or whether it is the one expected.
        if let kind = valueKind(reader, verb: verb) {
            if !reader.has("equals") && !reader.has("contains") && !reader.has("ignoring") { return .value(element, kind) }
            return expectedValue(kind, in: reader).map { .valueMatches(element, $0) } ?? .value(element, kind)
        }
        let ignoring = self.ignoring(reader, verb: verb)
        let comparisons = reader.present(["equals", "contains"])
        guard let key = comparisons.first else { return Self.reading(verb, element, ignoring: ignoring) }
        if comparisons.count > 1 {
            log.error("a reading compares once; it has both 'equals' and 'contains'", at: reader.keyLocation(comparisons[1])!)
        }
        guard let attribute = TextAttribute(rawValue: verb) else {
            log.unknownKey(.ignoredKey, "'\(key)' compares a text (label, value, placeholderValue, title); '\(verb)' is none", at: reader.keyLocation(key)!)
            return Self.reading(verb, element)
        }
        guard let text = expectedText(key, in: reader) else { return Self.reading(verb, element) }
        return .matches(attribute, element, Assertion.Comparison(rawValue: key)!, text, ignoring: ignoring)
    }

    /// `list` holds `verbs`.
    mutating func verbAndElement(_ reader: ObjectReader, verbs: [String], list: KeyList, owner: @autoclosure () -> String) -> (String, ElementReference)? {
        let present = reader.firstTwo(list)
        guard let verb = present.first else {
            log.error("\(owner()) needs one of \(verbs.map { "'\($0)'" }.joined(separator: ", ")) naming an element", at: reader.location)
            return nil
        }
        if let second = present.second {
            let owner = owner()
            log.error("\(owner) has both '\(verb)' and '\(second)'; write one per \(owner.split(separator: " ")[0])", at: reader.keyLocation(second)!)
        }
        guard let element = reader.string(verb, log: &log) else { return nil }
        return (verb, ElementReference(name: element, arguments: decodeArguments(reader[.args])))
    }
}
