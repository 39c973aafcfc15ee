/// Walks a flow over the screens at generation time: each step must be an action of the screen
/// the flow has reached (its own or a trait's), with the right arguments, and leads on to the
/// action's destination. What comes out is the checked list of calls the generated method makes.
public struct ResolvedFlow: Sendable {
    /// Where the flow is, as the generated code needs to name its type.
    public indirect enum Place: Sendable, Equatable {
        case screen(String)
        /// A screen opened from anywhere, with the place that opened it.
        case opened(String, by: Place)
        /// The opener of the flow's own start screen (its `Source`), which the flow cannot see.
        case startSource

        public var screen: String? {
            switch self {
            case .screen(let name), .opened(let name, _): name
            case .startSource: nil
            }
        }
    }

    public enum Step: Sendable {
        /// `name(arguments…)`, then `.as<Choice>()` when the action has several destinations.
        case action(String, arguments: [(label: String, value: ArgumentValue, type: TypeReference)], choice: String?)
        case section(String)
        /// One condition asked on `screen`, then one list of steps; both lists end on `join`.
        case branch(ConditionSpec, screen: String, then: [Step], otherwise: [Step], join: Place)
        /// The steps once per item of the list parameter `list`, each time back on the screen
        /// they started on; `usesVariable` is false when no step reads the item.
        case loop(variable: Located<String>, list: String, itemType: TypeReference, steps: [Step], usesVariable: Bool)
    }

    /// A branch's condition, the screen it is asked on, and the names in scope there (the flow's
    /// parameters and the items of the loops around it): what validation checks it against.
    public struct AskedCondition: Sendable {
        public var condition: ConditionSpec
        public var screen: String
        public var scope: [ParamSpec]
    }

    public var spec: FlowSpec
    public var relativePath: String
    public var start: Place
    public var steps: [Step]
    public var end: Place
    public var conditions: [AskedCondition] = []
}

struct FlowWalker {
    let index: ProjectIndex
    var log = DiagnosticLog()

    /// What walking one flow keeps track of, through its branches and loops.
    struct Walk {
        let flow: FlowSpec
        /// The flow's parameters and the items of the loops around the step.
        var scope: [ParamSpec]
        var used = Set<String>()
        var previous = "the start"
        /// The actions taken on the screen the flow is on, since it arrived: what a `needs` asks.
        var takenHere: Set<String> = []
        var conditions: [ResolvedFlow.AskedCondition] = []
    }

    mutating func walk(_ flow: FlowSpec, in file: FlowFileSpec) -> ResolvedFlow? {
        guard let startScreen = index.screen(flow.start.value) else {
            if index.trait(flow.start.value) != nil {
                log.error("flow '\(flow.name.value)' starts on '\(flow.start.value)', which is a trait; a flow starts on a screen", at: flow.start.location)
            } else {
                log.error("unknown screen '\(flow.start.value)'\(Suggestions.hint(flow.start.value, in: index.screenNames, plural: "screens"))", at: flow.start.location)
            }
            return nil
        }
        let start: ResolvedFlow.Place = index.remembersOpener(startScreen.name.value) ? .opened(startScreen.name.value, by: .startSource) : .screen(startScreen.name.value)
        var state = Walk(flow: flow, scope: flow.params)
        guard let (steps, end) = walk(flow.steps, from: start, &state) else { return nil }
        for param in flow.params where !state.used.contains(param.name.value) {
            log.error("parameter '\(param.name.value)' of flow '\(flow.name.value)' is declared but never used", at: param.name.location)
        }
        if let once = flow.once, end != start {
            log.error("flow '\(flow.name.value)' runs once (\"once\": \"\(once.value.rawValue)\") and so must end on the screen it starts on, \(flow.start.value): a call that leaves it out stays there; it ends on \(end.screen ?? "the screen that opened \(flow.start.value)")",
                      at: once.location)
            return nil
        }
        return ResolvedFlow(spec: flow, relativePath: file.relativePath, start: start, steps: steps, end: end, conditions: state.conditions)
    }

