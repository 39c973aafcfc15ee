/// Validate stage: checks every cross-reference and naming rule of a loaded project and reports
/// each problem at the position of the offending name. It never stops at the first problem.
public struct Validator {
    let index: ProjectIndex
    var log = DiagnosticLog()
    /// Elements walked while looking for cycles of `in` (for tests of linear growth).
    var containerSteps = 0
    /// The actions that lead to each screen, as "'logIn' of Login", in project order.
    private var arrivalsByScreen: [String: [String]]?
    /// Every predicate lowered while checking it, by where it is written: resolution reuses them
    /// rather than parsing each again.
    var loweredPredicates: [SourceLocation: (template: Template, lowered: PredicateCheck.Lowered)] = [:]
    /// Each predicate text checked so far, with what checking it gave (see `checkPredicate`).
    var predicateOutcomes: [PredicateCheck.TextKey: PredicateCheck.Outcome] = [:]
    /// The tables of the page being checked (see `ProjectIndex.PageMemo`).
    var memo = ProjectIndex.PageMemo()

    public static func validate(_ project: SpecProject) -> DiagnosticLog {
        validate(index: ProjectIndex(project))
    }

    /// With the index the other stages share (building one walks every page).
    static func validate(index: ProjectIndex) -> DiagnosticLog {
        validateLowering(index: index).log
    }

    /// The log, and each predicate lowered (see `loweredPredicates`).
    static func validateLowering(index: ProjectIndex) -> (log: DiagnosticLog, predicates: [SourceLocation: (template: Template, lowered: PredicateCheck.Lowered)]) {
        var validator = Validator(index: index)
        validator.run()
        return (validator.log, validator.loweredPredicates)
    }

    init(index: ProjectIndex) {
        self.index = index
        hasDefaultApp = index.project.settings.defaultApp != nil
    }

    /// Whether the settings name a default app: asked of each screen without an `app`, worked
    /// out once.
    private let hasDefaultApp: Bool

    var settings: Settings { index.project.settings }

    mutating func run() {
        checkDuplicatePages()
        checkSettings()
        checkLocalizationSettings()
        checkTypeDeclarations()
        // Each page is checked on its own, so runs of pages go to the cores, each with a validator
        // of its own; their logs joined in page order are what one pass would log.
        let pages = index.project.pages.filter { index.page($0.name.value)?.relativePath == $0.relativePath }
        let shared = index
        let checked = pages.runs().concurrentMap { run in
            var validator = Validator(index: shared)
            for page in run { validator.checkPage(page) }
            return (log: validator.log, steps: validator.containerSteps, predicates: validator.loweredPredicates)
        }
        for part in checked {
            log.append(contentsOf: part.log)
            containerSteps += part.steps
            loweredPredicates.merge(part.predicates) { first, _ in first }
        }
        checkSectionCycles()
        checkFlows()
        checkPassages()
    }

    // MARK: Pages

    private mutating func checkDuplicatePages() {
        for page in index.project.pages {
            guard let first = index.page(page.name.value), first.relativePath != page.relativePath else { continue }
            log.error("\(page.kind.rawValue) name '\(page.name.value)' is already used by the \(first.kind.rawValue) at \(first.name.location); names must be unique across all spec files",
                      at: page.name.location)
        }
    }

    private mutating func checkPage(_ page: PageSpec) {
        memo = index.memo(for: page)
        checkIdentifier(page.name, what: page.kind.rawValue)
        checkWarningNames(page.disabledWarnings)
        if page.kind == .screen { checkScreenHeader(page) } else { checkTraitHeader(page) }
        for constant in page.constants { checkIdentifier(constant.name, what: "constant") }
        checkDuplicateMemberNames(page)
        checkElements(of: page)
        checkClassLevelElements(of: page)
        checkLocalizedLabels(of: page)
        // By position: binding each action to a name copied the whole spec (every field retained).
        for number in page.actions.indices {
            checkAction(page.actions[number], on: page)
            checkExamples(of: page.actions[number], on: page)
        }
        checkPerformCycles(on: page)
        checkNeeds(on: page)
        if page.kind == .screen { checkOnArrival(of: page) }
        for number in page.checks.indices { checkCheck(page.checks[number], on: page) }
        for number in page.getters.indices { checkGetter(page.getters[number], on: page) }
        checkWaits(of: page)
    }

