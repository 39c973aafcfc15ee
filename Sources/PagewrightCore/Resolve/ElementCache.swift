/// The elements a resolver has resolved, by where they are defined: a slot per element of each
/// page it has touched, made when it first stores one of the page's elements. Found by position,
/// not hashed: each element is stored once and looked up again for every step that uses it.
struct ElementCache {
    /// By page position in the project; empty until one of the page's elements is stored.
    private var pages: [[Resolved.Element?]]

    /// `pageCount`: the project's pages, every one a position may name.
    init(pageCount: Int) {
        pages = Array(repeating: [], count: pageCount)
    }

    subscript(position: ProjectIndex.ElementPosition) -> Resolved.Element? {
        let slots = pages[Int(position.page)]
        return slots.isEmpty ? nil : slots[Int(position.element)]
    }

    /// Stores `element` as resolved at `position`, of a page that defines `pageElements` elements.
    mutating func store(_ element: Resolved.Element, at position: ProjectIndex.ElementPosition, pageElements: Int) {
        let page = Int(position.page)
        if pages[page].isEmpty { pages[page] = Array(repeating: nil, count: pageElements) }
        pages[page][Int(position.element)] = element
    }
}
