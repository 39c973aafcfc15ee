/// Steps: each element, argument and parameter a step uses, and what issue 16's steps add —
/// conditions, repetition, another action of the page (`do`), keys, points of an element.
extension Validator {
    /// The waiting time a condition uses when it names none; declared for the project unless the
    /// settings already have one of that name.
    static let conditionWait = "short"
    /// A condition's `"within"` that looks once, without waiting (what a probe of the app's own
    /// screen objects does for a button that is either there or not by now).
    static let noWait = "now"

    mutating func checkSteps(_ steps: [StepSpec], of action: ActionSpec, on page: PageSpec, params: [ParamSpec], used: inout Set<String>) {
        // By position: `for step in steps` copied each whole step (every field retained).
        for number in steps.indices { checkStep(steps[number], of: action, on: page, params: params, used: &used) }
    }

    private mutating func checkStep(_ step: StepSpec, of action: ActionSpec, on page: PageSpec, params: [ParamSpec], used: inout Set<String>) {
        for condition in step.conditions {
            checkCondition(condition, on: page, params: params, used: &used, waits: true)
        }
        if let element = step.element {
            checkReference(element, on: page, params: params, used: &used, allowCollection: false, context: "a '\(step.verb)' step")
        }
        switch step.kind {
        case .press(let duration), .adjustSlider(let duration):
            if case .parameter(let name) = duration { useParameter(name, expecting: [.double, .int], in: params, used: &used) }
        case .typeText(let template), .adjustPicker(let template):
            useTemplate(template, in: params, used: &used)
        case .waitFor(let wait, _):
            if let wait { checkWaitName(wait) }
        case .typeKey(let key):
            if !Self.keyboardKeys.contains(key.value) {
                log.error("unknown key '\(key.value)'; a 'typeKey' step types one of \(Self.keyboardKeys.joined(separator: ", "))\(Suggestions.didYouMean(key.value, in: Self.keyboardKeys))",
                          at: key.location)
            }
        case .perform(let name, let arguments):
            checkPerform(name, arguments: arguments, of: action, on: page, params: params, used: &used)
        case .forEach(let forEach, let inner):
            checkRepetition(forEach, steps: inner, of: action, on: page, params: params, used: &used)
        case .repeatUntil(let inner):
            checkSteps(inner, of: action, on: page, params: params, used: &used)
        case .tap, .doubleTap, .clearText, .paste, .swipe, .system:
            break
        }
        if let until = step.until {
            checkCondition(until, on: page, params: params, used: &used, waits: false)
        }
        if let reveal = step.reveal { checkReveal(reveal, of: step, on: page, params: params, used: &used) }
    }

    /// The container is an element of the page other than the step's, and the step has an element.
    private mutating func checkReveal(_ reveal: RevealSpec, of step: StepSpec, on page: PageSpec, params: [ParamSpec], used: inout Set<String>) {
        guard let element = step.element else {
            log.error("'reveal' brings the step's element into view; this '\(step.verb)' step types into whatever has focus, so name the element with 'into'",
                      at: reveal.location)
            return
        }
        if reveal.container.name.value == element.name.value {
            log.error("'reveal' swipes a scrolling element that holds '\(element.name.value)', not the element itself", at: reveal.container.name.location)
            return
        }
        checkReference(reveal.container, on: page, params: params, used: &used, allowCollection: false, context: "'reveal'")
    }

    /// `reveal` on a check: a container other than the elements it asks about, and an assertion
    /// that brings something into view (not only `notExists` and counts).
    mutating func checkReveal(_ reveal: RevealSpec, of check: CheckSpec, on page: PageSpec, params: [ParamSpec], used: inout Set<String>) {
        if check.assertions.allSatisfy(\.revealsNothing) {
            log.error("'reveal' brings an element into view before it is asked about; check '\(check.name.value)' asks only that elements are gone or out of reach, or how many there are",
                      at: reveal.location)
            return
        }
        if check.assertions.contains(where: { $0.element.name.value == reveal.container.name.value }) {
            log.error("'reveal' swipes a scrolling element that holds what the check asks about, not that element itself", at: reveal.container.name.location)
            return
        }
        checkReference(reveal.container, on: page, params: params, used: &used, allowCollection: false, context: "'reveal'")
    }

