import Foundation

/// Makes the specs of a synthetic app of any size, for benchmarks and property tests.
///
/// The same `screens` and `seed` always give the same files, byte for byte. The app has the
/// shape of a real one: about 15 elements per screen (a third of them parameterised), about 6
/// actions and 3 checks, five traits adopted widely, alerts opened from anywhere that return to
/// their opener, sections of bigger screens, actions with several possible destinations, named
/// flows, and two apps (the app under test and a companion app reached from it); the actions that
/// lead elsewhere have examples for the generated tour. Every screen is
/// reachable from an entry screen and can get back to one, so the specs validate with no errors
/// (and, for the sizes the benchmark uses, no warnings either).
///
///     let files = SyntheticSpecs.make(screens: 1_000, seed: 7)   // relative path → JSON text
///     try SyntheticSpecs.write(files, to: "/tmp/specs")
public enum SyntheticSpecs {
    public static let defaultSeed: UInt64 = 0x5EED

    /// What was made, for reports and tests.
    public struct Stats: Sendable, Equatable {
        /// Screens of every kind: ordinary, sections, alerts and the companion app's.
        public var screens = 0
        public var sections = 0
        public var alerts = 0
        public var companionScreens = 0
        public var traits = 0
        public var flows = 0
        /// Elements, actions, checks and getters of screens (not traits).
        public var elements = 0
        public var parameterisedElements = 0
        public var actions = 0
        public var multiDestinationActions = 0
        public var checks = 0
        public var getters = 0
        /// Trait adoptions summed over screens.
        public var traitAdoptions = 0
        public var files = 0
        public var bytes = 0
    }

    /// The files of a synthetic app of `screens` screens: path relative to the specs folder
    /// (`pagewright.json`, `orders/OrdersDetail.json`, …) → JSON text.
    public static func make(screens: Int, seed: UInt64 = defaultSeed) -> [String: String] {
        app(screens: screens, seed: seed).files
    }

    /// The files and what they hold.
    public static func app(screens: Int, seed: UInt64 = defaultSeed) -> (files: [String: String], stats: Stats) {
        var maker = Maker(screenCount: max(1, screens), seed: seed)
        return maker.make()
    }

    /// Writes `files` under `directory` (creating folders as needed) and returns the bytes written.
    @discardableResult
    public static func write(_ files: [String: String], to directory: String) throws -> Int {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        var folders: Set<String> = []
        var total = 0
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(path)
            let folder = url.deletingLastPathComponent().path
            if folders.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let data = Data(text.utf8)
            try data.write(to: url)
            total += data.count
        }
        return total
    }

    /// Makes the specs of `screens` screens and writes them under `directory`.
    @discardableResult
    public static func write(screens: Int, seed: UInt64 = defaultSeed, to directory: String) throws -> Stats {
        let (files, stats) = app(screens: screens, seed: seed)
        try write(files, to: directory)
        return stats
    }
}

// MARK: - The maker

/// One pass over a plan of the whole app, then one JSON file per screen, trait and flows file.
/// Random numbers are drawn in a fixed order, so the output depends only on the seed and size.
private struct Maker {
    enum Role {
        case ordinary(index: Int)
        case section(container: String)
        case alert
        case companion(index: Int)
    }

    struct Plan {
        var name: String
        var folder: String
        var role: Role
        /// The words the name was made from, for summaries.
        var area: String
        var kind: String
    }

    static let areas = ["Search", "Vacancy", "Account", "Profile", "Settings", "Messages", "Orders", "Catalog",
                        "Cart", "Checkout", "Payments", "Notifications", "Onboarding", "Help", "Reviews",
                        "Company", "Resume", "Favorites", "Map", "Feed", "Wallet", "Calendar", "Chat", "Events"]
    static let kinds = ["List", "Detail", "Editor", "Filter", "Summary", "Picker", "Overview", "History",
                        "Form", "Gallery", "Results", "Preview"]
    static let sectionKinds = ["Recent", "Recommended", "Nearby", "Pinned", "Header", "Footer"]
    static let alertKinds = ["Confirmation", "Delete", "Discard", "Logout", "Error", "Rate", "Share", "Permission"]
    static let companionKinds = ["Home", "Inbox", "Trip", "Ride", "Rating", "Earnings", "Schedule", "Support"]

