/// Writes one trait's file: a protocol (with the elements adopters must supply), its `Element`
/// enum, and a constrained extension holding the shared elements, actions, checks and getters.
struct LegacyTraitGenerator {
    let trait: PageSpec
    let context: LegacyEmitContext

    func generate() -> GeneratedFile {
        var printer = LegacySwiftPrinter()
        LegacyFilePrologue.print(source: context.source(of: trait), into: &printer)
        let name = SwiftNames.type(trait.name.value)
        let access = context.access
        printer.documentation([trait.summary, "Generated from `\(context.source(of: trait))`. Screens adopt it by listing it in their `traits`."].compactMap { $0 }.joined(separator: "\n\n"))
        printer.line("@MainActor")
        if trait.requires.isEmpty {
            printer.line("\(access)protocol \(name): AnyObject {}")
        } else {
            printer.block("\(access)protocol \(name): AnyObject") { p in
                for required in trait.requires {
                    p.documentation("Supplied by each adopting screen.")
                    p.line("var \(SwiftNames.member(required.value)): XCUIElement { get }")
                }
            }
        }
        let models = trait.elements.map { LegacyElementModel($0, on: trait, context: context) }
        if !models.isEmpty || !trait.constants.isEmpty {
            printer.line()
            LegacyElementEnumGenerator(models: models, constants: trait.constants, typeName: context.traitElementType(trait.name.value), context: context)
                .print(into: &printer)
        }
        printer.line()
        printer.line("@MainActor")
        printer.block("extension \(name) where Self: BasePageObject") { p in
            var first = true
            func separate() { if !first { p.line() }; first = false }
            if !models.isEmpty {
                separate()
                LegacyElementAccessorGenerator(models: models, context: context).print(into: &p)
            }
            for action in trait.actions {
                separate()
                LegacyActionGenerator(action: action, page: trait, context: context).print(into: &p)
            }
            for check in trait.checks {
                separate()
                LegacyCheckGenerator(check: check, page: trait, context: context).print(into: &p)
            }
            if !trait.getters.isEmpty { separate() }
            for getter in trait.getters {
                LegacyGetterGenerator(getter: getter, page: trait, context: context).print(into: &p)
            }
        }
        for action in trait.actions {
            guard case .oneOf? = action.destination else { continue }
            printer.line()
            LegacyActionGenerator(action: action, page: trait, context: context).printDestinationType(into: &printer)
        }
        return GeneratedFile(path: LegacyEmitContext.outputName(forSpec: trait.relativePath), contents: printer.text)
    }
}