    /// The keys `typeKey` types: the `XCUIKeyboardKey` constants for keys that type something or
    /// move the insertion point, which a software keyboard on iOS and iPadOS has too.
    static let keyboardKeys = ["delete", "return", "enter", "tab", "space", "escape", "upArrow", "downArrow", "leftArrow",
                               "rightArrow", "forwardDelete", "home", "end", "pageUp", "pageDown"]

    mutating func checkCondition(_ condition: ConditionSpec, on page: PageSpec, params: [ParamSpec], used: inout Set<String>, waits: Bool) {
        let allowCollection: Bool
        switch condition.test {
        case .exists, .notExists: allowCollection = true
        default: allowCollection = false
        }
        checkReference(condition.element, on: page, params: params, used: &used, allowCollection: allowCollection, context: "a condition")
        if case .text(_, _, let template) = condition.test { useTemplate(template, in: params, used: &used) }
        // Besides the declared waiting times, `short` (2 s) unless the settings declare it; the
        // list of names is made only for the message.
        if waits, let within = condition.within, within.value != Self.noWait, within.value != Self.conditionWait,
           !settings.waits.contains(where: { $0.name.value == within.value }) {
            let names = settings.waits.map(\.name.value) + (settings.waits.contains { $0.name.value == Self.conditionWait } ? [] : [Self.conditionWait])
            log.error("unknown waiting time '\(within.value)'; the waiting times are \(names.sorted().joined(separator: ", ")) (or '\(Self.noWait)', no wait)\(Suggestions.didYouMean(within.value, in: names + [Self.noWait]))",
                      at: within.location)
        }
    }

