/// The queries of a screen's elements — its own and its traits' — as they would run against a
/// recording of the screen.
struct SpecQueries {
    struct Entry {
        var name: String
        /// Where the element is written, for `file:line:column` messages.
        var location: SourceLocation
        var query: RecordingQuery
        /// The literal identifiers the element mentions (its own, its `containing` one).
        var identifiers: [TextPattern]
    }

    private(set) var entries: [Entry] = []

    init(screen: PageSpec, project: SpecProject) {
        let traits = screen.traits.compactMap { name in project.traits.first { $0.name.value == name.value } }
        for page in [screen] + traits {
            for element in page.elements where !entries.contains(where: { $0.name == element.name.value }) {
                var visiting: Set<String> = []
                guard let query = Self.query(element, on: page, visiting: &visiting) else { continue }
                var identifiers: [TextPattern] = []
                if case .identifier(let template) = element.locator { identifiers.append(Self.pattern(template, params: element.params)) }
                if let identifier = element.containing?.identifier { identifiers.append(TextPattern(parts: [.literal(identifier)])) }
                entries.append(Entry(name: element.name.value, location: element.location, query: query, identifiers: identifiers))
            }
        }
    }

    /// Nil for an `in` cycle (validation reports it).
    private static func query(_ element: ElementSpec, on page: PageSpec, visiting: inout Set<String>) -> RecordingQuery? {
        guard visiting.insert(element.name.value).inserted else { return nil }
        var scope = RecordingQuery.Scope.context
        var inherited: [ParamSpec] = []
        if let containerName = element.container?.value, let container = page.element(named: containerName) {
            guard let containerQuery = query(container, on: page, visiting: &visiting) else { return nil }
            scope = .container(containerQuery)
            inherited = container.params
        }
        let params = inherited + element.params
        let matching: RecordingQuery.Matching
        switch element.locator {
        case .identifier(let template): matching = .identifier(pattern(template, params: params))
        case .label(let template): matching = .label(pattern(template, params: params))
        case .predicate(let template):
            matching = .predicate(template.parts.map { part in
                switch part {
                case .literal(let text): text
                case .parameter(let name): "$" + name
                }
            }.joined())
        case .typeOnly: matching = .none
        }
        let isIndex: (ParamSpec) -> Bool = { $0.match.contains { $0.value == .index } }
        let pick: RecordingQuery.Pick
        if element.all {
            pick = .all
        } else if element.params.contains(where: isIndex) {
            pick = .anyMatch
        } else if let index = element.index {
            pick = .index(index.value)
        } else {
            pick = .first
        }
        return RecordingQuery(scope: scope, elementType: element.type.value, matching: matching,
                              containing: element.containing.map { ($0.type.value, $0.identifier) },
                              hasFilters: element.params.contains { !$0.match.isEmpty && !isIndex($0) }, pick: pick)
    }

    static func pattern(_ template: Template, params: [ParamSpec]) -> TextPattern {
        TextPattern(parts: template.parts.map { part in
            switch part {
            case .literal(let text): .literal(text)
            case .parameter(let name): .parameter(isInteger: params.first { $0.name.value == name }?.type.value == .int)
            }
        })
    }
}
