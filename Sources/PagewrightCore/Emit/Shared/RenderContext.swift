/// What every renderer reads: the resolved model, the namer, and the style being written.
/// Nothing else: renderers never see the raw specs.
struct RenderContext {
    let model: Resolved.Project
    let names: Namer
    let style: OutputStyle

    var settings: Resolved.Settings { model.settings }
    var styleNames: any StyleNames { names.style(style) }

    /// `styleNames.elementEnum(_:)` without boxing the style's names in an existential, for
    /// every element a generated file names.
    func elementEnum(of page: Resolved.PageRef) -> String {
        switch style {
        case .factory: names.factory.elementEnum(page)
        case .plain: names.plain.elementEnum(page)
        case .screenplay: names.screenplay.elementEnum(page)
        }
    }

    /// `public ` or nothing, prefixed to every declaration.
    var access: String { settings.accessLevel == .public ? "public " : "" }
    /// `open ` for members subclasses may override, when the output is public.
    var openAccess: String { settings.accessLevel == .public ? "open " : "" }
    /// `public ` before an override of an open member, when the output is public.
    var overrideAccess: String { settings.accessLevel == .public ? "public " : "" }

    /// The same context, writing `style`.
    func writing(_ style: OutputStyle) -> RenderContext {
        RenderContext(model: model, names: names, style: style)
    }

    /// The compact forms of `page`'s `Element` enum, when it is a `PagewrightElement` one.
    func compactForms(of page: Resolved.PageRef) -> [Resolved.CompactElement]? {
        if case .compact(let forms) = model.elementEnum(of: page) { return forms }
        return nil
    }

    /// Whether `page`'s `Element` enum is described (`PagewrightDescribedElement`).
    func hasDescribedEnum(_ page: Resolved.PageRef) -> Bool {
        if case .described = model.elementEnum(of: page) { return true }
        return false
    }
}

/// Where generated code finds an element a member uses: `self.` on a page object; the
/// Screenplay style's static enums name the `…Elements` enum that holds it, or the adopter.
typealias Receiver = @Sendable (Resolved.ElementUse.Target) -> String

let selfReceiver: Receiver = { _ in "self." }
