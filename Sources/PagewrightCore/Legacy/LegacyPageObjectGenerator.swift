/// Writes one screen's file: the page-object class with its `Element` enum, element accessors,
/// verification, actions, checks, getters, section navigation and destination types.
struct LegacyPageObjectGenerator {
    let page: PageSpec
    let context: LegacyEmitContext

    func generate() -> GeneratedFile {
        var printer = LegacySwiftPrinter()
        LegacyFilePrologue.print(source: context.source(of: page), into: &printer)
        let typeName = context.pageType(page.name.value)
        let generic = page.opensFromAnywhere != nil
        let traits = context.index.adoptedTraits(of: page).map { SwiftNames.type($0.name.value) }
        let inheritance = (["BasePageObject"] + traits).joined(separator: ", ")

        printer.documentation([page.summary, "Generated from `\(context.source(of: page))`."].compactMap { $0 }.joined(separator: "\n\n"))
        if generic {
            printer.line("///")
            printer.documentation("Opened from many screens: `Source` is the page object that opened it, and the actions that close it return there.")
        }
        let declaration = "\(context.access)final class \(typeName)\(generic ? "<Source: BasePageObject>" : ""): \(inheritance)"
        printer.block(declaration) { p in
            if generic { printSourcePlumbing(typeName: typeName, into: &p) }
            printElements(into: &p)
            p.line()
            LegacyVerificationGenerator(page: page, context: context).print(into: &p)
            printSections(into: &p)
            for action in page.actions {
                p.line()
                LegacyActionGenerator(action: action, page: page, context: context).print(into: &p)
            }
            for check in page.checks {
                p.line()
                LegacyCheckGenerator(check: check, page: page, context: context).print(into: &p)
            }
            if !page.getters.isEmpty { p.line() }
            for getter in page.getters {
                LegacyGetterGenerator(getter: getter, page: page, context: context).print(into: &p)
            }
            for action in page.actions {
                guard case .oneOf? = action.destination else { continue }
                p.line()
                LegacyActionGenerator(action: action, page: page, context: context).printDestinationType(into: &p)
            }
        }
        return GeneratedFile(path: LegacyEmitContext.outputName(forSpec: page.relativePath), contents: printer.text)
    }

    private func printSourcePlumbing(typeName: String, into printer: inout LegacySwiftPrinter) {
        let access = context.access
        printer.documentation("The page object that opened this screen.")
        printer.line("\(access)let source: Source")
        printer.line()
        printer.block("init(source: Source, pageObjectsFactory: PageObjectsFactory, application: XCUIApplication)") { p in
            p.line("self.source = source")
            p.line("super.init(pageObjectsFactory: pageObjectsFactory, application: application)")
        }
        printer.line()
        printer.line("@available(*, unavailable, message: \"Made by PageObjectsFactory.\(context.makeMethod(page.name.value))(from:), which records the source\")")
        printer.block("\(access)required init(pageObjectsFactory: PageObjectsFactory, application: XCUIApplication)") { p in
            p.line("fatalError(\"\(typeName) needs the page object that opened it\")")
        }
        printer.line()
    }

    private func printElements(into printer: inout LegacySwiftPrinter) {
        let models = page.elements.map { LegacyElementModel($0, on: page, context: context) }
        LegacyElementEnumGenerator(models: models, constants: page.constants, typeName: "Element", context: context).print(into: &printer)
        if !models.isEmpty {
            printer.line()
            LegacyElementAccessorGenerator(models: models, context: context).print(into: &printer)
        }
    }

    /// A container reaches its sections with `section(_:)`; a section goes back with `container()`.
    private func printSections(into printer: inout LegacySwiftPrinter) {
        let sections = context.index.sections(of: page.name.value).sorted { $0.name.value < $1.name.value }
        for section in sections {
            let type = context.pageType(section.name.value)
            printer.line()
            printer.documentation("The \(section.name.value) section of this screen, verified.")
            printer.line("@discardableResult")
            printer.block("\(context.access)func section(_ section: \(type).Type, file: StaticString = #filePath, line: UInt = #line) -> \(type)") { p in
                p.line("self.pageObjectsFactory.\(context.makeMethod(section.name.value))(file: file, line: line)")
            }
        }
        if let container = page.sectionOf?.value {
            let type = context.pageType(container)
            printer.line()
            printer.documentation("Back to the screen this section belongs to, verified.")
            printer.line("@discardableResult")
            printer.block("\(context.access)func container(file: StaticString = #filePath, line: UInt = #line) -> \(type)") { p in
                p.line("self.pageObjectsFactory.\(context.makeMethod(container))(file: file, line: line)")
            }
        }
    }
}
