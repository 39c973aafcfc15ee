/// What every generator needs to know about the project while it writes: names of generated
/// types, access modifiers, and lookups.
struct LegacyEmitContext {
    let project: SpecProject
    let index: ProjectIndex
    let graph: NavigationGraph
    /// The output style being written; names shared by the generators (a trait's element enum)
    /// differ by style so that every style can live in one module.
    var style: OutputStyle = .factory

    init(project: SpecProject, graph: NavigationGraph) {
        self.project = project
        self.index = ProjectIndex(project)
        self.graph = graph
    }

    /// The same context, writing `style`.
    func writing(_ style: OutputStyle) -> LegacyEmitContext {
        var context = self
        context.style = style
        return context
    }

    var settings: Settings { project.settings }

    /// `public ` or nothing, prefixed to every declaration.
    var access: String { settings.accessLevel == .public ? "public " : "" }
    /// `open ` for members subclasses may override, when the output is public.
    var openAccess: String { settings.accessLevel == .public ? "open " : "" }

    // MARK: Type names

    /// `Login` → `LoginPageObject`.
    func pageType(_ screen: String) -> String { SwiftNames.type(screen + settings.pageSuffix.value) }

    /// The type a method returns for a screen, seen from `origin` (`Self` or a concrete type):
    /// a screen opened from anywhere is generic over whoever opened it.
    func pageReference(_ screen: String, openedBy origin: String) -> String {
        isOpenedFromAnywhere(screen) ? "\(pageType(screen))<\(origin)>" : pageType(screen)
    }

    func isOpenedFromAnywhere(_ screen: String) -> Bool { index.screen(screen)?.opensFromAnywhere != nil }

    /// A trait's element enum: `TabBarUsableElement` (factory), `TabBarUsableScreenElement`
    /// (plain), `TabBarUsableElements.Element` (screenplay).
    func traitElementType(_ trait: String) -> String {
        switch style {
        case .factory: SwiftNames.type(trait + "Element")
        case .plain: LegacyPlainNames.traitElementType(trait)
        case .screenplay: LegacyScreenplayNames.elementsType(trait) + ".Element"
        }
    }

    /// `makeLoginPageObject`.
    func makeMethod(_ screen: String) -> String { "make" + pageType(screen) }

    /// The factory property holding a screen's app.
    func applicationProperty(forApp app: String) -> String {
        if let spec = settings.app(named: app), spec.bundleIdentifier == nil { return "application" }
        if settings.app(named: app) == nil && app == settings.defaultApp?.name.value { return "application" }
        return SwiftNames.member(app)
    }

    func appName(of screen: PageSpec) -> String {
        screen.app?.value ?? settings.defaultApp?.name.value ?? Settings.defaultAppName
    }

    func waitCase(_ name: String) -> String { "." + SwiftNames.member(name) }

    /// Spec-relative path of a page's source, for headers and doc comments.
    func source(of page: PageSpec) -> String { page.relativePath }

    /// Output file name for a page: its spec file's base name plus `.pagewright.swift`, so build
    /// tools can predict every output from the input names alone, and no spec (`Main.json`) can
    /// produce a `main.swift`, which SwiftPM would take for a program's entry point.
    public static func outputName(forSpec relativePath: String) -> String {
        let base = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return String(base.dropLast(".json".count)) + ".pagewright.swift"
    }

    /// The type that opens screens from a page's own methods: the concrete class on a screen
    /// (a class method may not use `Self` inside a generic argument), `Self` in a trait.
    func origin(of page: PageSpec) -> String {
        guard page.kind == .screen else { return "Self" }
        return pageType(page.name.value) + (page.opensFromAnywhere != nil ? "<Source>" : "")
    }
}
