/// Resolve stage: turns a validated project and its graph into the resolved model, the one place
/// that decides what each construct means (which element a name refers to, which parameters an
/// element takes, which argument fills each, where an action leads). Run only on projects without
/// errors; it trusts what validation has checked.
public struct Resolver {
    let index: ProjectIndex
    let graph: NavigationGraph
    /// Elements already resolved, so a long chain of `in` containers is walked once, not once
    /// per element.
    var elementCache: ElementCache
    /// Elements walked while resolving `in` chains (for tests of linear growth).
    var containerSteps = 0
    /// Predicates validation has lowered already, by where they are written.
    var loweredPredicates: [SourceLocation: (template: Template, lowered: PredicateCheck.Lowered)] = [:]
    /// The tables of the page being resolved (see `ProjectIndex.PageMemo`).
    var memo = ProjectIndex.PageMemo()
    /// The settings' apps, resolved once, not once per screen (`app(of:)`).
    let apps: [Resolved.App]
    /// The app of a screen that names none.
    let defaultAppName: String

    public static func resolve(_ project: SpecProject, graph: NavigationGraph) -> Resolved.Project {
        resolve(index: ProjectIndex(project), graph: graph)
    }

    /// With the index the other stages share (building one walks every page).
    static func resolve(index: ProjectIndex, graph: NavigationGraph,
                        predicates: [SourceLocation: (template: Template, lowered: PredicateCheck.Lowered)] = [:]) -> Resolved.Project {
        var resolver = Resolver(index: index, graph: graph)
        resolver.loweredPredicates = predicates
        return resolver.run()
    }

    init(index: ProjectIndex, graph: NavigationGraph) {
        self.index = index
        self.graph = graph
        elementCache = ElementCache(pageCount: index.project.pages.count)
        let settings = index.project.settings
        apps = settings.apps.map(Self.app)
        defaultAppName = settings.defaultApp?.name.value ?? Settings.defaultAppName
    }

    var settings: Settings { index.project.settings }

    /// The pages that generate code: the first definition of each name, in spec order.
    var uniquePages: [PageSpec] {
        index.project.pages.filter { index.page($0.name.value)?.relativePath == $0.relativePath }
    }

    mutating func run() -> Resolved.Project {
        var screens: [Resolved.Screen] = []
        var traits: [Resolved.Trait] = []
        let (sharedIndex, sharedGraph, sharedPredicates) = (index, graph, loweredPredicates)
        // The settings, the factory's routes and the traits' edges need only the index and the
        // graph: made on another thread while the pages resolve, they no longer run alone on one
        // core after them.
        let tail = BackgroundWork {
            let resolver = Resolver(index: sharedIndex, graph: sharedGraph)
            let settings = resolver.resolveSettings()
            return (settings: settings, routes: resolver.resolveRoutes(from: settings.launchScreen),
                    traitEdges: GraphBuilder.traitEdges(sharedIndex.project), navigation: resolver.resolveNavigation())
        }
        // Each page resolves on its own, so runs of pages go to the cores, each with a resolver
        // (and element cache) of its own; joined in page order they are what one pass would give.
        let runs = uniquePages.runs().concurrentMap { run in
            var resolver = Resolver(index: sharedIndex, graph: sharedGraph)
            resolver.loweredPredicates = sharedPredicates
            var pages: [ResolvedPage] = []
            pages.reserveCapacity(run.count)
            for page in run {
                resolver.memo = sharedIndex.memo(for: page)
                switch page.kind {
                case .screen: pages.append(.screen(resolver.resolveScreen(page)))
                case .trait: pages.append(.trait(resolver.resolveTrait(page)))
                }
            }
            return (pages: pages, steps: resolver.containerSteps)
        }
        for run in runs {
            containerSteps += run.steps
            for page in run.pages {
                switch page {
                case .screen(let screen): screens.append(screen)
                case .trait(let trait): traits.append(trait)
                }
            }
        }
        let flowFiles = resolveFlowFiles()
        let (resolvedSettings, routes, traitEdges, navigation) = tail.value()
        var project = Resolved.Project(settings: resolvedSettings, screens: screens, traits: traits,
                                       flowFiles: flowFiles, routes: routes, graph: graph, traitEdges: traitEdges)
        project.types = resolveTypes()
        project.navigation = navigation
        return project
    }

    private enum ResolvedPage: Sendable {
        case screen(Resolved.Screen)
        case trait(Resolved.Trait)
    }

    // MARK: Settings

