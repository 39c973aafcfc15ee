/// Lookup tables over a `SpecProject`: pages by name, the elements each page can use, and the
/// parameters each element takes (its own plus those of the elements it is `in`).
public struct ProjectIndex: Sendable {
    /// An element as seen from a page: its own, one from an adopted trait, or (inside a trait) one
    /// that each adopter must supply.
    /// `at`: where the element is defined (see `ElementPosition`), so the stages that find it by
    /// name here reach it again by position, not by name.
    public enum VisibleElement: Sendable {
        case own(ElementSpec, at: ElementPosition)
        case fromTrait(ElementSpec, trait: String, at: ElementPosition)
        case required(Located<String>)

        public var spec: ElementSpec? {
            switch self {
            case .own(let spec, _), .fromTrait(let spec, _, _): spec
            case .required: nil
            }
        }

        /// Where it is defined; nil for an element each adopter supplies.
        public var position: ElementPosition? {
            switch self {
            case .own(_, let position), .fromTrait(_, _, let position): position
            case .required: nil
            }
        }
    }

    /// An element definition by position: its page's in `project.pages` and its own in that
    /// page's `elements`. Two `Int32`s hash as one word, where the page's and element's names
    /// hashed two strings.
    public struct ElementPosition: Sendable, Hashable {
        public var page: Int32
        public var element: Int32

        public init(page: Int, element: Int) {
            self.page = Int32(truncatingIfNeeded: page)
            self.element = Int32(truncatingIfNeeded: element)
        }
    }

    /// The element defined at `position`.
    public func element(at position: ElementPosition) -> ElementSpec {
        project.pages[Int(position.page)].elements[Int(position.element)]
    }

    /// The page of `position`'s element.
    public func page(at position: ElementPosition) -> PageSpec { project.pages[Int(position.page)] }

    public let project: SpecProject
    /// The declared parameter types.
    public let types: TypeTable
    /// The first definition of each name wins; later ones are reported as duplicates.
    public let pagesByName: [String: PageSpec]
    /// The position in `project.pages` of the page `pagesByName` holds for each name.
    private let positionsByName: [String: Int]
    private let adoptersByTrait: [String: [PageSpec]]
    /// Screens by the container they are a section of, in project order.
    private let sectionsByContainer: [String: [PageSpec]]
    /// What the stages ask of a page, worked out once per page, by spec file (only files that
    /// hold one page): one lookup finds all of it.
    fileprivate final class PageTables: Sendable {
        /// `visibleElements(of:)`: the stages ask for it once per element, which would otherwise
        /// rebuild it each time.
        let visible: [String: VisibleElement]
        /// `effectiveParams(of:on:)` of every visible element, each element from its
        /// container's, so a long chain of `in` costs one step per element.
        /// By where each element is defined: the stages find an element by name once, then
        /// ask by its position.
        let effective: [ElementPosition: [ParamSpec]]
        /// The page's position in `project.pages`.
        let position: Int
        /// `adoptedTraitsWithEntries(of:)`, and the traits alone: asked several times per page.
        let withEntries: [(trait: PageSpec, entry: Located<String>)]
        let traits: [PageSpec]

        init(visible: [String: VisibleElement], effective: [ElementPosition: [ParamSpec]], position: Int,
             withEntries: [(trait: PageSpec, entry: Located<String>)], traits: [PageSpec]) {
            self.visible = visible
            self.effective = effective
            self.position = position
            self.withEntries = withEntries
            self.traits = traits
        }
    }
    private let tablesByFile: [String: PageTables]

    /// The tables of the page a stage is working on, fetched once when it starts on the page:
    /// the many questions it then asks about that page (one per element, step and use) compare
    /// the page's path with the memo's, which for the same page is the same string and costs a
    /// comparison of two words, instead of hashing the path for `tablesByFile` each time.
    struct PageMemo: Sendable {
        fileprivate var path = ""
        fileprivate var tables: PageTables?

        init() {}

        fileprivate init(path: String, tables: PageTables?) {
            self.path = path
            self.tables = tables
        }
    }

    func memo(for page: PageSpec) -> PageMemo { PageMemo(path: page.relativePath, tables: tablesByFile[page.relativePath]) }

    /// `page`'s tables: the memo's when it is of `page`, else looked up.
    private func tables(of page: PageSpec, memo: PageMemo) -> PageTables? {
        if let tables = memo.tables, memo.path == page.relativePath { return tables }
        return tablesByFile[page.relativePath]
    }

    /// `adoptedTraits(of:)`, through the memo of the page being worked on.
    func adoptedTraits(of page: PageSpec, memo: PageMemo) -> [PageSpec] {
        if let cached = tables(of: page, memo: memo) { return cached.traits }
        return Self.adoptedTraits(of: page, pages: pagesByName)
    }