    private mutating func checkScreenHeader(_ page: PageSpec) {
        if let app = page.app {
            if settings.app(named: app.value) == nil {
                unknown("app", app, among: settings.apps.map(\.name.value))
            }
        } else if !hasDefaultApp {
            log.error("screen '\(page.name.value)' must name its 'app': the settings list several apps and none is the app under test (without 'bundleIdentifier')",
                      at: page.name.location)
        }

        checkTraitList(of: page)
        checkTraitRequirements(of: page)

        if let section = page.sectionOf {
            if section.value == page.name.value {
                log.error("screen '\(page.name.value)' cannot be a section of itself", at: section.location)
            } else if index.page(section.value)?.kind == .trait {
                log.error("'\(section.value)' is a trait; 'sectionOf' names the screen this section belongs to", at: section.location)
            } else if index.screen(section.value) == nil {
                unknown("screen", section, among: index.screenNames)
            }
            if let opens = page.opensFromAnywhere {
                log.error("a section belongs to one screen and cannot also be opened from anywhere", at: opens.location)
            }
            if index.screen(section.value)?.opensFromAnywhere != nil {
                log.error("'\(section.value)' is opened from anywhere and cannot have sections", at: section.location)
            }
            checkSectionAndSource(page, of: section)
        }

        checkVerify(of: page)
        checkScreenParams(of: page)
    }

    /// Whether `section` (`elements`, `actions`, `verify`) of the page, or of a trait it adopts,
    /// is missing because its key was misspelt (reported once, as an unknown key).
    func lost(_ section: String, on page: PageSpec) -> Bool {
        if page.misspelledKeys.contains(section) || page.misspelledKeys.contains("traits") && section != "verify" { return true }
        guard section != "verify" else { return false }
        return index.adoptedTraitsWithEntries(of: page, memo: memo).contains { $0.0.misspelledKeys.contains(section) }
    }

    /// A screen without anchors is one problem, reported once at the screen, however many actions
    /// lead there (each arrives unchecked: the warning says which).
    private mutating func checkVerify(of page: PageSpec) {
        if page.verify == nil && lost("verify", on: page) { return }
        guard let verify = page.verify, !verify.present.isEmpty || !verify.absent.isEmpty else {
            log.warning(.noVerifyAnchors, "screen '\(page.name.value)' has no 'verify' anchors; its page object cannot confirm the screen is showing\(arrivalsUnchecked(at: page))",
                        at: page.verify?.location ?? page.name.location)
            return
        }
        if verify.present.isEmpty {
            log.warning(.absentAnchorsOnly, "screen '\(page.name.value)' lists only absent anchors in 'verify'\(arrivalsUnchecked(at: page)); add a 'present' anchor unique to this screen",
                        at: verify.location)
        }
        if let wait = verify.wait { checkWaitName(wait) }
        let visible = index.visibleElements(of: page, memo: memo)
        for anchor in verify.present + verify.absent {
            guard let element = visible[anchor.value] else {
                unknown("element", anchor, among: visible.keys, on: page)
                continue
            }
            if let spec = element.spec {
                // The screen's own parameters supply those of the same name (`"params"` on a screen).
                let params = index.effectiveParams(of: element, spec, on: page, memo: memo)
                    .filter { param in !param.mayBeOmitted && !page.params.contains { $0.name.value == param.name.value } }
                checkAnchorParameterTypes(anchor, element: spec, on: page)
                if let param = params.first, !page.params.isEmpty {
                    log.error("the anchor '\(anchor.value)' needs an argument for '\(param.name.value)', and screen '\(page.name.value)' has no parameter of that name\(Suggestions.didYouMean(param.name.value, in: page.params.map(\.name.value)))",
                              at: anchor.location)
                } else if let param = params.first {
                    log.error("the anchor '\(anchor.value)' needs an argument for '\(param.name.value)'; anchors must be elements without required parameters",
                              at: anchor.location)
                }
            }
        }
    }

    /// ", so arriving by 'logIn' of Login and 'open' of TabBar is not checked", or nothing when no
    /// action leads to the screen.
    private mutating func arrivalsUnchecked(at page: PageSpec) -> String {
        if arrivalsByScreen == nil {
            // Worked out once, on the first screen without anchors.
            var table: [String: [String]] = [:]
            for other in index.project.pages where index.page(other.name.value)?.relativePath == other.relativePath {
                for action in other.actions {
                    let targets: [Located<String>]
                    switch action.destination {
                    case .screen(let name)?: targets = [name]
                    case .oneOf(let names)?: targets = names
                    default: targets = []
                    }
                    for target in Set(targets.map(\.value)) {
                        table[target, default: []].append("'\(action.name.value)' of \(other.name.value)")
                    }
                }
            }
            arrivalsByScreen = table
        }
        let arrivals = arrivalsByScreen?[page.name.value] ?? []
        guard !arrivals.isEmpty else { return "" }
        let shown = arrivals.count <= 3 ? arrivals : Array(arrivals.prefix(2)) + ["\(arrivals.count - 2) more actions"]
        let list = shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown.last!
        return ", so arriving by \(list) is not checked"
    }

