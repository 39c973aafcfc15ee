/// A flow's branch and loop, walked as its other steps are: each list of steps from the screen
/// the flow has reached, with the checks that let the generated code name the type where the
/// flow goes on (the lists of a branch end on one screen; a loop's journey comes back).
extension FlowWalker {
    mutating func walkBranch(_ branch: FlowBranchSpec, on screen: String, from place: ResolvedFlow.Place,
                             _ state: inout Walk) -> (ResolvedFlow.Step, ResolvedFlow.Place)? {
        let flow = state.flow
        state.conditions.append(ResolvedFlow.AskedCondition(condition: branch.condition, screen: screen, scope: state.scope))
        markUsed(by: branch.condition, on: screen, &state)
        let before = state
        guard let (then, thenEnd) = walk(branch.then, from: place, &state) else { return nil }
        let afterThen = state
        state.previous = before.previous
        state.takenHere = before.takenHere
        guard let (otherwise, elseEnd) = walk(branch.otherwise, from: place, &state) else { return nil }
        func describe(_ end: ResolvedFlow.Place) -> String { end.screen ?? "the screen that opened \(flow.start.value)" }
        if let endsOn = branch.endsOn {
            guard index.screen(endsOn.value) != nil else {
                log.error("unknown screen '\(endsOn.value)'\(Suggestions.hint(endsOn.value, in: index.screenNames, plural: "screens"))", at: endsOn.location)
                return nil
            }
            for (key, end) in [("then", thenEnd), ("else", elseEnd)] where end.screen != endsOn.value {
                let how = key == "else" && branch.otherwise.isEmpty ? "'else' is left out, so the flow stays on \(describe(end))" : "'\(key)' ends on \(describe(end))"
                log.error("the branch says it ends on \(endsOn.value) (\"endsOn\"), but \(how)", at: endsOn.location)
                return nil
            }
        }
        guard thenEnd == elseEnd else {
            let elseSide = branch.otherwise.isEmpty ? "without 'else' the flow stays on \(describe(elseEnd))" : "'else' ends on \(describe(elseEnd))"
            let detail = thenEnd.screen == elseEnd.screen
                ? "both end on \(describe(thenEnd)), opened from different screens, so where it returns differs"
                : "'then' ends on \(describe(thenEnd)) and \(elseSide)"
            log.error("the lists of a branch of flow '\(flow.name.value)' must end on one screen, where the flow goes on: \(detail)", at: branch.location)
            return nil
        }
        state.previous = "the branch"
        // What a later `needs` may count on: only what both ways took, on the screen they share.
        state.takenHere = afterThen.takenHere.intersection(state.takenHere)
        return (.branch(branch.condition, screen: screen, then: then, otherwise: otherwise, join: thenEnd), thenEnd)
    }

    mutating func walkLoop(_ loop: FlowLoopSpec, on screen: String, from place: ResolvedFlow.Place, _ state: inout Walk) -> ResolvedFlow.Step? {
        let flow = state.flow
        guard let list = state.scope.first(where: { $0.name.value == loop.list.value }) else {
            log.error("'$\(loop.list.value)' is used but flow '\(flow.name.value)' declares no parameter '\(loop.list.value)'\(Suggestions.didYouMean(loop.list.value, in: state.scope.map(\.name.value)))",
                      at: loop.list.location)
            return nil
        }
        guard case .list(let itemType) = list.type.value else {
            log.error("a flow's 'forEach' goes over a list parameter, and '\(loop.list.value)' is a \(list.type.value)", at: loop.list.location)
            return nil
        }
        if state.scope.contains(where: { $0.name.value == loop.variable.value }) {
            log.error("the loop's name '\(loop.variable.value)' is already a parameter of flow '\(flow.name.value)'; give the item another name", at: loop.variable.location)
            return nil
        }
        state.used.insert(list.name.value)
        let outer = state
        state.scope.append(ParamSpec(name: loop.variable, type: Located(itemType, at: loop.variable.location), optional: false, match: []))
        guard let (steps, end) = walk(loop.steps, from: place, &state) else { return nil }
        guard end == place else {
            log.error("the journey of 'forEach' over '$\(loop.list.value)' starts on \(place.screen ?? "?") and ends on \(end.screen ?? "the screen that opened \(flow.start.value)"); a loop's steps come back to the screen they started on, where the next item starts",
                      at: loop.location)
            return nil
        }
        let usesVariable = state.used.contains(loop.variable.value)
        state.used.remove(loop.variable.value)
        state.scope = outer.scope
        // The loop may run no time: what was taken before it is all a later `needs` may count on.
        state.takenHere = outer.takenHere
        state.previous = "the loop over '$\(loop.list.value)'"
        return .loop(variable: loop.variable, list: loop.list.value, itemType: itemType, steps: steps, usesVariable: usesVariable)
    }

    /// The names a condition reads: what its arguments name, its text's parameters, and the
    /// parameters of its element that a name in scope passes on. (Validation checks each.)
    private func markUsed(by condition: ConditionSpec, on screen: String, _ state: inout Walk) {
        var names = Set<String>()
        for argument in condition.element.arguments {
            switch argument.value {
            case .parameter(let name): names.insert(name.value)
            case .template(let template): names.formUnion(template.parameters)
            default: break
            }
        }
        if case .text(_, _, let template) = condition.test { names.formUnion(template.parameters) }
        if let page = index.screen(screen) {
            let element = ([page] + index.adoptedTraits(of: page)).lazy.compactMap { $0.elements.first { $0.name.value == condition.element.name.value } }.first
            for param in element?.params ?? [] where !condition.element.arguments.contains(where: { $0.name.value == param.name.value }) {
                names.insert(param.name.value)
            }
        }
        for name in names where state.scope.contains(where: { $0.name.value == name }) { state.used.insert(name) }
    }
}