    /// `adoptedTraitsWithEntries(of:)`, through the memo of the page being worked on.
    func adoptedTraitsWithEntries(of page: PageSpec, memo: PageMemo) -> [(trait: PageSpec, entry: Located<String>)] {
        if let cached = tables(of: page, memo: memo) { return cached.withEntries }
        return Self.adoptedTraitsWithEntries(of: page, pages: pagesByName)
    }

    /// `visibleElements(of:)`, through the memo of the page being worked on.
    func visibleElements(of page: PageSpec, memo: PageMemo) -> [String: VisibleElement] {
        if let cached = tables(of: page, memo: memo) { return cached.visible }
        return visibleElements(of: page)
    }

    /// `effectiveParams(of:on:)`, through the memo of the page being worked on.
    func effectiveParams(of element: ElementSpec, on page: PageSpec, memo: PageMemo) -> [ParamSpec] {
        if let tables = tables(of: page, memo: memo), let found = tables.visible[element.name.value], let position = found.position,
           found.spec?.location == element.location {
            return tables.effective[position] ?? element.params
        }
        return effectiveParams(of: element, on: page)
    }

    /// `effectiveParams(of:on:)` of the page's own element at `position` (which is `element`),
    /// through the memo of the page being worked on: no lookup by name.
    func effectiveParams(ofOwn position: Int, _ element: ElementSpec, on page: PageSpec, memo: PageMemo) -> [ParamSpec] {
        if let tables = tables(of: page, memo: memo) {
            return tables.effective[ElementPosition(page: tables.position, element: position)] ?? element.params
        }
        return effectiveParams(of: element, on: page)
    }

    /// `effectiveParams(of:on:)` of an element `visibleElements(of: page)` holds (`found`), through
    /// the memo of the page being worked on: by its position, not its name again.
    func effectiveParams(of found: VisibleElement, _ spec: ElementSpec, on page: PageSpec, memo: PageMemo) -> [ParamSpec] {
        if let tables = tables(of: page, memo: memo), let position = found.position {
            return tables.effective[position] ?? spec.params
        }
        return effectiveParams(of: spec, on: page)
    }

    /// The position in `project.pages` of `page` (a page that generates code: the first of its
    /// name), through the memo of the page being worked on.
    func position(of page: PageSpec, memo: PageMemo) -> Int {
        if let tables = tables(of: page, memo: memo) { return tables.position }
        return positionsByName[page.name.value] ?? 0
    }
    /// Elements walked while working out the effective parameters (for tests of linear growth).
    let containerSteps: Int
    /// `openers(of:)` of every screen, worked out once (see ProjectIndex+Openers.swift).
    let openersByScreen: [String: [String]]

    public init(_ project: SpecProject) {
        self.project = project
        self.types = TypeTable(project.types)
        var pages: [String: PageSpec] = [:]
        var sections: [String: [PageSpec]] = [:]
        var positions: [String: Int] = [:]
        var pagesPerFile: [String: Int] = [:]
        for (position, page) in project.pages.enumerated() {
            if pages[page.name.value] == nil {
                pages[page.name.value] = page
                positions[page.name.value] = position
            }
            pagesPerFile[page.relativePath, default: 0] += 1
            if page.kind == .screen, let container = page.sectionOf?.value { sections[container, default: []].append(page) }
        }
        var tablesByFile: [String: PageTables] = [:]
        var steps = 0
        // Each page's tables depend only on the pages by name, so the pages go to the cores.
        let single = project.pages.indices.filter { pagesPerFile[project.pages[$0].relativePath] == 1 }
        let named = pages
        // The traits' adopters and every screen's openers depend only on the pages by name too:
        // worked out on a thread of their own while the tables are made, not alone on one core
        // after them.
        let allScreens = project.pages.filter { $0.kind == .screen && named[$0.name.value]?.relativePath == $0.relativePath }
        let linked = BackgroundWork { () -> (adopters: [String: [PageSpec]], openers: [String: [String]]) in
            var adopters: [String: [PageSpec]] = [:]
            for page in allScreens {
                for trait in Self.adoptedTraits(of: page, pages: named) { adopters[trait.name.value, default: []].append(page) }
            }
            return (adopters, Self.openers(screens: allScreens, adopters: adopters, pages: named))
        }
        let namedPositions = positions
        let allPages = project.pages
        let tables = single.concurrentMap { position in
            var steps = 0
            let page = allPages[position]
            let withEntries = Self.adoptedTraitsWithEntries(of: page, pages: named)
            let traits = withEntries.map(\.trait)
            let elements = Self.visibleElements(of: page, at: position, traits: traits, positions: namedPositions)
            let effective = Self.effectiveParams(of: elements, steps: &steps)
            return (tables: PageTables(visible: elements, effective: effective, position: position,
                                       withEntries: withEntries, traits: traits), steps: steps)
        }
        tablesByFile.reserveCapacity(single.count)
        for (position, table) in zip(single, tables) {
            tablesByFile[project.pages[position].relativePath] = table.tables
            steps += table.steps
        }
        let (adopters, openers) = linked.value()
        self.pagesByName = pages
        self.positionsByName = positions
        self.adoptersByTrait = adopters
        self.sectionsByContainer = sections
        self.tablesByFile = tablesByFile
        self.containerSteps = steps
        self.openersByScreen = openers
    }

