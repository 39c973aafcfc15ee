/// Writes the element members of a screen's or trait's `…Actions` enum: the `Element` locator
/// enum, the application, a static accessor per element and, for a screen, its verification. A
/// trait with required elements also lists its adopting screens (`ViewWaitableActions.Screen`),
/// which supply them.
struct ElementsRenderer {
    let page: Resolved.Page
    let screen: Resolved.Screen?
    let trait: Resolved.Trait?
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }

    func print(into p: inout SwiftPrinter) {
        let access = context.access
        if !page.elements.isEmpty || !page.constants.isEmpty {
            ElementEnumRenderer(elements: page.elements, constants: page.constants, typeName: Namer.elementEnum, context: context).print(into: &p)
            p.line()
        }
        // The app under test is the runtime's default; another app's screen names its own.
        if let bundle = screen?.app.bundleIdentifier {
            p.line("\(access)static var application: XCUIApplication { XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle))) }")
        }
        if let screen {
            ScreenParamsRenderer(screen: screen, context: context).printVerification(
                classDeclaration: "\(access)static var verification: ScreenVerification",
                instanceDeclaration: "\(access)static func verification(\(ScreenParamsRenderer.declarations(screen.page.screenParameters).dropLast(2))) -> ScreenVerification",
                into: &p)
        } else {
            // A trait is no screen: nothing to verify.
            p.line("\(access)static var verification: ScreenVerification { ScreenVerification(screen: \(SwiftNames.literal(page.name)), wait: .\(Namer.waitCase(context.settings.defaultWait)), present: [], absent: []) }")
        }
        if !page.elements.isEmpty {
            p.line()
            ElementAccessorRenderer(elements: page.elements, context: context, modifier: "static ").print(into: &p)
        }
        printAdopters(into: &p)
    }

    /// `enum Screen { case main, profile }` with the elements each adopter supplies.
    private func printAdopters(into printer: inout SwiftPrinter) {
        guard let trait, !trait.requires.isEmpty else { return }
        let adopters = trait.adopters.sorted()
        printer.line()
        printer.documentation("The screens that adopt \(trait.name), each supplying \(trait.requires.map { "`\($0.value)`" }.joined(separator: ", ")).")
        printer.block("\(context.access)enum Screen: Sendable") { p in
            for adopter in adopters { p.line("case \(names.adopterCase(adopter))") }
            for required in trait.requires {
                p.line()
                p.line("@MainActor")
                p.block("\(context.access)var \(SwiftNames.member(required.value)): XCUIElement") { p in
                    if adopters.isEmpty {
                        p.line("switch self {}")
                        return
                    }
                    p.line("switch self {")
                    for adopter in adopters {
                        p.line("case .\(names.adopterCase(adopter)): \(names.actionsType(adopter)).\(SwiftNames.member(required.value))")
                    }
                    p.line("}")
                }
            }
        }
    }
}
