/// Flows: walked over the screens (`FlowWalker` checked each step), then each step bound to the
/// action it calls and the place it reaches.
extension Resolver {
    mutating func resolveFlowFiles() -> [Resolved.FlowFile] {
        var walker = FlowWalker(index: index)
        var files: [Resolved.FlowFile] = []
        for file in index.project.flowFiles {
            var flows: [Resolved.Flow] = []
            for flow in file.flows { if let walked = walker.walk(flow, in: file) { flows.append(resolveFlow(walked)) } }
            files.append(Resolved.FlowFile(source: file.relativePath, location: file.location, flows: flows))
        }
        return files
    }

    /// An action's `passesThrough`, walked from its screen as a flow is (validation checked it).
    mutating func resolvePassage(of action: ActionSpec, on page: PageSpec) -> Resolved.Passage? {
        guard let passage = action.passesThrough else { return nil }
        var walker = FlowWalker(index: index)
        let flow = FlowSpec(name: action.name, start: passage.screen, params: [], steps: passage.steps, summary: nil)
        guard let walked = walker.walk(flow, in: FlowFileSpec(relativePath: page.relativePath, location: passage.location, flows: [])) else { return nil }
        return Resolved.Passage(screen: passage.screen.value, steps: resolveFlow(walked).steps)
    }

    private mutating func resolveFlow(_ walked: ResolvedFlow) -> Resolved.Flow {
        let start = Self.place(walked.start)
        let parameters = walked.spec.params.map { parameter($0) }
        var flow = Resolved.Flow(name: walked.spec.name, summary: walked.spec.summary, start: walked.spec.start.value,
                                 parameters: parameters, steps: resolveFlowSteps(walked.steps, from: start, scope: parameters).steps,
                                 startPlace: start, end: Self.place(walked.end))
        flow.once = walked.spec.once?.value
        return flow
    }

    /// The walked steps from `start`, each bound to what it calls, and where they end.
    private mutating func resolveFlowSteps(_ walkedSteps: [ResolvedFlow.Step], from start: Resolved.Place,
                                           scope: [Resolved.Parameter]) -> (steps: [Resolved.FlowStep], end: Resolved.Place) {
        var place = start
        var steps: [Resolved.FlowStep] = []
        for step in walkedSteps {
            guard let screenName = place.screen, let screen = index.screen(screenName) else { break }
            switch step {
            case .section(let section):
                place = .screen(section)
                steps.append(Resolved.FlowStep(screen: screenName, kind: .section(section), arrival: section, place: place))
            case .branch(let condition, _, let then, let otherwise, let join):
                let asked = resolveCondition(condition, on: screen, parameters: scope, waits: true)
                let branch = Resolved.FlowBranch(condition: asked, then: resolveFlowSteps(then, from: place, scope: scope).steps,
                                                 otherwise: resolveFlowSteps(otherwise, from: place, scope: scope).steps, join: Self.place(join))
                place = Self.place(join)
                steps.append(Resolved.FlowStep(screen: screenName, kind: .branch(branch), arrival: nil, place: place))
            case .loop(let variable, let list, let itemType, let inner, let usesVariable):
                let item = Resolved.Parameter(name: variable.value, type: index.types.resolve(itemType) ?? .string, isOptional: false,
                                              location: variable.location)
                let loop = Resolved.FlowLoop(variable: item, list: list,
                                             steps: resolveFlowSteps(inner, from: place, scope: scope + [item]).steps, usesVariable: usesVariable)
                steps.append(Resolved.FlowStep(screen: screenName, kind: .loop(loop), arrival: nil, place: place))
            case .action(let name, let arguments, let choice):
                guard let owner = ([screen] + index.adoptedTraits(of: screen, memo: memo)).first(where: { $0.action(named: name) != nil }),
                      let action = owner.action(named: name) else { break }
                if let choice {
                    place = arrive(at: choice, from: place)
                } else if case .screen(let target)? = action.destination {
                    place = arrive(at: target.value, from: place)
                } else if case .source? = action.destination, case .opened(_, let opener) = place {
                    place = opener
                }
                let call = Resolved.ActionCall(
                    action: name, owner: Self.ref(owner), parameters: action.params.map { parameter($0) },
                    arguments: arguments.map {
                        Resolved.Argument(parameter: $0.label,
                                          value: value($0.value, type: index.types.resolve($0.type) ?? .string, parameters: scope))
                    },
                    usesRequiredElements: usesRequiredElements(action, on: owner))
                steps.append(Resolved.FlowStep(screen: screenName, kind: .action(call, choice: choice),
                                               arrival: action.destination == nil ? nil : place.screen, place: place))
            }
        }
        return (steps, place)
    }

    /// Where a move to `screen` arrives: a screen opened from anywhere remembers its opener.
    func arrive(at screen: String, from place: Resolved.Place) -> Resolved.Place {
        index.remembersOpener(screen) ? .opened(screen, by: place) : .screen(screen)
    }

    static func place(_ place: ResolvedFlow.Place) -> Resolved.Place {
        switch place {
        case .screen(let name): .screen(name)
        case .opened(let name, let opener): .opened(name, by: Self.place(opener))
        case .startSource: .startSource
        }
    }
}