    private func resolveSettings() -> Resolved.Settings {
        let defaults = settings.defaults
        var waits = settings.waits.map { Resolved.Wait(name: $0.name.value, seconds: $0.seconds) }
        if usesConditionWait && !waits.contains(where: { $0.name == Validator.conditionWait }) {
            waits.append(Resolved.Wait(name: Validator.conditionWait, seconds: Self.conditionWaitSeconds))
            waits.sort { $0.name < $1.name }
        }
        var resolved = Resolved.Settings(accessLevel: settings.accessLevel, styles: settings.styles,
                                 waits: waits,
                                 defaultWait: defaultWait,
                                 apps: apps, source: settings.file.map { _ in SpecFile.settingsFileName } ?? "the specs",
                                 launchScreen: launchScreen, pageSuffix: settings.pageSuffix,
                                 gestureReadiness: defaults.gestureReadiness, typingReadiness: defaults.typingReadiness,
                                 failureEvidence: defaults.failureEvidence, accessibilityAudit: defaults.accessibilityAudit,
                                 interruptions: uniquePages.filter { $0.kind == .screen && $0.interruption != nil }.map(\.name.value),
                                 constantsStyle: settings.constantsStyle)
        let plain = settings.plain
        resolved.deviceVariants = usesDeviceVariants
        resolved.plain = Resolved.PlainOptions(suffix: plain.suffix ?? Located(PlainOptionsSpec.defaultSuffix, at: settings.pageSuffix.location),
                                               verifyOnCreate: plain.verifyOnCreate, returnsNextScreen: plain.returnsNextScreen)
        let tour = settings.tour
        resolved.testCase = settings.testCase?.value
        resolved.screenplayTaskProtocol = settings.screenplayTaskProtocol
        // The tour's walks hand their test case to the pages, so by default they are of that class.
        resolved.tour = Resolved.TourOptions(generate: tour.generate?.value ?? false, testCase: tour.testCase?.value ?? settings.testCase?.value ?? "XCTestCase",
                                             maxSteps: max(1, tour.maxSteps?.value ?? TourPlanner.defaultMaxSteps),
                                             imports: tour.imports.map(\.value))
        return resolved
    }

    /// The waiting time used where a spec names none: `defaults.wait`, else `uiInteraction`.
    var defaultWait: String { settings.defaults.wait?.value ?? Settings.defaultWaitName }

    static func app(_ spec: AppSpec) -> Resolved.App {
        Resolved.App(name: spec.name.value, bundleIdentifier: spec.bundleIdentifier?.value, location: spec.name.location,
                     entry: spec.entry?.value, launchArguments: spec.launchArguments.map(\.value),
                     launchEnvironment: spec.launchEnvironment.map { Resolved.EnvironmentVariable(name: $0.name.value, value: $0.value) })
    }

    /// The entry of the app under test (or of the only app), unless it is opened from anywhere.
    private var launchScreen: String? {
        guard let app = settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? settings.defaultApp,
              let entry = app.entry?.value, index.screen(entry) != nil, !index.remembersOpener(entry) else { return nil }
        return entry
    }

    /// The app a screen belongs to: the one it names, else the app under test.
    func app(of screen: PageSpec) -> Resolved.App {
        let name = screen.app?.value ?? defaultAppName
        return apps.first { $0.name == name } ?? Resolved.App(name: name, bundleIdentifier: nil, location: screen.name.location)
    }

    // MARK: Types

    /// Each declared type once (the first of a name), in spec order.
    private func resolveTypes() -> [Resolved.TypeDeclaration] {
        var seen: Set<String> = []
        return index.project.types.compactMap { spec in
            guard seen.insert(spec.name.value).inserted else { return nil }
            let kind: Resolved.TypeDeclaration.Kind
            switch spec.kind {
            case .enumeration(let cases):
                kind = .enumeration(cases.map { Resolved.EnumCase(name: $0.name.value, rawValue: $0.rawValue, location: $0.name.location) })
            case .record(let fields):
                kind = .record(fields.map { parameter($0) })
            }
            return Resolved.TypeDeclaration(name: spec.name, summary: spec.summary, source: spec.source, kind: kind, isExternal: spec.isExternal)
        }
    }

    // MARK: Pages

    static func ref(_ page: PageSpec) -> Resolved.PageRef {
        Resolved.PageRef(name: page.name.value, kind: page.kind == .screen ? .screen : .trait)
    }