    static let traitNames = ["ViewWaitable", "TabBarUsable", "ListContaining", "NavigationBarUsable", "ErrorBannerShowing"]

    let screenCount: Int
    var random: SeededGenerator
    var stats = SyntheticSpecs.Stats()

    var ordinary: [Plan] = []
    var sections: [Plan] = []
    var alerts: [Plan] = []
    var companion: [Plan] = []
    private var usedNames: Set<String> = []
    private var nameCounters: [String: Int] = [:]
    /// The argument-free action from each ordinary screen to the next one, for flows.
    private var chainAction: [String: (action: String, next: String)] = [:]
    private var hasEnterQuery: Set<String> = []

    init(screenCount: Int, seed: UInt64) {
        self.screenCount = screenCount
        random = SeededGenerator(seed: seed)
    }

    mutating func make() -> (files: [String: String], stats: SyntheticSpecs.Stats) {
        planScreens()
        var files: [String: String] = [:]
        files["pagewright.json"] = settings().document
        for trait in traits() {
            files["traits/\(trait.name).json"] = trait.json.document
            stats.traits += 1
        }
        for (index, plan) in ordinary.enumerated() { files[path(plan)] = ordinaryScreen(plan, index: index).document }
        for plan in sections { files[path(plan)] = sectionScreen(plan).document }
        for plan in alerts { files[path(plan)] = alertScreen(plan).document }
        for (index, plan) in companion.enumerated() { files[path(plan)] = companionScreen(plan, index: index).document }
        if let flows = flowsFile() { files["flows/Journeys.json"] = flows.document }
        stats.screens = ordinary.count + sections.count + alerts.count + companion.count
        stats.sections = sections.count
        stats.alerts = alerts.count
        stats.companionScreens = companion.count
        stats.files = files.count
        stats.bytes = files.values.reduce(0) { $0 + $1.utf8.count }
        return (files, stats)
    }

    private func path(_ plan: Plan) -> String { "\(plan.folder)/\(plan.name).json" }

    // MARK: Plan

    private mutating func planScreens() {
        let n = screenCount
        let alertCount = n >= 3 ? max(1, n / 50) : 0
        let companionCount = n >= 4 ? max(1, n / 25) : 0
        let sectionCount = n >= 6 ? max(1, n / 25) : 0
        let ordinaryCount = n - alertCount - companionCount - sectionCount

        for index in 0..<ordinaryCount {
            if index == 0 {
                ordinary.append(Plan(name: unique("Main"), folder: "main", role: .ordinary(index: 0), area: "Main", kind: "Overview"))
                continue
            }
            let area = random.pick(Self.areas), kind = random.pick(Self.kinds)
            ordinary.append(Plan(name: unique(area + kind), folder: area.lowercased(), role: .ordinary(index: index), area: area, kind: kind))
        }
        for _ in 0..<sectionCount {
            let container = ordinary[random.below(ordinary.count)]
            let kind = random.pick(Self.sectionKinds)
            sections.append(Plan(name: unique(container.name + kind + "Section"), folder: container.folder,
                                 role: .section(container: container.name), area: container.area, kind: kind))
        }
        for index in 0..<alertCount {
            let kind = Self.alertKinds[index % Self.alertKinds.count]
            alerts.append(Plan(name: unique(kind + "Alert"), folder: "alerts", role: .alert, area: "Alerts", kind: kind))
        }
        for index in 0..<companionCount {
            let kind = index == 0 ? "Home" : random.pick(Self.companionKinds)
            companion.append(Plan(name: unique("Companion" + kind), folder: "companion", role: .companion(index: index),
                                  area: "Companion", kind: kind))
        }
    }

