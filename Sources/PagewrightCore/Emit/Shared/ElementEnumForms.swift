/// Which form each page's `Element` enum takes (compact, described or spelled out), worked out
/// once per page before rendering: every element use of a step, check or anchor asks it, and
/// working it out walks all the page's elements.
final class ElementEnumForms: Sendable {
    enum Form: Sendable {
        case compact([ElementEnumRenderer.CompactForm])
        case described
        case spelledOut
    }

    private let forms: [Resolved.PageRef: Form]

    init(_ model: Resolved.Project, names: Namer) {
        // Whether an enum is described does not depend on the style (only its text does).
        let context = RenderContext(model: model, names: names, style: .factory, enumForms: nil)
        let pages = model.screens.map(\.page) + model.traits.map(\.page)
        let forms = pages.concurrentMap { page -> Form in
            if let compact = ElementEnumRenderer.compactForms(page.elements) { return .compact(compact) }
            let renderer = ElementEnumRenderer(elements: page.elements, constants: [], typeName: Namer.elementEnum, context: context)
            return renderer.findings() != nil ? .described : .spelledOut
        }
        var table: [Resolved.PageRef: Form] = [:]
        table.reserveCapacity(pages.count)
        for (page, form) in zip(pages, forms) { table[page.ref] = form }
        self.forms = table
    }

    func form(_ page: Resolved.PageRef) -> Form? { forms[page] }
}
