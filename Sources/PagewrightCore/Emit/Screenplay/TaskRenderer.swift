/// Writes the Task of one spec action: a value the test hands to an actor (the runtime's
/// `PagewrightScreenplayTask`, named for the report), made by a function named like a type or a
/// sentence-like factory — `LogIn()` without parameters, `RemoveSavedVacancy.inPosition(3)` when
/// the first parameter is a position (`atIndex(_:)` for an index), `EnterLogin.with("ada")`
/// otherwise, `WaitView.on(.main)` for a trait's action that needs an element each adopting
/// screen supplies. Performing it performs the action and, where it leads to a screen, waits for
/// that screen (verification on arrival), failing at the test's line.
struct TaskRenderer {
    let action: Resolved.Action
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }
    private var typeName: String { names.taskType(action.name.value, of: action.owner.name) }

    func print(into printer: inout SwiftPrinter) {
        let onAdopter = action.usesRequiredElements
        printer.documentation(action.summary)
        // No type per Task (a declaration per type costs the type checker more): a function named
        // like one, `Save()`, or a caseless enum holding the sentence-like factory. Either returns
        // the runtime's Task, named for the report.
        guard !action.parameters.isEmpty || onAdopter else {
            return printer.line("@MainActor \(context.access)func \(typeName)(file: StaticString = #filePath, line: UInt = #line) -> \(RuntimeAPI.screenplayTask) { \(task(adopter: nil)) }")
        }
        printer.line("@MainActor \(context.access)enum \(typeName) {")
        printer.indented { printFactory(onAdopter: onAdopter, into: &$0) }
        printer.line("}")
    }

    private func printFactory(onAdopter: Bool, into printer: inout SwiftPrinter) {
        let name: String
        let parameters: String
        var adopter: String?
        if onAdopter {
            name = "on"
            let local = names.adopterLocal(avoiding: action.parameters)
            adopter = local
            parameters = "(_ \(local): \(names.adopterType(action.owner.name)), " + Signatures.parameterList(action.parameters, memberName: action.name.value).dropFirst()
        } else {
            name = names.taskFactory(action.parameters)
            parameters = Signatures.parameterList(names.taskFactoryParameters(action.parameters), memberName: name == "with" ? action.name.value : name)
        }
        printer.line("\(context.access)static func \(name)\(parameters) -> \(RuntimeAPI.screenplayTask) { \(task(adopter: adopter)) }")
    }

    /// The runtime's Task, named as the type was, doing the statements.
    private func task(adopter: String?) -> String {
        "\(RuntimeAPI.screenplayTask)(named: \"\(typeName)\") { \(statements(adopter: adopter)) }"
    }

    /// The action, then the wait for the screen it leads to, on one line: `A.x(…); B.verify(…)`.
    private func statements(adopter: String?) -> String {
        var values: [String: String] = [:]
        for parameter in action.parameters { values[parameter.name] = SwiftNames.parameter(parameter.name) }
        var call = Signatures.call(action.name.value, parameters: action.parameters, values: values)
        if let adopter, let open = call.firstIndex(of: "(") {
            call.insert(contentsOf: "on: \(adopter), ", at: call.index(after: open))
        }
        var lines = ["\(names.actionsType(action.owner.name)).\(call)"]
        if case .screen(let target) = action.destination, let passage = action.passage {
            // The screen the app may show on the way: from it, its steps, then the destination.
            let candidates = "[\(names.actionsType(target.name)).verification, \(names.actionsType(passage.screen)).verification]"
            let description = SwiftNames.literal("\(target.name) or \(passage.screen)")
            var detour = ["\(names.actionsType(passage.screen)).verify(file: file, line: line)"]
            for step in passage.steps {
                switch step.kind {
                case .action(let call, _): detour.append("\(names.actionsType(call.owner.name)).\(Signatures.call(call))")
                case .section(let section): detour.append("\(names.actionsType(section)).verify(file: file, line: line)")
                case .branch, .loop: break  // a flow's own steps only (refused in 'passesThrough')
                }
            }
            lines.append("if \(names.actionsType(action.owner.name)).arrival(among: \(candidates), as: \(description), after: \(SwiftNames.literal(action.name.value)), file: file, line: line) == 1 { \(detour.joined(separator: "; ")) }")
            lines.append("\(names.actionsType(target.name)).verify(file: file, line: line)")
        } else if case .screen(let target) = action.destination, !target.arguments.isEmpty {
            // A screen with parameters: verified with the values the action gives it.
            let type = names.actionsType(target.name)
            lines.append("\(type).verify(\(type).verification(\(ScreenParamsRenderer.arguments(target).dropLast(2))), file: file, line: line)")
        } else if case .screen(let target) = action.destination {
            lines.append("\(names.actionsType(target.name)).verify(file: file, line: line)")
        } else if case .trait(let trait, let arrivals) = action.destination {
            lines.append(ArrivalRenderer(action: action, trait: trait, arrivals: arrivals, context: context).screenplayLine())
        } else if let arrival = ArrivalRenderer.openers(of: action, context: context) {
            lines.append(arrival.screenplayLine())
        }
        return lines.joined(separator: "; ")
    }
}
