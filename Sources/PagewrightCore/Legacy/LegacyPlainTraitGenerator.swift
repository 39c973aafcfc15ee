/// Writes one trait's plain file: a protocol (with the elements adopters supply), its element
/// enum, and an extension for plain screens holding the shared elements, actions, checks and getters.
struct LegacyPlainTraitGenerator {
    let trait: PageSpec
    let context: LegacyEmitContext

    func generate() -> GeneratedFile {
        var printer = LegacySwiftPrinter()
        LegacyFilePrologue.print(source: context.source(of: trait), into: &printer)
        let name = LegacyPlainNames.traitType(trait.name.value)
        printer.documentation([trait.summary, "Generated from `\(context.source(of: trait))`. Plain screens adopt it by listing it in their `traits`."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        printer.line("@MainActor")
        if trait.requires.isEmpty {
            printer.line("\(context.access)protocol \(name): AnyObject {}")
        } else {
            printer.block("\(context.access)protocol \(name): AnyObject") { p in
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
        printer.block("extension \(name) where Self: \(LegacyPlainNames.baseType)") { p in
            var first = true
            func separate() { if !first { p.line() }; first = false }
            if !models.isEmpty {
                separate()
                LegacyElementAccessorGenerator(models: models, context: context).print(into: &p)
            }
            for action in trait.actions {
                separate()
                LegacyPlainActionGenerator(action: action, page: trait, context: context).print(into: &p)
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
        return GeneratedFile(path: LegacyPlainNames.outputPath(forSpec: trait.relativePath), contents: printer.text)
    }
}
