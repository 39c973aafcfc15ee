/// Lookup tables over a `SpecProject`: pages by name, the elements each page can use, and the
/// parameters each element takes (its own plus those of the elements it is `in`).
public struct ProjectIndex: Sendable {
    /// An element as seen from a page: its own, one from an adopted trait, or (inside a trait) one
    /// that each adopter must supply.
    public enum VisibleElement: Sendable {
        case own(ElementSpec)
        case fromTrait(ElementSpec, trait: String)
        case required(Located<String>)

        public var spec: ElementSpec? {
            switch self {
            case .own(let spec), .fromTrait(let spec, _): spec
            case .required: nil
            }
        }
    }

    public let project: SpecProject
    /// The declared parameter types.
    public let types: TypeTable
    /// The first definition of each name wins; later ones are reported as duplicates.
    public let pagesByName: [String: PageSpec]
    private let adoptersByTrait: [String: [PageSpec]]
    /// Screens by the container they are a section of, in project order.
    private let sectionsByContainer: [String: [PageSpec]]
    /// `visibleElements(of:)` of every page, by spec file (only files that hold one page), worked
    /// out once: the stages ask for it once per element, which would otherwise rebuild it each time.
    private let visibleByFile: [String: [String: VisibleElement]]

    public init(_ project: SpecProject) {
        self.project = project
        self.types = TypeTable(project.types)
        var pages: [String: PageSpec] = [:]
        var adopters: [String: [PageSpec]] = [:]
        var sections: [String: [PageSpec]] = [:]
        var pagesPerFile: [String: Int] = [:]
        for page in project.pages {
            if pages[page.name.value] == nil { pages[page.name.value] = page }
            pagesPerFile[page.relativePath, default: 0] += 1
            if page.kind == .screen, let container = page.sectionOf?.value { sections[container, default: []].append(page) }
        }
        for page in project.pages where page.kind == .screen && pages[page.name.value]?.relativePath == page.relativePath {
            for trait in page.traits { adopters[trait.value, default: []].append(page) }
        }
        var visible: [String: [String: VisibleElement]] = [:]
        for page in project.pages where pagesPerFile[page.relativePath] == 1 {
            visible[page.relativePath] = Self.visibleElements(of: page, pages: pages)
        }
        self.pagesByName = pages
        self.adoptersByTrait = adopters
        self.sectionsByContainer = sections
        self.visibleByFile = visible
    }

    public func page(_ name: String) -> PageSpec? { pagesByName[name] }
    public func screen(_ name: String) -> PageSpec? { pagesByName[name].flatMap { $0.kind == .screen ? $0 : nil } }
    public func trait(_ name: String) -> PageSpec? { pagesByName[name].flatMap { $0.kind == .trait ? $0 : nil } }
    public func adopters(of trait: String) -> [PageSpec] { adoptersByTrait[trait] ?? [] }
    public var screenNames: [String] { pagesByName.values.filter { $0.kind == .screen }.map(\.name.value) }
    public var traitNames: [String] { pagesByName.values.filter { $0.kind == .trait }.map(\.name.value) }

    /// The screens that are sections of `container` (`sectionOf`), in project order.
    public func sections(of container: String) -> [PageSpec] { sectionsByContainer[container] ?? [] }

    /// The traits a screen adopts that exist, in the order written, without repeats.
    public func adoptedTraits(of page: PageSpec) -> [PageSpec] {
        Self.adoptedTraits(of: page, pages: pagesByName)
    }

    private static func adoptedTraits(of page: PageSpec, pages: [String: PageSpec]) -> [PageSpec] {
        var seen: Set<String> = []
        return page.traits.compactMap { name in
            guard seen.insert(name.value).inserted else { return nil }
            return pages[name.value].flatMap { $0.kind == .trait ? $0 : nil }
        }
    }

    /// Every element name usable on `page`.
    public func visibleElements(of page: PageSpec) -> [String: VisibleElement] {
        if let cached = visibleByFile[page.relativePath] { return cached }
        return Self.visibleElements(of: page, pages: pagesByName)
    }

    private static func visibleElements(of page: PageSpec, pages: [String: PageSpec]) -> [String: VisibleElement] {
        var visible: [String: VisibleElement] = [:]
        for required in page.requires { visible[required.value] = .required(required) }
        for trait in adoptedTraits(of: page, pages: pages) {
            for element in trait.elements where visible[element.name.value] == nil {
                visible[element.name.value] = .fromTrait(element, trait: trait.name.value)
            }
        }
        for element in page.elements { visible[element.name.value] = .own(element) }
        return visible
    }

    /// The element's parameters: those of its containers, outermost first, then its own.
    /// A cycle of `in` stops the walk (the validator reports it).
    public func effectiveParams(of element: ElementSpec, on page: PageSpec) -> [ParamSpec] {
        let visible = visibleElements(of: page)
        var chain: [ElementSpec] = [element]
        var seen: Set<String> = [element.name.value]
        var current = element
        while let containerName = current.container?.value, let container = visible[containerName]?.spec,
              seen.insert(containerName).inserted {
            chain.append(container)
            current = container
        }
        return chain.reversed().flatMap(\.params)
    }
}
