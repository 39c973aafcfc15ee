/// Writes a trait's protocol: constrained to the style's base class (so a generic helper
/// `func f<T: TabBarUsable>(_ page: T)` reaches everything a page object has), inheriting the
/// protocols of the traits it includes, and declaring the elements each adopting screen supplies
/// and the trait's own elements, actions, checks and getters, which its extension implements.
struct TraitProtocolRenderer {
    let trait: Resolved.Trait
    /// The protocol's name in the style being written.
    let name: String
    /// The style's base class of page objects.
    let baseType: String
    /// The style's name of an included trait's protocol.
    let traitType: (String) -> String
    /// The lines declaring an action as a requirement (attributes, then the signature).
    let actionRequirement: (Resolved.Action) -> [String]
    let context: RenderContext
    /// Further protocols it refines: in the factory style, the opener protocols of the screens its
    /// actions open that only their openers may open, so its extension may open them from `Self`.
    var refines: [String] = []

    func print(into printer: inout SwiftPrinter) {
        let inheritance = ([baseType] + trait.includes.map(traitType) + refines).joined(separator: ", ")
        let lines = requirements
        printer.line("@MainActor")
        guard !lines.isEmpty else {
            printer.line("\(context.access)protocol \(name): \(inheritance) {}")
            return
        }
        printer.block("\(context.access)protocol \(name): \(inheritance)") { p in
            for line in lines {
                if line.isEmpty { p.line() } else { p.line(line) }
            }
        }
    }

    /// The declarations, a blank line between kinds.
    private var requirements: [String] {
        let page = trait.page
        var groups: [[String]] = []
        // Elements an included trait requires are declared by its protocol.
        let inherited = Set(trait.includes.compactMap { context.model.trait($0) }.flatMap(\.requires).map(\.value))
        let required = trait.requires.filter { !inherited.contains($0.value) }
        if !required.isEmpty {
            groups.append(required.flatMap { ["/// Supplied by each adopting screen.", "var \(SwiftNames.member($0.value)): XCUIElement { get }"] })
        }
        if !page.elements.isEmpty {
            groups.append(page.elements.map { element in
                let name = SwiftNames.member(element.name)
                let type = element.isCollection ? "XCUIElementQuery" : "XCUIElement"
                guard !element.parameters.isEmpty else { return "var \(name): \(type) { get }" }
                let list = element.parameters.map { SwiftNames.parameterDeclaration($0.name, type: SwiftValues.requirementType($0)) }
                return "func \(name)(\(list.joined(separator: ", "))) -> \(type)"
            })
        }
        if !page.actions.isEmpty { groups.append(page.actions.flatMap(actionRequirement)) }
        // The hand-written parts of custom actions, which each adopting screen supplies.
        let custom = CustomActionsRenderer(actions: page.actions, context: context).requirements
        if !custom.isEmpty { groups.append(custom) }
        if !page.checks.isEmpty {
            groups.append(page.checks.flatMap { check in
                ["@discardableResult func \(SwiftNames.member(check.name.value))\(Signatures.parameterList(check.parameters, memberName: check.name.value, requirement: true)) -> Self"]
            })
        }
        if !page.getters.isEmpty {
            groups.append(page.getters.map { GetterRenderer.requirement($0, context: context) })
        }
        return Array(groups.map { $0 }.joined(separator: [""]))
    }
}
