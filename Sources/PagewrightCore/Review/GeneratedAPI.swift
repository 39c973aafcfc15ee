/// What test code can call in the generated page objects, per style: every type and member the
/// renderers declare for the specs (the support files aside, which do not follow from them), read
/// from the files they write, so each name is exactly the one the namer gave. Each member is
/// attributed to the spec construct it comes from, so a review can say which change broke it.
public struct GeneratedAPI: Sendable {
    /// A spec construct: a screen or trait, one of its members, a flow, a declared type, or a route.
    public struct Origin: Sendable, Hashable, Comparable, CustomStringConvertible {
        public enum Kind: String, Sendable, Hashable, Comparable {
            case screen, trait, element, action, check, getter, flow, type, route

            public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        /// The screen or trait (the start screen of a flow; empty for a declared type).
        public var page: String
        public var kind: Kind
        /// The member's spec name (the page's own for `page` and `route`).
        public var name: String

        public var description: String {
            switch kind {
            case .screen, .trait, .route: page
            case .type: name
            default: "\(page).\(name)"
            }
        }

        public static func < (lhs: Origin, rhs: Origin) -> Bool { (lhs.page, lhs.kind, lhs.name) < (rhs.page, rhs.kind, rhs.name) }
    }

    public struct Member: Sendable, Hashable {
        public var style: OutputStyle
        /// The type it is declared in (`LoginPageObject`, `LoginPageObject.Element`); empty for a
        /// type at the top level.
        public var owner: String
        /// A type rather than a member.
        public var isType: Bool
        /// How it is called: `enterLogin(_:)`, `loginField`, `filterCell(group:title:)`; a type's name.
        public var name: String
        /// The declaration, without body, attributes, access level and the `file:`/`line:` every
        /// generated member takes: `func enterLogin(_ login: String) -> Self`.
        public var declaration: String
        public var parameters: [Parameter]
        public var result: String?
        public var origin: Origin?
        /// For overloads of one name (`as(_:)` on a multi-destination value, one per screen):
        /// their parameter types, which tell them apart.
        public var overload: String?

        /// `LoginPageObject.enterLogin(_:)`.
        public var qualifiedName: String { owner.isEmpty ? name : owner + "." + name }
        public var key: String { "\(style.rawValue) \(qualifiedName)" + (overload.map { " " + $0 } ?? "") }
    }

    public struct Parameter: Sendable, Hashable {
        public var label: String?
        public var type: String
        public var hasDefault: Bool
    }

    public var members: [Member]

    public init(_ model: Resolved.Project, names: Namer) {
        var model = model
        model.settings.tour.generate = false
        let files = Emitter.emit(model, names: names)
        let attribution = Attribution(model: model, names: names)
        var members: [Member] = []
        for file in files {
            guard let (style, source) = Self.styleAndSource(of: file.path, model: model) else { continue }
            for declaration in DeclarationScanner.declarations(in: file.contents) {
                // A Screenplay Task without parameters is a function named like the type it was
                // (`LogIn()`): test code names it as a type, and a rename reads `GoToLogin` → `OpenLogin`.
                let isTask = style == .screenplay && declaration.kind == .function && declaration.path.isEmpty
                    && declaration.name.first?.isUppercase == true
                let isType = declaration.kind == .type || isTask
                let owner = (declaration.kind == .type ? declaration.path.dropLast() : declaration.path[...]).joined(separator: ".")
                let name = isTask ? String(declaration.name.prefix { $0 != "(" }) : declaration.name
                let member = Member(style: style, owner: owner, isType: isType, name: name, declaration: declaration.text,
                                    parameters: declaration.parameters.map { Parameter(label: $0.label, type: $0.type, hasDefault: $0.hasDefault) },
                                    result: declaration.result,
                                    origin: attribution.origin(of: declaration, style: style, source: source))
                members.append(member)
            }
        }
        // Overloads share a name: their parameter types make each one's key.
        let counts = Dictionary(members.map { ($0.key, 1) }, uniquingKeysWith: +)
        for index in members.indices where counts[members[index].key, default: 0] > 1 {
            members[index].overload = "(" + members[index].parameters.map(\.type).joined(separator: ", ") + ")"
        }
        self.members = members
    }

