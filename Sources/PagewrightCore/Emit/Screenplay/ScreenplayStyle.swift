/// The Screenplay output style: Elements, Actions, Tasks, Questions and an Actor, for teams that
/// write tests as what a user attempts and sees. Everything goes into `Screenplay/`.
enum ScreenplayStyle {
    /// Each file's rendering, to run with every other style's (`Emitter`).
    static func jobs(_ context: RenderContext) -> [RenderJob] {
        let context = context.writing(.screenplay)
        var jobs: [RenderJob] = [{ ScreenplaySupportRenderer(context: context).render() }]
        jobs += context.model.screens.map { screen in { ScreenplayPageRenderer(page: screen.page, screen: screen, trait: nil, context: context).render() } }
        jobs += context.model.traits.map { trait in { ScreenplayPageRenderer(page: trait.page, screen: nil, trait: trait, context: context).render() } }
        jobs += context.model.flowFiles.map { file in { FlowTaskRenderer(file: file, context: context).render() } }
        return jobs
    }
}

extension RenderContext {
    var screenplayNames: ScreenplayNames { names.screenplay }

    /// Where Screenplay code finds an element: the `…Elements` enum of the page that defines it,
    /// or, for an element a trait requires, `adopter` (the screen that supplies it).
    func screenplayReceiver(adopter: String) -> Receiver {
        let names = screenplayNames
        return { target in
            switch target {
            case .element(let ref): names.elementsType(ref.page.name) + "."
            case .required: adopter + "."
            }
        }
    }
}
