/// Pairs the spec constructs before a change with those after: by name, and, for one removed
/// where another of the same kind is added that means the same (an element found the same way, an
/// action with the same steps and destination, a screen with the same elements), as a rename.
struct ConstructMatcher {
    let before: Resolved.Project
    let after: Resolved.Project

    /// Page before → page after (the same name, or a rename).
    private(set) var pages: [String: String] = [:]
    private(set) var renamedPages: [(from: String, to: String)] = []
    /// Member before → member after, for every member that is still there (renamed or not).
    private(set) var members: [GeneratedAPI.Origin: GeneratedAPI.Origin] = [:]

    init(before: Resolved.Project, after: Resolved.Project) {
        self.before = before
        self.after = after
    }

    mutating func match() {
        for kind in [Resolved.PageRef.Kind.screen, .trait] {
            let old = before.pages.filter { $0.kind == kind }, new = after.pages.filter { $0.kind == kind }
            let newNames = Set(new.map(\.name))
            for page in old where newNames.contains(page.name) { pages[page.name] = page.name }
            let gone = old.filter { pages[$0.name] == nil }
            var fresh = new.filter { page in !old.contains { $0.name == page.name } }
            for page in gone {
                let print = Self.fingerprint(of: page)
                guard !print.isEmpty else { continue }
                let same = fresh.filter { Self.fingerprint(of: $0) == print }
                if same.count == 1 {
                    pages[page.name] = same[0].name
                    renamedPages.append((page.name, same[0].name))
                    fresh.removeAll { $0.name == same[0].name }
                }
            }
        }
        for (old, new) in pages {
            guard let oldPage = before.pages.first(where: { $0.name == old }), let newPage = after.pages.first(where: { $0.name == new }) else { continue }
            matchMembers(oldPage, newPage)
        }
    }

    /// What a member means, for telling a rename from a removal and an addition.
    private func fingerprint(_ kind: GeneratedAPI.Origin.Kind, _ name: String, on page: Resolved.Page, rename: (String) -> String) -> String? {
        switch kind {
        case .element:
            guard let element = page.elements.first(where: { $0.name == name }) else { return nil }
            return ReviewDescriptions.locator(element) + ReviewDescriptions.parameters(element.parameters)
        case .action:
            guard let action = page.actions.first(where: { $0.name.value == name }) else { return nil }
            return rename(ReviewDescriptions.parameters(action.parameters) + ReviewDescriptions.destination(action.destination)
                          + String(describing: action.steps) + String(describing: action.returns) + String(action.isCustom))
        case .check:
            guard let check = page.checks.first(where: { $0.name.value == name }) else { return nil }
            return rename(ReviewDescriptions.parameters(check.parameters) + String(describing: check.assertions))
        case .getter:
            guard let getter = page.getters.first(where: { $0.name.value == name }) else { return nil }
            return rename(ReviewDescriptions.parameters(getter.parameters) + String(describing: getter.reading))
        default:
            return nil
        }
    }

    private static func names(_ kind: GeneratedAPI.Origin.Kind, of page: Resolved.Page) -> [String] {
        switch kind {
        case .element: page.elements.map(\.name)
        case .action: page.actions.map(\.name.value)
        case .check: page.checks.map(\.name.value)
        case .getter: page.getters.map(\.name.value)
        default: []
        }
    }

    /// A screen with the same elements found the same ways is the same screen.
    private static func fingerprint(of page: Resolved.Page) -> String {
        page.elements.map { ReviewDescriptions.locator($0) }.sorted().joined(separator: "\n")
    }

    private mutating func matchMembers(_ old: Resolved.Page, _ new: Resolved.Page) {
        // What the old page's members say about their page reads as the new page's name.
        let rename: (String) -> String = { old.name == new.name ? $0 : $0.replacingOccurrences(of: "name: \"\(old.name)\"", with: "name: \"\(new.name)\"") }
        for kind in [GeneratedAPI.Origin.Kind.element, .action, .check, .getter] {
            let oldNames = Self.names(kind, of: old), newNames = Self.names(kind, of: new)
            for name in oldNames where newNames.contains(name) {
                members[.init(page: old.name, kind: kind, name: name)] = .init(page: new.name, kind: kind, name: name)
            }
            var fresh = newNames.filter { !oldNames.contains($0) }
            for name in oldNames where !newNames.contains(name) {
                guard let print = fingerprint(kind, name, on: old, rename: rename) else { continue }
                let same = fresh.filter { fingerprint(kind, $0, on: new, rename: { $0 }) == print }
                guard same.count == 1 else { continue }
                members[.init(page: old.name, kind: kind, name: name)] = .init(page: new.name, kind: kind, name: same[0])
                fresh.removeAll { $0 == same[0] }
            }
        }
    }

    // MARK: What changed

