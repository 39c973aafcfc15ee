/// Names in the Screenplay output style. Per screen or trait `Login`: `LoginElements` (where the
/// elements are), `LoginActions` (how to interact); per screen the Question type `Login`
/// (`Login.errorText("…")`); per action a Task type named after the action (`EnterLogin`), with
/// the page's name appended where that name is taken (`ClosePhotoDetail` when several screens have
/// a `close`). Files go into `Screenplay/` and end in `.screenplay.swift`.
enum LegacyScreenplayNames {
    static let folder = "Screenplay"
    static let supportPath = folder + "/ScreenplaySupport.swift"

    /// The types `ScreenplaySupport.swift` declares.
    static let supportTypes = ["Actor", "Launch", "Performable", "Question", "ScreenplayActionState", "ScreenplayInteractions"]

    /// Type names the generated code uses from Swift, Foundation and XCTest, which no Task or
    /// Question may shadow.
    static let platformTypes: Set<String> = [
        "Any", "Array", "Bool", "CaseIterable", "CGFloat", "Character", "Data", "Date", "Dictionary", "Double",
        "Equatable", "Error", "Float", "Hashable", "Int", "Never", "NSPredicate", "Optional", "Result", "Sendable",
        "Set", "StaticString", "String", "Task", "TimeInterval", "UInt", "URL", "Void", "XCTActivity", "XCTContext",
        "XCTestCase", "XCUIApplication", "XCUIElement", "XCUIElementQuery", "XCUIElementSnapshot", "XCUIKeyboardKey",
    ]

    /// The types of `PagewrightSupport.swift`, which every style shares.
    static let sharedTypes = ["PagewrightCoverage", "ScreenVerification", "ScreenVerifier", "WaitingTime"]

    static func outputPath(forSpec relativePath: String) -> String {
        folder + "/" + LegacyStyleFileNames.baseName(ofSpec: relativePath) + ".screenplay.swift"
    }

    /// `Login` → `LoginElements`.
    static func elementsType(_ page: String) -> String { SwiftNames.type(page + "Elements") }
    /// `Login` → `LoginActions`.
    static func actionsType(_ page: String) -> String { SwiftNames.type(page + "Actions") }
    /// `Login` → `Login`: the questions about a screen (`ada.sees(Login.errorIsShown())`).
    static func questionType(_ screen: String) -> String { SwiftNames.type(screen) }
    /// The screens adopting a trait with required elements: `ViewWaitableElements.Screen`.
    static func adopterType(_ trait: String) -> String { elementsType(trait) + ".Screen" }
    /// `SavedVacancies` → `savedVacancies`, a case of the adopter enum.
    static func adopterCase(_ screen: String) -> String {
        guard let first = screen.first else { return screen }
        return SwiftNames.member(first.lowercased() + screen.dropFirst())
    }

    /// The Task types of the actions (by page, then action) and of the flows (by start screen,
    /// then flow).
    struct TaskTypes {
        var actions: [String: [String: String]] = [:]
        var flows: [String: [String: String]] = [:]
    }

    /// An action's name, capitalized (a flow's likewise), unless another action or flow has that
    /// name or it would be the name of another type: then the page's (the flow's start screen's)
    /// name follows (`ClosePhotoDetail`).
    static func taskTypes(_ index: ProjectIndex) -> TaskTypes {
        let pages = index.project.pages.filter { index.page($0.name.value)?.relativePath == $0.relativePath }
        let flows = index.project.flowFiles.flatMap(\.flows).filter { index.screen($0.start.value) != nil }
        var taken = Set(supportTypes + sharedTypes).union(platformTypes)
        for page in pages {
            taken.formUnion([elementsType(page.name.value), actionsType(page.name.value)])
            if page.kind == .screen { taken.insert(questionType(page.name.value)) }
        }
        func name(_ member: String) -> String { SwiftNames.type(SwiftNames.capitalized(member)) }
        var uses: [String: Int] = [:]
        for member in pages.flatMap({ $0.actions.map(\.name.value) }) + flows.map(\.name.value) { uses[name(member), default: 0] += 1 }
        func typeName(_ member: String, of owner: String) -> String {
            let plain = name(member)
            return uses[plain, default: 0] > 1 || taken.contains(plain) ? SwiftNames.type(SwiftNames.capitalized(member) + owner) : plain
        }
        var types = TaskTypes()
        for page in pages {
            for action in page.actions { types.actions[page.name.value, default: [:]][action.name.value] = typeName(action.name.value, of: page.name.value) }
        }
        for flow in flows { types.flows[flow.start.value, default: [:]][flow.name.value] = typeName(flow.name.value, of: flow.start.value) }
        return types
    }

    /// Whether a trait's action or check reaches an element each adopter supplies, so that its
    /// Task is made `on(.main)` a particular adopting screen.
    static func usesRequiredElements(_ references: [ElementReference], of trait: PageSpec) -> Bool {
        let required = Set(trait.requires.map(\.value))
        return references.contains { required.contains($0.name.value) }
    }

    /// Where generated code finds an element seen from `page`: the Elements enum of the screen or
    /// trait that defines it, or, for an element a trait requires, the adopter (`screen.view`).
    static func receiver(on page: PageSpec, context: LegacyEmitContext, adopter: String) -> (String) -> String {
        let visible = context.index.visibleElements(of: page)
        let own = elementsType(page.name.value) + "."
        return { name in
            switch visible[name] {
            case .fromTrait(_, let trait)?: elementsType(trait) + "."
            case .required?: adopter + "."
            case .own?, nil: own
            }
        }
    }

    /// A local name for the adopter parameter that none of `params` takes.
    static func adopterLocal(avoiding params: [ParamSpec]) -> String {
        var name = "screen"
        while params.contains(where: { SwiftNames.parameter($0.name.value) == name }) { name += "_" }
        return name
    }
}
