/// Actions, checks and getters: each step's element and arguments, each assertion's and
/// reading's element, and where each action leads.
extension Resolver {
    mutating func resolveAction(_ action: ActionSpec, on page: PageSpec) -> Resolved.Action {
        let parameters = action.params.map { parameter($0) }
        // What each element was already waited for in this action: a later step on it waits again
        // only for more.
        var awaited = AwaitedElements()
        let scope = memberScope(parameters, on: page)
        let steps = resolveSteps(action.steps, of: action, on: page, params: scope, awaited: &awaited)
        let destination = destination(of: action, on: page)
        let waitsUntilGone: Bool
        if case .stay = destination {
            waitsUntilGone = false
        } else if destination.returnsBeneath {
            waitsUntilGone = true
        } else {
            waitsUntilGone = action.steps.isEmpty && !action.isCustom  // the app moves on by itself
        }
        var resolved = Resolved.Action(name: action.name, owner: Self.ref(page), summary: action.summary, parameters: parameters,
                                       steps: steps, destination: destination, waitsUntilGone: waitsUntilGone,
                                       usesRequiredElements: usesRequiredElements(action, on: page))
        resolved.isCustom = action.isCustom
        resolved.variants = variants(of: action, on: page, parameters: scope)
        if let returns = action.returns {
            resolved.returns = Resolved.Returns(reading: reading(returns.reading, on: page, parameters: scope), readFirst: returns.readFirst,
                                                wait: returns.wait?.value)
        }
        resolved.leftOutOfTour = action.leftOutOfTour != nil
        resolved.navigates = action.navigate?.value ?? true
        resolved.passage = resolvePassage(of: action, on: page)
        if !action.needs.isEmpty {
            let available = ([page] + index.adoptedTraits(of: page, memo: memo)).flatMap(\.actions)
            resolved.needs = action.needs.compactMap { step in
                guard case .action(let name, let arguments, _) = step.kind else { return nil }
                let target = available.first { $0.name.value == name.value }
                return Resolved.ExampleStep(action: name.value, arguments: target.map { neededArguments(arguments, of: $0) } ?? [])
            }
            resolved.hasWayIn = index.hasWayIn(action, on: page)
        }
        resolved.examples = action.examples.map { example in
            Resolved.Example(location: example.location, arguments: exampleArguments(example.arguments, of: action),
                             destination: example.destination?.value,
                             before: example.before.map { step in
                                 let target = ([page] + index.adoptedTraits(of: page, memo: memo)).flatMap(\.actions).first { $0.name.value == step.action.value }
                                 return Resolved.ExampleStep(action: step.action.value,
                                                             arguments: target.map { exampleArguments(step.arguments, of: $0) } ?? [])
                             },
                             endsWalk: example.endsWalk?.value ?? false, from: example.from.map(\.value))
        }
        return resolved
    }

    /// The values a `needs` step writes, as literal arguments (a null leaves the parameter out).
    func neededArguments(_ arguments: [ArgumentSpec], of action: ActionSpec) -> [Resolved.Argument] {
        arguments.compactMap { argument in
            guard let param = action.params.first(where: { $0.name.value == argument.name.value }),
                  let type = index.types.resolve(param.type.value),
                  case .success(let literal) = index.types.literal(argument.value, as: type), literal != .null else { return nil }
            return Resolved.Argument(parameter: param.name.value, value: .literal(literal))
        }
    }

    /// An example's values as literal arguments (a null leaves the parameter out).
    private func exampleArguments(_ arguments: [ExampleArgument], of action: ActionSpec) -> [Resolved.Argument] {
        arguments.compactMap { argument in
            guard let param = action.params.first(where: { $0.name.value == argument.name.value }),
                  let type = index.types.resolve(param.type.value),
                  case .success(let literal) = index.types.literal(argument.value, as: type), literal != .null else { return nil }
            return Resolved.Argument(parameter: param.name.value, value: .literal(literal))
        }
    }

    func stepKind(_ kind: StepSpec.Kind, parameters: [Resolved.Parameter]) -> Resolved.Step.Kind {
        switch kind {
        case .tap: .tap
        case .doubleTap: .doubleTap
        case .press(let duration): .press(duration: Self.number(duration, parameters: parameters))
        case .typeText(let template): .typeText(text(template, parameters: parameters))
        case .clearText: .clearText
        case .paste: .paste
        case .swipe(let direction): .swipe(direction.value)
        case .adjustSlider(let position): .adjustSlider(Self.number(position, parameters: parameters))
        case .adjustPicker(let template): .adjustPicker(text(template, parameters: parameters))
        case .waitFor(let wait, let absent): .waitFor(wait: wait?.value ?? defaultWait, absent: absent)
        case .typeKey(let key): .typeKey(key.value)
        case .system(let step): .system(step.value)
        // Resolved by `resolveSteps`, which knows the page and the scope.
        case .perform, .forEach, .repeatUntil: .typeKey("")
        }
    }

    /// A duration or position: a literal, or a parameter (the validator allows `Double` and `Int`).
    static func number(_ value: NumberValue, parameters: [Resolved.Parameter]) -> Resolved.Number {
        switch value {
        case .literal(let number): .literal(number)
        case .parameter(let name):
            parameters.contains { $0.name == name.value && $0.type == .int } ? .wholeParameter(name.value) : .parameter(name.value)
        }
    }

    func destination(of action: ActionSpec, on page: PageSpec) -> Resolved.Destination {
        switch action.destination {
        case nil: .stay
        case .source?: .source
        case .screen(let name)? where index.trait(name.value) != nil:
            .trait(name.value, arrivals: index.arrivals(of: name.value, reaching: page.name.value).map { target($0) })
        case .screen(let name)?: .screen(target(name.value, screenArgs: action.screenArgs, parameters: action.params.map { parameter($0) } + screenParameters(of: page)))
        case .oneOf(let names)?: .oneOf(names.map { target($0.value) }, routeDefault: action.routeDefault?.value)
        }
    }

