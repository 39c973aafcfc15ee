/// Examples for the generated tour: a parameter's `example` and an action's `example` (its
/// `args`, the destination `to`, the actions `before` it, `endsWalk`). Each value is a literal of
/// its parameter's type, taken as written; every example must be one the tour can take.
extension Validator {
    mutating func checkExamples(of action: ActionSpec, on page: PageSpec) {
        for param in action.params {
            guard let node = param.example, let type = resolvedType(param) else { continue }
            checkExampleValue(node, of: param, type: type, what: "the example of '\(param.name.value)'")
        }
        // Written only for an action with examples.
        if action.examples.isEmpty { return }
        let owner = "action '\(action.name.value)'"
        for example in action.examples { checkExample(example, of: action, owner: owner, on: page) }
    }

    private mutating func checkExample(_ example: ExampleSpec, of action: ActionSpec, owner: String, on page: PageSpec) {
        let given = checkExampleArguments(example.arguments, of: action)
        for param in action.params where !given.contains(param.name.value) && param.example == nil && !param.mayBeOmitted {
            log.error("this example of \(owner) gives no value for '\(param.name.value)': add \"args\": { \"\(param.name.value)\": … } or an \"example\" on the parameter",
                      at: example.location)
        }
        checkExampleDestination(example.destination, of: action, owner: owner, at: example.location)
        // `from` names screens that have the action: the screen itself, or adopters of the trait.
        let having = page.kind == .screen ? [page.name.value]
            : index.project.screens.filter { screen in index.adoptedTraits(of: screen, memo: memo).contains { $0.name.value == page.name.value } }.map(\.name.value)
        for screen in example.from where !having.contains(screen.value) {
            log.error("'\(screen.value)' does not have \(owner); an example's 'from' names screens that do (\(having.sorted().joined(separator: ", ")))\(Suggestions.didYouMean(screen.value, in: having))",
                      at: screen.location)
        }
        let available = ([page] + index.adoptedTraits(of: page, memo: memo)).flatMap(\.actions)
        for step in example.before {
            guard let target = available.first(where: { $0.name.value == step.action.value }) else {
                unknown("action", step.action, among: available.map(\.name.value), on: page)
                continue
            }
            if target.name.value == action.name.value {
                log.error("an example's 'before' lists the actions taken first; '\(action.name.value)' itself comes after them", at: step.action.location)
                continue
            }
            if target.destination != nil {
                log.error("'before' takes actions that stay on the screen, and '\(target.name.value)' leads elsewhere (it has 'to')", at: step.action.location)
                continue
            }
            let passed = checkExampleArguments(step.arguments, of: target)
            let fromExample = Set(target.examples.first?.arguments.map(\.name.value) ?? [])
            for param in target.params where !passed.contains(param.name.value) && !fromExample.contains(param.name.value)
                && param.example == nil && !param.mayBeOmitted {
                log.error("action '\(target.name.value)' needs a value for '\(param.name.value)' before \(owner): add \"args\": { \"\(param.name.value)\": … } to this step or an \"example\" on the parameter",
                          at: step.action.location)
            }
        }
    }

    /// Checks each argument names a parameter and is a literal of its type; returns the names given.
    private mutating func checkExampleArguments(_ arguments: [ExampleArgument], of action: ActionSpec) -> Set<String> {
        var given = Set<String>()
        for argument in arguments {
            guard let param = action.params.first(where: { $0.name.value == argument.name.value }) else {
                let names = action.params.map(\.name.value)
                let known = names.isEmpty ? "; it takes no arguments" : Suggestions.didYouMean(argument.name.value, in: names)
                log.error("action '\(action.name.value)' has no parameter '\(argument.name.value)'\(known)", at: argument.name.location)
                continue
            }
            given.insert(param.name.value)
            guard let type = resolvedType(param) else { continue }
            checkExampleValue(argument.value, of: param, type: type, what: "the value of '\(param.name.value)'")
        }
        return given
    }

    private mutating func checkExampleValue(_ node: JSONNode, of param: ParamSpec, type: Resolved.ValueType, what: String) {
        if case .null = node.value {
            if !param.optional {
                log.error("\(what) cannot be null: '\(param.name.value)' is not optional", at: node.location)
            }
            return
        }
        if case .failure(let mismatch) = types.literal(node, as: type) {
            let hint = mismatch.suggestion.map { "; did you mean '\($0)'?" } ?? ""
            log.error("\(what) must be \(types.describe(type)), found \(mismatch.found)\(hint)", at: node.location)
        }
    }

    private mutating func checkExampleDestination(_ destination: Located<String>?, of action: ActionSpec, owner: String, at location: SourceLocation) {
        switch action.destination {
        case nil:
            if let destination {
                log.error("\(owner) stays on its screen; an example's 'to' names where an action with several destinations leads", at: destination.location)
            }
        case .screen(let target)?:
            if let destination, destination.value != target.value {
                log.error("\(owner) leads to '\(target.value)'; an example's 'to' picks one of several destinations", at: destination.location)
            }
        case .source?:
            if let destination {
                log.error("\(owner) returns to the screen that opened it, which the tour knows; leave 'to' out", at: destination.location)
            }
        case .oneOf(let targets)?:
            let names = targets.map(\.value)
            guard let destination else {
                log.error("\(owner) can lead to \(names.joined(separator: " or ")); say which this example leads to with \"to\"", at: location)
                return
            }
            if !names.contains(destination.value) {
                log.error("'\(destination.value)' is not a destination of '\(action.name.value)' (\(names.joined(separator: ", ")))\(Suggestions.didYouMean(destination.value, in: names))",
                          at: destination.location)
            }
        }
    }
}
