import Foundation

/// Names in the Screenplay output style. Per screen or trait `Login`: `LoginActions` (where the
/// elements are and how to interact), also called `LoginElements` (a typealias); per screen the Question type `Login`
/// (`Login.errorText("…")`); per action a Task type named after the action (`EnterLogin`), with
/// the page's name appended where that name is taken (`ClosePhotoDetail` when several screens have
/// a `close`). Files go into `Screenplay/` and end in `.screenplay.swift`.
public struct ScreenplayNames: StyleNames {
    public static let folder = "Screenplay"
    public static let supportFile = folder + "/ScreenplaySupport.swift"

    /// The types `ScreenplaySupport.swift` declares.
    public static let supportTypes = ["Launch", RuntimeAPI.screenplayInteractions]
    /// The Task of navigation from wherever the app is (`GoTo.screen(.login)`), and its
    /// Question (`CurrentScreen.is(.login)`): in the support file when the specs have screens
    /// "where am I" can tell.
    public static let goToType = "GoTo"
    public static let currentScreenType = "CurrentScreen"

    /// Task types by page, then action; by start screen, then flow (only those that are not
    /// the plain name).
    private let tasks: TaskTable

    init(_ project: Resolved.Project) {
        tasks = TaskTable(project, now: project.settings.styles.contains(.screenplay))
    }

    /// `Launch.safari()`: the launch of an app other than the app under test. An app named like
    /// what `Launch` already has gets `App` after its name.
    public static func launchMember(_ app: Resolved.App) -> String {
        ["theApp", "perform", "body"].contains(app.name) ? SwiftNames.member(app.name + "App") : SwiftNames.member(app.name)
    }

    /// `Login` → `LoginElements`: the typealias of `LoginActions` tests read elements through.
    public func elementsType(_ page: String) -> String { SwiftNames.type(page + "Elements") }
    /// `Login` → `LoginActions`.
    public func actionsType(_ page: String) -> String { SwiftNames.type(page + "Actions") }
    /// `Login` → `LoginCustomInteractions`: the protocol of a page's custom actions, whose static
    /// functions the team writes in an extension of `LoginActions`.
    public func customInteractionsType(_ page: String) -> String { SwiftNames.type(page + "CustomInteractions") }
    /// `Login` → `Login`: the questions about a screen (`ada.sees(Login.errorIsShown())`).
    public func questionType(_ screen: String) -> String { SwiftNames.type(screen) }
    /// The screens adopting a trait with required elements: `ViewWaitableElements.Screen`.
    public func adopterType(_ trait: String) -> String { elementsType(trait) + ".Screen" }
    /// `SavedVacancies` → `savedVacancies`, a case of the adopter enum.
    public func adopterCase(_ screen: String) -> String {
        guard let first = screen.first else { return screen }
        return SwiftNames.member(first.lowercased() + screen.dropFirst())
    }

    public func elementEnum(_ page: Resolved.PageRef) -> String {
        page.kind == .screen ? Namer.elementEnum : elementsType(page.name) + "." + Namer.elementEnum
    }

    /// The Task of an action.
    public func taskType(_ action: String, of page: String) -> String {
        tasks.actions[page]?[action] ?? SwiftNames.type(SwiftNames.capitalized(action))
    }

    /// The Task of a flow.
    public func taskType(flow: String, from start: String) -> String {
        tasks.flows[start]?[flow] ?? SwiftNames.type(SwiftNames.capitalized(flow))
    }

    /// A Task's factory: the first parameter's `label` when the spec gives one
    /// (`ConfirmRemoveItem.forItemAt(3)`), `inPosition` or `inRow` for a first parameter naming a
    /// position, `atIndex` for an index, otherwise `with`.
    public func taskFactory(_ parameters: [Resolved.Parameter]) -> String {
        if case .named(let label)? = parameters.first?.label { return SwiftNames.member(label) }
        guard let first = parameters.first?.name else { return "with" }
        switch first.lowercased() {
        case "position", "row": return "in" + SwiftNames.capitalized(first)
        case "index": return "at" + SwiftNames.capitalized(first)
        default: return "with"
        }
    }

    /// A check `…Is` with one parameter asked as `savedCount(is: 2)`: the question's name, when
    /// the check reads that way and no other check of the screen has that name.
    public func isQuestion(_ check: String, parameters: [Resolved.Parameter], taken: Set<String>) -> String? {
        guard check.hasSuffix("Is"), check.count > 2, parameters.count == 1, !taken.contains(String(check.dropLast(2))) else { return nil }
        return String(check.dropLast(2))
    }

    /// The parameters of a Task's factory: a first parameter whose label names the factory goes
    /// without one (`forItemAt(3)`).
    public func taskFactoryParameters(_ parameters: [Resolved.Parameter]) -> [Resolved.Parameter] {
        guard case .named? = parameters.first?.label else { return parameters }
        var unlabelled = parameters
        unlabelled[0].label = .none
        return unlabelled
    }

