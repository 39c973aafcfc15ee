/// Writes one trait's file in the factory style (see `TraitFileRenderer`).
struct TraitRenderer {
    let trait: Resolved.Trait
    let context: RenderContext

    func render() -> GeneratedFile {
        let names = context.factoryNames
        let style = TraitStyle(adopters: "Screens", baseType: FactoryNames.baseType, traitType: names.traitType,
                               elementType: names.traitElementType,
                               action: { [context] in ActionRenderer(action: $0, origin: "Self", context: context) },
                               writesDestinationTypes: true, path: FactoryNames.file(forSpec:))
        return TraitFileRenderer(trait: trait, style: style, context: context).render()
    }
}