    /// `base`, or `base2`, `base3`, … when taken.
    private mutating func unique(_ base: String) -> String {
        var counter = nameCounters[base, default: 1]
        var name = counter == 1 ? base : base + String(counter)
        while usedNames.contains(name) {
            counter += 1
            name = base + String(counter)
        }
        nameCounters[base] = counter + 1
        usedNames.insert(name)
        return name
    }

    // MARK: Settings and traits

    private func settings() -> JSONText {
        var apps = ObjectBuilder()
        var main = ObjectBuilder()
        main.set("entry", ordinary[0].name)
        apps.set("main", main.json)
        if let home = companion.first {
            var other = ObjectBuilder()
            other.set("entry", home.name)
            other.set("bundleIdentifier", "com.example.companion")
            apps.set("companion", other.json)
        }
        var waits = ObjectBuilder()
        waits.set("uiInteraction", 5)
        waits.set("networking", 20)
        waits.set("appLaunch", 60)
        var naming = ObjectBuilder()
        naming.set("pageSuffix", "PageObject")
        var root = ObjectBuilder()
        root.set("apps", apps.json)
        root.set("waits", waits.json)
        root.set("naming", naming.json)
        root.set("accessLevel", "public")
        root.set("style", ["factory"])
        return root.json
    }

    private func traits() -> [(name: String, json: JSONText)] {
        let home = ordinary[0].name
        let account = ordinary.count > 1 ? ordinary[1].name : home

        var viewWaitable = ObjectBuilder()
        viewWaitable.set("trait", "ViewWaitable")
        viewWaitable.set("summary", "Screens whose root view can be waited for.")
        viewWaitable.set("requires", ["view"])
        viewWaitable.set("actions", object(["waitView": object(["waitFor": .string("view"), "wait": .string("networking")])]))
        viewWaitable.set("checks", object(["viewIsShown": object(["exists": .string("view")])]))

        var tabBar = ObjectBuilder()
        tabBar.set("trait", "TabBarUsable")
        tabBar.set("summary", "The tab bar at the bottom of the main screens.")
        tabBar.set("constants", object(["TAB_BAR": .string("TabBar")]))
        tabBar.set("elements", object([
            "tabBar": element("tabBar", id: "TabBar"),
            "homeTab": element("button", id: "TabBar.home", in: "tabBar"),
            "accountTab": element("button", id: "TabBar.account", in: "tabBar"),
            "tabBadge": object(["type": .string("staticText"), "in": .string("tabBar"),
                                "params": object(["count": object(["type": .string("String"), "optional": .bool(true),
                                                                   "match": .array([.string("label")])])])]),
        ]))
        tabBar.set("actions", object([
            "openHomeTab": object(["tap": .string("homeTab"), "to": .string(home)]),
            "openAccountTab": object(["tap": .string("accountTab"), "to": .string(account)]),
        ]))

        var list = ObjectBuilder()
        list.set("trait", "ListContaining")
        list.set("summary", "Screens built around one scrolling list; each supplies its own listView.")
        list.set("requires", ["listView"])
        list.set("actions", object(["scrollList": object(["swipe": .string("listView"), "direction": .string("up")])]))
        list.set("checks", object(["listIsShown": object(["exists": .string("listView")])]))

        var navigation = ObjectBuilder()
        navigation.set("trait", "NavigationBarUsable")
        navigation.set("summary", "The navigation bar with the screen's title.")
        navigation.set("elements", object([
            "navigationBar": element("navigationBar", id: "NavigationBar"),
            "navigationTitle": element("staticText", id: "NavigationBar.title", in: "navigationBar"),
        ]))
        navigation.set("checks", object([
            "navigationTitleIs": object(["params": object(["title": .string("String")]), "label": .string("navigationTitle"),
                                         "equals": .string("$title")]),
        ]))
        navigation.set("getters", object(["navigationTitleText": object(["label": .string("navigationTitle")])]))

        var banner = ObjectBuilder()
        banner.set("trait", "ErrorBannerShowing")
        banner.set("summary", "The banner a failed request shows, with a retry button.")
        banner.set("elements", object([
            "errorBanner": element("other", id: "ErrorBanner"),
            "errorMessageText": element("staticText", id: "ErrorBanner.message", in: "errorBanner"),
            "retryButton": element("button", id: "ErrorBanner.retry", in: "errorBanner"),
        ]))
        banner.set("actions", object(["retry": object(["tap": .string("retryButton")])]))
        banner.set("checks", object(["errorBannerIsHidden": object(["notExists": .string("errorBanner")])]))
        banner.set("getters", object(["errorMessage": object(["label": .string("errorMessageText")])]))

        return [("ViewWaitable", viewWaitable.json), ("TabBarUsable", tabBar.json), ("ListContaining", list.json),
                ("NavigationBarUsable", navigation.json), ("ErrorBannerShowing", banner.json)]
    }

