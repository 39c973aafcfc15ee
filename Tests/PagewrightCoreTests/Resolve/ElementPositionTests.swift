import Testing
@testable import PagewrightCore

/// Validation and resolution find an element by name once, in the page's table, and reach it again
/// by its position: the position must lead to the element the name found, and the parameters read
/// by position must be those worked out by name.
@Suite("Element positions")
struct ElementPositionTests {
    private static let files = [
        "pagewright.json": settings(),
        "Listed.json": """
            { "trait": "Listed", "requires": ["view"],
              "elements": {
                "list": { "type": "table", "id": "list.$section", "params": { "section": "String" } },
                "header": { "type": "other", "id": "header", "in": "list" } } }
            """,
        "Framed.json": """
            { "trait": "Framed", "traits": ["Listed"],
              "elements": { "frame": { "type": "other", "id": "frame" } } }
            """,
        "Main.json": """
            { "screen": "Main", "traits": ["Framed"], "verify": { "present": ["view"] },
              "elements": {
                "view": { "type": "other", "id": "Main.view" },
                "row": { "type": "cell", "in": "list", "params": { "position": { "type": "Int", "match": ["index"] } } },
                "label": { "type": "staticText", "id": "Main.label.$text", "in": "row", "params": { "text": "String" } }
              } }
            """,
        "Other.json": """
            { "screen": "Other", "traits": ["Listed"], "verify": { "present": ["view"] },
              "elements": { "view": { "type": "other", "id": "Other.view" }, "cell": { "type": "cell", "in": "header" } } }
            """,
    ]

    private func index() throws -> ProjectIndex {
        let (project, log) = SpecLoader.load(specFiles(Self.files))
        try #require(!log.hasErrors, "\(log.sorted.prefix(3).map(\.description))")
        return ProjectIndex(project)
    }

    @Test func aPositionLeadsToTheElementItsNameFound() throws {
        let index = try index()
        var checked = 0
        for page in index.project.pages {
            for (name, found) in index.visibleElements(of: page) {
                guard let position = found.position else {
                    guard case .required = found else { Issue.record("'\(name)' on \(page.name.value) has no position"); continue }
                    continue
                }
                let spec = try #require(found.spec)
                #expect(index.element(at: position).name.value == name)
                #expect(index.element(at: position).location == spec.location)
                switch found {
                case .own: #expect(index.page(at: position).name.value == page.name.value)
                case .fromTrait(_, let trait, _): #expect(index.page(at: position).name.value == trait)
                case .required: break
                }
                checked += 1
            }
        }
        // Listed: its two; Framed: its frame and Listed's two; Main: its three, Framed's frame and
        // Listed's two (through Framed); Other: its two and Listed's two.
        #expect(checked == 2 + 3 + 6 + 4)
    }

    @Test func parametersByPositionAreThoseWorkedOutByName() throws {
        let index = try index()
        for page in index.project.pages {
            let memo = index.memo(for: page)
            for (name, found) in index.visibleElements(of: page) {
                guard let spec = found.spec else { continue }
                let byName = index.effectiveParams(of: spec, on: page).map(\.name.value)
                #expect(index.effectiveParams(of: found, spec, on: page, memo: memo).map(\.name.value) == byName, "\(name) on \(page.name.value)")
            }
            for (position, element) in page.elements.enumerated() {
                #expect(index.effectiveParams(ofOwn: position, element, on: page, memo: memo).map(\.name.value)
                        == index.effectiveParams(of: element, on: page).map(\.name.value))
            }
        }
        // The row is in Listed's list (adopted through Framed), which takes a section; the label
        // inherits both.
        let main = try #require(index.screen("Main"))
        let label = try #require(main.element(named: "label"))
        #expect(index.effectiveParams(of: label, on: main).map(\.name.value) == ["section", "position", "text"])
        // Listed's header, seen from Other, is in Listed's list and takes its section.
        let other = try #require(index.screen("Other"))
        let cell = try #require(other.element(named: "cell"))
        #expect(index.effectiveParams(of: cell, on: other).map(\.name.value) == ["section"])
    }
}
