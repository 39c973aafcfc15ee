extension Resolved {
    /// A whole validated project: its settings, every screen and trait (one per name, in spec
    /// order), the flows walked step by step, the factory's routes and the navigation graph.
    public struct Project: Sendable {
        /// The fields, in one box its copies share: every renderer's context holds the model, and
        /// copying the box is one retain, not one per field and table. Copied on write: it is
        /// mutated only through a box no other value shares.
        /// Its fields skip the runtime's exclusivity check (about 5 % of a run): every access goes
        /// through the owning struct, whose accesses Swift checks when compiling, and a box is
        /// written only when no other value holds it.
        private final class Storage: @unchecked Sendable {
            @exclusivity(unchecked) var settings: Settings
            @exclusivity(unchecked) var screens: [Screen]
            @exclusivity(unchecked) var traits: [Trait]
            @exclusivity(unchecked) var flowFiles: [FlowFile]
            @exclusivity(unchecked) var routes: Routes?
            @exclusivity(unchecked) var graph: NavigationGraph
            @exclusivity(unchecked) var traitEdges: [(trait: String, edges: [NavigationGraph.Edge])]
            @exclusivity(unchecked) var types: [TypeDeclaration]
            @exclusivity(unchecked) var navigation: Navigation? = nil
            let screenIndex: [String: Int]
            let traitIndex: [String: Int]

            init(settings: Settings, screens: [Screen], traits: [Trait], flowFiles: [FlowFile], routes: Routes?, graph: NavigationGraph, traitEdges: [(trait: String, edges: [NavigationGraph.Edge])], types: [TypeDeclaration], screenIndex: [String: Int], traitIndex: [String: Int]) {
                self.settings = settings
                self.screens = screens
                self.traits = traits
                self.flowFiles = flowFiles
                self.routes = routes
                self.graph = graph
                self.traitEdges = traitEdges
                self.types = types
                self.screenIndex = screenIndex
                self.traitIndex = traitIndex
            }

            func copy() -> Storage {
                let copy = Storage(settings: settings, screens: screens, traits: traits, flowFiles: flowFiles, routes: routes, graph: graph, traitEdges: traitEdges, types: types, screenIndex: screenIndex, traitIndex: traitIndex)
                copy.navigation = navigation
                return copy
            }
        }

        private var storage: Storage

        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        }

        public var settings: Settings {
            get { storage.settings }
            set { makeUnique(); storage.settings = newValue }
            _modify { makeUnique(); yield &storage.settings }
        }
        public var screens: [Screen] {
            get { storage.screens }
            set { makeUnique(); storage.screens = newValue }
            _modify { makeUnique(); yield &storage.screens }
        }
        public var traits: [Trait] {
            get { storage.traits }
            set { makeUnique(); storage.traits = newValue }
            _modify { makeUnique(); yield &storage.traits }
        }
        public var flowFiles: [FlowFile] {
            get { storage.flowFiles }
            set { makeUnique(); storage.flowFiles = newValue }
            _modify { makeUnique(); yield &storage.flowFiles }
        }
        /// Nil when the app under test has no entry screen a route can start from.
        public var routes: Routes? {
            get { storage.routes }
            set { makeUnique(); storage.routes = newValue }
            _modify { makeUnique(); yield &storage.routes }
        }
        public var graph: NavigationGraph {
            get { storage.graph }
            set { makeUnique(); storage.graph = newValue }
            _modify { makeUnique(); yield &storage.graph }
        }
        /// The edges each trait's actions draw in the diagram, by trait, once per trait.
        public var traitEdges: [(trait: String, edges: [NavigationGraph.Edge])] {
            get { storage.traitEdges }
            set { makeUnique(); storage.traitEdges = newValue }
            _modify { makeUnique(); yield &storage.traitEdges }
        }
        /// The declared parameter types, in spec order.
        public var types: [TypeDeclaration] {
            get { storage.types }
            set { makeUnique(); storage.types = newValue }
            _modify { makeUnique(); yield &storage.types }
        }

        /// Navigation from wherever the app is; nil without an app under test.
        public var navigation: Navigation? {
            get { storage.navigation }
            set { makeUnique(); storage.navigation = newValue }
            _modify { makeUnique(); yield &storage.navigation }
        }

        private var screenIndex: [String: Int] { storage.screenIndex }
        private var traitIndex: [String: Int] { storage.traitIndex }

        public init(settings: Settings, screens: [Screen], traits: [Trait], flowFiles: [FlowFile], routes: Routes?,
                    graph: NavigationGraph, traitEdges: [(trait: String, edges: [NavigationGraph.Edge])]) {
            let screenIndex = Dictionary(screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            let traitIndex = Dictionary(traits.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            storage = Storage(settings: settings, screens: screens, traits: traits, flowFiles: flowFiles, routes: routes, graph: graph,
                              traitEdges: traitEdges, types: [], screenIndex: screenIndex, traitIndex: traitIndex)
        }

        /// An element by reference: its page by name, then the page's elements by name (every
        /// element of a page names that page as its own). A page has a few dozen elements at
        /// most; a table of every element by reference cost more to build (two names hashed per
        /// element, on one core after the pages resolve) than all the look-ups it served.
        public func element(_ ref: ElementRef) -> Element? {
            let position: Int?
            switch ref.page.kind {
            case .screen: position = screenIndex[ref.page.name]
            case .trait: position = traitIndex[ref.page.name]
            }
            guard let position else { return nil }
            let elements = ref.page.kind == .screen ? storage.screens[position].page.elements : storage.traits[position].page.elements
            for element in elements.indices where elements[element].name == ref.name { return elements[element] }
            return nil
        }

        public func screen(_ name: String) -> Screen? { screenIndex[name].map { screens[$0] } }
        public func trait(_ name: String) -> Trait? { traitIndex[name].map { traits[$0] } }

        /// Every screen's and trait's common part, in spec order (by file path).
        public var pages: [Page] { (screens.map(\.page) + traits.map(\.page)).sorted { $0.source < $1.source } }

        /// The form of `ref`'s `Element` enum, read in place (not through a copy of the page).
        public func elementEnum(of ref: PageRef) -> ElementEnumForm? {
            switch ref.kind {
            case .screen: screenIndex[ref.name].map { screens[$0].page.elementEnum }
            case .trait: traitIndex[ref.name].map { traits[$0].page.elementEnum }
            }
        }

        /// The page that defines an action, check or element.
        public func page(_ ref: PageRef) -> Page? {
            switch ref.kind {
            case .screen: screen(ref.name)?.page
            case .trait: trait(ref.name)?.page
            }
        }
    }

    /// Project-wide settings, as the generated code needs them.
    public struct Settings: Sendable {
        public var accessLevel: AccessLevel
        public var styles: [OutputStyle]
        /// Named waiting times in seconds, sorted by name.
        public var waits: [Wait]
        /// The waiting time used where a spec names none.
        public var defaultWait: String
        /// Every app, as the settings list them; the app under test has no bundle identifier.
        public var apps: [App]
        /// What files generated from the settings name as their source: the settings file, or
        /// "the specs" when there is none.
        public var source: String
        /// The screen `launch()` returns: the entry of the app under test, unless that screen is
        /// opened from anywhere (it then has no type of its own).
        public var launchScreen: String?
        /// The `naming.pageSuffix` setting, with where it was written.
        public var pageSuffix: Located<String>
        /// What gestures and typing wait for where neither element nor step says.
        public var gestureReadiness: Readiness
        public var typingReadiness: Readiness
        /// Failures attach the element tree and a screenshot.
        public var failureEvidence: Bool
        /// Page objects offer an accessibility audit.
        public var accessibilityAudit: Bool
        /// The screens that may come up over any other, by name, in spec order.
        public var interruptions: [String]
        /// The plain style's options (`"plain"`).
        public var plain = PlainOptions()
        /// Some element or action has device variants: the generated code reads the device
        /// (`PagewrightDevice`).
        public var deviceVariants = false
        /// How `Constants` are declared (`naming.constants`).
        public var constantsStyle: ConstantsStyle = .staticLets
        /// The generated tour's options (`"tour"`).
        public var tour = TourOptions()
        /// The team's test case class every page object is handed and keeps (`"testCase"`), so
        /// the team's own page code reads the running test's context; nil: pages take none.
        public var testCase: String?
        /// The Screenplay style's own name for its Task protocol (`"screenplay": { "taskProtocol" }`),
        /// declared as a typealias of the runtime's `Performable`; nil: none.
        public var screenplayTaskProtocol: Located<String>?
    }

    /// How the generated tour is written: whether `generate` writes it too, the class its test
    /// cases inherit from, the most moves one test takes, and the modules it imports.
    public struct TourOptions: Sendable {
        public var generate = false
        public var testCase = "XCTestCase"
        public var maxSteps = TourPlanner.defaultMaxSteps
        public var imports: [String] = []

        public init(generate: Bool = false, testCase: String = "XCTestCase", maxSteps: Int = TourPlanner.defaultMaxSteps, imports: [String] = []) {
            self.generate = generate
            self.testCase = testCase
            self.maxSteps = maxSteps
            self.imports = imports
        }
    }

    public struct Wait: Sendable {
        public var name: String
        public var seconds: Double
    }

    public struct App: Sendable, Equatable {
        public var name: String
        /// Nil for the app under test.
        public var bundleIdentifier: String?
        public var location: SourceLocation
        /// The screen it shows after launch.
        public var entry: String? = nil
        /// Passed at every launch, before what a test adds.
        public var launchArguments: [String] = []
        public var launchEnvironment: [EnvironmentVariable] = []
    }

    public struct EnvironmentVariable: Sendable, Equatable {
        public var name: String
        public var value: String
    }
}

extension Resolved {
    /// The plain style's options: its suffix, and whether page objects verify themselves when
    /// created and leaving actions return the next screen.
    public struct PlainOptions: Sendable {
        public var suffix: Located<String>
        public var verifyOnCreate: Bool
        public var returnsNextScreen: Bool

        public init(suffix: Located<String> = Located(PlainOptionsSpec.defaultSuffix, at: .file("pagewright.json")),
                    verifyOnCreate: Bool = false, returnsNextScreen: Bool = false) {
            self.suffix = suffix
            self.verifyOnCreate = verifyOnCreate
            self.returnsNextScreen = returnsNextScreen
        }
    }
}
