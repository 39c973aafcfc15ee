/// The one check that the names generated code declares are all different: no two top-level
/// types of the selected styles share a name, no name made from a spec hides a name the generated
/// code uses where that code would see it (`GeneratedCodeNames`: Swift, Foundation, XCTest,
/// XCUITest, the support types), no two generated files of one folder differ only in letter
/// case, and no generated member hides another in its type.
/// Each problem is reported at the spec name that causes it. Runs on the resolved model, after
/// validation, with the names every style's renderers use.
public struct NameCollisions {
    let model: Resolved.Project
    let names: Namer
    /// `model.pages`, made once: that property copies and sorts every page each time it is read.
    let pages: [Resolved.Page]
    var log = DiagnosticLog()

    init(model: Resolved.Project, names: Namer) {
        self.model = model
        self.names = names
        pages = model.pages
    }

    public static func check(_ model: Resolved.Project, names: Namer) -> DiagnosticLog {
        var check = NameCollisions(model: model, names: names)
        check.run()
        return check.log
    }

    private mutating func run() {
        checkFiles()
        let styles = model.settings.styles
        if styles.contains(.plain) || styles.contains(.screenplay) {
            checkStyleMembers(styles)
            if checkPageSuffix(styles) { return }
        }
        checkTypes()
        checkMembersAgainstUses()
        checkCustomStepsMethods()
        checkDeclaredTypeNames()
        if styles.contains(.factory) { checkFactoryMembers() }
        if styles.contains(.factory) || styles.contains(.plain) { checkNavigatorMembers(styles) }
        if styles.contains(.screenplay) { checkAdopterCases() }
    }

    // MARK: Files

    /// Output files are named after spec files; two that differ only in letter case would
    /// overwrite each other on a case-insensitive file system (the default on macOS). Every
    /// style names its files after the same base names.
    private mutating func checkFiles() {
        let sources = pages.map { ($0.source, $0.location) } + model.flowFiles.map { ($0.source, $0.location) }
        var first: [String: String] = [:]
        first.reserveCapacity(sources.count)
        for (path, location) in sources {
            let output = FactoryNames.file(forSpec: path)
            let key = output.lowercased()
            if let earlier = first[key] {
                log.error("'\(path)' and '\(earlier)' would both generate \(output) (file names are compared without letter case); rename one of the files",
                          at: location)
            } else {
                first[key] = path
            }
        }
    }

    // MARK: Top-level types

    private mutating func checkTypes() {
        let (fixed, fromSpecs) = declaredTypes()
        var byName: [String: [DeclaredType]] = [:]
        byName.reserveCapacity(fixed.count + fromSpecs.count)
        for declared in fixed { byName[declared.identifier, default: []].append(declared) }
        for declared in fromSpecs { byName[declared.identifier, default: []].append(declared) }
        // Only a name some spec gives a type can clash, so only those are looked up among the
        // names generated code uses (a style's own types are listed first, then the used name,
        // then the spec's types), and only names declared twice are sorted for the report.
        let outputs = GeneratedCodeNames.outputs(model.settings.styles)
        let fallback = model.settings.pageSuffix.location
        var clashing: [(name: String, used: DeclaredType?, at: Int)] = []
        for (name, declarations) in byName {
            guard let first = declarations.firstIndex(where: \.isFromSpecs) else { continue }
            if let use = GeneratedCodeNames.use(of: name, in: outputs) {
                clashing.append((name, DeclaredType(name: name, owner: .used(use), origin: "", location: fallback, fix: ""), first))
            } else if declarations.count > 1 {
                clashing.append((name, nil, first))
            }
        }
        for (name, used, first) in clashing.sorted(by: { $0.name < $1.name }) {
            var declarations = byName[name]!
            if let used { declarations.insert(used, at: first) }
            guard declarations.count > 1, let later = declarations.last(where: \.isFromSpecs),
                  let earlier = declarations.first(where: { !($0.owner == later.owner && $0.origin == later.origin) }) else { continue }
            let owner: String
            switch earlier.owner {
            case .used(let use): owner = GeneratedCodeNames.describe(name, use) + ", which generated code uses"
            case .style(let other): owner = "the \(other.rawValue) style's '\(earlier.name)' (\(earlier.origin))"
            case .declared: owner = "the declared \(earlier.origin)"
            }
            guard case .style(let style) = later.owner else {
                log.error("\(later.origin) clashes with \(owner); \(later.fix)", at: later.location)
                continue
            }
            if earlier.owner == .declared {
                log.error("the \(style.rawValue) style's type '\(later.identifier)' (\(later.origin)) clashes with \(owner); rename one of them",
                          at: later.location)
            } else if style == .factory {
                log.error("the factory style's type '\(later.identifier)' (\(later.origin)) clashes with \(owner); \(later.fix)", at: later.location)
            } else {
                let fix = earlier.owner == .style(.factory) ? "rename one of them or change 'naming.pageSuffix'" : "rename it"
                log.error("the \(style.rawValue) style's type '\(later.identifier)' (\(later.origin)) clashes with \(owner); the styles share one module, so \(fix), or drop a style from 'style'",
                          at: later.location)
            }
        }
    }

    /// A declared type named like a type every page object nests (`Element`, `Constants`) or a
    /// generic parameter (`Source`) would be hidden inside them.
    private mutating func checkDeclaredTypeNames() {
        let nested = ["Element", "Constants", "Destination", "Source", "Screen"]
        for type in model.types where nested.contains(type.name.value) {
            log.error("type '\(type.name.value)' would be hidden inside generated page objects by their own '\(type.name.value)'; rename the type",
                      at: type.name.location)
        }
    }

