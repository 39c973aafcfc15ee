/// The factory style, at the output folder's root: page objects, traits, the factory with its
/// routes, and flows.
enum FactoryStyle {
    /// Each file's rendering, to run with every other style's (`Emitter`).
    static func jobs(_ context: RenderContext) -> [RenderJob] {
        let context = context.writing(.factory)
        var jobs: [RenderJob] = [{ FactoryRenderer(context: context).render() }]
        jobs += context.model.screens.map { screen in { PageObjectRenderer(screen: screen, context: context).render() } }
        jobs += context.model.traits.map { trait in { TraitRenderer(trait: trait, context: context).render() } }
        jobs += context.model.flowFiles.map { file in { FlowRenderer(file: file, context: context).render() } }
        return jobs
    }
}

extension RenderContext {
    var factoryNames: FactoryNames { names.factory }

    /// The type of a place a route or flow reaches: a screen opened from anywhere is generic over
    /// whoever opened it, so the type spells out the chain.
    func factoryType(of place: Resolved.Place) -> String {
        switch place {
        case .screen(let name): factoryNames.pageType(name)
        case .opened(let name, let opener): "\(factoryNames.pageType(name))<\(factoryType(of: opener))>"
        case .startSource: "Source"
        }
    }

    /// The page object a move to `target` returns, seen from `origin` (`Self` or a concrete type).
    func factoryType(of target: Resolved.ScreenTarget, openedBy origin: String) -> String {
        target.opensFromAnywhere ? "\(factoryNames.pageType(target.name))<\(origin)>" : factoryNames.pageType(target.name)
    }

    /// What a screen generic over its opener requires of `Source`: any page object, or for one
    /// that returns to `$source` without `opensFrom: anywhere`, one of its openers'.
    func sourceConstraint(of screen: Resolved.Screen) -> String {
        screen.openers == nil ? FactoryNames.baseType : factoryNames.openerProtocol(screen.name)
    }

    /// The opener protocols a page object opening `targets` must adopt, for those that only their
    /// openers may open.
    func openerProtocols(of targets: [Resolved.ScreenTarget]) -> [String] {
        targets.compactMap { target in model.screen(target.name)?.openers == nil ? nil : factoryNames.openerProtocol(target.name) }
    }

    /// `makeCall(_:from:)` appended to the current line in parts.
    func appendMakeCall(_ target: Resolved.ScreenTarget, from opener: String, into printer: inout SwiftPrinter) {
        printer.append(factoryNames.makeMethod(target.name))
        if target.opensFromAnywhere {
            printer.append("(from: ")
            printer.append(opener)
            printer.append(", file: file, line: line)")
        } else {
            printer.append("(")
            printer.append(ScreenParamsRenderer.arguments(target))
            printer.append("file: file, line: line)")
        }
    }

    /// `factoryType(of:openedBy:)` appended to the current line in parts.
    func appendFactoryType(of target: Resolved.ScreenTarget, openedBy origin: String, into printer: inout SwiftPrinter) {
        printer.append(factoryNames.pageType(target.name))
        guard target.opensFromAnywhere else { return }
        printer.append("<")
        printer.append(origin)
        printer.append(">")
    }

    /// `self.pageObjectsFactory.makeLoginPageObject(file: file, line: line)` from `opener`.
    func makeCall(_ target: Resolved.ScreenTarget, from opener: String) -> String {
        let from = target.opensFromAnywhere ? "from: \(opener), " : ScreenParamsRenderer.arguments(target)
        return "\(factoryNames.makeMethod(target.name))(\(from)file: file, line: line)"
    }
}
