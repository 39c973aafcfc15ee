extension Resolved {
    /// A whole validated project: its settings, every screen and trait (one per name, in spec
    /// order), the flows walked step by step, the factory's routes and the navigation graph.
    public struct Project: Sendable {
        public var settings: Settings
        public var screens: [Screen]
        public var traits: [Trait]
        public var flowFiles: [FlowFile]
        /// Nil when the app under test has no entry screen a route can start from.
        public var routes: Routes?
        public var graph: NavigationGraph
        /// The edges each trait's actions draw in the diagram, by trait, once per trait.
        public var traitEdges: [(trait: String, edges: [NavigationGraph.Edge])]
        /// The declared parameter types, in spec order.
        public var types: [TypeDeclaration] = []

        private let screenIndex: [String: Int]
        private let traitIndex: [String: Int]
        private let elementIndex: [ElementRef: Element]

        public init(settings: Settings, screens: [Screen], traits: [Trait], flowFiles: [FlowFile], routes: Routes?,
                    graph: NavigationGraph, traitEdges: [(trait: String, edges: [NavigationGraph.Edge])]) {
            self.settings = settings
            self.screens = screens
            self.traits = traits
            self.flowFiles = flowFiles
            self.routes = routes
            self.graph = graph
            self.traitEdges = traitEdges
            self.screenIndex = Dictionary(screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            self.traitIndex = Dictionary(traits.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            // Walked in place: a list of every page first would copy each page whole.
            var elements: [ElementRef: Element] = [:]
            // Sized once: growing it rehashed and moved every element several times.
            elements.reserveCapacity(screens.reduce(0) { $0 + $1.page.elements.count } + traits.reduce(0) { $0 + $1.page.elements.count })
            for screen in screens {
                for element in screen.page.elements where elements[element.ref] == nil { elements[element.ref] = element }
            }
            for trait in traits {
                for element in trait.page.elements where elements[element.ref] == nil { elements[element.ref] = element }
            }
            self.elementIndex = elements
        }

        /// An element by reference.
        public func element(_ ref: ElementRef) -> Element? { elementIndex[ref] }

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
