/// A screen whose identity is a runtime value (`"params"` on a screen), in the factory style: its
/// page object keeps the values it was made with, its verification passes them to its anchors,
/// and the factory's `make…` and the actions going there take them.
struct ScreenParamsRenderer {
    let screen: Resolved.Screen
    let context: RenderContext

    private var parameters: [Resolved.Parameter] { screen.page.screenParameters }

    /// `tag: String, ` for a signature that goes on with `file:`.
    static func declarations(_ parameters: [Resolved.Parameter]) -> String {
        parameters.map { Signatures.declaration($0, label: $0.name) + ", " }.joined()
    }

    /// `tag: tag, `: the parameters passed on by name.
    static func passedOn(_ parameters: [Resolved.Parameter]) -> String {
        parameters.map { "\(SwiftNames.parameter($0.name)): \(SwiftNames.parameter($0.name)), " }.joined()
    }

    /// `tag: name, `: the values a move gives the screen it makes.
    static func arguments(_ target: Resolved.ScreenTarget) -> String {
        target.arguments.map { "\(SwiftNames.parameter($0.parameter)): \(SwiftValues.value($0.value)), " }.joined()
    }

    /// The stored values, the initializer that takes them, and the factory's initializer made
    /// unavailable (a page object without its values could not verify its screen).
    func printPlumbing(typeName: String, into printer: inout SwiftPrinter) {
        guard !parameters.isEmpty else { return }
        let access = context.access
        for parameter in parameters {
            printer.documentation("The screen's `\(parameter.name)`, given when the page object was made; its anchors use it.")
            printer.line("\(access)let \(SwiftNames.parameter(parameter.name)): \(SwiftValues.declaredType(parameter))")
        }
        printer.line()
        printer.block("init(\(Self.declarations(parameters))pageObjectsFactory: PageObjectsFactory, application: XCUIApplication)") { p in
            for parameter in parameters {
                p.line("self.\(SwiftNames.parameter(parameter.name)) = \(SwiftNames.parameter(parameter.name))")
            }
            p.line("super.init(pageObjectsFactory: pageObjectsFactory, application: application)")
        }
        printer.line()
        let labels = parameters.map { "\($0.name):" }.joined()
        printer.line("@available(*, unavailable, message: \"Made by PageObjectsFactory.\(context.factoryNames.makeMethod(screen.name))(\(labels)), which gives the screen's parameters\")")
        printer.block("\(access)required init(pageObjectsFactory: PageObjectsFactory, application: XCUIApplication)") { p in
            p.line("fatalError(\"\(typeName) needs its screen's parameters\")")
        }
        printer.line()
    }

    /// The class's verification (the anchors that use no parameter: what `isDisplayed(in:)`
    /// asks), and for a screen with parameters the page object's own, whose anchors use them.
    func printVerification(into printer: inout SwiftPrinter) {
        let prelude = parameters.map { "let \(SwiftNames.parameter($0.name)) = self.\(SwiftNames.parameter($0.name))" }
        printVerification(classDeclaration: nil,
                          instanceDeclaration: "override \(context.overrideAccess)var instanceVerification: ScreenVerification", prelude: prelude, into: &printer)
    }

    /// `printVerification(into:)` with the declarations given (nil: the class's override), as
    /// the Screenplay style's static members.
    func printVerification(classDeclaration: String?, instanceDeclaration: String, prelude: [String] = [], into printer: inout SwiftPrinter) {
        guard !parameters.isEmpty else {
            return VerificationRenderer(screen: screen, context: context, declaration: classDeclaration).print(into: &printer)
        }
        var general = screen
        general.verification.present.removeAll(where: usesParameters)
        general.verification.absent.removeAll(where: usesParameters)
        general.verification.loaded.removeAll(where: usesParameters)
        printer.documentation("The anchors that do not depend on the screen's parameters: what the class can ask without a page object.")
        VerificationRenderer(screen: general, context: context, declaration: classDeclaration).print(into: &printer)
        printer.line()
        printer.documentation("Every anchor, with the screen's parameters: what verifying it on arrival asks.")
        VerificationRenderer(screen: screen, context: context, declaration: instanceDeclaration, prelude: prelude).print(into: &printer)
    }

    private func usesParameters(_ anchor: Resolved.Anchor) -> Bool {
        anchor.element?.arguments.contains { if case .parameter = $0.value { true } else { false } } ?? false
    }
}
