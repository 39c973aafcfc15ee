/// A trait's check that an adopter defines its own way (validation saw the signatures agree).
/// The adopter's page object declares its own method, which Swift calls on that type; but a call
/// with the default `file:`/`line:` in code generic over the trait picks the trait extension's
/// method (the protocol's requirement has no defaults), so the trait's method hands such an
/// adopter's page object to the adopter's own definition first.
extension CheckRenderer {
    /// `if let own = self as? SavedProductsPageObject { … }` for each adopter with its own check
    /// of this name, in the order of the project's screens; empty for a screen's check, and in
    /// the Screenplay style, whose Questions are each screen's own already.
    var adopterDispatch: [String] {
        guard check.owner.kind == .trait, context.style != .screenplay else { return [] }
        var lines: [String] = []
        for screen in context.model.screens where screen.traits.contains(check.owner.name)
            && screen.page.checks.contains(where: { $0.name.value == check.name.value }) {
            let type = context.style == .plain ? context.names.plain.screenType(screen.name) : context.names.factory.pageType(screen.name)
            let values = Dictionary(uniqueKeysWithValues: check.parameters.map { ($0.name, SwiftNames.parameter($0.name)) })
            lines.append("if let own = self as? \(type) {")
            lines.append("    own.\(Signatures.call(check.name.value, parameters: check.parameters, values: values))")
            lines.append("    return self")
            lines.append("}")
        }
        return lines
    }
}