    /// The style a generated file belongs to and the spec it comes from (nil for a file that does
    /// not follow from a spec: the support files, the picture, the tour).
    private static func styleAndSource(of path: String, model: Resolved.Project) -> (OutputStyle, String?)? {
        if path.hasPrefix(PlainNames.folder + "/") {
            return path == PlainNames.supportFile ? nil : (.plain, Namer.baseName(ofSpec: String(path.dropFirst(PlainNames.folder.count + 1)).replacingOccurrences(of: ".plain.swift", with: ".json")))
        }
        if path.hasPrefix(ScreenplayNames.folder + "/") {
            return path == ScreenplayNames.supportFile ? nil : (.screenplay, Namer.baseName(ofSpec: String(path.dropFirst(ScreenplayNames.folder.count + 1)).replacingOccurrences(of: ".screenplay.swift", with: ".json")))
        }
        switch path {
        case FactoryNames.factoryFile: return (.factory, nil)
        case "PagewrightTypes.swift": return (model.settings.styles.first ?? .factory, nil)
        case _ where path.hasSuffix(".pagewright.swift"): return (.factory, String(path.dropLast(".pagewright.swift".count)))
        default: return nil
        }
    }
}

/// Which spec construct a generated declaration comes from: its file names the page (or flows
/// file), its enclosing type the page or the Task, and its name the member, as the namer spells them.
private struct Attribution {
    let model: Resolved.Project
    let names: Namer
    /// Spec file base name → pages declared in it.
    private var pagesByFile: [String: [Resolved.Page]] = [:]
    /// Type name (per style) → the construct it is the type of.
    private var types: [String: GeneratedAPI.Origin] = [:]
    private var flowFiles: [String: Resolved.FlowFile] = [:]

    init(model: Resolved.Project, names: Namer) {
        self.model = model
        self.names = names
        for page in model.pages { pagesByFile[Namer.baseName(ofSpec: page.source), default: []].append(page) }
        for file in model.flowFiles { flowFiles[Namer.baseName(ofSpec: file.source)] = file }
        for page in model.pages {
            let origin = GeneratedAPI.Origin(page: page.name, kind: page.kind == .screen ? .screen : .trait, name: page.name)
            if page.kind == .screen {
                for type in [names.factory.pageType(page.name), names.plain.screenType(page.name), names.screenplay.elementsType(page.name),
                             names.screenplay.actionsType(page.name), names.screenplay.questionType(page.name),
                             names.factory.customActionsType(page.name), names.plain.customActionsType(page.name),
                             names.screenplay.customInteractionsType(page.name)] {
                    types[type] = types[type] ?? origin
                }
            } else {
                for type in [names.factory.traitType(page.name), names.factory.traitElementType(page.name), names.plain.traitType(page.name),
                             names.plain.traitElementType(page.name), names.screenplay.elementsType(page.name), names.screenplay.actionsType(page.name),
                             names.screenplay.customInteractionsType(page.name)] {
                    types[type] = types[type] ?? origin
                }
            }
            for action in page.actions {
                let task = names.screenplay.taskType(action.name.value, of: page.name)
                types[task] = GeneratedAPI.Origin(page: page.name, kind: .action, name: action.name.value)
                if case .oneOf = action.destination {
                    types[names.factory.destinationType(action.name.value, of: page.ref)] = types[task]
                    types[names.plain.traitDestinationType(action.name.value, of: page.name)] = types[task]
                    types[SwiftNames.capitalized(action.name.value) + "Destination"] = types[SwiftNames.capitalized(action.name.value) + "Destination"] ?? types[task]
                }
            }
        }
        for file in model.flowFiles {
            for flow in file.flows {
                types[names.screenplay.taskType(flow: flow.name.value, from: flow.start)] = GeneratedAPI.Origin(page: flow.start, kind: .flow, name: flow.name.value)
            }
        }
        for type in model.types { types[type.name.value] = GeneratedAPI.Origin(page: "", kind: .type, name: type.name.value) }
    }

