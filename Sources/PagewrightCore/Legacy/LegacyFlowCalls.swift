/// A checked flow as the steps the plain and Screenplay styles write for it: which screen each
/// step happens on, the action (and the page, screen or trait, that defines it) with its
/// argument expressions, and the screen the step arrives on, if it leaves.
struct LegacyFlowCall {
    enum Kind {
        case action(ActionSpec, owner: PageSpec, arguments: [String: String])
        case section
    }

    /// The screen the step happens on.
    var screen: String
    var kind: Kind
    /// The screen the step arrives on; nil when it stays, or returns to an opener the flow cannot see.
    var arrival: String?

    static func calls(of flow: ResolvedFlow, context: LegacyEmitContext) -> [LegacyFlowCall] {
        var place = flow.start
        var calls: [LegacyFlowCall] = []
        for step in flow.steps {
            guard let screenName = place.screen, let screen = context.index.screen(screenName) else { break }
            switch step {
            case .section(let section):
                calls.append(LegacyFlowCall(screen: screenName, kind: .section, arrival: section))
                place = .screen(section)
            case .action(let actionName, let arguments, let choice):
                let pages = [screen] + context.index.adoptedTraits(of: screen)
                guard let owner = pages.first(where: { $0.action(named: actionName) != nil }),
                      let action = owner.action(named: actionName) else { break }
                var values: [String: String] = [:]
                for argument in arguments { values[argument.label] = context.argumentExpression(argument.value, type: argument.type) }
                if let choice {
                    place = context.arrive(at: choice, from: place)
                } else if case .screen(let target)? = action.destination {
                    place = context.arrive(at: target.value, from: place)
                } else if case .source? = action.destination, case .opened(_, let opener) = place {
                    place = opener
                }
                let arrival = action.destination == nil ? nil : place.screen
                calls.append(LegacyFlowCall(screen: screenName, kind: .action(action, owner: owner, arguments: values), arrival: arrival))
            }
        }
        return calls
    }

    /// `openProfileTab → goToLogin (as Login) → section SearchHistory`, for documentation.
    static func outline(of flow: ResolvedFlow) -> String {
        let steps = flow.steps.map { step -> String in
            switch step {
            case .action(let action, _, let choice): choice.map { "\(action) (as \($0))" } ?? action
            case .section(let section): "section \(section)"
            }
        }
        return steps.isEmpty ? "no steps" : steps.joined(separator: " → ")
    }
}
