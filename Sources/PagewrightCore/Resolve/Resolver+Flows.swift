/// Flows: walked over the screens (`FlowWalker` checked each step), then each step bound to the
/// action it calls and the place it reaches.
extension Resolver {
    mutating func resolveFlowFiles() -> [Resolved.FlowFile] {
        var walker = FlowWalker(index: index)
        return index.project.flowFiles.map { file in
            Resolved.FlowFile(source: file.relativePath, location: file.location,
                              flows: file.flows.compactMap { walker.walk($0, in: file) }.map { resolveFlow($0) })
        }
    }

    /// An action's `passesThrough`, walked from its screen as a flow is (validation checked it).
    func resolvePassage(of action: ActionSpec, on page: PageSpec) -> Resolved.Passage? {
        guard let passage = action.passesThrough else { return nil }
        var walker = FlowWalker(index: index)
        let flow = FlowSpec(name: action.name, start: passage.screen, params: [], steps: passage.steps, summary: nil)
        guard let walked = walker.walk(flow, in: FlowFileSpec(relativePath: page.relativePath, location: passage.location, flows: [])) else { return nil }
        return Resolved.Passage(screen: passage.screen.value, steps: resolveFlow(walked).steps)
    }

    private func resolveFlow(_ walked: ResolvedFlow) -> Resolved.Flow {
        let start = Self.place(walked.start)
        var place = start
        var steps: [Resolved.FlowStep] = []
        for step in walked.steps {
            guard let screenName = place.screen, let screen = index.screen(screenName) else { break }
            switch step {
            case .section(let section):
                place = .screen(section)
                steps.append(Resolved.FlowStep(screen: screenName, kind: .section(section), arrival: section, place: place))
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
                let flowParameters = walked.spec.params.map { parameter($0) }
                let call = Resolved.ActionCall(
                    action: name, owner: Self.ref(owner), parameters: action.params.map { parameter($0) },
                    arguments: arguments.map {
                        Resolved.Argument(parameter: $0.label,
                                          value: value($0.value, type: index.types.resolve($0.type) ?? .string, parameters: flowParameters))
                    },
                    usesRequiredElements: usesRequiredElements(action, on: owner))
                steps.append(Resolved.FlowStep(screen: screenName, kind: .action(call, choice: choice),
                                               arrival: action.destination == nil ? nil : place.screen, place: place))
            }
        }
        return Resolved.Flow(name: walked.spec.name, summary: walked.spec.summary, start: walked.spec.start.value,
                             parameters: walked.spec.params.map { parameter($0) }, steps: steps, startPlace: start,
                             end: Self.place(walked.end))
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
