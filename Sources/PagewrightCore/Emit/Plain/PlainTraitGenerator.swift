/// Writes one trait's plain file: a protocol (with the elements adopters supply), its element
/// enum, and an extension for plain screens holding the shared elements, actions, checks and getters.
struct PlainTraitGenerator {
    let trait: PageSpec
    let context: EmitContext

    func generate() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.source(of: trait), into: &printer)
        let name = PlainNames.traitType(trait.name.value)
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
        let models = trait.elements.map { ElementModel($0, on: trait, context: context) }
        if !models.isEmpty || !trait.constants.isEmpty {
            printer.line()
            ElementEnumGenerator(models: models, constants: trait.constants, typeName: context.traitElementType(trait.name.value), context: context)
                .print(into: &printer)
        }
        printer.line()
        printer.line("@MainActor")
        printer.block("extension \(name) where Self: \(PlainNames.baseType)") { p in
            var first = true
            func separate() { if !first { p.line() }; first = false }
            if !models.isEmpty {
                separate()
                ElementAccessorGenerator(models: models, context: context).print(into: &p)
            }
            for action in trait.actions {
                separate()
                PlainActionGenerator(action: action, page: trait, context: context).print(into: &p)
            }
            for check in trait.checks {
                separate()
                CheckGenerator(check: check, page: trait, context: context).print(into: &p)
            }
            if !trait.getters.isEmpty { separate() }
            for getter in trait.getters {
                GetterGenerator(getter: getter, page: trait, context: context).print(into: &p)
            }
        }
        return GeneratedFile(path: PlainNames.outputPath(forSpec: trait.relativePath), contents: printer.text)
    }
}
