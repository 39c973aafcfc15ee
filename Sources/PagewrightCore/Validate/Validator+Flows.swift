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
                _ = walker.walk(flow, in: file)
                // Templates in a step's arguments read the flow's parameters.
                for step in flow.steps {
                    guard case .action(_, let arguments, _) = step.kind else { continue }
                    for case .template(let template) in arguments.map(\.value) {
                        // A sole field of a record parameter is passed on in its own type (a
                        // list too); the walker compares it with the action's parameter.
                        if let (name, fields) = template.soleReference, !fields.isEmpty,
                           let declared = flow.params.first(where: { $0.name.value == name }), let type = resolvedType(declared), case .record = type {
                            if let read = checkReadable(name: name, fields: fields, type: type, at: template.location, interpolated: false), !read.complete {
                                let prefix = "$" + ([name] + fields.prefix(types.follow(type, fields: fields).consumed)).joined(separator: ".")
                                log.error("'\(prefix)' is \(types.describe(read.type)), which has no fields", at: template.location)
                            }
                            continue
                        }
                        var used = Set<String>()
                        checkTemplate(template, in: flow.params, used: &used) { name in
                            "'$\(name)' is used but flow '\(flow.name.value)' declares no parameter '\(name)'"
                        }
                    }
                }
            }
        }
        log.append(contentsOf: walker.log)
    }
}
