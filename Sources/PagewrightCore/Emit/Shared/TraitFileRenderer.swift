/// Writes one trait's file in a page-object style: the trait's protocol (with the elements
/// adopters supply), its element enum, and an extension holding the shared elements, actions,
/// checks and getters. The factory and plain styles differ only in names and in how an action is
/// written, which `TraitStyle` supplies.
struct TraitFileRenderer {
    let trait: Resolved.Trait
    let style: TraitStyle
    let context: RenderContext

    func render() -> GeneratedFile {
        let page = trait.page
        var printer = SwiftPrinter()
        FilePrologue.print(source: page.source, into: &printer)
        let name = style.traitType(trait.name)
        printer.documentation([page.summary, "\(style.adopters) adopt it by listing it in their `traits`."]
            .compactMap { $0 }.joined(separator: "\n\n"))
        TraitProtocolRenderer(trait: trait, name: name, baseType: style.baseType, traitType: style.traitType,
                              actionRequirement: { style.action($0).requirement }, context: context, refines: style.refines(trait)).print(into: &printer)
        if !page.elements.isEmpty || !page.constants.isEmpty {
            printer.line()
            ElementEnumRenderer(elements: page.elements, constants: page.constants, typeName: style.elementType(trait.name), context: context)
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
                style.action(action).print(into: &p)
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
        for action in page.actions where style.writesDestinationTypes {
            guard case .oneOf = action.destination else { continue }
            printer.line()
            style.action(action).printDestinationType(into: &printer)
        }
        return GeneratedFile(path: style.path(page.source), contents: printer.text)
    }
}

/// What a trait's file takes from its style.
struct TraitStyle {
    /// Who adopts the trait, for its documentation ("Screens", "Plain screens").
    let adopters: String
    let baseType: String
    let traitType: (String) -> String
    let elementType: (String) -> String
    let action: (Resolved.Action) -> any StyleActionRendering
    /// Whether actions with several destinations get a destination type here.
    let writesDestinationTypes: Bool
    let path: (String) -> String
    /// Protocols beyond its includes that the trait's protocol refines.
    var refines: (Resolved.Trait) -> [String] = { _ in [] }
}

/// An action as one style writes it: its body, its protocol requirement and, for several
/// destinations, its destination type.
protocol StyleActionRendering {
    var requirement: [String] { get }
    func print(into printer: inout SwiftPrinter)
    func printDestinationType(into printer: inout SwiftPrinter)
}

extension ActionRenderer: StyleActionRendering {}
extension PlainActionRenderer: StyleActionRendering {}