    public func page(_ name: String) -> PageSpec? { pagesByName[name] }
    public func screen(_ name: String) -> PageSpec? { pagesByName[name].flatMap { $0.kind == .screen ? $0 : nil } }
    public func trait(_ name: String) -> PageSpec? { pagesByName[name].flatMap { $0.kind == .trait ? $0 : nil } }
    public func adopters(of trait: String) -> [PageSpec] { adoptersByTrait[trait] ?? [] }
    public var screenNames: [String] { pagesByName.values.filter { $0.kind == .screen }.map(\.name.value) }
    public var traitNames: [String] { pagesByName.values.filter { $0.kind == .trait }.map(\.name.value) }

    /// The screens that are sections of `container` (`sectionOf`), in project order.
    public func sections(of container: String) -> [PageSpec] { sectionsByContainer[container] ?? [] }

    /// The traits a screen adopts that exist, in the order written, each followed by the traits it
    /// includes (and those by theirs), without repeats. For a trait: the traits it includes, so.
    public func adoptedTraits(of page: PageSpec) -> [PageSpec] {
        if let cached = tablesByFile[page.relativePath] { return cached.traits }
        return Self.adoptedTraits(of: page, pages: pagesByName)
    }

    /// Each trait `page` adopts (as `adoptedTraits(of:)`), with the entry of its own `traits` list
    /// through which it comes: the place to report a problem with it.
    public func adoptedTraitsWithEntries(of page: PageSpec) -> [(trait: PageSpec, entry: Located<String>)] {
        if let cached = tablesByFile[page.relativePath] { return cached.withEntries }
        return Self.adoptedTraitsWithEntries(of: page, pages: pagesByName)
    }

    private static func adoptedTraits(of page: PageSpec, pages: [String: PageSpec]) -> [PageSpec] {
        adoptedTraitsWithEntries(of: page, pages: pages).map(\.trait)
    }

    /// Depth first, in the order written; a trait met again (a repeat, or a cycle the validator
    /// reports) is not followed again, so the walk ends.
    private static func adoptedTraitsWithEntries(of page: PageSpec, pages: [String: PageSpec]) -> [(trait: PageSpec, entry: Located<String>)] {
        var seen: Set<String> = [page.name.value]
        var result: [(trait: PageSpec, entry: Located<String>)] = []
        for entry in page.traits {
            var stack = [entry.value]
            while let name = stack.popLast() {
                guard seen.insert(name).inserted, let trait = pages[name].flatMap({ $0.kind == .trait ? $0 : nil }) else { continue }
                result.append((trait, entry))
                stack.append(contentsOf: trait.traits.reversed().map(\.value))
            }
        }
        return result
    }

    /// The elements each adopter of `trait` must define: its own `requires`, then those of the
    /// traits it includes, without repeats.
    public func requirements(of trait: PageSpec) -> [Located<String>] {
        var seen: Set<String> = []
        return ([trait] + adoptedTraits(of: trait)).flatMap(\.requires).filter { seen.insert($0.value).inserted }
    }

    /// Every element name usable on `page`.
    public func visibleElements(of page: PageSpec) -> [String: VisibleElement] {
        if let cached = tablesByFile[page.relativePath] { return cached.visible }
        return Self.visibleElements(of: page, at: positionsByName[page.name.value] ?? 0,
                                    traits: Self.adoptedTraits(of: page, pages: pagesByName), positions: positionsByName)
    }

