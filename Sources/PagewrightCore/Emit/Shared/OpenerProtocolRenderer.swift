/// Writes, for a screen that returns to `"$source"` without `opensFrom: anywhere`, the protocol
/// its openers' page objects adopt, and their adoptions: the screen's `Source` must be one of
/// them, so opening it from any other page object does not compile.
struct OpenerProtocolRenderer {
    let screen: Resolved.Screen
    /// The protocol's name in the style being written.
    let name: String
    let baseType: String
    /// The style's type of an opener's page object.
    let openerType: (String) -> String
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        guard let openers = screen.openers else { return }
        printer.documentation("The page objects that open \(screen.name) (\(Self.list(openers))), so that only they can be the source it returns to.")
        printer.line("@MainActor")
        printer.line("\(context.access)protocol \(name): \(baseType) {}")
        printer.line()
        for opener in openers {
            printer.line("extension \(openerType(opener)): \(name) {}")
        }
        printer.line()
    }

    /// `A`, `A and B`, `A, B and C`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