    /// The steps from `start`, and where they end; nil after an error (reported).
    mutating func walk(_ specs: [FlowStep], from start: ResolvedFlow.Place, _ state: inout Walk) -> ([ResolvedFlow.Step], ResolvedFlow.Place)? {
        let flow = state.flow
        var place = start
        var steps: [ResolvedFlow.Step] = []
        for step in specs {
            guard let screenName = place.screen, let screen = index.screen(screenName) else {
                log.error("after returning to the screen that opened '\(flow.start.value)', flow '\(flow.name.value)' cannot tell which screen it is on; end the flow there",
                          at: step.location)
                return nil
            }
            switch step.kind {
            case .section(let section):
                guard index.screen(section.value)?.sectionOf?.value == screenName else {
                    let sections = index.project.screens.filter { $0.sectionOf?.value == screenName }.map(\.name.value)
                    log.error("screen '\(screenName)' has no section '\(section.value)'\(sections.isEmpty ? "" : "; its sections are \(sections.sorted().joined(separator: ", "))")\(Suggestions.didYouMean(section.value, in: sections))",
                              at: section.location)
                    return nil
                }
                steps.append(.section(section.value))
                state.takenHere = []
                place = .screen(section.value)
                state.previous = "section '\(section.value)'"
            case .branch(let branch):
                guard let (walked, join) = walkBranch(branch, on: screenName, from: place, &state) else { return nil }
                steps.append(walked)
                place = join
            case .loop(let loop):
                guard let walked = walkLoop(loop, on: screenName, from: place, &state) else { return nil }
                steps.append(walked)
            case .action(let name, let arguments, let choice):
                let actions = availableActions(on: screen)
                guard let action = actions.first(where: { $0.name.value == name.value }) else {
                    // One cause, one error: the screen's misspelt 'actions' key is reported already.
                    let lost = ([screen] + index.adoptedTraitsWithEntries(of: screen).map(\.trait))
                        .contains { $0.misspelledKeys.contains("actions") || $0.misspelledKeys.contains("traits") }
                    if lost { return nil }
                    let names = actions.map(\.name.value).sorted()
                    log.error("screen '\(screenName)' has no action '\(name.value)' (flow '\(flow.name.value)' is on \(screenName) after \(state.previous)); its actions are \(names.isEmpty ? "none" : names.joined(separator: ", "))\(Suggestions.didYouMean(name.value, in: names))",
                              at: name.location)
                    return nil
                }
                guard let resolvedArguments = bind(arguments, to: action, flow: flow, scope: state.scope, at: name, used: &state.used) else { return nil }
                let skipped = action.needs.compactMap { need -> String? in
                    guard case .action(let needed, _, _) = need.kind, !state.takenHere.contains(needed.value) else { return nil }
                    return needed.value
                }
                if !skipped.isEmpty {
                    log.warning(.needsNotTaken, "flow '\(flow.name.value)' takes '\(name.value)' without \(skipped.map { "'\($0)'" }.joined(separator: " and ")) first, which it needs on \(screenName)",
                                at: name.location)
                }
                state.takenHere.insert(name.value)
                if action.destination != nil { state.takenHere = [] }
                var chosen: String?
                switch action.destination {
                case nil:
                    break
                case .screen(let target)? where index.trait(target.value) != nil:
                    log.error("action '\(name.value)' returns to a screen adopting '\(target.value)', whichever the test came from; a flow cannot follow it: end the flow there", at: name.location)
                    return nil
                case .screen(let target)?:
                    place = arrive(at: target.value, from: place)
                case .source?:
                    guard case .opened(_, let opener) = place else { return nil }
                    place = opener
                case .oneOf(let targets)?:
                    let names = targets.map(\.value)
                    guard let choice else {
                        log.error("action '\(name.value)' can lead to \(names.joined(separator: " or ")); add \"as\": the one this flow expects", at: name.location)
                        return nil
                    }
                    guard names.contains(choice.value) else {
                        log.error("'\(choice.value)' is not a destination of '\(name.value)' (\(names.joined(separator: ", ")))\(Suggestions.didYouMean(choice.value, in: names))", at: choice.location)
                        return nil
                    }
                    chosen = choice.value
                    place = arrive(at: choice.value, from: place)
                }
                if let choice, chosen == nil {
                    log.warning(.ignoredKey, "'as' is for actions with several destinations; '\(name.value)' has one, so it is ignored", at: choice.location)
                }
                steps.append(.action(name.value, arguments: resolvedArguments, choice: chosen))
                state.previous = "'\(name.value)'"
            }
        }
        return (steps, place)
    }

    func arrive(at screen: String, from place: ResolvedFlow.Place) -> ResolvedFlow.Place {
        index.remembersOpener(screen) ? .opened(screen, by: place) : .screen(screen)
    }