    // MARK: Screens

    /// What one screen holds, decided before it is written.
    struct Draft {
        var traits: [String] = []
        /// Argument-free moves: (action, button element, destination).
        var moves: [(action: String, button: String, to: String)] = []
        var alert: String?
        var choice: (first: String, second: String)?
        var itemTarget: String?
        var enterQuery = false
        var selectRow = false
        var removeRow = false
        var pressRow = false
        var waitUntilLoaded = false
        var clearQuery = false
        var setRating = false
        var cellWithBadge = false
        var checks: [Int] = []
        var titleGetter = false
        var rowCountGetter = false
    }

    private mutating func ordinaryScreen(_ plan: Plan, index: Int) -> JSONText {
        var draft = Draft()
        // Traits, in a fixed order; ViewWaitable nearly everywhere, the others on most screens.
        let odds = [0.85, 0.6, 0.6, 0.7, 0.5]
        for (trait, probability) in zip(Self.traitNames, odds) where random.chance(probability) {
            draft.traits.append(trait)
        }
        var names: Set<String> = []
        let count = ordinary.count
        if count > 1 {
            let next = ordinary[(index + 1) % count].name
            let action = "open" + next
            names.insert(action)
            draft.moves.append((action, "nextButton", next))
            chainAction[plan.name] = (action, next)
        }
        if count > 2 {
            let target = ordinary[random.below(count)].name
            if target != plan.name, names.insert("open" + target).inserted {
                draft.moves.append(("open" + target, "linkButton", target))
            }
        }
        if index > 0 {
            let back = ordinary[index - 1 - random.below(min(index, 5))].name
            draft.moves.append(("goBack", "backButton", back))
        }
        for (number, screen) in companion.enumerated() where opener(ofCompanion: number) == index {
            if names.insert("open" + screen.name).inserted {
                draft.moves.append(("open" + screen.name, number == 0 ? "companionButton" : "companionButton\(number + 1)", screen.name))
            }
        }
        decideMembers(&draft, on: plan, index: index, choices: ordinary)
        return screenJSON(plan, draft: draft)
    }

    /// The ordinary screen with a button into the companion app's screen `number`.
    private func opener(ofCompanion number: Int) -> Int {
        ordinary.count > 1 ? 1 + number % (ordinary.count - 1) : 0
    }

    private mutating func sectionScreen(_ plan: Plan) -> JSONText {
        var draft = Draft()
        for (trait, probability) in [("ViewWaitable", 0.8), ("ListContaining", 0.6), ("ErrorBannerShowing", 0.3)] where random.chance(probability) {
            draft.traits.append(trait)
        }
        let target = ordinary[random.below(ordinary.count)].name
        draft.moves.append(("open" + target, "linkButton", target))
        decideMembers(&draft, on: plan, index: -1, choices: ordinary)
        return screenJSON(plan, draft: draft)
    }

    private mutating func companionScreen(_ plan: Plan, index: Int) -> JSONText {
        var draft = Draft()
        draft.traits = ["ViewWaitable"]
        if random.chance(0.7) { draft.traits.append("NavigationBarUsable") }
        if companion.count > 1 {
            let next = companion[(index + 1) % companion.count].name
            draft.moves.append(("open" + next, "nextButton", next))
        }
        draft.moves.append(("returnToApp", "backButton", ordinary[0].name))
        decideMembers(&draft, on: plan, index: -1, choices: companion, opensAlerts: false)
        return screenJSON(plan, draft: draft)
    }

