/// A recording flattened depth first, so a query's descendants are a range of positions and a
/// query is evaluated the way XCUITest evaluates it, in document order.
struct RecordingIndex {
    struct Node {
        var element: RecordedElement
        /// Positions of the element's descendants: `position + 1 ..< end`.
        var end: Int
        var depth: Int
        /// Child positions from the root (`[0, 2]`: the root's first child's third child).
        var path: [Int]
    }

    private(set) var nodes: [Node] = []

    init(_ root: RecordedElement) {
        add(root, depth: 0, path: [])
    }

    private mutating func add(_ element: RecordedElement, depth: Int, path: [Int]) {
        let position = nodes.count
        var stripped = element
        stripped.children = []
        nodes.append(Node(element: stripped, end: position + 1, depth: depth, path: path))
        for (index, child) in element.children.enumerated() { add(child, depth: depth + 1, path: path + [index]) }
        nodes[position].end = nodes.count
    }

    /// The result of evaluating a query: the positions it may find, or why it cannot be told.
    enum Outcome: Equatable {
        case found([Int])
        case unknown(String)
    }

    /// Every element the query could stand for, for some values of its parameters.
    func evaluate(_ query: RecordingQuery) -> Outcome {
        let roots: [Int]
        switch query.scope {
        case .context:
            roots = nodes.isEmpty ? [] : [0]
        case .container(let container):
            switch evaluate(container) {
            case .found(let positions): roots = positions
            case .unknown(let reason): return .unknown(reason)
            }
        }
        var result: [Int] = []
        var seen: Set<Int> = []
        for root in roots {
            var matches: [Int] = []
            for position in (root + 1)..<nodes[root].end where !query.direct || nodes[position].depth == nodes[root].depth + 1 {
                switch accepts(query, position) {
                case .some(true): matches.append(position)
                case .some(false): continue
                case .none: return .unknown("its predicate does not parse")
                }
            }
            let exact = !query.hasFilters && !matchingHasParameters(query.matching)
                && !(query.containing + query.notContaining).contains { !$0.alwaysApplies || matchingHasParameters($0.matching) }
            let picked: [Int]
            switch query.pick {
            case .first: picked = exact ? Array(matches.prefix(1)) : matches
            case .index(let index): picked = exact ? (index < matches.count ? [matches[index]] : []) : (index < matches.count ? Array(matches[index...]) : [])
            case .anyMatch, .all: picked = matches
            }
            for position in picked where seen.insert(position).inserted { result.append(position) }
        }
        return .found(result)
    }

    private func matchingHasParameters(_ matching: RecordingQuery.Matching) -> Bool {
        switch matching {
        case .none: false
        case .identifier(let pattern), .label(let pattern): pattern.hasParameters
        case .predicate(let predicate): predicate.hasParameters
        }
    }

    /// Nil when the element cannot be judged (a predicate that does not parse).
    private func accepts(_ query: RecordingQuery, _ position: Int) -> Bool? {
        switch accepts(type: query.elementType, query.matching, nodes[position].element) {
        case nil: return nil
        case false?: return false
        case true?: break
        }
        let descendants = (position + 1)..<nodes[position].end
        // A descendant it must have: one, for some value of its parameters. The element itself
        // counts, as the stand-in's `containing` has it (see `containsMatch(where:)` there).
        for descendant in query.containing where descendant.alwaysApplies {
            var found = false
            for inner in position..<nodes[position].end {
                guard let accepted = accepts(type: descendant.elementType, descendant.matching, nodes[inner].element) else { return nil }
                if accepted { found = true; break }
            }
            if !found { return false }
        }
        // A descendant it must not have rules it out only when no value of a parameter could
        // make the descendant another.
        for descendant in query.notContaining where descendant.alwaysApplies && !matchingHasParameters(descendant.matching) {
            for inner in descendants {
                guard let accepted = accepts(type: descendant.elementType, descendant.matching, nodes[inner].element) else { return nil }
                if accepted { return false }
            }
        }
        return true
    }

    /// Whether `element` is of `type` and matches, for some values of the parameters; nil when a
    /// predicate does not parse.
    private func accepts(type: String, _ matching: RecordingQuery.Matching, _ element: RecordedElement) -> Bool? {
        guard type == "any" || element.type == type else { return false }
        switch matching {
        case .none: return true
        case .identifier(let pattern):
            let keys = [element.identifier, element.title, element.label, element.value, element.placeholder]
            return keys.contains { !$0.isEmpty && pattern.matches($0) }
        case .label(let pattern):
            return pattern.matches(element.label)
        case .predicate(let predicate):
            return predicate.matches(element)
        }
    }
}