    /// The screen's own actions and those of the traits it adopts.
    func availableActions(on screen: PageSpec) -> [ActionSpec] {
        screen.actions + index.adoptedTraits(of: screen).flatMap(\.actions)
    }

    /// Arguments for the action's parameters: from `args`, else from a flow parameter of the same name.
    private mutating func bind(_ arguments: [ArgumentSpec], to action: ActionSpec, flow: FlowSpec, scope: [ParamSpec], at name: Located<String>,
                               used: inout Set<String>) -> [(label: String, value: ArgumentValue, type: TypeReference)]? {
        var result: [(label: String, value: ArgumentValue, type: TypeReference)] = []
        var ok = true
        for argument in arguments where !action.params.contains(where: { $0.name.value == argument.name.value }) {
            let names = action.params.map(\.name.value)
            log.error("action '\(action.name.value)' has no parameter '\(argument.name.value)'\(names.isEmpty ? "; it takes no arguments" : Suggestions.didYouMean(argument.name.value, in: names))",
                      at: argument.name.location)
            ok = false
        }
        for param in action.params {
            if let argument = arguments.first(where: { $0.name.value == param.name.value }) {
                if case .parameter(let flowParam) = argument.value {
                    guard let declared = scope.first(where: { $0.name.value == flowParam.value }) else {
                        log.error("'$\(flowParam.value)' is used but flow '\(flow.name.value)' declares no parameter '\(flowParam.value)'\(Suggestions.didYouMean(flowParam.value, in: scope.map(\.name.value)))",
                                  at: flowParam.location)
                        ok = false
                        continue
                    }
                    used.insert(flowParam.value)
                    if let declaredType = index.types.resolve(declared.type.value), let paramType = index.types.resolve(param.type.value),
                       declaredType != paramType {
                        log.error("'$\(flowParam.value)' is a \(declared.type.value) but '\(param.name.value)' of '\(action.name.value)' is a \(param.type.value)", at: flowParam.location)
                        ok = false
                    }
                } else if case .template(let template) = argument.value {
                    // Its references are checked like any template's (Validator.checkFlows); here,
                    // that they are the flow's, and that a text goes where a String does.
                    for name in template.parameters where scope.contains(where: { $0.name.value == name }) { used.insert(name) }
                    // A sole `"$note.tags"` passes the field on in its own type, as a step's does.
                    if let (flowParam, fields) = template.soleReference, !fields.isEmpty {
                        if let declared = scope.first(where: { $0.name.value == flowParam }),
                           let declaredType = index.types.resolve(declared.type.value), let paramType = index.types.resolve(param.type.value) {
                            let path = index.types.follow(declaredType, fields: fields)
                            if path.missing == nil, !path.unknownType, path.consumed == fields.count, path.type != paramType {
                                log.error("'$\(([flowParam] + fields).joined(separator: "."))' is \(index.types.describe(path.type)) but '\(param.name.value)' of '\(action.name.value)' is \(index.types.describe(paramType))",
                                          at: template.location)
                                ok = false
                            }
                        }
                    } else if let type = index.types.resolve(param.type.value), type != .string {
                        log.error("argument '\(param.name.value)' of '\(action.name.value)' must be a \(param.type.value), found a text with parameters in it", at: argument.name.location)
                        ok = false
                    }
                } else if !matches(argument.value, param) {
                    log.error("argument '\(param.name.value)' of '\(action.name.value)' must be a \(param.type.value)", at: argument.name.location)
                    ok = false
                }
                result.append((param.name.value, argument.value, param.type.value))
            } else if let same = scope.first(where: { $0.name.value == param.name.value }) {
                used.insert(same.name.value)
                result.append((param.name.value, .parameter(same.name), param.type.value))
            } else if !param.mayBeOmitted {
                log.error("action '\(action.name.value)' needs an argument for '\(param.name.value)': add \"args\": { \"\(param.name.value)\": … } or a flow parameter '\(param.name.value)'",
                          at: name.location)
                ok = false
            }
        }
        return ok ? result : nil
    }

    private func matches(_ value: ArgumentValue, _ param: ParamSpec) -> Bool {
        if case .null = value { return param.optional }
        // A parameter of an unknown type is reported where it is declared.
        guard let type = index.types.resolve(param.type.value) else { return true }
        if case .success? = index.types.literal(value, as: type) { return true }
        return false
    }
}
