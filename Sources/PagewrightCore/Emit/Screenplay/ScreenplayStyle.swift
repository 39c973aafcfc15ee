/// The Screenplay output style: Elements, Actions, Tasks, Questions and an Actor, for teams that
/// write tests as what a user attempts and sees. Everything goes into `Screenplay/`.
enum ScreenplayStyle {
    static func files(_ context: RenderContext) -> [GeneratedFile] {
        let context = context.writing(.screenplay)
        var files = [ScreenplaySupportRenderer(context: context).render()]
        files += context.model.screens.concurrentMap { ScreenplayPageRenderer(page: $0.page, screen: $0, trait: nil, context: context).render() }
        files += context.model.traits.map { ScreenplayPageRenderer(page: $0.page, screen: nil, trait: $0, context: context).render() }
        files += context.model.flowFiles.map { FlowTaskRenderer(file: $0, context: context).render() }
        return files
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
