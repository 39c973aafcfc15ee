/// Waiting times named on steps, actions, checks and getters; `ready` and `unique` on elements;
/// the verification levels; interruption screens; and `defaults` (issue 14).
extension Validator {
    mutating func checkDefaults() {
        if let wait = settings.defaults.wait { checkWaitName(wait) }
    }

    mutating func checkWaits(of page: PageSpec) {
        // By position, reading only the waits: `for action in` copied each whole spec, and the
        // steps' waits were gathered into an array of their own.
        for number in page.actions.indices {
            let steps = page.actions[number].steps
            // A single-step action's wait is its step's, written once.
            if let wait = page.actions[number].wait, !steps.contains(where: { $0.wait?.location == wait.location }) { checkWaitName(wait) }
            for step in steps.indices {
                if let wait = steps[step].wait { checkWaitName(wait) }
            }
        }
        for number in page.checks.indices {
            if let wait = page.checks[number].wait { checkWaitName(wait) }
        }
        for number in page.actions.indices {
            if let wait = page.actions[number].returns?.wait { checkWaitName(wait) }
        }
        for number in page.getters.indices {
            if let wait = page.getters[number].wait { checkWaitName(wait) }
        }
        for element in page.elements {
            checkUnique(element)
            checkApplicationElement(element)
        }
        if page.kind == .screen {
            checkLoaded(of: page)
            if let interruption = page.interruption { checkInterruption(interruption, of: page) }
        }
    }

    /// `unique` asks for exactly one match, which `all` and `index` contradict.
    private mutating func checkUnique(_ element: ElementSpec) {
        guard let unique = element.unique, unique.value else { return }
        if element.all {
            log.error("element '\(element.name.value)' is a collection ('all') and cannot also be 'unique'", at: unique.location)
        } else if element.index != nil || element.params.contains(where: { $0.match.contains { $0.value == .index } }) {
            log.error("element '\(element.name.value)' picks the n-th match ('index') and cannot also be 'unique', which demands exactly one", at: unique.location)
        }
    }

    /// An element of type `application` is the app the page's elements are found in, so nothing
    /// else can narrow it down.
    private mutating func checkApplicationElement(_ element: ElementSpec) {
        guard element.type.value == "application" else { return }
        var narrowing: [String] = []
        switch element.locator {
        case .identifier: narrowing.append("id")
        case .label, .localizedLabel: narrowing.append("label")
        case .predicate: narrowing.append("predicate")
        case .typeOnly: break
        }
        if element.container != nil { narrowing.append(element.containerKind == .every ? "inAny" : "in") }
        if element.index != nil { narrowing.append("index") }
        if !element.containing.isEmpty { narrowing.append("containing") }
        if !element.notContaining.isEmpty { narrowing.append("notContaining") }
        if element.direct { narrowing.append("direct") }
        if element.all { narrowing.append("all") }
        if element.unique?.value == true { narrowing.append("unique") }
        if !element.params.isEmpty { narrowing.append("params") }
        guard let first = narrowing.first else { return }
        log.error("element '\(element.name.value)' is of type 'application': it is the app itself (the screen's app, or the context it is asked of), so it takes no '\(first)'",
                  at: element.type.location)
    }

    /// The `loaded` elements must exist and need no arguments, like anchors.
    private mutating func checkLoaded(of page: PageSpec) {
        guard let verify = page.verify else { return }
        let visible = index.visibleElements(of: page, memo: memo)
        for name in verify.loaded {
            guard let element = visible[name.value] else {
                unknown("element", name, among: visible.keys, on: page)
                continue
            }
            if let spec = element.spec, let param = index.effectiveParams(of: element, spec, on: page, memo: memo).first(where: { !$0.optional }) {
                log.error("the 'loaded' element '\(name.value)' needs an argument for '\(param.name.value)'; verification checks elements without required parameters",
                          at: name.location)
            }
        }
    }

    /// The dismissing action must be the screen's (or an adopted trait's), take no arguments and
    /// act only on elements without required parameters: monitors and verification run it by
    /// themselves.
    private mutating func checkInterruption(_ interruption: InterruptionSpec, of page: PageSpec) {
        let name = interruption.dismiss
        let actions = page.actions + index.adoptedTraits(of: page, memo: memo).flatMap(\.actions)
        guard let action = actions.first(where: { $0.name.value == name.value }) else {
            unknown("action", name, among: actions.map(\.name.value), on: page)
            return
        }
        if action.needsArguments {
            log.error("the interruption's 'dismiss' action '\(name.value)' takes arguments; it must be one an interruption monitor can take by itself",
                      at: name.location)
            return
        }
        if action.steps.isEmpty {
            log.error("the interruption's 'dismiss' action '\(name.value)' has no steps, so nothing would dismiss the screen", at: name.location)
        }
        let visible = index.visibleElements(of: page, memo: memo)
        for step in action.steps {
            // A monitor takes plain steps on the screen's elements, at once.
            guard let reference = step.element, step.conditions.isEmpty, step.until == nil, step.offset == nil, step.reveal == nil else {
                log.error("the interruption's 'dismiss' action '\(name.value)' has a '\(step.verb)' step \(step.element == nil ? "without an element" : "with a condition, a point, a repetition or a reveal"); an interruption monitor takes plain steps on the screen's elements",
                          at: step.location)
                continue
            }
            guard let spec = visible[reference.name.value]?.spec else { continue }
            let given = Set(reference.arguments.map(\.name.value))
            if let param = index.effectiveParams(of: spec, on: page, memo: memo).first(where: { !$0.optional && !given.contains($0.name.value) }) {
                log.error("the interruption's 'dismiss' action '\(name.value)' uses '\(reference.name.value)', which needs an argument for '\(param.name.value)'",
                          at: name.location)
            }
            if case .parameter = reference.arguments.first?.value {
                log.error("the interruption's 'dismiss' action '\(name.value)' passes a parameter; it must be one an interruption monitor can take by itself",
                          at: name.location)
            }
        }
    }
}
