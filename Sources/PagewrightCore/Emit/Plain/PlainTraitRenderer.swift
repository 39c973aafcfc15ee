/// Writes one trait's plain file: a protocol (with the elements adopters supply), its element
/// enum, and an extension for plain screens holding the shared elements, actions, checks and getters.
struct PlainTraitRenderer {
    let trait: Resolved.Trait
    let context: RenderContext

    func render() -> GeneratedFile {
        let page = trait.page
        let names = context.names.plain
        var printer = SwiftPrinter()
        FilePrologue.print(source: page.source, into: &printer)
        let name = names.traitType(trait.name)
        printer.documentation([page.summary, "Generated from `\(page.source)`. Plain screens adopt it by listing it in their `traits`."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        TraitProtocolRenderer(trait: trait, name: name, baseType: names.baseType, traitType: names.traitType,
                              actionRequirement: { PlainActionRenderer(action: $0, context: context).requirement },
                              context: context).print(into: &printer)
        if !page.elements.isEmpty || !page.constants.isEmpty {
            printer.line()
            ElementEnumRenderer(elements: page.elements, constants: page.constants, typeName: names.traitElementType(trait.name), context: context)
                .print(into: &printer)
        }
        printer.line()
        printer.line("@MainActor")
        printer.block("extension \(name)") { p in
            var first = true
            func separate() { if !first { p.line() }; first = false }
            if !page.elements.isEmpty {
                separate()
                ElementAccessorRenderer(elements: page.elements, context: context).print(into: &p)
            }
            for action in page.actions {
                separate()
                PlainActionRenderer(action: action, context: context).print(into: &p)
            }
            for check in page.checks {
                separate()
                CheckRenderer(check: check, context: context).print(into: &p)
            }
            if !page.getters.isEmpty { separate() }
            for getter in page.getters {
                GetterRenderer(getter: getter, context: context).print(into: &p)
            }
        }
        for action in page.actions where context.settings.plain.returnsNextScreen {
            guard case .oneOf = action.destination else { continue }
            printer.line()
            PlainActionRenderer(action: action, context: context).printDestinationType(into: &printer)
        }
        return GeneratedFile(path: PlainNames.file(forSpec: page.source), contents: printer.text)
    }
}
