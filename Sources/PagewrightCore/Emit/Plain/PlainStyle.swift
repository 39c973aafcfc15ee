/// The plain output style: page objects a test creates directly, without a factory (the
/// "without a factory" half of the factory article). Everything goes into `Plain/`.
enum PlainStyle {
    static func files(_ context: RenderContext) -> [GeneratedFile] {
        let context = context.writing(.plain)
        var files = [PlainSupportRenderer(context: context).render()]
        files += context.model.screens.concurrentMap { PlainScreenRenderer(screen: $0, context: context).render() }
        files += context.model.traits.map { PlainTraitRenderer(trait: $0, context: context).render() }
        files += context.model.flowFiles.map { PlainFlowRenderer(file: $0, context: context).render() }
        return files
    }
}
