/// Writes a screen's or trait's `…Elements` enum: the `Element` locator enum, a static accessor
/// per element, and, for a screen, its verification. Only this enum and the page's Actions reach
/// the application; tests see elements and queries, never the app. A trait with required
/// elements also lists its adopting screens (`ViewWaitableElements.Screen`), which supply them.
struct LegacyElementsGenerator {
    let page: PageSpec
    let context: LegacyEmitContext

    func print(into printer: inout LegacySwiftPrinter) {
        let access = context.access
        let name = LegacyScreenplayNames.elementsType(page.name.value)
        printer.documentation([page.summary, "Where the elements of \(page.kind.rawValue) \(page.name.value) are (generated from `\(context.source(of: page))`). Only this enum and `\(LegacyScreenplayNames.actionsType(page.name.value))` reach the application."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.line("@MainActor")
        printer.block("\(access)enum \(name)") { p in
            let models = page.elements.map { LegacyElementModel($0, on: page, context: context) }
            if !models.isEmpty || !page.constants.isEmpty {
                LegacyElementEnumGenerator(models: models, constants: page.constants, typeName: "Element", context: context).print(into: &p)
                p.line()
            }
            p.documentation("The app the \(page.kind.rawValue) belongs to.")
            p.line("fileprivate static var application: XCUIApplication { \(applicationExpression) }")
            if !models.isEmpty {
                p.line()
                LegacyElementAccessorGenerator(models: models, context: context, modifier: "static ").print(into: &p)
            }
            if page.kind == .screen {
                p.line()
                p.documentation("What proves the screen is showing.")
                LegacyVerificationGenerator(page: page, context: context, declaration: "\(access)static var verification: ScreenVerification").print(into: &p)
            }
            printAdopters(into: &p)
        }
    }

    private var applicationExpression: String {
        guard page.kind == .screen, let bundle = context.settings.app(named: context.appName(of: page))?.bundleIdentifier?.value else {
            return "XCUIApplication()"
        }
        return "XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle)))"
    }

    /// `enum Screen { case main, profile }` with the elements each adopter supplies.
    private func printAdopters(into printer: inout LegacySwiftPrinter) {
        guard page.kind == .trait, !page.requires.isEmpty else { return }
        let adopters = context.index.adopters(of: page.name.value).map(\.name.value).sorted()
        printer.line()
        printer.documentation("The screens that adopt \(page.name.value), each supplying \(page.requires.map { "`\($0.value)`" }.joined(separator: ", ")).")
        printer.block("\(context.access)enum Screen: Sendable") { p in
            for adopter in adopters { p.line("case \(LegacyScreenplayNames.adopterCase(adopter))") }
            for required in page.requires {
                p.line()
                p.line("@MainActor")
                p.block("\(context.access)var \(SwiftNames.member(required.value)): XCUIElement") { p in
                    if adopters.isEmpty {
                        p.line("switch self {}")
                        return
                    }
                    p.line("switch self {")
                    for adopter in adopters {
                        p.line("case .\(LegacyScreenplayNames.adopterCase(adopter)): \(LegacyScreenplayNames.elementsType(adopter)).\(SwiftNames.member(required.value))")
                    }
                    p.line("}")
                }
            }
        }
    }
}
