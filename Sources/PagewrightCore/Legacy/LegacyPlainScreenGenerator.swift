/// Writes one screen's plain page object: a class created with the application, with the same
/// `Element` enum, element accessors, verification, checks and getters as the factory style's,
/// and actions that return `Self` or nothing.
struct LegacyPlainScreenGenerator {
    let page: PageSpec
    let context: LegacyEmitContext

    func generate() -> GeneratedFile {
        var printer = LegacySwiftPrinter()
        LegacyFilePrologue.print(source: context.source(of: page), into: &printer)
        let traits = context.index.adoptedTraits(of: page).map { LegacyPlainNames.traitType($0.name.value) }
        let inheritance = ([LegacyPlainNames.baseType] + traits).joined(separator: ", ")
        printer.documentation([page.summary, "Generated from `\(context.source(of: page))`. Create it with `\(LegacyPlainNames.screenType(page.name.value))()` or `(application:)`; `waitForScreen()` verifies it."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.block("\(context.access)final class \(LegacyPlainNames.screenType(page.name.value)): \(inheritance)") { p in
            let models = page.elements.map { LegacyElementModel($0, on: page, context: context) }
            LegacyElementEnumGenerator(models: models, constants: page.constants, typeName: "Element", context: context).print(into: &p)
            if !models.isEmpty {
                p.line()
                LegacyElementAccessorGenerator(models: models, context: context).print(into: &p)
            }
            p.line()
            printDefaultApplication(into: &p)
            LegacyVerificationGenerator(page: page, context: context).print(into: &p)
            for action in page.actions {
                p.line()
                LegacyPlainActionGenerator(action: action, page: page, context: context).print(into: &p)
            }
            for check in page.checks {
                p.line()
                LegacyCheckGenerator(check: check, page: page, context: context).print(into: &p)
            }
            if !page.getters.isEmpty { p.line() }
            for getter in page.getters {
                LegacyGetterGenerator(getter: getter, page: page, context: context).print(into: &p)
            }
        }
        return GeneratedFile(path: LegacyPlainNames.outputPath(forSpec: page.relativePath), contents: printer.text)
    }

    /// A screen of another app (Springboard) is found in that app unless the test says otherwise.
    private func printDefaultApplication(into printer: inout LegacySwiftPrinter) {
        guard let bundle = context.settings.app(named: context.appName(of: page))?.bundleIdentifier?.value else { return }
        printer.line("override \(context.openAccess.isEmpty ? "" : "public ")class var defaultApplication: XCUIApplication { XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle))) }")
        printer.line()
    }
}
