/// Steps: each step's element, arguments and kind; what issue 16 adds — conditions, repetition,
/// another action of the page (`do`) — and which steps first wait for their element.
extension Resolver {
    /// `awaited`: what earlier steps have already waited for each element to be. A step that may
    /// not run (under a condition, or inside a repetition that may have no items) does not count
    /// for the steps after it.
    mutating func resolveSteps(_ steps: [StepSpec], of action: ActionSpec, on page: PageSpec, params parameters: [Resolved.Parameter],
                               awaited: inout AwaitedElements) -> [Resolved.Step] {
        // A loop, not `map`: a closure would copy the resolver for each step.
        var resolvedSteps: [Resolved.Step] = []
        resolvedSteps.reserveCapacity(steps.count)
        for step in steps.indices {
            resolvedSteps.append(resolveStep(steps[step], of: action, on: page, params: parameters, awaited: &awaited))
        }
        return resolvedSteps
    }

    /// One step of `resolveSteps`.
    private mutating func resolveStep(_ step: StepSpec, of action: ActionSpec, on page: PageSpec, params parameters: [Resolved.Parameter],
                                      awaited: inout AwaitedElements) -> Resolved.Step {
        var conditions: [Resolved.StepCondition] = []
        for condition in step.conditions { conditions.append(resolveCondition(condition, on: page, parameters: parameters, waits: true)) }
        var element: Resolved.ElementUse?
        // The element itself too: what it waits for and its type are read from it below.
        var usedElement: Resolved.Element?
        if let reference = step.element { element = use(reference, on: page, memberParams: parameters, element: &usedElement) }
        var kind = stepKind(step.kind, parameters: parameters)
        var readiness: Readiness?
        switch step.kind {
        case .perform(let name, let arguments):
            kind = .perform(call(name.value, arguments: arguments, on: page, parameters: parameters))
        case .forEach(let spec, let inner):
            var innerAwaited = awaited
            let (forEach, source) = repetition(spec, parameters: parameters)
            let variable = Resolved.Parameter(name: spec.variable.value, type: forEach.itemType, isOptional: false, location: spec.variable.location)
            let steps = resolveSteps(inner, of: action, on: page, params: parameters + [variable], awaited: &innerAwaited)
            kind = .repeatEach(Resolved.Repetition(forEach: forEach, source: source, steps: steps,
                                                   usesVariable: StepMentions.mention(spec.variable.value, in: steps)))
        case .repeatUntil(let inner):
            // The steps run at least once, but what they wait for may be gone by the next round.
            var innerAwaited = awaited
            kind = .repeatUntil(resolveSteps(inner, of: action, on: page, params: parameters, awaited: &innerAwaited))
        case .waitFor:
            break
        default:
            guard let element else { break }
            let wanted = self.readiness(of: step, kind: kind, element: usedElement)
            // A gesture at a point of the element needs it on screen where it is now (the
            // runtime's `hittableInPlace`), which no earlier wait established.
            let atAPoint = step.offset != nil && wanted == .hittable
            if !atAPoint, let earlier = awaited[element], earlier >= wanted {
                readiness = nil
            } else {
                readiness = wanted
                // Under a condition the step may not run: those after it wait again.
                if conditions.isEmpty { awaited[element] = wanted }
            }
        }
        var resolved = Resolved.Step(kind: kind, element: element, readiness: readiness,
                                     wait: step.wait?.value ?? action.wait?.value ?? defaultWait, conditions: conditions)
        if let offset = step.offset {
            resolved.offset = (offset.x, offset.y)
            if offset.hasPoints { resolved.pointOffset = (offset.dx, offset.dy) }
        }
        if case .tap = kind, let count = step.tapCount { resolved.kind = .multiTap(taps: count.taps, touches: count.touches) }
        if case .tap = kind, step.offset == nil, step.tapCount == nil, case .element? = element?.target, usedElement?.type == "switch" {
            resolved.tapsSwitchControl = true
        }
        if let until = step.until {
            resolved.until = resolveCondition(until, on: page, parameters: parameters, waits: false)
            resolved.maxSwipes = step.maxSwipes?.value ?? PageDecoder.defaultMaxSwipes
        }
        if let reveal = step.reveal {
            resolved.reveal = Resolved.Reveal(container: use(reveal.container, on: page, memberParams: parameters),
                                              directions: (reveal.direction?.value ?? .vertical).swipes,
                                              maxSwipes: reveal.max?.value ?? PageDecoder.defaultMaxSwipes)
        }
        resolveWaiting(of: step, into: &resolved)
        return resolved
    }

    /// What a step's `forEach` goes through: a list (through record fields), a String's
    /// characters, or the indexes below a count.
    private func repetition(_ spec: ForEachSpec, parameters: [Resolved.Parameter]) -> (Resolved.ForEach, Resolved.Repetition.Source) {
        let (list, fields) = spec.list.soleReference ?? ("", [])
        let type = parameters.first { $0.name == list }?.type ?? .string
        let path = index.types.follow(type, fields: fields)
        switch path.type {
        case .list(let item):
            return (Resolved.ForEach(variable: spec.variable.value, list: list, path: fields, itemType: item), .list)
        case .int, .uint:
            let unsigned = path.type == .uint
            return (Resolved.ForEach(variable: spec.variable.value, list: list, path: fields, itemType: path.type), .count(unsigned: unsigned))
        default:
            return (Resolved.ForEach(variable: spec.variable.value, list: list, path: fields, itemType: .string), .characters)
        }
    }