    /// The rest of a screen: an alert to open, a choice of destinations, parameterised actions,
    /// checks and getters.
    private mutating func decideMembers(_ draft: inout Draft, on plan: Plan, index: Int, choices: [Plan], opensAlerts: Bool = true) {
        if opensAlerts, !alerts.isEmpty {
            // The first screens open one alert each, so every alert has an opener; then about half do.
            if index >= 0 && index < alerts.count {
                draft.alert = alerts[index].name
            } else if random.chance(0.45) {
                draft.alert = alerts[random.below(alerts.count)].name
            }
        }
        let others = choices.filter { $0.name != plan.name }
        if others.count >= 2, random.chance(0.35) {
            let picked = random.distinct(2, of: others.count)
            draft.choice = (others[picked[0]].name, others[picked[1]].name)
        }
        if !others.isEmpty, random.chance(0.5) { draft.itemTarget = others[random.below(others.count)].name }
        draft.enterQuery = random.chance(0.6)
        draft.selectRow = random.chance(0.35)
        draft.removeRow = random.chance(0.2)
        draft.pressRow = random.chance(0.15)
        draft.waitUntilLoaded = random.chance(0.25)
        draft.clearQuery = random.chance(0.1)
        draft.setRating = random.chance(0.15)
        draft.cellWithBadge = random.chance(0.2)
        draft.checks = random.distinct(2 + random.below(3), of: 6).sorted()
        draft.titleGetter = random.chance(0.6)
        draft.rowCountGetter = random.chance(0.4)
        if draft.enterQuery { hasEnterQuery.insert(plan.name) }
    }