    private mutating func checkTraitHeader(_ page: PageSpec) {
        var seen: Set<String> = []
        for required in page.requires {
            checkIdentifier(required, what: "required element")
            if !seen.insert(required.value).inserted {
                log.warning(.listedTwice, "'\(required.value)' is required twice", at: required.location)
            }
            if page.element(named: required.value) != nil {
                log.error("trait '\(page.name.value)' both requires and defines '\(required.value)'; a required element is defined by each adopter",
                          at: required.location)
            }
        }
        checkTraitList(of: page)
        checkIncludedTraits(of: page)
        checkSectionTrait(page)
    }

    /// Screens that are sections of each other (`A` of `B`, `B` of `A`, or longer) have no
    /// outermost container to open them from: each cycle is reported once, at the `sectionOf` of
    /// its screen written first. Each screen is walked once.
    private mutating func checkSectionCycles() {
        let screens = index.project.pages.filter { $0.kind == .screen && index.page($0.name.value)?.relativePath == $0.relativePath }
        let order = Dictionary(screens.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var done: Set<String> = []
        for screen in screens where !done.contains(screen.name.value) {
            var path = [screen.name.value]
            var position = [screen.name.value: 0]
            var current = screen
            while let next = current.sectionOf?.value, next != current.name.value, !done.contains(next), let container = index.screen(next) {
                if let start = position[next] {
                    let cycle = Array(path[start...])
                    let first = cycle.min { order[$0]! < order[$1]! }!
                    let rotated = Array(cycle[cycle.firstIndex(of: first)!...] + cycle[..<cycle.firstIndex(of: first)!])
                    if let section = index.screen(first)?.sectionOf {
                        log.error("screens are sections of each other in a cycle: \((rotated + [first]).joined(separator: " → ")); a section belongs to a screen outside it",
                                  at: section.location)
                    }
                    break
                }
                position[next] = path.count
                path.append(next)
                current = container
            }
            done.formUnion(path)
        }
    }

    /// A screen's `traits` (traits to adopt) or a trait's (traits to include): each names a trait,
    /// once.
    private mutating func checkTraitList(of page: PageSpec) {
        let verb = page.kind == .screen ? "adopt" : "include"
        // Lists are short: searched rather than hashed (see `WalkedNames`).
        var seenTraits = WalkedNames()
        for trait in page.traits {
            if !seenTraits.insert(trait.value) {
                log.warning(.listedTwice, "trait '\(trait.value)' is listed twice", at: trait.location)
            } else if trait.value == page.name.value {
                log.error("trait '\(trait.value)' cannot include itself", at: trait.location)
            } else if let found = index.page(trait.value), found.kind == .trait {
                // One lookup for what is nearly always so: the name is a trait's.
                continue
            } else if index.page(trait.value)?.kind == .screen {
                log.error("'\(trait.value)' is a screen, not a trait; 'traits' lists traits to \(verb)", at: trait.location)
            } else if index.trait(trait.value) == nil {
                unknown("trait", trait, among: index.traitNames)
            }
        }
    }

    /// A trait's included traits: no cycle back to the trait, no element or member name defined
    /// twice among them, and no element the trait defines that an included trait requires of
    /// each adopter.
    private mutating func checkIncludedTraits(of page: PageSpec) {
        for entry in page.traits where entry.value != page.name.value {
            guard let included = index.trait(entry.value) else { continue }
            if let path = pathBack(to: page.name.value, from: included) {
                log.error("trait '\(page.name.value)' includes itself through \((path).joined(separator: " → ")); traits cannot include each other in a cycle",
                          at: entry.location)
            }
        }
        for trait in index.adoptedTraits(of: page, memo: memo) {
            for required in trait.requires where page.element(named: required.value) != nil {
                let listed = index.adoptedTraitsWithEntries(of: page, memo: memo).first { $0.trait.name.value == trait.name.value }!.entry
                log.error("trait '\(page.name.value)' defines '\(required.value)', which the trait '\(trait.name.value)' it includes requires of each adopter; define it on each adopting screen instead",
                          at: listed.location)
            }
        }
        checkDefinitions(of: page)
    }

    /// The way from `trait` back to `name` over included traits (`[B, C, A]`), if there is one.
    private func pathBack(to name: String, from trait: PageSpec) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [trait.name.value]
        var seen: Set<String> = [trait.name.value]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == name {
                var path = [current]
                while let back = previous[path[path.count - 1]] { path.append(back) }
                return path.reversed()
            }
            for next in index.trait(current)?.traits ?? [] where seen.insert(next.value).inserted {
                previous[next.value] = current
                queue.append(next.value)
            }
        }
        return nil
    }

    /// Every element a trait requires must be defined by each adopter itself, and two adopted
    /// traits (or a trait and the screen) must not define the same name.
    private mutating func checkTraitRequirements(of page: PageSpec) {
        if lost("elements", on: page) { return }
        for (trait, listed) in index.adoptedTraitsWithEntries(of: page, memo: memo) {
            for required in trait.requires where page.element(named: required.value) == nil {
                let through = listed.value == trait.name.value ? "" : " (through '\(listed.value)')"
                let own = Set(page.elements.map(\.name.value))
                log.error("screen '\(page.name.value)' adopts '\(trait.name.value)'\(through), which requires an element '\(required.value)' that the screen does not define\(Suggestions.didYouMean(required.value, in: own))",
                          at: listed.location)
            }
        }
        checkDefinitions(of: page)
    }

    /// The elements and members a page gets from the traits it adopts (or includes) must not have
    /// the names of its own or of one another's.
    private mutating func checkDefinitions(of page: PageSpec) {
        let adopted = index.adoptedTraitsWithEntries(of: page, memo: memo)
        // Nothing comes from a trait, so nothing can clash.
        if adopted.isEmpty { return }
        // Who defines each name: the page itself (`own`), else the adopted trait at that place of
        // `adopted`, and through which entry of `traits` (nil: the page itself). Two traits that
        // come through one entry clash inside the trait listed there, which reports it. An owner's
        // description is written only for a problem. An element's first owner is the one the
        // page's table of visible elements holds (it takes the traits in this order), its members
        // are searched in the page; only the traits' member names are put in a table, each hashed
        // once (a name met again puts its first owner back).
        typealias Owner = (trait: Int, entry: String?)
        let own: Owner = (-1, nil)
        func description(_ owner: Owner) -> String {
            owner.trait < 0 ? "\(page.kind.rawValue) '\(page.name.value)'" : "trait '\(adopted[owner.trait].trait.name.value)'"
        }
        let visible = index.visibleElements(of: page, memo: memo)
        // Sized once for the traits' names: grown step by step it was rehashed each time.
        var memberOwner: [String: Owner] = [:]
        memberOwner.reserveCapacity(adopted.reduce(0) { $0 + $1.trait.actions.count + $1.trait.checks.count + $1.trait.getters.count })
        for (number, (trait, listed)) in adopted.enumerated() {
            let mine: Owner = (number, listed.value)
            for element in trait.elements {
                let name = element.name.value
                let earlier: Owner?
                switch visible[name] {
                case .own?:
                    earlier = own
                case .fromTrait(_, let first, _)? where first == trait.name.value:
                    // This trait is the first to define it (perhaps twice, which is no clash).
                    earlier = nil
                default:
                    // An earlier trait defines it (a clash, or two traits of one entry), or the page
                    // requires it, which leaves the traits out of the table: the first earlier
                    // trait that defines it is searched for.
                    earlier = adopted[..<number].firstIndex { $0.trait.elements.contains { $0.name.value == name } }
                        .map { ($0, adopted[$0].entry.value) }
                }
                if let earlier, earlier.entry != listed.value {
                    log.error("element '\(name)' of trait '\(trait.name.value)' clashes with the element of the same name in \(description(earlier))",
                              at: listed.location)
                }
            }
            func member(_ name: String) {
                let isOwn = page.actions.contains { $0.name.value == name } || page.checks.contains { $0.name.value == name }
                    || page.getters.contains { $0.name.value == name }
                let earlier: Owner?
                if isOwn {
                    earlier = own
                } else if let first = memberOwner.updateValue(mine, forKey: name) {
                    memberOwner[name] = first
                    earlier = first
                } else {
                    earlier = nil
                }
                if let earlier, earlier.entry != listed.value {
                    if earlier.trait < 0 {
                        // The page's own member overrides the trait's when it has its signature.
                        if let problem = overrideProblem(name, of: trait, on: page) { log.error(problem.message, at: problem.location) }
                    } else {
                        log.error("'\(name)' of trait '\(trait.name.value)' clashes with '\(name)' of \(description(earlier))", at: listed.location)
                    }
                }
            }
            // By position: `for action in` copied each whole spec to read its name.
            for number in trait.actions.indices { member(trait.actions[number].name.value) }
            for number in trait.checks.indices { member(trait.checks[number].name.value) }
            for number in trait.getters.indices { member(trait.getters[number].name.value) }
        }
    }

    /// Actions, checks and getters all become members of one type, so their names must differ.
    private mutating func checkDuplicateMemberNames(_ page: PageSpec) {
        var seen: [String: MemberKind] = [:]
        seen.reserveCapacity(page.elements.count + page.actions.count + page.checks.count + page.getters.count)
        func visit(_ name: Located<String>, _ kind: MemberKind) {
            // One hash per name: a name met again puts its first kind back.
            if let first = seen.updateValue(kind, forKey: name.value) {
                seen[name.value] = first
                log.error("'\(name.value)' names both \(article(first.rawValue)) \(first.rawValue) and \(article(kind.rawValue)) \(kind.rawValue) of \(page.kind.rawValue) '\(page.name.value)'; they become members of one type",
                          at: name.location)
            }
        }
        // By position, not `for action in`: that copied each whole spec to read its name.
        for number in page.elements.indices { visit(page.elements[number].name, .element) }
        for number in page.actions.indices { visit(page.actions[number].name, .action) }
        for number in page.checks.indices { visit(page.checks[number].name, .check) }
        for number in page.getters.indices { visit(page.getters[number].name, .getter) }
    }

    /// What a member name belongs to, as the message words it.
    private enum MemberKind: String {
        case element, action, check, getter
    }

    private func article(_ word: String) -> String { word.first.map { "aeiou".contains($0) } == true ? "an" : "a" }

    // MARK: Settings

    private mutating func checkSettings() {
        let underTest = settings.apps.filter { $0.bundleIdentifier == nil }
        if underTest.count > 1 {
            log.error("only one app can be the app under test; give app '\(underTest[1].name.value)' a 'bundleIdentifier'",
                      at: underTest[1].name.location)
        }
        for app in settings.apps {
            checkIdentifier(app.name, what: "app")
            for (role, screenName) in [("entry", app.entry), ("home", app.home)] {
                guard let screenName else { continue }
                guard let screen = index.screen(screenName.value) else {
                    unknown("screen", screenName, among: index.screenNames)
                    continue
                }
                let owner = screen.app?.value ?? settings.defaultApp?.name.value
                if owner != app.name.value {
                    log.error("the \(role) of app '\(app.name.value)' is screen '\(screenName.value)', which belongs to app '\(owner ?? "?")'",
                              at: screenName.location)
                }
            }
            checkEntries(of: app)
            if let home = app.home, app.entry == nil {
                log.error("app '\(app.name.value)' has a 'home' but no 'entry'; the home is where its journeys settle after the entry", at: home.location)
            }
        }
        checkWarningNames(settings.disabledWarnings)
        for wait in settings.waits where wait.name.location.line > 1 || settings.file != nil {
            checkIdentifier(wait.name, what: "waiting time")
        }
        checkDefaults()
        let suffix = settings.pageSuffix
        if !suffix.value.isEmpty && !suffix.value.allSatisfy(SwiftIdentifier.isBody) {
            log.error("'pageSuffix' must be letters, digits and underscores, found \"\(suffix.value)\"", at: suffix.location)
        }
        if let plain = settings.plain.suffix, !plain.value.allSatisfy(SwiftIdentifier.isBody) {
            log.error("the plain style's 'suffix' must be letters, digits and underscores, found \"\(plain.value)\"", at: plain.location)
        }
        checkTourOptions()
        checkTaskProtocolName()
    }

    /// The tour's base class is a type name (`Module.Type` too), its modules are names, and a
    /// walk takes at least one step.
    private mutating func checkTourOptions() {
        if let testCase = settings.testCase, let problem = Self.classNameProblem(testCase.value) {
            log.error("'testCase' names the team's test case class (an XCTestCase subclass) that page objects are handed, such as \"UITestCase\", found \"\(testCase.value)\"\(problem)",
                      at: testCase.location)
        }
        let tour = settings.tour
        if let testCase = tour.testCase, let problem = Self.classNameProblem(testCase.value) {
            log.error("the tour's 'testCase' names the class each walk's test case inherits from, such as \"XCTestCase\" or \"AppUITestCase\", found \"\(testCase.value)\"\(problem)",
                      at: testCase.location)
        }
        for module in tour.imports {
            if SwiftNames.keywords.contains(module.value) || SwiftNames.unescapable.contains(module.value) {
                log.error("module name '\(module.value)' is a Swift keyword, which `import` cannot name", at: module.location)
            } else {
                checkIdentifier(module, what: "module")
            }
        }
        if let maxSteps = tour.maxSteps, maxSteps.value < 1 {
            log.error("the tour's 'maxSteps' is the most moves one test takes, at least 1, found \(maxSteps.value)", at: maxSteps.location)
        }
    }

    // MARK: Shared checks

    /// Each name in a `disabledWarnings` list is a kind of warning, listed once.
    mutating func checkWarningNames(_ names: [Located<String>]) {
        let known = WarningName.allCases.map(\.rawValue)
        var seen: Set<String> = []
        for name in names {
            if WarningName(rawValue: name.value) == nil {
                let hint = Suggestions.closest(to: name.value, in: known).map { "; did you mean '\($0)'?" }
                    ?? "; the warnings are \(known.sorted().joined(separator: ", "))"
                log.error("unknown warning '\(name.value)' in 'disabledWarnings'\(hint)", at: name.location)
            } else if !seen.insert(name.value).inserted {
                log.warning(.listedTwice, "warning '\(name.value)' is listed twice", at: name.location)
            }
        }
    }

    /// Why a class name (`UITestCase`, `AppTests.UITestCase`) cannot stand where the generated
    /// code declares and inherits it, or nil: every component an identifier, none a keyword or a
    /// name Swift gives its own meaning in a type (`Self`, `Any`, `Type`, `Protocol`).
    static func classNameProblem(_ name: String) -> String? {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let invalid = components.first(where: { !SwiftIdentifier.isValid($0) }) {
            if components.count == 1 { return "" }
            return invalid.isEmpty ? ": a name before and after each dot" : ": '\(invalid)' is not a Swift identifier"
        }
        let special: Set<String> = ["Any", "AnyObject", "Self", "Type", "Protocol", "self", "super", "init"]
        if let keyword = components.first(where: { SwiftNames.keywords.contains($0) || special.contains($0) }) {
            return ": '\(keyword)' is a Swift keyword or a type Swift reserves, not a class the generated code can inherit from"
        }
        return nil
    }

    mutating func checkIdentifier(_ name: Located<String>, what: String) {
        guard !SwiftIdentifier.isValid(name.value) else { return }
        let hint = SwiftIdentifier.suggestion(for: name.value).map { "; did you mean '\($0)'?" } ?? ""
        log.error("\(what) name '\(name.value)' cannot become a Swift identifier: use letters, digits and underscores, not starting with a digit\(hint)",
                  at: name.location)
    }

    mutating func checkWaitName(_ wait: Located<String>) {
        // The list of names is made only for the message.
        if !settings.waits.contains(where: { $0.name.value == wait.value }) {
            let names = settings.waits.map(\.name.value)
            log.error("unknown waiting time '\(wait.value)'; the waiting times are \(names.joined(separator: ", "))\(Suggestions.didYouMean(wait.value, in: names))",
                      at: wait.location)
        }
    }

    /// "unknown screen 'Logn'; did you mean 'Login'?", or, with nothing close, the screens there are.
    mutating func unknown<S: Sequence>(_ kind: String, _ name: Located<String>, among candidates: S, on page: PageSpec? = nil) where S.Element == String {
        // One cause, one error: a screen or trait whose file could not be read is reported there.
        if kind == "screen" || kind == "trait", index.project.lostPageNames.contains(name.value) { return }
        // One cause, one error: a name that would be there but for a misspelt section key.
        if let page, kind == "element" && lost("elements", on: page) || kind == "action" && lost("actions", on: page) { return }
        // One cause, one error: a member whose own spec could not be read is reported there.
        if let page, page.lostMembers.contains("\(kind) \(name.value)")
            || index.adoptedTraitsWithEntries(of: page, memo: memo).contains(where: { $0.0.lostMembers.contains("\(kind) \(name.value)") }) { return }
        let place = page.map { " on \($0.kind.rawValue) '\($0.name.value)'" } ?? ""
        log.error("unknown \(kind) '\(name.value)'\(place)\(Suggestions.hint(name.value, in: candidates, plural: kind + "s"))", at: name.location)
    }
}