    func changes() -> (screens: SpecReview.Changes, traits: SpecReview.Changes, pages: [SpecReview.PageChanges],
                       locators: [SpecReview.LocatorChange], destinations: [SpecReview.DestinationChange]) {
        var screens = SpecReview.Changes(), traits = SpecReview.Changes()
        for kind in [Resolved.PageRef.Kind.screen, .trait] {
            var changes = SpecReview.Changes()
            let old = before.pages.filter { $0.kind == kind }, new = after.pages.filter { $0.kind == kind }
            let kept = Set(pages.values)
            changes.removed = old.filter { pages[$0.name] == nil }.map(\.name).sorted()
            changes.added = new.filter { !kept.contains($0.name) }.map(\.name).sorted()
            changes.renamed = renamedPages.filter { from, _ in old.contains { $0.name == from } }.sorted { $0.from < $1.from }
            if kind == .screen { screens = changes } else { traits = changes }
        }
        var pageChanges: [SpecReview.PageChanges] = []
        var locators: [SpecReview.LocatorChange] = []
        var destinations: [SpecReview.DestinationChange] = []
        for (oldPage, newPage) in pages.sorted(by: { $0.value < $1.value }) {
            guard let old = before.pages.first(where: { $0.name == oldPage }), let new = after.pages.first(where: { $0.name == newPage }) else { continue }
            var changes = SpecReview.PageChanges(page: newPage, kind: new.kind)
            // Two readings of steps or assertions are the same when they differ only by the page's
            // and its elements' new names.
            var renames = oldPage == newPage ? [] : [(oldPage, newPage)]
            for (from, to) in members where from.page == oldPage && from.kind == .element && from.name != to.name { renames.append((from.name, to.name)) }
            func same<Value>(_ a: Value, _ b: Value) -> Bool {
                var text = String(describing: a)
                for (from, to) in renames { text = text.replacingOccurrences(of: "name: \"\(from)\"", with: "name: \"\(to)\"") }
                return text == String(describing: b)
            }
            changes.elements = memberChanges(.element, old, new) { oldName, newName in
                guard let a = old.elements.first(where: { $0.name == oldName }), let b = new.elements.first(where: { $0.name == newName }) else { return [] }
                var how: [String] = []
                if a.type != b.type { how.append("type \(a.type) → \(b.type)") }
                let (locatorBefore, locatorAfter) = (ReviewDescriptions.locator(a), ReviewDescriptions.locator(b))
                if locatorBefore != locatorAfter {
                    how.append("found otherwise")
                    locators.append(.init(page: newPage, element: b.name, before: locatorBefore, after: locatorAfter))
                }
                let (p, q) = (ReviewDescriptions.parameters(a.parameters), ReviewDescriptions.parameters(b.parameters))
                if p != q { how.append("parameters \(p) → \(q)") }
                return how
            }
            changes.actions = memberChanges(.action, old, new) { oldName, newName in
                guard let a = old.actions.first(where: { $0.name.value == oldName }), let b = new.actions.first(where: { $0.name.value == newName }) else { return [] }
                var how: [String] = []
                let (p, q) = (ReviewDescriptions.parameters(a.parameters), ReviewDescriptions.parameters(b.parameters))
                if p != q { how.append("parameters \(p) → \(q)") }
                let (d, e) = (ReviewDescriptions.destination(a.destination), ReviewDescriptions.destination(b.destination))
                if d != e {
                    switch (d == "stays", e == "stays") {
                    case (true, _): how.append("leads to \(e) instead of staying on its screen")
                    case (_, true): how.append("stays on its screen instead of leading to \(d)")
                    default: how.append("leads to \(e) instead of \(d)")
                    }
                    destinations.append(.init(page: newPage, action: b.name.value, before: d, after: e))
                }
                if !same(a.steps, b.steps) { how.append("its steps changed") }
                if !same(a.returns, b.returns) { how.append("what it returns changed") }
                // What routes, navigation and the tour do with it.
                if !same(a.needs, b.needs) || a.hasWayIn != b.hasWayIn { how.append("what it needs first changed") }
                if a.navigates != b.navigates { how.append(b.navigates ? "navigation may now take it" : "navigation no longer takes it") }
                if !same(a.passage, b.passage) { how.append("the screen it may pass through changed") }
                return how
            }
            changes.checks = memberChanges(.check, old, new) { oldName, newName in
                guard let a = old.checks.first(where: { $0.name.value == oldName }), let b = new.checks.first(where: { $0.name.value == newName }) else { return [] }
                var how: [String] = []
                let (p, q) = (ReviewDescriptions.parameters(a.parameters), ReviewDescriptions.parameters(b.parameters))
                if p != q { how.append("parameters \(p) → \(q)") }
                if !same(a.assertions, b.assertions) { how.append("what it asserts changed") }
                return how
            }
            changes.getters = memberChanges(.getter, old, new) { oldName, newName in
                guard let a = old.getters.first(where: { $0.name.value == oldName }), let b = new.getters.first(where: { $0.name.value == newName }) else { return [] }
                var how: [String] = []
                let (p, q) = (ReviewDescriptions.parameters(a.parameters), ReviewDescriptions.parameters(b.parameters))
                if p != q { how.append("parameters \(p) → \(q)") }
                if !same(a.reading, b.reading) { how.append("what it reads changed") }
                return how
            }
            if !changes.isEmpty { pageChanges.append(changes) }
        }
        return (screens, traits, pageChanges.sorted { $0.page < $1.page }, locators.sorted { ($0.page, $0.element) < ($1.page, $1.element) },
                destinations.sorted { ($0.page, $0.action) < ($1.page, $1.action) })
    }

    private func memberChanges(_ kind: GeneratedAPI.Origin.Kind, _ old: Resolved.Page, _ new: Resolved.Page,
                               how: (String, String) -> [String]) -> SpecReview.Changes {
        var changes = SpecReview.Changes()
        let oldNames = Self.names(kind, of: old), newNames = Self.names(kind, of: new)
        var kept: Set<String> = []
        for name in oldNames {
            guard let target = members[.init(page: old.name, kind: kind, name: name)] else {
                changes.removed.append(name)
                continue
            }
            kept.insert(target.name)
            if target.name != name { changes.renamed.append((name, target.name)) }
            let differences = how(name, target.name)
            if !differences.isEmpty { changes.changed.append((target.name, differences.joined(separator: "; "))) }
        }
        changes.added = newNames.filter { !kept.contains($0) }
        return changes
    }
}