    private mutating func screenJSON(_ plan: Plan, draft: Draft) -> JSONText {
        let p = plan.name
        var root = ObjectBuilder()
        root.set("screen", p)
        root.set("summary", summary(plan))
        switch plan.role {
        case .section(let container): root.set("sectionOf", container)
        case .companion: root.set("app", "companion")
        default: break
        }
        var verify = ObjectBuilder()
        verify.set("present", random.chance(0.5) ? ["view", "title"] : ["view"])
        if random.chance(0.3) { verify.set("absent", ["spinner"]) }
        if random.chance(0.3) { verify.set("wait", "networking") }
        root.set("verify", verify.json)
        if !draft.traits.isEmpty { root.set("traits", draft.traits) }
        stats.traitAdoptions += draft.traits.count
        if random.chance(0.3) { root.set("constants", object(["ROW_TITLE": .string("\(p).row.title")])) }

        // Elements: about 15, a third of them parameterised.
        var elements: [(String, JSONText)] = [
            ("view", element("other", id: "\(p).view")),
            ("listView", element("table", id: "\(p).list")),
            ("title", element("staticText", id: "\(p).title")),
            ("spinner", element("activityIndicator", id: "\(p).loading")),
            ("queryField", element("searchField", id: "\(p).query")),
        ]
        var parameterised = 0
        for move in draft.moves { elements.append((move.button, element("button", id: "\(p).\(move.button)"))) }
        if draft.alert != nil { elements.append(("alertButton", element("button", label: "More options"))) }
        if draft.choice != nil { elements.append(("submitButton", element("button", id: "\(p).submit"))) }
        if draft.setRating { elements.append(("ratingSlider", element("slider", id: "\(p).rating"))) }
        elements.append(("row", object(["type": .string("cell"), "in": .string("listView"),
                                        "params": object(["position": object(["type": .string("Int"), "match": .array([.string("index")])])])])))
        elements.append(("rowTitle", element("staticText", id: "\(p).row.title", in: "row")))
        parameterised += 2
        if draft.removeRow {
            elements.append(("rowDeleteButton", element("button", id: "\(p).row.delete", in: "row")))
            parameterised += 1
        }
        elements.append(("rows", object(["type": .string("cell"), "in": .string("listView"), "all": .bool(true)])))
        elements.append(("itemCell", object(["type": .string("cell"), "id": .string("\(p).item.$itemId"),
                                             "params": object(["itemId": .string("String")])])))
        elements.append(("filterChip", object(["type": .string("button"), "id": .string("\(p).chip"),
                                               "params": object(["title": object(["type": .string("String"), "optional": .bool(true),
                                                                                  "match": .array([.string("label"), .string("value")])])])])))
        elements.append(("badge", object(["type": .string("staticText"), "predicate": .string("label BEGINSWITH $prefix"),
                                          "params": object(["prefix": .string("String")])])))
        parameterised += 3
        if draft.cellWithBadge {
            elements.append(("cellWithBadge", object(["type": .string("cell"), "in": .string("listView"),
                                                      "containing": object(["type": .string("staticText"), "id": .string("\(p).badge")]),
                                                      "index": .int(0)])))
        }
        root.set("elements", .object(elements))
        stats.elements += elements.count
        stats.parameterisedElements += parameterised

        // Actions: about 6.
        var actions: [(String, JSONText)] = []
        for move in draft.moves {
            actions.append((move.action, object(["tap": .string(move.button), "to": .string(move.to)])))
        }
        if let alert = draft.alert {
            actions.append(("open" + alert, object(["tap": .string("alertButton"), "to": .string(alert)])))
        }
        if let choice = draft.choice {
            actions.append(("submit", object(["tap": .string("submitButton"), "to": .array([.string(choice.first), .string(choice.second)]),
                                              "route": .string(choice.first),
                                              "summary": .string("The app decides where a submission lands."),
                                              "example": .array([object(["to": .string(choice.first)]), object(["to": .string(choice.second)])])])))
            stats.multiDestinationActions += 1
        }
        if draft.enterQuery {
            actions.append(("enterQuery", object(["params": object(["query": .string("String")]),
                                                  "steps": .array([object(["tap": .string("queryField")]),
                                                                   object(["typeText": .string("$query"), "into": .string("queryField")])])])))
        }
        if draft.clearQuery { actions.append(("clearQuery", object(["clearText": .string("queryField")]))) }
        if let target = draft.itemTarget {
            actions.append(("openItem", object(["params": object(["itemId": object(["type": .string("String"), "example": .string("item-1")])]),
                                                "tap": .string("itemCell"), "to": .string(target)])))
        }
        if draft.selectRow {
            actions.append(("selectRow", object(["params": object(["position": .string("Int")]), "tap": .string("row")])))
        }
        if draft.removeRow {
            actions.append(("removeRow", object(["params": object(["position": .string("Int")]),
                                                 "steps": .array([object(["swipe": .string("row"), "direction": .string("left")]),
                                                                  object(["tap": .string("rowDeleteButton")])])])))
        }
        if draft.pressRow {
            actions.append(("pressFirstRow", object(["press": .string("row"), "duration": .double(1.0), "args": object(["position": .int(0)])])))
        }
        if draft.waitUntilLoaded {
            actions.append(("waitUntilLoaded", object(["waitFor": .string("spinner"), "absent": .bool(true), "wait": .string("networking")])))
        }
        if draft.setRating {
            actions.append(("setRating", object(["params": object(["position": .string("Double")]), "adjust": .string("ratingSlider"),
                                                 "position": .string("$position")])))
        }
        root.set("actions", .object(actions))
        stats.actions += actions.count

        // Checks: two to four, three on average.
        let allChecks: [(String, JSONText)] = [
            ("titleIs", object(["params": object(["text": .string("String")]), "label": .string("title"), "equals": .string("$text")])),
            ("rowCountIs", object(["params": object(["count": .string("Int")]), "count": .string("rows"), "equals": .string("$count")])),
            ("itemIsShown", object(["params": object(["itemId": .string("String")]), "exists": .string("itemCell")])),
            ("spinnerIsGone", object(["notExists": .string("spinner")])),
            ("chipIsSelected", object(["params": object(["title": .string("String")]), "isSelected": .string("filterChip")])),
            ("badgeIsShown", object(["params": object(["prefix": .string("String")]), "exists": .string("badge")])),
        ]
        root.set("checks", .object(draft.checks.map { allChecks[$0] }))
        stats.checks += draft.checks.count

        var getters: [(String, JSONText)] = []
        if draft.titleGetter { getters.append(("titleText", object(["label": .string("title")]))) }
        if draft.rowCountGetter { getters.append(("rowCount", object(["count": .string("rows")]))) }
        if !getters.isEmpty { root.set("getters", .object(getters)) }
        stats.getters += getters.count
        return root.json
    }