    /// `traits`: the traits the page adopts (`adoptedTraits(of:)`); `position`: the page's in
    /// `project.pages`; `positions`: each page's by name.
    private static func visibleElements(of page: PageSpec, at position: Int, traits: [PageSpec], positions: [String: Int]) -> [String: VisibleElement] {
        var visible: [String: VisibleElement] = [:]
        visible.reserveCapacity(page.elements.count + page.requires.count + traits.reduce(0) { $0 + $1.elements.count + $1.requires.count })
        // A trait's requirements and those of the traits it includes, which its adopters supply.
        for required in page.requires where visible[required.value] == nil { visible[required.value] = .required(required) }
        for trait in traits where page.kind == .trait {
            for required in trait.requires where visible[required.value] == nil { visible[required.value] = .required(required) }
        }
        for trait in traits {
            let traitPosition = positions[trait.name.value] ?? 0
            for (number, element) in trait.elements.enumerated() where visible[element.name.value] == nil {
                visible[element.name.value] = .fromTrait(element, trait: trait.name.value, at: ElementPosition(page: traitPosition, element: number))
            }
        }
        for (number, element) in page.elements.enumerated() { visible[element.name.value] = .own(element, at: ElementPosition(page: position, element: number)) }
        return visible
    }

    /// The element's parameters: those of its containers, outermost first, then its own, each
    /// element's followed by stand-ins for the `$name`s it uses undeclared. An element on a cycle
    /// of `in` has only its own: the validator reports the cycle, and parameters inherited around
    /// it mean nothing.
    public func effectiveParams(of element: ElementSpec, on page: PageSpec) -> [ParamSpec] {
        if let tables = tablesByFile[page.relativePath], let found = tables.visible[element.name.value], let position = found.position,
           found.spec?.location == element.location {
            return tables.effective[position] ?? element.params
        }
        var steps = 0
        let elements = visibleElements(of: page)
        guard let position = elements[element.name.value]?.position else { return element.params }
        return Self.effectiveParams(of: elements, steps: &steps)[position] ?? element.params
    }

    /// The effective parameters of every element in `visible`, each worked out once (a walk up an
    /// `in` chain stops at the first element already known), by where each is defined.
    private static func effectiveParams(of visible: [String: VisibleElement], steps: inout Int) -> [ElementPosition: [ParamSpec]] {
        var table: [ElementPosition: [ParamSpec]] = [:]
        table.reserveCapacity(visible.count)
        for element in visible.values {
            guard let position = element.position, table[position] == nil, let spec = element.spec else { continue }
            // Most elements are in no other: their own parameters, with no chain to walk.
            if spec.container == nil {
                steps += 1
                let standIns = standIns(for: spec, declared: spec.params)
                // Without stand-ins the list is the spec's own, shared rather than copied.
                table[position] = standIns.isEmpty ? spec.params : spec.params + standIns
                continue
            }
            var chain: [(spec: ElementSpec, position: ElementPosition)] = []
            // Searched along the chain while it is short; hashed once it is long.
            var onChain: Set<ElementPosition>?
            var inherited: [ParamSpec] = []
            var cyclic = false
            var current = element
            while let spec = current.spec, let position = current.position {
                if let known = table[position] {
                    inherited = known
                    break
                }
                if onChain?.contains(position) ?? chain.contains(where: { $0.position == position }) {
                    cyclic = true
                    break
                }
                steps += 1
                chain.append((spec, position))
                if onChain != nil {
                    onChain!.insert(position)
                } else if chain.count == WalkedNames.shortLength {
                    onChain = Set(chain.map(\.position))
                }
                guard let next = spec.container?.value, let found = visible[next] else { break }
                current = found
            }
            if cyclic {
                for item in chain { table[item.position] = item.spec.params + standIns(for: item.spec, declared: item.spec.params) }
                continue
            }
            for item in chain.reversed() {
                inherited += item.spec.params
                inherited += standIns(for: item.spec, declared: inherited)
                table[item.position] = inherited
            }
        }
        return table
    }

    /// A stand-in for each `$name` the element's locator or `containing` uses that neither it nor
    /// its containers declare (see `ParamSpec.isStandIn`), in written order.
    static func standIns(for element: ElementSpec, declared: [ParamSpec]) -> [ParamSpec] {
        var standIns: [ParamSpec] = []
        // Most templates use no `$name`, and the lists are short: searched, not hashed.
        var declaredNames: Set<String>?
        func isDeclared(_ name: String) -> Bool {
            if declared.count <= 16 { return declared.contains { $0.name.value == name } }
            if declaredNames == nil { declaredNames = Set(declared.map(\.name.value)) }
            return declaredNames!.contains(name)
        }
        func visit(_ template: Template) {
            for part in template.parts {
                guard case .parameter(let name, _, _) = part else { continue }
                if !isDeclared(name) && !standIns.contains(where: { $0.name.value == name }) {
                    standIns.append(.standIn(name, at: template.location))
                }
            }
        }
        switch element.locator {
        case .identifier(let template), .label(let template), .predicate(let template): visit(template)
        case .localizedLabel, .typeOnly: break
        }
        for containing in element.containing { for template in containing.templates { visit(template) } }
        for containing in element.notContaining { for template in containing.templates { visit(template) } }
        return standIns
    }
}
