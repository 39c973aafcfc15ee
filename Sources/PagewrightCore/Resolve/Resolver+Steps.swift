/// Steps: each step's element, arguments and kind; what issue 16 adds — conditions, repetition,
/// another action of the page (`do`) — and which steps first wait for their element.
extension Resolver {
    /// `required`: the elements earlier steps have already waited for. A step that may not run
    /// (under a condition, or inside a repetition that may have no items) does not count for the
    /// steps after it.
    mutating func resolveSteps(_ steps: [StepSpec], on page: PageSpec, params: [ParamSpec],
                               required: inout Set<Resolved.ElementUse>) -> [Resolved.Step] {
        let parameters = params.map(Self.parameter)
        return steps.map { step in
            let condition = step.condition.map { resolveCondition($0, on: page, params: params, waits: true) }
            let element = step.element.map { use($0, on: page, memberParams: params) }
            var kind = stepKind(step.kind, parameters: parameters)
            var requiresElement = false
            switch step.kind {
            case .perform(let name, let arguments):
                kind = .perform(call(name.value, arguments: arguments, on: page, params: params))
            case .forEach(let forEach):
                var inner = required
                var scope = params
                scope.append(ParamSpec(name: forEach.variable, type: Located(.string, at: forEach.variable.location), optional: false, match: []))
                let source = params.first { $0.name.value == forEach.source.value }
                kind = .repeatEach(Resolved.Repetition(variable: forEach.variable.value, source: forEach.source.value,
                                                       overCharacters: source?.type.value == .string,
                                                       steps: resolveSteps(forEach.steps, on: page, params: scope, required: &inner)))
            case .waitFor:
                break
            default:
                if let element {
                    if condition == nil {
                        requiresElement = required.insert(element).inserted
                    } else {
                        requiresElement = !required.contains(element)
                    }
                }
            }
            var resolved = Resolved.Step(kind: kind, element: element, requiresElement: requiresElement, condition: condition)
            if let offset = step.offset { resolved.offset = (offset.x, offset.y) }
            if let until = step.until {
                resolved.until = resolveCondition(until, on: page, params: params, waits: false)
                resolved.maxSwipes = step.maxSwipes?.value ?? PageDecoder.defaultMaxSwipes
            }
            return resolved
        }
    }

    private mutating func resolveCondition(_ condition: ConditionSpec, on page: PageSpec, params: [ParamSpec], waits: Bool) -> Resolved.StepCondition {
        let test: Resolved.StepCondition.Test
        switch condition.test {
        case .exists: test = .exists
        case .notExists: test = .notExists
        case .isEnabled(let expected): test = .isEnabled(expected)
        case .isSelected(let expected): test = .isSelected(expected)
        case .isHittable(let expected): test = .isHittable(expected)
        case .text(let attribute, let comparison, let template):
            test = .text(attribute, comparison, Self.text(template, parameters: params.map(Self.parameter)))
        }
        return Resolved.StepCondition(test: test, element: use(condition.element, on: page, memberParams: params),
                                      wait: waits ? condition.within?.value ?? Validator.conditionWait : nil, negated: condition.negated)
    }

    /// `do`: a call of another action of the page or of a trait it adopts; each parameter gets the
    /// argument written for it, else the parameter of the same name in scope.
    private func call(_ name: String, arguments: [ArgumentSpec], on page: PageSpec, params: [ParamSpec]) -> Resolved.ActionCall {
        let owner = ([page] + index.adoptedTraits(of: page)).first { $0.action(named: name) != nil } ?? page
        let target = owner.action(named: name)
        let parameters = (target?.params ?? []).map(Self.parameter)
        var bound: [Resolved.Argument] = []
        for parameter in parameters {
            if let argument = arguments.first(where: { $0.name.value == parameter.name }) {
                bound.append(Resolved.Argument(parameter: parameter.name, value: Self.value(argument.value, type: parameter.type)))
            } else if params.contains(where: { $0.name.value == parameter.name }) {
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
                let names = [step.element?.name.value, step.condition?.element.name.value, step.until?.element.name.value].compactMap { $0 }
                if names.contains(where: requires.contains) { return true }
                switch step.kind {
                case .forEach(let forEach): return uses(forEach.steps)
                case .perform(let name, _):
                    guard visited.insert(name.value).inserted,
                          let target = ([page] + index.adoptedTraits(of: page)).lazy.compactMap({ $0.action(named: name.value) }).first else { return false }
                    return uses(target.steps)
                default: return false
                }
            }
        }
        return uses(action.steps)
    }

    /// How long an `if` or `unless` waits for its element unless it names a waiting time: `short`,
    /// unless the settings declare a waiting time of that name.
    static let conditionWaitSeconds = 2.0

    /// Whether a condition waits for `short` (declared for it when the settings do not).
    var usesConditionWait: Bool {
        func uses(_ steps: [StepSpec]) -> Bool {
            steps.contains { step in
                if let condition = step.condition, (condition.within?.value ?? Validator.conditionWait) == Validator.conditionWait { return true }
                if case .forEach(let forEach) = step.kind { return uses(forEach.steps) }
                return false
            }
        }
        return index.project.pages.contains { page in page.actions.contains { uses($0.steps) } }
    }
}