    private mutating func alertScreen(_ plan: Plan) -> JSONText {
        var root = ObjectBuilder()
        root.set("screen", plan.name)
        root.set("summary", "\"\(plan.kind)?\" alert shown over many screens; closing it returns to the screen that opened it.")
        root.set("opensFrom", "anywhere")
        root.set("verify", object(["present": .array([.string("alert")])]))
        let elements: [(String, JSONText)] = [
            ("alert", element("alert", id: plan.name)),
            ("message", object(["type": .string("staticText"), "in": .string("alert"), "index": .int(1)])),
            ("confirmButton", element("button", label: "OK", in: "alert")),
            ("cancelButton", element("button", label: "Cancel", in: "alert")),
        ]
        root.set("elements", .object(elements))
        root.set("actions", object([
            "confirm": object(["tap": .string("confirmButton"), "to": .string("$source")]),
            "dismissAlert": object(["tap": .string("cancelButton"), "to": .string("$source")]),
        ]))
        root.set("getters", object(["messageText": object(["label": .string("message")])]))
        stats.elements += elements.count
        stats.actions += 2
        stats.getters += 1
        return root.json
    }

    private func summary(_ plan: Plan) -> String {
        switch plan.role {
        case .ordinary(0): return "The screen the app opens on."
        case .ordinary: return "\(plan.kind) of \(plan.area.lowercased())."
        case .section(let container): return "The \(plan.kind.lowercased()) section of \(container)."
        case .alert: return "An alert."
        case .companion: return "\(plan.kind) in the companion app."
        }
    }

    // MARK: Flows

    /// Journeys along the chain of ordinary screens, one per hundred screens.
    private mutating func flowsFile() -> JSONText? {
        guard ordinary.count >= 3 else { return nil }
        let count = max(1, screenCount / 100)
        let stride = max(1, ordinary.count / count)
        var flows: [(String, JSONText)] = []
        for number in 0..<count {
            let start = ordinary[(number * stride) % ordinary.count].name
            var steps: [JSONText] = []
            var params: [(String, JSONText)] = []
            if hasEnterQuery.contains(start) {
                steps.append(.string("enterQuery"))
                params.append(("query", .string("String")))
            }
            var current = start
            for _ in 0..<3 {
                guard let link = chainAction[current] else { break }
                steps.append(.string(link.action))
                current = link.next
            }
            var flow = ObjectBuilder()
            flow.set("from", start)
            flow.set("summary", "Walks from \(start) to \(current).")
            if !params.isEmpty { flow.set("params", .object(params)) }
            flow.set("steps", .array(steps))
            flows.append(("tourFrom" + start, flow.json))
        }
        stats.flows = flows.count
        var root = ObjectBuilder()
        root.set("flows", .object(flows))
        return root.json
    }

    // MARK: JSON helpers

    private func object(_ members: KeyValuePairs<String, JSONText>) -> JSONText {
        .object(members.map { ($0.key, $0.value) })
    }

    private func element(_ type: String, id: String? = nil, label: String? = nil, in container: String? = nil) -> JSONText {
        var members: [(String, JSONText)] = [("type", .string(type))]
        if let id { members.append(("id", .string(id))) }
        if let label { members.append(("label", .string(label))) }
        if let container { members.append(("in", .string(container))) }
        return .object(members)
    }
}
