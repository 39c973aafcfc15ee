/// The queries of a screen's elements — its own and its traits' — as they would run against a
/// recording, read from the resolved model: the one meaning a locator has, the one the generated
/// code runs.
struct ElementQueries {
    struct Entry {
        var name: String
        /// Where the element is written, for `file:line:column` messages.
        var location: SourceLocation
        /// Whether a trait of the screen defines it.
        var isFromTrait: Bool
        var query: RecordingQuery
        /// The identifiers the element mentions (its own, its `containing` one).
        var identifiers: [TextPattern]
    }

    private(set) var entries: [Entry] = []

    init(screen: Resolved.Screen, model: Resolved.Project) {
        let pages = [screen.page] + screen.traits.compactMap { model.trait($0)?.page }
        for page in pages {
            for element in page.elements where !entries.contains(where: { $0.name == element.name }) {
                var visiting: Set<Resolved.ElementRef> = []
                guard let query = Self.query(element, model: model, visiting: &visiting) else { continue }
                var identifiers: [TextPattern] = []
                if case .identifier(let text) = element.locator.matching { identifiers.append(Self.pattern(text)) }
                for case .identifier(let identifier?) in element.locator.containing.map(\.matching) {
                    identifiers.append(TextPattern(parts: [.literal(identifier)]))
                }
                entries.append(Entry(name: element.name, location: element.location, isFromTrait: page.kind == .trait,
                                     query: query, identifiers: identifiers))
            }
        }
    }

    /// Nil for an `in` cycle or a container that is not there (validation reports both).
    private static func query(_ element: Resolved.Element, model: Resolved.Project, visiting: inout Set<Resolved.ElementRef>) -> RecordingQuery? {
        guard visiting.insert(element.ref).inserted else { return nil }
        let locator = element.locator
        var scope = RecordingQuery.Scope.context
        // A container's query gives every element `inAny` searches (it is a collection), or the
        // one `in` searches.
        if case .container(let ref, _, _) = locator.scope {
            guard let container = model.page(ref.page)?.elements.first(where: { $0.name == ref.name }),
                  let containerQuery = query(container, model: model, visiting: &visiting) else { return nil }
            scope = .container(containerQuery)
        }
        let matching: RecordingQuery.Matching
        switch locator.matching {
        case .none: matching = .none
        case .identifier(let text): matching = .identifier(pattern(text))
        case .label(let text): matching = .label(pattern(text))
        case .predicate(let predicate): matching = .predicate(RecordingPredicate(predicate))
        }
        var pick: RecordingQuery.Pick
        switch locator.pick {
        case .first: pick = .first
        // A unique element is there when one of its matches is (drift looks for presence).
        case .unique: pick = .first
        // An element of type `application` is the app itself: nothing to look for.
        case .context: return nil
        case .index(let index): pick = .index(index)
        case .indexParameter: pick = .anyMatch
        case .all: pick = .all
        // Which match is last, or within a frame, a recording of another layout cannot say: any.
        case .last: pick = .anyMatch
        }
        if locator.frame != nil { pick = .anyMatch }
        var query = RecordingQuery(scope: scope, elementType: locator.elementType, matching: matching,
                                   containing: locator.containing.map(descendant),
                                   hasFilters: !locator.filters.isEmpty, pick: pick)
        query.notContaining = locator.notContaining.map(descendant)
        query.direct = locator.direct
        return query
    }

    private static func descendant(_ containing: Resolved.Locator.Containing) -> RecordingQuery.Descendant {
        let matching: RecordingQuery.Matching
        switch containing.matching {
        case .identifier(let identifier): matching = identifier.map { .identifier(TextPattern(parts: [.literal($0)])) } ?? .none
        case .label(let text): matching = .label(pattern(text))
        case .predicate(let predicate): matching = .predicate(RecordingPredicate(predicate))
        }
        return RecordingQuery.Descendant(elementType: containing.type ?? "any", matching: matching,
                                         alwaysApplies: containing.optionalParameters.isEmpty)
    }

    static func pattern(_ text: Resolved.Text) -> TextPattern {
        TextPattern(parts: text.parts.map { part in
            switch part {
            case .literal(let literal): .literal(literal)
            case .parameter(_, _, let type, let transforms): .parameter(isInteger: transforms.isEmpty && (type == .int || type == .uint))
            // A recording may be in any language the app ships: the key's text in any of them
            // (or in the source language, which an app shows for a language it lacks).
            case .localized(let localized, let transforms):
                .oneOf(Array(Set([localized.sourceText] + localized.translations.flatMap { [$0.text] + $0.byDevice.values })
                    .map { text in transforms.reduce(text) { $1.apply($0) } }).sorted())
            }
        })
    }
}
