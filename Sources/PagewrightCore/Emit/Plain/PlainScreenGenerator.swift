/// Writes one screen's plain page object: a class created with the application, with the same
/// `Element` enum, element accessors, verification, checks and getters as the factory style's,
/// and actions that return `Self` or nothing.
struct PlainScreenGenerator {
    let page: PageSpec
    let context: EmitContext

    func generate() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.source(of: page), into: &printer)
        let traits = context.index.adoptedTraits(of: page).map { PlainNames.traitType($0.name.value) }
        let inheritance = ([PlainNames.baseType] + traits).joined(separator: ", ")
        printer.documentation([page.summary, "Generated from `\(context.source(of: page))`. Create it with `\(PlainNames.screenType(page.name.value))()` or `(application:)`; `waitForScreen()` verifies it."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.block("\(context.access)final class \(PlainNames.screenType(page.name.value)): \(inheritance)") { p in
            let models = page.elements.map { ElementModel($0, on: page, context: context) }
            ElementEnumGenerator(models: models, constants: page.constants, typeName: "Element", context: context).print(into: &p)
            if !models.isEmpty {
                p.line()
                ElementAccessorGenerator(models: models, context: context).print(into: &p)
            }
            p.line()
            printDefaultApplication(into: &p)
            VerificationGenerator(page: page, context: context).print(into: &p)
            for action in page.actions {
                p.line()
                PlainActionGenerator(action: action, page: page, context: context).print(into: &p)
            }
            for check in page.checks {
                p.line()
                CheckGenerator(check: check, page: page, context: context).print(into: &p)
            }
            if !page.getters.isEmpty { p.line() }
            for getter in page.getters {
                GetterGenerator(getter: getter, page: page, context: context).print(into: &p)
            }
        }
        return GeneratedFile(path: PlainNames.outputPath(forSpec: page.relativePath), contents: printer.text)
    }

    /// A screen of another app (Springboard) is found in that app unless the test says otherwise.
    private func printDefaultApplication(into printer: inout SwiftPrinter) {
        guard let bundle = context.settings.app(named: context.appName(of: page))?.bundleIdentifier?.value else { return }
        printer.line("override \(context.openAccess.isEmpty ? "" : "public ")class var defaultApplication: XCUIApplication { XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle))) }")
        printer.line()
    }
}