    func target(_ screen: String) -> Resolved.ScreenTarget {
        Resolved.ScreenTarget(name: screen, opensFromAnywhere: index.remembersOpener(screen))
    }

    /// A check resolved on `page` (for a trait's check asked about an adopting screen, that
    /// screen), declared by `owner`.
    mutating func resolveCheck(_ check: CheckSpec, on page: PageSpec, owner: Resolved.PageRef) -> Resolved.Check {
        let parameters = check.params.map { parameter($0) }
        var scope = memberScope(parameters, on: page)
        var forEach: Resolved.ForEach?
        if let spec = check.forEach, let (list, fields) = spec.list.soleReference,
           let listType = parameters.first(where: { $0.name == list })?.type {
            let path = index.types.follow(listType, fields: fields)
            if case .list(let item) = path.type {
                forEach = Resolved.ForEach(variable: spec.variable.value, list: list, path: fields, itemType: item)
                scope.append(Resolved.Parameter(name: spec.variable.value, type: item, isOptional: false, location: spec.variable.location))
            }
        }
        let wait = check.wait?.value ?? defaultWait
        let assertions = check.assertions.map { assertion(of: $0, on: page, parameters: scope, wait: wait) }
        var resolved = Resolved.Check(name: check.name, owner: owner, summary: check.summary, parameters: parameters,
                                      assertions: assertions, forEach: forEach, wait: wait)
        resolved.message = check.message.map { text($0, parameters: scope) }
        if let reveal = check.reveal {
            resolved.reveal = Resolved.Reveal(container: use(reveal.container, on: page, memberParams: scope),
                                              directions: (reveal.direction?.value ?? .vertical).swipes,
                                              maxSwipes: reveal.max?.value ?? PageDecoder.defaultMaxSwipes)
        }
        resolveTiming(of: check, into: &resolved)
        return resolved
    }

    private mutating func assertion(of assertion: Assertion, on page: PageSpec, parameters: [Resolved.Parameter], wait: String) -> Resolved.Assertion {
        func element(_ reference: ElementReference) -> Resolved.ElementUse { use(reference, on: page, memberParams: parameters) }
        func count(_ value: IntValue) -> Resolved.Assertion.Count { Self.count(value, parameters: parameters) }
        switch assertion {
        case .exists(let reference): return .exists(element(reference), wait: wait)
        case .notExists(let reference): return .notExists(element(reference), wait: wait)
        case .text(let attribute, let reference, let comparison, let template, let ignoring):
            return .text(attribute, element(reference), comparison, text(template, parameters: parameters), ignoring: ignoring)
        case .value(let reference, let expected): return .value(element(reference), Self.expected(expected, parameters: parameters))
        case .anyOf(let alternatives, _):
            return .anyOf(alternatives.map { self.assertion(of: $0, on: page, parameters: parameters, wait: wait) })
        case .count(let reference, let expected): return .count(element(reference), equals: count(expected))
        case .countAtLeast(let reference, let minimum): return .countAtLeast(element(reference), count(minimum))
        case .isEnabled(let reference, let expected): return .isEnabled(element(reference), expected: expected)
        case .isSelected(let reference, let expected): return .isSelected(element(reference), expected: expected)
        case .isHittable(let reference, let expected): return .isHittable(element(reference), expected: expected)
        }
    }

    mutating func resolveGetter(_ getter: GetterSpec, on page: PageSpec) -> Resolved.Getter {
        let parameters = getter.params.map { parameter($0) }
        return Resolved.Getter(name: getter.name, owner: Self.ref(page), summary: getter.summary,
                               parameters: parameters, reading: reading(getter.reading, on: page, parameters: memberScope(parameters, on: page)),
                               wait: getter.wait?.value, required: getter.required)
    }

    private mutating func reading(_ reading: Reading, on page: PageSpec, parameters: [Resolved.Parameter]) -> Resolved.Reading {
        func element(_ reference: ElementReference) -> Resolved.ElementUse { use(reference, on: page, memberParams: parameters) }
        switch reading {
        case .text(let attribute, let reference, let ignoring): return .text(attribute, element(reference), ignoring: ignoring)
        case .matches(let attribute, let reference, let comparison, let template, let ignoring):
            return .matches(attribute, element(reference), comparison, text(template, parameters: parameters), ignoring: ignoring)
        case .value(let reference, let kind): return .value(element(reference), kind)
        case .valueMatches(let reference, let expected): return .valueMatches(element(reference), Self.expected(expected, parameters: parameters))
        case .exists(let reference): return .exists(element(reference))
        case .count(let reference): return .count(element(reference))
        case .isEnabled(let reference): return .isEnabled(element(reference))
        case .isSelected(let reference): return .isSelected(element(reference))
        case .isHittable(let reference): return .isHittable(element(reference))
        case .index(let reference, let among): return .index(element(reference), among: element(among))
        }
    }
}

extension Resolver {
    /// What a step waits for: the step's `ready`, else its element's, else the default for its
    /// kind. Typing waits for an enabled field; every gesture (and clearing, which taps the field
    /// first) for a hittable one.
    /// `element`: the element the step uses, nil for one each adopter supplies.
    func readiness(of step: StepSpec, kind: Resolved.Step.Kind, element: Resolved.Element?) -> Readiness {
        if let ready = step.ready?.value { return ready }
        if let own = element?.readiness { return own }
        switch kind {
        case .typeText, .typeKey: return settings.defaults.typingReadiness
        default: return settings.defaults.gestureReadiness
        }
    }
}