    func origin(of declaration: DeclarationScanner.Declaration, style: OutputStyle, source: String?) -> GeneratedAPI.Origin? {
        let bare = declaration.name.prefix { $0 != "(" }
        // The factory: a screen's make method, a route.
        if source == nil, declaration.path.first == FactoryNames.factoryType {
            for screen in model.screens {
                if bare == names.factory.makeMethod(screen.name) { return .init(page: screen.name, kind: .screen, name: screen.name) }
                if bare == names.factory.routeMethod(screen.name) { return .init(page: screen.name, kind: .route, name: screen.name) }
            }
            // Navigation: `goTo(_:)` overloads, told apart by the page type they take, and the
            // `Screen` enum's cases, one per screen "where am I" tells.
            if bare == "goTo", let type = declaration.parameters.first?.type {
                for screen in model.screens where type == names.factory.pageType(screen.name) + ".Type" || type.hasPrefix(names.factory.pageType(screen.name) + "<") {
                    return .init(page: screen.name, kind: .screen, name: screen.name)
                }
            }
            if declaration.kind == .enumCase, declaration.path.last == "Screen", let navigation = model.navigation {
                let cases = ScreenCaseNames(navigation.places.map(\.screen))
                if let place = navigation.places.first(where: { cases[$0.screen] == String(bare) }) {
                    return .init(page: place.screen, kind: .screen, name: place.screen)
                }
            }
            return nil
        }
        // A declared type, a Task type (or its factory), a destination type, a flow's Task.
        for type in declaration.path.reversed() {
            if let origin = types[type], origin.kind != .screen, origin.kind != .trait { return origin }
        }
        // Screenplay: a Task without parameters, a function named like its type (`LogIn()`).
        if style == .screenplay, declaration.kind == .function, declaration.path.isEmpty, let origin = types[String(bare)],
           origin.kind == .action || origin.kind == .flow {
            return origin
        }
        // Screenplay: a screen's case among those that supply a trait's elements goes with the screen.
        if style == .screenplay, declaration.kind == .enumCase, declaration.path.last == "Screen",
           let screen = model.screens.first(where: { names.screenplay.adopterCase($0.name) == String(bare) }) {
            return .init(page: screen.name, kind: .screen, name: screen.name)
        }
        guard let source else { return nil }
        if let file = flowFiles[source] {
            for flow in file.flows where String(bare) == SwiftNames.member(flow.name.value) {
                return .init(page: flow.start, kind: .flow, name: flow.name.value)
            }
            return nil
        }
        guard let pages = pagesByFile[source] else { return nil }
        let owning = declaration.path.first.flatMap { types[$0]?.page }
        guard let page = pages.first(where: { $0.name == owning }) ?? pages.first else { return nil }
        let pageOrigin = GeneratedAPI.Origin(page: page.name, kind: page.kind == .screen ? .screen : .trait, name: page.name)
        if declaration.kind == .type, declaration.path.count == 1 { return pageOrigin }
        let member = String(bare)
        for element in page.elements where SwiftNames.member(element.name) == member { return .init(page: page.name, kind: .element, name: element.name) }
        for action in page.actions where SwiftNames.member(action.name.value) == member || Namer.customStepsMethod(action.name.value) == member {
            return .init(page: page.name, kind: .action, name: action.name.value)
        }
        let checks = page.checks + (model.screen(page.name)?.traitChecks ?? [])
        let taken = Set(checks.map(\.name.value))
        for check in checks {
            if SwiftNames.member(check.name.value) == member { return .init(page: check.owner.name, kind: .check, name: check.name.value) }
            if let question = names.screenplay.isQuestion(check.name.value, parameters: check.parameters, taken: taken),
               SwiftNames.member(question) == member { return .init(page: check.owner.name, kind: .check, name: check.name.value) }
        }
        for getter in page.getters where SwiftNames.member(getter.name.value) == member { return .init(page: page.name, kind: .getter, name: getter.name.value) }
        if member == "section" || member == "container" { return pageOrigin }
        return nil
    }
}
