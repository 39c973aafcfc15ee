/// An action's examples as calls the tour can write: each parameter's value from the example,
/// else the parameter's own example (parameters that may be left out are), and the actions of the
/// same screen taken first (the example's `before`, else the action's `needs`), with values found
/// the same way.
enum ExampleCalls {
    struct Example {
        var call: Resolved.ActionCall
        var destination: String?
        var before: [Resolved.ActionCall]
        var endsWalk: Bool
    }

    enum Candidate {
        case success(Example)
        /// Why this example (or, without one, the action) cannot be taken.
        case failure(String)
    }

    /// One candidate per example; an action without examples has one, from its parameters' own.
    static func examples(of action: Resolved.Action, on screen: Resolved.Screen, model: Resolved.Project) -> [Candidate] {
        let written: [Resolved.Example?] = action.examples.isEmpty ? [nil] : action.examples
        let here = written.filter { $0 == nil || $0!.from.isEmpty || $0!.from.contains(screen.name) }
        guard !here.isEmpty else {
            let screens = Array(Set(action.examples.flatMap(\.from))).sorted()
            return [.failure("the examples of '\(action.name.value)' hold on \(screens.joined(separator: ", ")) only (\"from\")")]
        }
        return here.map { example in
            guard let call = call(action, given: example?.arguments ?? []) else {
                let missing = action.parameters.first { parameter in
                    !parameter.mayBeOmitted && parameter.example == nil && !(example?.arguments.contains { $0.parameter == parameter.name } ?? false)
                }
                return .failure("no value for '\(missing?.name ?? "?")' of '\(action.name.value)': give the parameter an \"example\", or the action one")
            }
            // What the example takes first, else what the action needs: never the action alone.
            let first = example?.before.isEmpty == false ? example!.before : action.needs
            if example?.before.isEmpty != false, !action.hasWayIn {
                let names = action.needs.map { "'\($0.action)'" }.joined(separator: ", ")
                return .failure("'\(action.name.value)' needs \(names) first, and its \"needs\" do not give every value they take (give them there, or \"before\" in an example)")
            }
            var before: [Resolved.ActionCall] = []
            for step in first {
                guard let target = availableActions(on: screen, model: model).first(where: { $0.name.value == step.action }),
                      let first = Self.call(target, given: step.arguments + (target.examples.first?.arguments ?? [])) else {
                    return .failure("'\(step.action)', taken before '\(action.name.value)', has no value for a parameter")
                }
                before.append(first)
            }
            return .success(Example(call: call, destination: example?.destination, before: before, endsWalk: example?.endsWalk ?? false))
        }
    }

    /// The call with `given` values (the first given for a parameter wins), else the parameters'
    /// examples; nil when a parameter that cannot be left out has neither.
    static func call(_ action: Resolved.Action, given: [Resolved.Argument]) -> Resolved.ActionCall? {
        var arguments: [Resolved.Argument] = []
        for parameter in action.parameters {
            if let value = given.first(where: { $0.parameter == parameter.name }) {
                arguments.append(Resolved.Argument(parameter: parameter.name, value: value.value))
            } else if let example = parameter.example {
                arguments.append(Resolved.Argument(parameter: parameter.name, value: .literal(example)))
            } else if !parameter.mayBeOmitted {
                return nil
            }
        }
        return Resolved.ActionCall(action: action.name.value, owner: action.owner, parameters: action.parameters,
                                   arguments: arguments, usesRequiredElements: action.usesRequiredElements)
    }

    /// The screen's own actions, then those of the traits it adopts and the traits they include.
    static func availableActions(on screen: Resolved.Screen, model: Resolved.Project) -> [Resolved.Action] {
        var seen: Set<String> = []
        var result = screen.page.actions
        var stack = Array(screen.traits.reversed())
        while let name = stack.popLast() {
            guard seen.insert(name).inserted, let trait = model.trait(name) else { continue }
            result += trait.page.actions
            stack += trait.includes.reversed()
        }
        return result
    }
}
