/// Elements another screen owns (`"Preview.backButton"`): named through that screen's type, so
/// the one definition, on its screen, is the one generated code uses.
extension ElementExpressions {
    /// The `Element` enum of the screen that defines `ref`, as any page names it:
    /// `PreviewPageObject.Element`, `PreviewScreen.Element`, `PreviewElements.Element`; a
    /// trait's element enum is a type of its own already.
    func ownerEnum(_ ref: Resolved.ElementRef) -> String {
        guard ref.page.kind == .screen else { return context.elementEnum(of: ref.page) }
        switch context.style {
        case .factory: return context.names.factory.pageType(ref.page.name) + "." + Namer.elementEnum
        case .plain: return context.names.plain.screenType(ref.page.name) + "." + Namer.elementEnum
        case .screenplay: return context.screenplayNames.elementsType(ref.page.name) + "." + Namer.elementEnum
        }
    }

    /// `PreviewPageObject.Element.backButton.locator(self.application)`: another screen's element
    /// as a page object of this one reaches it (it has no accessor of its own for it); nil for an
    /// element of the page itself, and in the Screenplay style, whose `…Elements` enums are
    /// reached by any type already.
    func ownedElement(_ use: Resolved.ElementUse) -> String? {
        guard use.owner != nil, context.style != .screenplay, case .element = use.target else { return nil }
        return caseExpression(use) + (use.isCollection ? ".query(self.application)" : ".locator(self.application)")
    }
}
