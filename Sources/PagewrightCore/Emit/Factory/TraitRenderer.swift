/// Writes one trait's file in the factory style (see `TraitFileRenderer`).
struct TraitRenderer {
    let trait: Resolved.Trait
    let context: RenderContext

    func render() -> GeneratedFile {
        let names = context.factoryNames
        var style = TraitStyle(adopters: "Screens", baseType: FactoryNames.baseType, traitType: names.traitType,
                               elementType: names.traitElementType,
                               action: { [context] in ActionRenderer(action: $0, origin: "Self", context: context) },
                               writesDestinationTypes: true, path: FactoryNames.file(forSpec:))
        style.refines = { [context] trait in
            var seen: Set<String> = []
            return trait.page.actions.flatMap { action -> [String] in
                switch action.destination {
                case .screen(let target): context.openerProtocols(of: [target])
                case .oneOf(let targets, _): context.openerProtocols(of: targets)
                case .stay, .source, .trait: []
                }
            }.filter { seen.insert($0).inserted }
        }
        return TraitFileRenderer(trait: trait, style: style, context: context).render()
    }
}
