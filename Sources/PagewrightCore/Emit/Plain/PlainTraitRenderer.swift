/// Writes one trait's file in the plain style (see `TraitFileRenderer`); its actions have
/// destination types only where leaving actions return the next screen.
struct PlainTraitRenderer {
    let trait: Resolved.Trait
    let context: RenderContext

    func render() -> GeneratedFile {
        let names = context.names.plain
        let style = TraitStyle(adopters: "Plain screens", baseType: names.baseType, traitType: names.traitType,
                               elementType: names.traitElementType,
                               action: { [context] in PlainActionRenderer(action: $0, context: context) },
                               writesDestinationTypes: context.settings.plain.returnsNextScreen, path: PlainNames.file(forSpec:))
        return TraitFileRenderer(trait: trait, style: style, context: context).render()
    }
}
