/// Emit stage: the resolved model and its names → the Swift files of the page-object layer, in
/// each selected style. Pure: the same input gives the same files, byte for byte, in path order.
public enum Emitter {
    public static func emit(_ model: Resolved.Project, names: Namer) -> [GeneratedFile] {
        finish(jobs(model, names: names).concurrentMap { $0() }, model, names: names)
    }

    /// Every file's rendering, to be run on the cores together (the graph document first: it is
    /// the longest one).
    static func jobs(_ model: Resolved.Project, names: Namer) -> [RenderJob] {
        let context = RenderContext(model: model, names: names, style: .factory)
        let styles = model.settings.styles
        var jobs: [RenderJob] = [{ GraphDocumentRenderer(context: context).render() }]
        // Shared by every style: the waiting times and the screen verifier (and the factory's base).
        jobs.append { SupportRenderer(context: context).render() }
        // The declared parameter types, which every style's signatures use.
        if model.types.contains(where: { !$0.isExternal }) { jobs.append { TypesRenderer(context: context).render() } }
        if styles.contains(.factory) { jobs += FactoryStyle.jobs(context) }
        if styles.contains(.plain) { jobs += PlainStyle.jobs(context) }
        if styles.contains(.screenplay) { jobs += ScreenplayStyle.jobs(context) }
        return jobs
    }

    /// The rendered files with the tour beside them when the settings ask for it (so the plugins
    /// make it), in path order.
    static func finish(_ rendered: [GeneratedFile], _ model: Resolved.Project, names: Namer) -> [GeneratedFile] {
        var files = rendered
        if model.settings.tour.generate {
            files += TourEmitter.files(model, names: names, plan: TourPlanner.plan(model)).map(\.file)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Resolves and names a validated project, then emits it.
    public static func emit(_ project: SpecProject, graph: NavigationGraph) -> [GeneratedFile] {
        let model = Resolver.resolve(project, graph: graph)
        return emit(model, names: Namer(model))
    }
}

/// One generated file's rendering: pure, so any number run at once.
typealias RenderJob = @Sendable () -> GeneratedFile
