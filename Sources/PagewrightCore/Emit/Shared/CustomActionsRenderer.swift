/// The escape hatch: what the team writes for the actions a spec marks `"custom": true`. Each
/// becomes a requirement (`signInWithAppleSteps(…)`) of a protocol the page object conforms to,
/// so the compiler demands the team's implementation; the generated action keeps its signature,
/// steps, activity, coverage and the verification of where it leads, and calls it.
struct CustomActionsRenderer {
    let actions: [Resolved.Action]
    let context: RenderContext
    /// Static requirements taking the adopting screen first (the Screenplay style's `…Actions` enums).
    var isStatic = false
    /// For a trait's actions in the Screenplay style: the type of the adopter argument.
    var adopterType: String?

    /// The custom actions among `actions`.
    static func custom(_ actions: [Resolved.Action]) -> [Resolved.Action] { actions.filter(\.isCustom) }

    /// The requirement lines, each with its documentation.
    var requirements: [String] {
        actions.filter(\.isCustom).flatMap { action -> [String] in
            let name = Namer.customStepsMethod(action.name.value)
            var parameters = Signatures.parameterList(action.parameters, memberName: name, requirement: true)
            if let adopterType, action.usesRequiredElements {
                parameters = "(on screen: \(adopterType), " + parameters.dropFirst()
            }
            return ["/// What `\(action.name.value)` does, written by the team: \(Self.destinationNote(action)).",
                    (isStatic ? "static " : "") + "func \(name)\(parameters)"]
        }
    }

    /// Writes the protocol `name`, unless there is nothing to require.
    func printProtocol(named name: String, implementedBy implementer: String, into printer: inout SwiftPrinter) {
        let lines = requirements
        guard !lines.isEmpty else { return }
        printer.documentation("The actions of this \(actions.first?.owner.kind.rawValue ?? "page") that the team writes in Swift (`\"custom\": true` in the spec). Implement each in an extension of `\(implementer)` in a file of your own, beside (not inside) the generated folder; the generated action waits, verifies and records around it.")
        printer.line("@MainActor")
        printer.block("\(context.access)protocol \(name)") { p in
            for (offset, line) in lines.enumerated() {
                if offset > 0 && line.hasPrefix("///") { p.line() }
                p.line(line)
            }
        }
        printer.line()
    }

    /// The call a custom action's generated body ends with.
    static func call(_ action: Resolved.Action, adopter: String?) -> String {
        var values: [String: String] = [:]
        for parameter in action.parameters { values[parameter.name] = SwiftNames.parameter(parameter.name) }
        var call = Signatures.call(action.name.value + "Steps", parameters: action.parameters, values: values)
        if let adopter, action.usesRequiredElements, let open = call.firstIndex(of: "(") {
            call.insert(contentsOf: "on: \(adopter), ", at: call.index(after: open))
        }
        return "self." + call
    }

    private static func destinationNote(_ action: Resolved.Action) -> String {
        switch action.destination {
        case .stay: "it stays on the screen"
        case .screen(let target): "it leads to \(target.name), which the generated action then verifies"
        case .source: "it returns to the screen that opened this one"
        case .trait(let trait, _): "it returns to the screen adopting \(trait) that the test came from, which the generated action then finds"
        case .oneOf(let targets, _): "it leads to one of " + targets.map(\.name).joined(separator: ", ")
        }
    }
}
