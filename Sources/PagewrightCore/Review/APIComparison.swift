/// Compares the generated API before and after: each member test code could call before is still
/// there with a signature every old call still fits, or it breaks — removed, renamed with its spec
/// construct (found under the new names the namer gives), or changed.
struct APIComparison {
    let before: GeneratedAPI
    let after: GeneratedAPI
    let matcher: ConstructMatcher
    let beforeNames: Namer
    let afterNames: Namer

    func compare() -> (breaking: [SpecReview.BrokenConstruct], added: [OutputStyle: Int]) {
        let newByKey = Dictionary(after.members.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        // A function whose labels changed keeps its base name: the same member, changed.
        var newByBase: [String: [GeneratedAPI.Member]] = [:]
        for member in after.members where !member.isType { newByBase[Self.base(member), default: []].append(member) }
        let oldKeys = Set(before.members.map(\.key))
        let types = typeRenames()
        var matched: Set<String> = []
        var breaks: [SpecReview.Break] = []
        for member in before.members {
            let owner = member.owner.split(separator: ".").map { types[String($0)] ?? String($0) }.joined(separator: ".")
            let name = member.isType ? (types[member.name] ?? member.name) : renamed(member)
            let key = "\(member.style.rawValue) \(owner.isEmpty ? name : owner + "." + name)" + (member.overload.map { " " + $0 } ?? "")
            var found = newByKey[key]
            if found == nil, !member.isType {
                let base = "\(member.style.rawValue) \(owner.isEmpty ? "" : owner + ".")\(name.prefix { $0 != "(" })"
                let candidates = (newByBase[base] ?? []).filter { !oldKeys.contains($0.key) }
                found = candidates.first { Self.fits(member, $0, types: types) } ?? (candidates.count == 1 ? candidates[0] : nil)
            }
            guard let now = found else {
                breaks.append(.init(member: member, kind: .removed))
                continue
            }
            matched.insert(now.key)
            let fits = Self.fits(member, now, types: types)
            // A member that only moved with its renamed type goes with the type's own line.
            if fits, owner != member.owner, member.name == now.name { continue }
            // Another base name (or owner) is a rename; the same one with other labels, a change.
            if member.isType ? now.qualifiedName != member.qualifiedName : Self.base(now) != Self.base(member) {
                breaks.append(.init(member: member, kind: fits ? .renamed(to: now.qualifiedName) : .renamedAndChanged(to: now.qualifiedName, declaration: now.declaration)))
            } else if !fits {
                breaks.append(.init(member: member, kind: .changed(to: now.declaration)))
            }
        }
        var added: [OutputStyle: Int] = [:]
        for member in after.members where !matched.contains(member.key) && !oldKeys.contains(member.key) { added[member.style, default: 0] += 1 }
        return (group(breaks), added)
    }

    /// `factory LoginPageObject.enterLogin`: a member without its labels.
    private static func base(_ member: GeneratedAPI.Member) -> String {
        "\(member.style.rawValue) \(member.owner.isEmpty ? "" : member.owner + ".")\(member.name.prefix { $0 != "(" })"
    }

    /// Whether every call of `old` still compiles against `new`: the same result, the old
    /// parameters in order with their labels and types, any new one with a default, and none that
    /// could be left out before and cannot now.
    static func fits(_ old: GeneratedAPI.Member, _ new: GeneratedAPI.Member, types: [String: String] = [:]) -> Bool {
        // A type renamed with its spec construct reads as its new name.
        func renamed(_ type: String?) -> String? { type.map { types[$0] ?? $0 } }
        guard renamed(old.result) == new.result else { return false }
        if old.isType { return true }
        var remaining = old.parameters[...]
        for parameter in new.parameters {
            if let next = remaining.first, next.label == parameter.label, renamed(next.type) == parameter.type {
                if next.hasDefault && !parameter.hasDefault { return false }
                remaining = remaining.dropFirst()
            } else if !parameter.hasDefault {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// The member's name after its spec construct was renamed (the same name when it was not).
    private func renamed(_ member: GeneratedAPI.Member) -> String {
        let bare = String(member.name.prefix { $0 != "(" })
        let rest = String(member.name.dropFirst(bare.count))
        // A renamed screen's case among the screens that supply a trait's elements (Screenplay).
        for (from, to) in matcher.renamedPages where member.owner.hasSuffix(".Screen") && bare == beforeNames.screenplay.adopterCase(from) {
            return afterNames.screenplay.adopterCase(to) + rest
        }
        guard let origin = member.origin else { return member.name }
        switch origin.kind {
        case .screen, .trait, .route:
            guard let page = matcher.pages[origin.page], page != origin.page, member.owner == FactoryNames.factoryType else { return member.name }
            if bare == beforeNames.factory.makeMethod(origin.page) { return afterNames.factory.makeMethod(page) + rest }
            if bare == beforeNames.factory.routeMethod(origin.page) { return afterNames.factory.routeMethod(page) + rest }
            return member.name
        case .element, .action, .check, .getter:
            guard let target = matcher.members[origin], target.name != origin.name else { return member.name }
            var map = [SwiftNames.member(origin.name): SwiftNames.member(target.name)]
            if origin.kind == .action { map[Namer.customStepsMethod(origin.name)] = Namer.customStepsMethod(target.name) }
            if origin.kind == .check {
                if let old = question(origin, names: beforeNames, in: before), let new = question(target, names: afterNames, in: after) { map[old] = new }
            }
            return (map[bare] ?? bare) + rest
        default:
            return member.name
        }
    }

    /// The Screenplay question a check `…Is` with one parameter is asked as, if it is.
    private func question(_ origin: GeneratedAPI.Origin, names: Namer, in api: GeneratedAPI) -> String? {
        guard let member = api.members.first(where: { $0.origin == origin && $0.style == .screenplay }) else { return nil }
        let bare = String(member.name.prefix { $0 != "(" })
        return bare == SwiftNames.member(origin.name) ? nil : bare
    }

    /// Generated type names before → after, for renamed pages and for the Task and destination
    /// types of renamed (or renamed pages') actions.
    private func typeRenames() -> [String: String] {
        var map: [String: String] = [:]
        for (from, to) in matcher.renamedPages {
            let (a, b) = (beforeNames, afterNames)
            for (old, new) in [(a.factory.pageType(from), b.factory.pageType(to)), (a.factory.traitType(from), b.factory.traitType(to)),
                               (a.factory.traitElementType(from), b.factory.traitElementType(to)),
                               (a.factory.customActionsType(from), b.factory.customActionsType(to)),
                               (a.plain.screenType(from), b.plain.screenType(to)), (a.plain.traitType(from), b.plain.traitType(to)),
                               (a.plain.traitElementType(from), b.plain.traitElementType(to)),
                               (a.plain.customActionsType(from), b.plain.customActionsType(to)),
                               (a.screenplay.elementsType(from), b.screenplay.elementsType(to)),
                               (a.screenplay.actionsType(from), b.screenplay.actionsType(to)),
                               (a.screenplay.questionType(from), b.screenplay.questionType(to)),
                               (a.screenplay.customInteractionsType(from), b.screenplay.customInteractionsType(to))] where old != new {
                map[old] = new
            }
        }
        for (from, to) in matcher.members where from.kind == .action {
            let old = beforeNames.screenplay.taskType(from.name, of: from.page), new = afterNames.screenplay.taskType(to.name, of: to.page)
            if old != new { map[old] = new }
            let oldDestination = SwiftNames.capitalized(from.name) + "Destination", newDestination = SwiftNames.capitalized(to.name) + "Destination"
            if oldDestination != newDestination {
                map[oldDestination] = newDestination
                if let page = before.members.first(where: { $0.origin?.page == from.page }), page.origin != nil {
                    map[beforeNames.factory.destinationType(from.name, of: Resolved.PageRef(name: from.page, kind: .trait))] =
                        afterNames.factory.destinationType(to.name, of: Resolved.PageRef(name: to.page, kind: .trait))
                }
            }
        }
        return map
    }

    /// The breaks by spec construct; the members of a type that is gone go with it.
    private func group(_ breaks: [SpecReview.Break]) -> [SpecReview.BrokenConstruct] {
        let goneTypes = Set(breaks.filter { $0.kind == .removed && $0.member.isType }.map { "\($0.member.style) \($0.member.qualifiedName)" })
        let kept = breaks.filter { brk in
            var owner = ""
            for component in brk.member.owner.split(separator: ".") {
                owner += (owner.isEmpty ? "" : ".") + component
                if goneTypes.contains("\(brk.member.style) \(owner)") { return false }
            }
            return true
        }
        var byOrigin: [String: (origin: GeneratedAPI.Origin?, breaks: [SpecReview.Break])] = [:]
        for brk in kept {
            let key = brk.member.origin.map { "\($0.page)\u{1}\($0.kind.rawValue)\u{1}\($0.name)" } ?? "\u{0}"
            byOrigin[key, default: (brk.member.origin, [])].breaks.append(brk)
        }
        let order = Dictionary(uniqueKeysWithValues: OutputStyle.allCases.enumerated().map { ($1, $0) })
        return byOrigin.sorted { $0.key < $1.key }.map { _, value in
            SpecReview.BrokenConstruct(origin: value.origin, change: change(of: value.origin),
                                       breaks: value.breaks.sorted { (order[$0.member.style]!, $0.member.qualifiedName) < (order[$1.member.style]!, $1.member.qualifiedName) })
        }
    }

    private func change(of origin: GeneratedAPI.Origin?) -> String {
        guard let origin else { return "generated members" }
        switch origin.kind {
        case .route:
            guard let page = matcher.pages[origin.page] else { return "removed" }
            guard after.members.contains(where: { $0.origin?.kind == .route && $0.origin?.page == page }) else { return "has no route any more" }
            return page == origin.page ? "changed" : "renamed with its screen to \(MarkdownText.code(page))"
        case .screen, .trait:
            guard let page = matcher.pages[origin.page] else { return "removed" }
            return page == origin.page ? "changed" : "renamed to \(MarkdownText.code(page))"
        case .element, .action, .check, .getter:
            guard let target = matcher.members[origin] else {
                return matcher.pages[origin.page] == nil ? "removed with \(origin.page)" : "removed"
            }
            return target.name == origin.name ? "changed" : "renamed to \(MarkdownText.code(target.name))"
        case .flow, .type:
            return after.members.contains { $0.origin == origin } ? "changed" : "removed"
        }
    }
}