    private mutating func resolvePage(_ spec: PageSpec) -> Resolved.Page {
        let ref = Self.ref(spec)
        // Loops, not `map`: a closure would copy the resolver for each member.
        var elements: [Resolved.Element] = []
        elements.reserveCapacity(spec.elements.count)
        let page = index.position(of: spec, memo: memo)
        for position in spec.elements.indices {
            elements.append(element(at: ProjectIndex.ElementPosition(page: page, element: position), on: spec))
        }
        var actions: [Resolved.Action] = []
        actions.reserveCapacity(spec.actions.count)
        for action in spec.actions.indices { actions.append(resolveAction(spec.actions[action], on: spec)) }
        var checks: [Resolved.Check] = []
        checks.reserveCapacity(spec.checks.count)
        for check in spec.checks.indices { checks.append(resolveCheck(spec.checks[check], on: spec, owner: ref)) }
        var getters: [Resolved.Getter] = []
        getters.reserveCapacity(spec.getters.count)
        for getter in spec.getters.indices { getters.append(resolveGetter(spec.getters[getter], on: spec)) }
        var resolved = Resolved.Page(ref: ref, location: spec.name.location, source: spec.relativePath, summary: spec.summary,
                                     elements: elements,
                                     constants: spec.constants.map { Resolved.Constant(name: $0.name, value: $0.value) },
                                     actions: actions,
                                     checks: checks,
                                     getters: getters,
                                     elementEnum: Self.elementEnumForm(elements),
                                     classLevelElements: spec.elements.filter { $0.classLevel?.value == true }.map(\.name.value))
        resolved.arrival = resolveArrival(of: spec)
        resolved.screenParameters = screenParameters(of: spec)
        return resolved
    }

    private mutating func resolveScreen(_ spec: PageSpec) -> Resolved.Screen {
        let page = resolvePage(spec)
        let traits = index.adoptedTraits(of: spec, memo: memo)
        // A trait's checks seen from this screen: its required elements are the screen's own.
        // A check the screen defines itself overrides the trait's (validation saw the signatures agree).
        let traitChecks = traits.flatMap { trait in
            trait.checks.filter { check in !spec.checks.contains { $0.name.value == check.name.value } }
                .map { resolveCheck($0, on: spec, owner: Self.ref(trait)) }
        }
        return Resolved.Screen(page: page, app: app(of: spec), opensFromAnywhere: index.remembersOpener(spec.name.value),
                               container: spec.sectionOf?.value,
                               sections: index.sections(of: spec.name.value).map(\.name.value).sorted(),
                               traits: traits.map(\.name.value), verification: verification(of: spec), traitChecks: traitChecks,
                               dismissAction: spec.interruption?.dismiss.value,
                               openers: index.restrictedOpeners(of: spec.name.value))
    }

    private mutating func resolveTrait(_ spec: PageSpec) -> Resolved.Trait {
        Resolved.Trait(page: resolvePage(spec), requires: index.requirements(of: spec),
                       includes: spec.traits.map(\.value).filter { index.trait($0) != nil && $0 != spec.name.value },
                       adopters: index.adopters(of: spec.name.value).map(\.name.value), sectionsOf: spec.sectionsOf?.value)
    }

    private mutating func verification(of screen: PageSpec) -> Resolved.Verification {
        let verify = screen.verify
        return Resolved.Verification(wait: verify?.wait?.value ?? defaultWait,
                                     present: (verify?.present ?? []).map { anchor($0.value, on: screen) },
                                     absent: (verify?.absent ?? []).map { anchor($0.value, on: screen) },
                                     anchors: verify?.anchors?.value ?? settings.defaults.anchors,
                                     retries: verify?.retries?.value ?? settings.defaults.retries,
                                     loaded: (verify?.loaded ?? []).map { anchor($0.value, on: screen) })
    }

    /// An anchor found by a fixed identifier alone can be answered by a snapshot of the app.
    private mutating func anchor(_ name: String, on screen: PageSpec) -> Resolved.Anchor {
        guard let found = index.visibleElements(of: screen, memo: memo)[name], let spec = found.spec, let position = found.position else {
            return Resolved.Anchor(name: name, element: nil, elementType: "any", snapshotIdentifier: nil)
        }
        let element = element(at: position)
        var identifier: String?
        if case .identifier(let template) = spec.locator, let literal = template.literal,
           spec.container == nil, spec.containing.isEmpty, spec.notContaining.isEmpty, !spec.direct, spec.index == nil, spec.picking == nil,
           element.parameters.isEmpty, element.locator.pick == .first || element.locator.pick == .unique, spec.type.value != "application",
           spec.variants.isEmpty {
            identifier = literal
        }
        let use = Resolved.ElementUse(target: .element(element.ref), hasParameters: !element.parameters.isEmpty,
                                      arguments: screenArguments(for: element, on: screen), isCollection: element.isCollection)
        return Resolved.Anchor(name: name, element: use, elementType: spec.type.value, snapshotIdentifier: identifier)
    }
}
