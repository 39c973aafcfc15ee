/// Flows: each walks over the screens (see `FlowWalker`); names are valid and clash with no member.
extension Validator {
    /// Every flow walks; flow names are valid, unique per start screen, and clash with no member.
    mutating func checkFlows() {
        var walker = FlowWalker(index: index)
        var seen: [String: Set<String>] = [:]
        for file in index.project.flowFiles {
            for flow in file.flows {
                checkIdentifier(flow.name, what: "flow")
                for param in flow.params { checkIdentifier(param.name, what: "parameter") }
                checkParamTypes(flow.params, owner: "flow '\(flow.name.value)'")
                if let screen = index.screen(flow.start.value) {
                    let members = Set(screen.elements.map(\.name.value) + walker.availableActions(on: screen).map(\.name.value)
                        + screen.checks.map(\.name.value) + screen.getters.map(\.name.value)
                        + index.adoptedTraits(of: screen, memo: memo).flatMap { $0.elements.map(\.name.value) + $0.checks.map(\.name.value) + $0.getters.map(\.name.value) })
                    if members.contains(flow.name.value) {
                        log.error("flow '\(flow.name.value)' has the name of a member of screen '\(screen.name.value)'; it becomes a method of that screen's page object", at: flow.name.location)
                    }
                    if !seen[screen.name.value, default: []].insert(flow.name.value).inserted {
                        log.error("screen '\(screen.name.value)' already has a flow named '\(flow.name.value)'", at: flow.name.location)
                    }
                }
                if let walked = walker.walk(flow, in: file) {
                    // A branch's condition, about an element of the screen it is asked on.
                    for asked in walked.conditions {
                        guard let page = index.screen(asked.screen) else { continue }
                        var used = Set<String>()
                        checkCondition(asked.condition, on: page, params: asked.scope, used: &used, waits: true)
                    }
                }
                // Templates in a step's arguments read the flow's parameters (and, in a loop, its item).
                for (step, params) in Self.actionSteps(flow.steps, scope: flow.params) {
                    guard case .action(_, let arguments, _) = step.kind else { continue }
                    for case .template(let template) in arguments.map(\.value) {
                        // A sole field of a record parameter is passed on in its own type (a
                        // list too); the walker compares it with the action's parameter.
                        if let (name, fields) = template.soleReference, !fields.isEmpty,
                           let declared = params.first(where: { $0.name.value == name }), let type = resolvedType(declared), case .record = type {
                            if let read = checkReadable(name: name, fields: fields, type: type, at: template.location, interpolated: false), !read.complete {
                                let prefix = "$" + ([name] + fields.prefix(types.follow(type, fields: fields).consumed)).joined(separator: ".")
                                log.error("'\(prefix)' is \(types.describe(read.type)), which has no fields", at: template.location)
                            }
                            continue
                        }
                        var used = Set<String>()
                        checkTemplate(template, in: params, used: &used) { name in
                            "'$\(name)' is used but flow '\(flow.name.value)' declares no parameter '\(name)'"
                        }
                    }
                }
            }
        }
        log.append(contentsOf: walker.log)
    }

    /// The flow's action steps, also those in its branches and loops, each with the names in
    /// scope where it is (a loop's item besides the flow's parameters).
    static func actionSteps(_ steps: [FlowStep], scope: [ParamSpec]) -> [(FlowStep, [ParamSpec])] {
        steps.flatMap { step -> [(FlowStep, [ParamSpec])] in
            switch step.kind {
            case .action, .section:
                return [(step, scope)]
            case .branch(let branch):
                return actionSteps(branch.then, scope: scope) + actionSteps(branch.otherwise, scope: scope)
            case .loop(let loop):
                guard let list = scope.first(where: { $0.name.value == loop.list.value }), case .list(let item) = list.type.value else { return [] }
                let variable = ParamSpec(name: loop.variable, type: Located(item, at: loop.variable.location), optional: false, match: [])
                return actionSteps(loop.steps, scope: scope + [variable])
            }
        }
    }
}