    private mutating func resolveCondition(_ condition: ConditionSpec, on page: PageSpec, parameters: [Resolved.Parameter], waits: Bool) -> Resolved.StepCondition {
        let test: Resolved.StepCondition.Test
        switch condition.test {
        case .exists: test = .exists
        case .notExists: test = .notExists
        case .isEnabled(let expected): test = .isEnabled(expected)
        case .isSelected(let expected): test = .isSelected(expected)
        case .isHittable(let expected): test = .isHittable(expected)
        case .text(let attribute, let comparison, let template):
            test = .text(attribute, comparison, text(template, parameters: parameters))
        }
        return Resolved.StepCondition(test: test, element: use(condition.element, on: page, memberParams: parameters),
                                      wait: waits ? Self.conditionWait(condition.within?.value) : nil, negated: condition.negated)
    }

    /// `do`: a call of another action of the page or of a trait it adopts; each parameter gets the
    /// argument written for it, else the parameter of the same name in scope.
    private func call(_ name: String, arguments: [ArgumentSpec], on page: PageSpec, parameters scope: [Resolved.Parameter]) -> Resolved.ActionCall {
        let owner = ([page] + index.adoptedTraits(of: page, memo: memo)).first { $0.action(named: name) != nil } ?? page
        let target = owner.action(named: name)
        let parameters = (target?.params ?? []).map { parameter($0) }
        var bound: [Resolved.Argument] = []
        for parameter in parameters {
            if let argument = arguments.first(where: { $0.name.value == parameter.name }) {
                bound.append(Resolved.Argument(parameter: parameter.name, value: value(argument.value, type: parameter.type, parameters: scope)))
            } else if scope.contains(where: { $0.name == parameter.name }) {
                bound.append(Resolved.Argument(parameter: parameter.name, value: .parameter(parameter.name)))
            }
        }
        return Resolved.ActionCall(action: name, owner: Self.ref(owner), parameters: parameters, arguments: bound,
                                   usesRequiredElements: target.map { usesRequiredElements($0, on: owner) } ?? false)
    }

    /// A trait's action reaches an element each adopter supplies when one of its steps (or
    /// conditions) uses one, when it does another action that does, or when the team writes it
    /// (`custom`) and the trait requires any: the hand-written part may use them.
    func usesRequiredElements(_ action: ActionSpec, on page: PageSpec) -> Bool {
        guard page.kind == .trait else { return false }
        let requires = Set(index.requirements(of: page).map(\.value))
        if action.isCustom && !requires.isEmpty { return true }
        var visited: Set<String> = [action.name.value]
        func uses(_ steps: [StepSpec]) -> Bool {
            steps.contains { step in
                let names = [step.element?.name.value, step.until?.element.name.value, step.reveal?.container.name.value].compactMap { $0 }
                    + step.conditions.map(\.element.name.value)
                if names.contains(where: requires.contains) { return true }
                switch step.kind {
                case .forEach(_, let inner), .repeatUntil(let inner): return uses(inner)
                case .perform(let name, _):
                    guard visited.insert(name.value).inserted,
                          let target = ([page] + index.adoptedTraits(of: page, memo: memo)).lazy.compactMap({ $0.action(named: name.value) }).first else { return false }
                    return uses(target.steps) || target.variants.contains { uses($0.steps) }
                default: return false
                }
            }
        }
        return uses(action.steps) || action.variants.contains { uses($0.steps) }
    }

    /// The waiting time of an `if`/`unless`: the one it names, `short` when it names none, nil
    /// (a look without waiting) for `now`.
    static func conditionWait(_ within: String?) -> String? {
        within == Validator.noWait ? nil : within ?? Validator.conditionWait
    }

    /// How long an `if` or `unless` waits for its element unless it names a waiting time: `short`,
    /// unless the settings declare a waiting time of that name.
    static let conditionWaitSeconds = 2.0

    /// Whether a condition waits for `short` (declared for it when the settings do not).
    /// Walked by position: `contains` over the specs would copy every page, action and step it
    /// looks at, and this walk looks at every step of the project.
    var usesConditionWait: Bool {
        func uses(_ steps: [StepSpec]) -> Bool {
            for step in steps.indices {
                for condition in steps[step].conditions.indices
                where (steps[step].conditions[condition].within?.value ?? Validator.conditionWait) == Validator.conditionWait {
                    return true
                }
                switch steps[step].kind {
                case .forEach(_, let inner), .repeatUntil(let inner): if uses(inner) { return true }
                default: break
                }
            }
            return false
        }
        let pages = index.project.pages
        for page in pages.indices {
            for action in pages[page].actions.indices {
                if uses(pages[page].actions[action].steps) { return true }
                for variant in pages[page].actions[action].variants.indices where uses(pages[page].actions[action].variants[variant].steps) {
                    return true
                }
            }
        }
        return false
    }
}