    /// A local name for the adopter parameter that none of `parameters` takes.
    public func adopterLocal(avoiding parameters: [Resolved.Parameter]) -> String {
        var name = "screen"
        while parameters.contains(where: { SwiftNames.parameter($0.name) == name }) { name += "_" }
        return name
    }

    /// `account/Login.json` → `Screenplay/Login.screenplay.swift`.
    public static func file(forSpec relativePath: String) -> String {
        folder + "/" + Namer.baseName(ofSpec: relativePath) + ".screenplay.swift"
    }

    /// An action's name, capitalized (a flow's likewise), unless another action or flow has that
    /// name or it would be the name of another type: then the page's (the flow's start screen's)
    /// name follows (`ClosePhotoDetail`). Only those exceptions are kept: `taskType` makes the
    /// plain name of every other one, and most are plain.
    fileprivate static func taskTypes(_ project: Resolved.Project) -> ([String: [String: String]], [String: [String: String]]) {
        let pages = project.pages
        let flows = project.flowFiles.flatMap(\.flows)
        // The names the generated code uses are looked up in their table, not copied into this set.
        let names = ScreenplayNames.plain
        var taken = Set(Self.supportTypes)
        taken.reserveCapacity(Self.supportTypes.count + 3 * pages.count)
        for page in pages {
            taken.insert(names.elementsType(page.name))
            taken.insert(names.actionsType(page.name))
            if page.kind == .screen { taken.insert(names.questionType(page.name)) }
        }
        func name(_ member: String) -> String { SwiftNames.type(SwiftNames.capitalized(member)) }
        // Each member's plain name is made once, in the order of the loops below; actions are
        // read in place (a copy of one retains every field it holds).
        var plainNames: [String] = []
        plainNames.reserveCapacity(pages.reduce(flows.count) { $0 + $1.actions.count })
        var uses: [String: Int] = [:]
        uses.reserveCapacity(plainNames.capacity)
        for page in pages {
            for index in page.actions.indices {
                let plain = name(page.actions[index].name.value)
                plainNames.append(plain)
                uses[plain, default: 0] += 1
            }
        }
        for flow in flows {
            let plain = name(flow.name.value)
            plainNames.append(plain)
            uses[plain, default: 0] += 1
        }
        var next = 0
        // Records the member's type where it is not its plain name (and forgets an earlier
        // exception for the same owner and member, as a later declaration wins).
        func record(_ member: String, of owner: String, in table: inout [String: [String: String]]) {
            let plain = plainNames[next]
            next += 1
            if uses[plain, default: 0] > 1 || GeneratedCodeNames.lookUp(plain) != nil || taken.contains(plain) {
                table[owner, default: [:]][member] = SwiftNames.type(SwiftNames.capitalized(member) + owner)
            } else if table[owner]?[member] != nil {
                table[owner]![member] = nil
            }
        }
        var actions: [String: [String: String]] = [:]
        var flowTypes: [String: [String: String]] = [:]
        for page in pages {
            for index in page.actions.indices { record(page.actions[index].name.value, of: page.name, in: &actions) }
        }
        for flow in flows { record(flow.name.value, of: flow.start, in: &flowTypes) }
        return (actions, flowTypes)
    }
}

extension ScreenplayNames {
    /// Names that need no task table (`elementsType`, `actionsType`, `questionType`).
    fileprivate static let plain = ScreenplayNames(tasks: TaskTable())

    private init(tasks: TaskTable) { self.tasks = tasks }
}

/// The Task names that are not the plain name, worked out once. Where the Screenplay style is
/// generated they are made with the namer; otherwise only a review or a check asks for them, so
/// they are made the first time one does (every other run saves a walk of every action and flow
/// on one core).
private final class TaskTable: @unchecked Sendable {
    private let project: Resolved.Project?
    private let lock = NSLock()
    // Set once, under `lock` (or in `init`), and only read after that.
    private var made: (actions: [String: [String: String]], flows: [String: [String: String]])?

    /// An empty table: every task has its plain name.
    init() {
        project = nil
        made = ([:], [:])
    }

    init(_ project: Resolved.Project, now: Bool) {
        self.project = now ? nil : project
        if now { made = ScreenplayNames.taskTypes(project) }
    }

    var actions: [String: [String: String]] { table.actions }
    var flows: [String: [String: String]] { table.flows }

    private var table: (actions: [String: [String: String]], flows: [String: [String: String]]) {
        // Made in `init` (no project kept): never written again, so read without the lock.
        if project == nil, let made { return made }
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let table = ScreenplayNames.taskTypes(project!)
        made = table
        return table
    }
}