    /// `do`: another action of this page (or of a trait it adopts or includes) that stays on it,
    /// with an argument for each parameter it needs.
    private mutating func checkPerform(_ name: Located<String>, arguments: [ArgumentSpec], of action: ActionSpec, on page: PageSpec,
                                       params: [ParamSpec], used: inout Set<String>) {
        let available = ([page] + index.adoptedTraits(of: page, memo: memo)).flatMap(\.actions)
        guard let target = available.first(where: { $0.name.value == name.value }) else {
            unknown("action", name, among: available.map(\.name.value), on: page)
            return
        }
        if target.name.value == action.name.value {
            log.error("action '\(action.name.value)' cannot do itself", at: name.location)
            return
        }
        if target.destination != nil {
            log.error("'do' takes an action that stays on the screen, and '\(name.value)' leads elsewhere (it has 'to')", at: name.location)
        }
        let byName = Dictionary(target.params.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var given = Set<String>()
        for argument in arguments {
            guard let param = byName[argument.name.value] else {
                let names = target.params.map(\.name.value)
                let known = names.isEmpty ? "; it takes no arguments" : Suggestions.didYouMean(argument.name.value, in: names)
                log.error("action '\(name.value)' has no parameter '\(argument.name.value)'\(known)", at: argument.name.location)
                continue
            }
            given.insert(param.name.value)
            checkArgument(argument, for: param, params: params, used: &used)
        }
        for param in target.params where !given.contains(param.name.value) {
            if params.contains(where: { $0.name.value == param.name.value }) {
                used.insert(param.name.value)  // passed on by name
            } else if !param.optional {
                log.error("action '\(name.value)' needs an argument for '\(param.name.value)': add \"args\": { \"\(param.name.value)\": … } or a parameter '\(param.name.value)'",
                          at: name.location)
            }
        }
    }

    /// `forEach`: over a list parameter (or a record's list field) or the characters of a String
    /// parameter, with a loop variable of a new name that the steps inside may use.
    private mutating func checkRepetition(_ forEach: ForEachSpec, steps: [StepSpec], of action: ActionSpec, on page: PageSpec,
                                          params: [ParamSpec], used: inout Set<String>) {
        checkIdentifier(forEach.variable, what: "loop variable")
        // The loop variable's type; of no known type where something is wrong (reported), so the
        // steps' uses of it are not reported again.
        var item: TypeReference = .named("")
        if let (name, _) = forEach.list.soleReference { used.insert(name) }
        if params.contains(where: { $0.name.value == forEach.variable.value }) {
            log.error("the loop variable '\(forEach.variable.value)' has the name of a parameter in scope; name it after one item (\"digit\" for \"$digits\")",
                      at: forEach.variable.location)
        } else if let (name, fields) = forEach.list.soleReference {
            if let param = params.first(where: { $0.name.value == name }) {
                if let type = resolvedType(param),
                   let read = checkReadable(name: name, fields: fields, type: type, at: forEach.list.location, interpolated: false) {
                    if read.complete, case .list = read.type, case .list(let element)? = writtenType(param.type.value, fields: fields) {
                        item = element
                    } else if read.complete, read.type == .string {
                        item = .string
                    } else if read.complete, read.type == .int || read.type == .uint {
                        item = read.type == .int ? .int : .uint  // the indexes below the count
                    } else {
                        let written = "$" + ([name] + fields).joined(separator: ".")
                        log.error("'forEach' goes through a list, the characters of a String or the indexes below an integer; '\(written)' is \(types.describe(read.type))",
                                  at: forEach.list.location)
                    }
                }
            } else {
                log.error("'$\(name)' is used but no parameter '\(name)' is declared\(Suggestions.didYouMean(name, in: params.map(\.name.value)))",
                          at: forEach.list.location)
            }
        }
        var scope = params
        if !params.contains(where: { $0.name.value == forEach.variable.value }) {
            scope.append(ParamSpec(name: forEach.variable, type: Located(item, at: forEach.variable.location), optional: false, match: []))
        }
        checkSteps(steps, of: action, on: page, params: scope, used: &used)
    }

    /// The type as written at the end of `fields`, from a parameter's type through record fields.
    func writtenType(_ type: TypeReference, fields: [String]) -> TypeReference? {
        var current = type
        for field in fields {
            guard case .named(let record) = current,
                  let spec = types.fields(of: record).first(where: { $0.name.value == field }) else { return nil }
            current = spec.type.value
        }
        return current
    }

    /// An action that does (through `do`) an action that does it again would never end.
    mutating func checkPerformCycles(on page: PageSpec) {
        func performs(_ steps: [StepSpec]) -> Bool {
            steps.contains { step in
                switch step.kind {
                case .perform: true
                case .forEach(_, let inner): performs(inner)
                default: false
                }
            }
        }
        // Most pages have no action that does another: no cycle to look for.
        guard page.actions.contains(where: { performs($0.steps) || $0.variants.contains { performs($0.steps) } }) else { return }
        let available = ([page] + index.adoptedTraits(of: page, memo: memo)).flatMap(\.actions)
        func performed(_ steps: [StepSpec]) -> [Located<String>] {
            steps.flatMap { step -> [Located<String>] in
                switch step.kind {
                case .perform(let name, _): return [name]
                case .forEach(_, let inner): return performed(inner)
                default: return []
                }
            }
        }
        for action in page.actions {
            // Breadth first from what the action does, looking for the action itself.
            let starts = performed(action.steps + action.variants.flatMap(\.steps))
            var previous: [String: String] = [:]
            var queue: [String] = []
            var seen: Set<String> = []
            for start in starts where seen.insert(start.value).inserted { queue.append(start.value) }
            var head = 0
            var found = false
            while head < queue.count {
                let current = queue[head]
                head += 1
                if current == action.name.value {
                    found = true
                    break
                }
                guard let next = available.first(where: { $0.name.value == current }) else { continue }
                for name in performed(next.steps + next.variants.flatMap(\.steps)).map(\.value) where seen.insert(name).inserted {
                    previous[name] = current
                    queue.append(name)
                }
            }
            guard found else { continue }
            var path = [action.name.value]
            while let back = previous[path[path.count - 1]] { path.append(back) }
            // Doing itself directly is reported where the step is checked.
            guard path.count > 1, let step = starts.first(where: { $0.value == path[path.count - 1] }) else { continue }
            log.error("action '\(action.name.value)' does itself through \(path.reversed().joined(separator: " → ")); 'do' cannot go round in a cycle",
                      at: step.location)
        }
    }
}
