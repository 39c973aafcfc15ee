/// Writes the Task of one spec action: a value the test hands to an actor, made by a
/// sentence-like factory — `LogIn()` without parameters, `RemoveSavedVacancy.inPosition(3)` when
/// the first parameter is a position (`atIndex(_:)` for an index), `EnterLogin.with("ada")`
/// otherwise, `WaitView.on(.main)` for a trait's action that needs an element each adopting
/// screen supplies. Performing it performs the action and, where it leads to a screen, waits for
/// that screen (verification on arrival), failing at the test's line.
struct LegacyTaskGenerator {
    let action: ActionSpec
    let page: PageSpec
    let typeName: String
    let context: LegacyEmitContext

    func print(into printer: inout LegacySwiftPrinter) {
        let access = context.access
        let onAdopter = page.kind == .trait && LegacyScreenplayNames.usesRequiredElements(action.steps.map(\.element), of: page)
        printer.documentation([action.summary, "The Task of `\(action.name.value)` on \(page.kind.rawValue) \(page.name.value)\(arrivalNote)."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.line("@MainActor")
        printer.block("\(access)struct \(typeName): Performable") { p in
            p.line("private let body: @MainActor () -> Void")
            p.line()
            if !(action.params.isEmpty && !onAdopter) {
                p.block("private init(_ body: @escaping @MainActor () -> Void)") { p in p.line("self.body = body") }
                p.line()
            }
            if action.params.isEmpty && !onAdopter {
                p.block("\(access)init(file: StaticString = #filePath, line: UInt = #line)") { p in
                    p.closure("self.body = {") { p in p.lines(statements(adopter: nil)) }
                }
            } else {
                printFactory(onAdopter: onAdopter, into: &p)
            }
            p.line()
            p.line("\(access)func perform() { body() }")
        }
    }

    private func printFactory(onAdopter: Bool, into printer: inout LegacySwiftPrinter) {
        let support = LegacyMemberSupport(page: page, context: context)
        let name: String
        var parameters: String
        if onAdopter {
            name = "on"
            let adopter = LegacyScreenplayNames.adopterLocal(avoiding: action.params)
            parameters = "(_ \(adopter): \(LegacyScreenplayNames.adopterType(page.name.value)), " + support.parameterList(action.params, memberName: action.name.value).dropFirst()
            printer.block("\(context.access)static func \(name)\(parameters) -> \(typeName)") { p in
                p.closure("\(typeName) {") { p in p.lines(statements(adopter: adopter)) }
            }
            return
        }
        name = Self.factoryName(for: action.params)
        parameters = support.parameterList(action.params, memberName: name == "with" ? action.name.value : name)
        printer.block("\(context.access)static func \(name)\(parameters) -> \(typeName)") { p in
            p.closure("\(typeName) {") { p in p.lines(statements(adopter: nil)) }
        }
    }

    /// `inPosition` or `inRow` for a first parameter naming a position, `atIndex` for an index,
    /// otherwise `with`.
    static func factoryName(for params: [ParamSpec]) -> String {
        guard let first = params.first?.name.value else { return "with" }
        switch first.lowercased() {
        case "position", "row": return "in" + SwiftNames.capitalized(first)
        case "index": return "at" + SwiftNames.capitalized(first)
        default: return "with"
        }
    }

    /// The action, then the wait for the screen it leads to.
    private func statements(adopter: String?) -> [String] {
        var arguments: [String: String] = [:]
        for param in action.params { arguments[param.name.value] = SwiftNames.parameter(param.name.value) }
        var call = LegacyMemberSupport.call(action.name.value, params: action.params, arguments: arguments)
        if let adopter, let open = call.firstIndex(of: "(") {
            call.insert(contentsOf: "on: \(adopter), ", at: call.index(after: open))
        }
        var lines = ["\(LegacyScreenplayNames.actionsType(page.name.value)).\(call)"]
        if case .screen(let screen)? = action.destination {
            lines.append("\(LegacyScreenplayNames.actionsType(screen.value)).verify(file: file, line: line)")
        }
        return lines
    }

    private var arrivalNote: String {
        if case .screen(let screen)? = action.destination { return ", then waits for \(screen.value)" }
        return ""
    }
}
