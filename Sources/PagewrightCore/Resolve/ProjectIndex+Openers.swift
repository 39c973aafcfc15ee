/// Which screens open which: the one place that decides who a `"$source"` action may return to.
extension ProjectIndex {
    /// The screens with an action (their own, or an adopted trait's) that leads to `screen`, one
    /// of several destinations included, by name; the screen itself is left out.
    public func openers(of screen: String) -> [String] { openersByScreen[screen] ?? [] }

    /// Whether the screen's page object is generic over the page object that opened it: it is
    /// opened from anywhere, or one of its actions returns to `"$source"`, so its openers are
    /// the screens that lead to it.
    public func remembersOpener(_ screen: String) -> Bool {
        guard let page = self.screen(screen) else { return false }
        return page.opensFromAnywhere != nil || Self.returnsToSource(page)
    }

    /// The screens a screen that returns to `"$source"` without `opensFrom: anywhere` may return
    /// to: its openers (nil for any other screen, which is not restricted to them).
    public func restrictedOpeners(of screen: String) -> [String]? {
        guard let page = self.screen(screen), page.opensFromAnywhere == nil, Self.returnsToSource(page) else { return nil }
        return openers(of: screen)
    }

    static func returnsToSource(_ page: PageSpec) -> Bool {
        page.actions.contains { if case .source? = $0.destination { true } else { false } }
    }

    /// Openers by the screen they open, each list sorted by name.
    static func openers(screens: [PageSpec], adopters: [String: [PageSpec]], pages: [String: PageSpec]) -> [String: [String]] {
        var openers: [String: Set<String>] = [:]
        func add(_ name: String, from openersOfIt: [String]) {
            // A trait as a destination opens none: it returns to a screen that reached this one.
            guard pages[name]?.kind == .screen else { return }
            // A screen that opens itself (an editor's "duplicate") is one of its openers: the copy
            // returns to the screen it was made from.
            for opener in openersOfIt { openers[name, default: []].insert(opener) }
        }
        func add(_ destination: ActionSpec.Destination?, from openersOfIt: [String]) {
            switch destination {
            case .screen(let name)?: add(name.value, from: openersOfIt)
            case .oneOf(let list)?: for name in list { add(name.value, from: openersOfIt) }
            case .source?, nil: break
            }
        }
        for screen in screens {
            let opener = [screen.name.value]
            for action in screen.actions { add(action.destination, from: opener) }
        }
        for (trait, adopting) in adopters {
            guard let page = pages[trait], page.kind == .trait else { continue }
            for action in page.actions { add(action.destination, from: adopting.map(\.name.value)) }
        }
        return openers.mapValues { $0.sorted() }
    }

    /// The screens an action of `screen` with `"to": "<trait>"` may return to: those adopting the
    /// trait from which actions lead, one or more steps, to `screen` (nearest first, then by
    /// name). The ways there are actions leading to screens; a return to a trait opens nothing.
    public func arrivals(of trait: String, reaching screen: String) -> [String] {
        let adopting = Set(adopters(of: trait).map(\.name.value))
        var distance: [String: Int] = [screen: 0]
        var queue = [screen]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for opener in openers(of: current) where distance[opener] == nil {
                distance[opener] = distance[current]! + 1
                queue.append(opener)
            }
        }
        return adopting.filter { distance[$0] != nil && $0 != screen }
            .sorted { (distance[$0]!, $0) < (distance[$1]!, $1) }
    }
}
