/// A screen with parameters in the plain style: the test makes its page object with the values
/// (`TagListScreen(tag: "Tea")`), which it keeps and its verification passes to its anchors; the
/// initialisers without them stay declared (the runtime requires them) but unusable.
struct PlainScreenParamsRenderer {
    let screen: Resolved.Screen
    let context: RenderContext

    private var parameters: [Resolved.Parameter] { screen.page.screenParameters }

    func print(into printer: inout SwiftPrinter) {
        guard !parameters.isEmpty else { return }
        let access = context.access
        let type = context.names.plain.screenType(screen.name)
        let verifying = context.settings.plain.verifyOnCreate
        let location = verifying ? ", file: StaticString = #filePath, line: UInt = #line" : ""
        let passLocation = verifying ? ", file: file, line: line" : ""
        for parameter in parameters {
            printer.documentation("The screen's `\(parameter.name)`, given when the page object was made; its anchors use it.")
            printer.line("\(access)let \(SwiftNames.parameter(parameter.name)): \(SwiftValues.declaredType(parameter))")
        }
        printer.line()
        printer.documentation("The page object of the screen for these values, on `application`\(verifying ? ", once the screen shows" : "").")
        printer.block("\(access)init(\(ScreenParamsRenderer.declarations(parameters))application: XCUIApplication\(location))") { p in
            for parameter in parameters {
                p.line("self.\(SwiftNames.parameter(parameter.name)) = \(SwiftNames.parameter(parameter.name))")
            }
            p.line("super.init(application: application\(passLocation))")
        }
        printer.line()
        // Not a default argument: the class's `defaultApplication` is the main actor's.
        printer.documentation("The page object of the screen for these values, on the app it belongs to\(verifying ? ", once the screen shows" : "").")
        printer.block("\(access)convenience init(\(ScreenParamsRenderer.declarations(parameters).dropLast(2))\(location))") { p in
            p.line("self.init(\(ScreenParamsRenderer.passedOn(parameters))application: Self.defaultApplication\(passLocation))")
        }
        let labels = parameters.map { "\($0.name):" }.joined()
        let refusal = "\(type) is made with its screen's parameters: \(type)(\(labels))"
        printer.line()
        PlainUnavailableInitializers.declare(refusal: refusal, access: access, location: location, into: &printer)
        printer.line()
    }

    /// `tag: "Tea"` where a flow's call of an action makes the screen it leads to: the value the
    /// action gives it, a parameter it passes on taking the call's value.
    static func arguments(after call: Resolved.ActionCall, to screen: String, model: Resolved.Project) -> [String] {
        guard let action = model.page(call.owner)?.actions.first(where: { $0.name.value == call.action }),
              case .screen(let target) = action.destination, target.name == screen else { return [] }
        return target.arguments.map { argument in
            let value: String
            if case .parameter(let name) = argument.value {
                value = call.arguments.first { $0.parameter == name }.map { SwiftValues.value($0.value) }
                    ?? call.parameters.first { $0.name == name }?.defaultValue.map(SwiftValues.literal) ?? "nil"
            } else {
                value = SwiftValues.value(argument.value)
            }
            return "\(SwiftNames.parameter(argument.parameter)): \(value)"
        }
    }

    /// `tag: name, ` before `application:` where an action makes the next screen.
    static func arguments(_ target: Resolved.ScreenTarget) -> [String] {
        target.arguments.map { "\(SwiftNames.parameter($0.parameter)): \(SwiftValues.value($0.value))" }
    }
}
