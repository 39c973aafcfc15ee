/// Writes a screen's or trait's `…Elements` enum: the `Element` locator enum, a static accessor
/// per element, and, for a screen, its verification. Only this enum and the page's Actions reach
/// the application; tests see elements and queries, never the app. A trait with required
/// elements also lists its adopting screens (`ViewWaitableElements.Screen`), which supply them.
struct ElementsRenderer {
    let page: Resolved.Page
    let screen: Resolved.Screen?
    let trait: Resolved.Trait?
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }

    func print(into printer: inout SwiftPrinter) {
        let access = context.access
        let kind = page.kind.rawValue
        printer.documentation([page.summary, "Where the elements of \(kind) \(page.name) are (generated from `\(page.source)`). Only this enum and `\(names.actionsType(page.name))` reach the application."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.line("@MainActor")
        printer.block("\(access)enum \(names.elementsType(page.name))") { p in
            if !page.elements.isEmpty || !page.constants.isEmpty {
                ElementEnumRenderer(elements: page.elements, constants: page.constants, typeName: Namer.elementEnum, context: context).print(into: &p)
                p.line()
            }
            p.documentation("The app the \(kind) belongs to.")
            p.line("fileprivate static var application: XCUIApplication { \(applicationExpression) }")
            if !page.elements.isEmpty {
                p.line()
                ElementAccessorRenderer(elements: page.elements, context: context, modifier: "static ").print(into: &p)
            }
            if let screen {
                p.line()
                p.documentation("What proves the screen is showing.")
                VerificationRenderer(screen: screen, context: context, declaration: "\(access)static var verification: ScreenVerification").print(into: &p)
            }
            printAdopters(into: &p)
        }
    }

    private var applicationExpression: String {
        guard let bundle = screen?.app.bundleIdentifier else { return "XCUIApplication()" }
        return "XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle)))"
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
                        p.line("case .\(names.adopterCase(adopter)): \(names.elementsType(adopter)).\(SwiftNames.member(required.value))")
                    }
                    p.line("}")
                }
            }
        }
    }
}
