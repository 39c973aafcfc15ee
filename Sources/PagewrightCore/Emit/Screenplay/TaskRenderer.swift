/// Writes the Task of one spec action: a value the test hands to an actor, made by a
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
        let access = context.access
        let onAdopter = action.usesRequiredElements
        let usesFactory = !action.parameters.isEmpty || onAdopter
        printer.documentation([action.summary, "The Task of `\(action.name.value)` on \(action.owner.kind.rawValue) \(action.owner.name)\(arrivalNote)."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        // `PagewrightTask` performs `body`; the protocol makes the type main-actor isolated.
        printer.block("\(access)struct \(typeName): \(RuntimeAPI.task)") { p in
            p.line("\(access)let body: @MainActor @Sendable () -> Void")
            if usesFactory {
                // The memberwise initializer is internal: tests make a Task through the factory.
                printFactory(onAdopter: onAdopter, into: &p)
            } else {
                let declaration = "\(access)init(file: StaticString = #filePath, line: UInt = #line)"
                let lines = statements(adopter: nil)
                // One statement: the initializer is one line.
                if lines.count == 1 { return p.line("\(declaration) { self.body = { \(lines[0]) } }") }
                p.block(declaration) { p in
                    p.closure("self.body = {") { p in p.lines(lines) }
                }
            }
        }
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
        let declaration = "\(context.access)static func \(name)\(parameters) -> \(typeName)"
        let lines = statements(adopter: adopter)
        // One statement: the factory is one line.
        if lines.count == 1 { return printer.line("\(declaration) { \(typeName) { \(lines[0]) } }") }
        printer.block(declaration) { p in
            p.closure("\(typeName) {") { p in p.lines(lines) }
        }
    }

    /// The action, then the wait for the screen it leads to.
    private func statements(adopter: String?) -> [String] {
        var values: [String: String] = [:]
        for parameter in action.parameters { values[parameter.name] = SwiftNames.parameter(parameter.name) }
        var call = Signatures.call(action.name.value, parameters: action.parameters, values: values)
        if let adopter, let open = call.firstIndex(of: "(") {
            call.insert(contentsOf: "on: \(adopter), ", at: call.index(after: open))
        }
        var lines = ["\(names.actionsType(action.owner.name)).\(call)"]
        if case .screen(let target) = action.destination {
            lines.append("\(names.actionsType(target.name)).verify(file: file, line: line)")
        }
        return lines
    }

    private var arrivalNote: String {
        if case .screen(let target) = action.destination { return ", then waits for \(target.name)" }
        return ""
    }
}
