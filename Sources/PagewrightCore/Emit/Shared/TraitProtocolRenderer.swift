/// Writes a trait's protocol, with the elements each adopting screen supplies.
struct TraitProtocolRenderer {
    let trait: Resolved.Trait
    /// The protocol's name in the style being written.
    let name: String
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
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
    }
}
