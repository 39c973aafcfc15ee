/// Actions, checks and getters: each step's element and arguments, each assertion's and
/// reading's element, and where each action leads.
extension Resolver {
    mutating func resolveAction(_ action: ActionSpec, on page: PageSpec) -> Resolved.Action {
        let parameters = action.params.map(Self.parameter)
        var required: Set<Resolved.ElementUse> = []
        let steps = resolveSteps(action.steps, on: page, params: action.params, required: &required)
        let destination = destination(of: action)
        let waitsUntilGone: Bool
        if case .stay = destination {
            waitsUntilGone = false
        } else if case .source = destination {
            waitsUntilGone = true
        } else {
            waitsUntilGone = action.steps.isEmpty && !action.isCustom  // the app moves on by itself
        }
        var resolved = Resolved.Action(name: action.name, owner: Self.ref(page), summary: action.summary, parameters: parameters,
                                       steps: steps, destination: destination, waitsUntilGone: waitsUntilGone,
                                       usesRequiredElements: usesRequiredElements(action, on: page))
        resolved.isCustom = action.isCustom
        return resolved
    }

    func stepKind(_ kind: StepSpec.Kind, parameters: [Resolved.Parameter]) -> Resolved.Step.Kind {
        switch kind {
        case .tap: .tap
        case .doubleTap: .doubleTap
        case .press(let duration): .press(duration: Self.number(duration))
        case .typeText(let template): .typeText(Self.text(template, parameters: parameters))
        case .clearText: .clearText
        case .swipe(let direction): .swipe(direction.value)
        case .adjustSlider(let position): .adjustSlider(Self.number(position))
        case .adjustPicker(let template): .adjustPicker(Self.text(template, parameters: parameters))
        case .waitFor(let wait, let absent): .waitFor(wait: wait?.value ?? Settings.defaultWaitName, absent: absent)
        case .typeKey(let key): .typeKey(key.value)
        // Resolved by `resolveSteps`, which knows the page and the scope.
        case .perform, .forEach: .typeKey("")
        }
    }

    static func number(_ value: NumberValue) -> Resolved.Number {
        switch value {
        case .literal(let number): .literal(number)
        case .parameter(let name): .parameter(name.value)
        }
    }

    func destination(of action: ActionSpec) -> Resolved.Destination {
        switch action.destination {
        case nil: .stay
        case .source?: .source
        case .screen(let name)?: .screen(target(name.value))
        case .oneOf(let names)?: .oneOf(names.map { target($0.value) }, routeDefault: action.routeDefault?.value)
        }
    }

    func target(_ screen: String) -> Resolved.ScreenTarget {
        Resolved.ScreenTarget(name: screen, opensFromAnywhere: index.screen(screen)?.opensFromAnywhere != nil)
    }

    /// A check resolved on `page` (for a trait's check asked about an adopting screen, that
    /// screen), declared by `owner`.
    mutating func resolveCheck(_ check: CheckSpec, on page: PageSpec, owner: Resolved.PageRef) -> Resolved.Check {
        let parameters = check.params.map(Self.parameter)
        func element(_ reference: ElementReference) -> Resolved.ElementUse { use(reference, on: page, memberParams: check.params) }
        let assertion: Resolved.Assertion
        switch check.assertion {
        case .exists(let reference): assertion = .exists(element(reference), wait: Settings.defaultWaitName)
        case .notExists(let reference): assertion = .notExists(element(reference), wait: Settings.defaultWaitName)
        case .text(let attribute, let reference, let comparison, let template):
            assertion = .text(attribute, element(reference), comparison, Self.text(template, parameters: parameters))
        case .count(let reference, let expected):
            switch expected {
            case .literal(let number): assertion = .count(element(reference), equals: .literal(number))
            case .parameter(let name): assertion = .count(element(reference), equals: .parameter(name.value))
            }
        case .isEnabled(let reference, let expected): assertion = .isEnabled(element(reference), expected: expected)
        case .isSelected(let reference, let expected): assertion = .isSelected(element(reference), expected: expected)
        }
        return Resolved.Check(name: check.name, owner: owner, summary: check.summary, parameters: parameters, assertion: assertion)
    }

    mutating func resolveGetter(_ getter: GetterSpec, on page: PageSpec) -> Resolved.Getter {
        func element(_ reference: ElementReference) -> Resolved.ElementUse { use(reference, on: page, memberParams: getter.params) }
        let reading: Resolved.Reading
        switch getter.reading {
        case .text(let attribute, let reference): reading = .text(attribute, element(reference))
        case .exists(let reference): reading = .exists(element(reference))
        case .count(let reference): reading = .count(element(reference))
        case .isEnabled(let reference): reading = .isEnabled(element(reference))
        case .isSelected(let reference): reading = .isSelected(element(reference))
        }
        return Resolved.Getter(name: getter.name, owner: Self.ref(page), summary: getter.summary,
                               parameters: getter.params.map(Self.parameter), reading: reading)
    }
}
