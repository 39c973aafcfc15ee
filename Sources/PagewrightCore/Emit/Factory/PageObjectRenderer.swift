/// Writes one screen's file: the page-object class with its `Element` enum, element accessors,
/// verification, actions, checks, getters, section navigation and destination types.
struct PageObjectRenderer {
    let screen: Resolved.Screen
    let context: RenderContext

    private var names: FactoryNames { context.factoryNames }

    /// The type that opens screens from this page's methods: the concrete class (a class method
    /// may not use `Self` inside a generic argument).
    private var origin: String { names.pageType(screen.name) + (screen.opensFromAnywhere ? "<Source>" : "") }

    func render() -> GeneratedFile {
        let page = screen.page
        var printer = SwiftPrinter()
        FilePrologue.print(source: page.source, into: &printer)
        let generic = screen.opensFromAnywhere
        let typeName = names.pageType(screen.name)
        let custom = CustomActionsRenderer(actions: page.actions, context: context)
        let customType = names.customActionsType(screen.name)
        let inheritance = ([FactoryNames.baseType] + screen.traits.map(names.traitType)
            + (custom.requirements.isEmpty ? [] : [customType])).joined(separator: ", ")
        custom.printProtocol(named: customType, implementedBy: typeName, into: &printer)

        OpenerProtocolRenderer(screen: screen, name: names.openerProtocol(screen.name), baseType: FactoryNames.baseType,
                               openerType: names.pageType, context: context).print(into: &printer)
        // The file's header names the spec it comes from.
        printer.documentation(page.summary)
        if generic {
            printer.line("///")
            if let openers = screen.openers {
                printer.documentation("Opened from \(OpenerProtocolRenderer.list(openers)): `Source` is the page object that opened it, and the actions that close it return there.")
            } else {
                printer.documentation("Opened from many screens: `Source` is the page object that opened it, and the actions that close it return there.")
            }
        }
        let declaration = "\(context.access)final class \(typeName)\(generic ? "<Source: \(context.sourceConstraint(of: screen))>" : ""): \(inheritance)"
        printer.block(declaration) { p in
            if generic { printSourcePlumbing(typeName: typeName, into: &p) }
            ScreenParamsRenderer(screen: screen, context: context).printPlumbing(typeName: typeName, into: &p)
            ElementEnumRenderer(elements: page.elements, constants: page.constants, typeName: Namer.elementEnum, context: context).print(into: &p)
            if !page.elements.isEmpty {
                p.line()
                ElementAccessorRenderer(elements: page.elements, context: context).print(into: &p)
                ClassLevelElementRenderer(screen: screen, context: context).print(into: &p)
            }
            p.line()
            ScreenParamsRenderer(screen: screen, context: context).printVerification(into: &p)
            printSections(into: &p)
            WaitingRenderer.printArrival(of: page, context: context, into: &p)
            for action in page.actions {
                p.line()
                ActionRenderer(action: action, origin: origin, context: context).print(into: &p)
            }
            for check in page.checks {
                p.line()
                CheckRenderer(check: check, context: context).print(into: &p)
            }
            if !page.getters.isEmpty { p.line() }
            for getter in page.getters {
                GetterRenderer(getter: getter, context: context).print(into: &p)
            }
            for action in page.actions {
                guard case .oneOf = action.destination else { continue }
                p.line()
                ActionRenderer(action: action, origin: origin, context: context).printDestinationType(into: &p)
            }
        }
        return GeneratedFile(path: FactoryNames.file(forSpec: page.source), contents: printer.text)
    }

    private func printSourcePlumbing(typeName: String, into printer: inout SwiftPrinter) {
        let access = context.access
        printer.documentation("The page object that opened this screen.")
        printer.line("\(access)let source: Source")
        printer.line()
        printer.block("init(source: Source, pageObjectsFactory: PageObjectsFactory, application: XCUIApplication)") { p in
            p.line("self.source = source")
            p.line("super.init(pageObjectsFactory: pageObjectsFactory, application: application)")
        }
        printer.line()
        printer.line("@available(*, unavailable, message: \"Made by PageObjectsFactory.\(names.makeMethod(screen.name))(from:), which records the source\")")
        printer.block("\(access)required init(pageObjectsFactory: PageObjectsFactory, application: XCUIApplication)") { p in
            p.line("fatalError(\"\(typeName) needs the page object that opened it\")")
        }
        printer.line()
    }

    /// A container reaches its sections with `section(_:)`; a section goes back with `container()`
    /// or `section(_:)` naming the screen, and on to its sibling sections with `section(_:)`.
    private func printSections(into printer: inout SwiftPrinter) {
        SectionTraitRenderer(screen: screen, context: context).print(into: &printer)
        for section in screen.sections {
            let type = names.pageType(section)
            printer.line()
            printer.documentation("The \(section) section of this screen, verified.")
            printer.line("@discardableResult \(context.access)func section(_ section: \(type).Type, file: StaticString = #filePath, line: UInt = #line) -> \(type) { self.pageObjectsFactory.\(names.makeMethod(section))(file: file, line: line) }")
        }
        if let container = screen.container {
            let type = names.pageType(container)
            printer.line()
            printer.documentation("Back to the screen this section belongs to, verified.")
            printer.line("@discardableResult \(context.access)func container(file: StaticString = #filePath, line: UInt = #line) -> \(type) { self.pageObjectsFactory.\(names.makeMethod(container))(file: file, line: line) }")
            // `.section(MainPageObject.self)` as the hh.ru article writes it: by type, to the
            // screen or to another section of it; a type it cannot reach does not compile.
            printer.line()
            printer.line("@discardableResult \(context.access)func section(_ screen: \(type).Type, file: StaticString = #filePath, line: UInt = #line) -> \(type) { container(file: file, line: line) }")
            for sibling in context.model.screen(container)?.sections ?? [] where sibling != screen.name {
                let siblingType = names.pageType(sibling)
                printer.line()
                printer.line("@discardableResult \(context.access)func section(_ section: \(siblingType).Type, file: StaticString = #filePath, line: UInt = #line) -> \(siblingType) { self.pageObjectsFactory.\(names.makeMethod(sibling))(file: file, line: line) }")
            }
        }
    }
}
