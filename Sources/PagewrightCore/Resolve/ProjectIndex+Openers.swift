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
        func add(_ destination: ActionSpec.Destination?, from openersOfIt: [String]) {
            let names: [String] = switch destination {
            case .screen(let name)?: [name.value]
            case .oneOf(let list)?: list.map(\.value)
            case .source?, nil: []
            }
            for name in names {
                for opener in openersOfIt where opener != name { openers[name, default: []].insert(opener) }
            }
        }
        for screen in screens {
            for action in screen.actions { add(action.destination, from: [screen.name.value]) }
        }
        for (trait, adopting) in adopters {
            guard let page = pages[trait], page.kind == .trait else { continue }
            for action in page.actions { add(action.destination, from: adopting.map(\.name.value)) }
        }
        return openers.mapValues { $0.sorted() }
    }
}
