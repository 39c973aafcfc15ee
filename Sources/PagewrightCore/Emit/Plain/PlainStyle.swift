/// The plain output style: page objects a test creates directly, without a factory (the
/// "without a factory" half of the factory article). Everything goes into `Plain/`.
enum PlainStyle {
    /// Each file's rendering, to run with every other style's (`Emitter`).
    static func jobs(_ context: RenderContext) -> [RenderJob] {
        let context = context.writing(.plain)
        var jobs: [RenderJob] = [{ PlainSupportRenderer(context: context).render() }]
        jobs += context.model.screens.map { screen in { PlainScreenRenderer(screen: screen, context: context).render() } }
        jobs += context.model.traits.map { trait in { PlainTraitRenderer(trait: trait, context: context).render() } }
        jobs += context.model.flowFiles.map { file in { PlainFlowRenderer(file: file, context: context).render() } }
        return jobs
    }
}