    /// A suffix that gives every factory page object the name another style gives the screen.
    private mutating func checkPageSuffix(_ styles: [OutputStyle]) -> Bool {
        guard styles.contains(.factory), let example = model.screens.first?.name else { return false }
        let suffix = model.settings.pageSuffix
        let taken: [(OutputStyle, String, String)] = [(.plain, names.plain.suffix, "its page objects"), (.screenplay, "", "its questions"),
                                                      (.screenplay, "Elements", "its element enums"), (.screenplay, "Actions", "its action enums")]
        guard let (style, _, what) = taken.first(where: { styles.contains($0.0) && $0.1 == suffix.value }) else { return false }
        log.error("'pageSuffix' \"\(suffix.value)\" gives the factory style's page objects the names the \(style.rawValue) style gives \(what) (\(example + suffix.value)); choose another suffix, or select only one of the two styles",
                  at: suffix.location)
        return true
    }

    // MARK: Members

    /// Members the plain and Screenplay styles add to what they generate from the specs.
    private mutating func checkStyleMembers(_ styles: [OutputStyle]) {
        for page in pages {
            let members = page.elements.map { Located($0.name, at: $0.location) } + page.actions.map(\.name)
                + page.checks.map(\.name) + page.getters.map(\.name)
            if styles.contains(.plain) {
                for name in members where PlainNames.reservedMembers.contains(name.value) {
                    log.error("'\(name.value)' is a member every plain page object has (\(names.plain.baseType)); rename it in the spec, or drop 'plain' from 'style'", at: name.location)
                }
            }
            if styles.contains(.screenplay), page.kind == .trait, model.trait(page.name)?.requires.isEmpty == false {
                for element in page.elements where element.name == "Screen" {
                    log.error("'Screen' names the enum of the screens adopting trait '\(page.name)' in the screenplay style; rename the element, or drop 'screenplay' from 'style'",
                              at: element.location)
                }
            }
        }
    }

    /// The factory's routes, the apps it is made with, and each page object's destination types
    /// and their `as…()` methods are named after spec names that may differ only in case.
    private mutating func checkFactoryMembers() {
        let factory = names.factory
        if let routes = model.routes {
            var seen: [String: String] = [:]
            for route in routes.routes {
                let method = factory.routeMethod(route.screen)
                if let earlier = seen[method], let screen = model.screen(route.screen) {
                    log.error("screens '\(earlier)' and '\(route.screen)' would both give PageObjectsFactory the route \(method)(); rename one of them",
                              at: screen.page.location)
                } else {
                    seen[method] = route.screen
                }
            }
        }
        var locals: [String: String] = ["application_": "the app under test"]
        for app in model.settings.apps where app.bundleIdentifier != nil {
            let local = SwiftNames.parameter(app.name)
            if let earlier = locals[local] {
                log.error("app '\(app.name)' would give PageObjectsFactory.init the parameter '\(local)' of \(earlier); rename the app", at: app.location)
            } else {
                locals[local] = "app '\(app.name)'"
            }
        }
        // A screen opened from anywhere is generic over `Source`, which would hide a trait of that name.
        for screen in model.screens where screen.opensFromAnywhere {
            for trait in screen.traits where factory.traitType(trait) == "Source" {
                log.error("screen '\(screen.name)' is opened from anywhere, so its page object is generic over 'Source', which hides trait 'Source'; rename the trait",
                          at: screen.page.location)
            }
        }
        for page in pages {
            var destinationTypes: [String: String] = [:]
            for action in page.actions {
                guard case .oneOf(let targets, _) = action.destination else { continue }
                let type = factory.destinationType(action.name.value, of: page.ref)
                if page.kind == .screen, let earlier = destinationTypes[type] {
                    log.error("actions '\(earlier)' and '\(action.name.value)' of screen '\(page.name)' would both declare \(type); rename one of them",
                              at: action.name.location)
                }
                destinationTypes[type] = action.name.value
                var methods: [String: String] = [:]
                for target in targets {
                    let method = factory.choiceMethod(target.name)
                    if let earlier = methods[method] {
                        log.error("destinations '\(earlier)' and '\(target.name)' of action '\(action.name.value)' would both be \(method)(); rename one of the screens",
                                  at: action.name.location)
                    }
                    methods[method] = target.name
                }
            }
        }
    }

    /// The factory and the plain navigator have a property per app (`springboard`) beside their
    /// navigation members; an app named like one of those would declare it twice.
    private mutating func checkNavigatorMembers(_ styles: [OutputStyle]) {
        guard let navigation = model.navigation, !navigation.places.isEmpty else { return }
        let types = (styles.contains(.factory) ? [FactoryNames.factoryType] : []) + (styles.contains(.plain) ? [names.plain.navigatorType] : [])
        let members: Set<String> = ["navigator", "currentScreen", "goTo", "Screen", "testCase"]
        for app in model.settings.apps where app.bundleIdentifier != nil {
            let property = names.factory.applicationProperty(app)
            guard members.contains(SwiftNames.unquoted(property)) else { continue }
            log.error("app '\(app.name)' would give \(types.joined(separator: " and ")) the property '\(property)', a name navigation uses there; rename the app",
                      at: app.location)
        }
    }

    /// A trait's adopters are cases of one enum in the Screenplay style (`.savedVacancies`).
    private mutating func checkAdopterCases() {
        for trait in model.traits where !trait.requires.isEmpty {
            var seen: [String: String] = [:]
            for adopter in trait.adopters.sorted() {
                let name = names.screenplay.adopterCase(adopter)
                if let earlier = seen[name], let screen = model.screen(adopter) {
                    log.error("screens '\(earlier)' and '\(adopter)' would both be the case .\(name) of \(names.screenplay.adopterType(trait.name)); rename one of them",
                              at: screen.page.location)
                }
                seen[name] = adopter
            }
        }
    }
}
