/// A type the generated code declares at the top level of its module, or one it relies on, with
/// who declares it and where the spec says so.
struct DeclaredType {
    enum Owner: Equatable {
        /// A name the generated code uses (`GeneratedCodeNames`): Swift's, Foundation's, XCTest's,
        /// XCUITest's, or a type of the support code.
        case used(GeneratedCodeNames.Use)
        case style(OutputStyle)
        /// A parameter type the specs declare (`types`), generated once for every style.
        case declared
    }

    var name: String
    /// The name without backticks: `` `open` `` is still `open` to the compiler.
    var identifier: String { SwiftNames.unquoted(name) }
    var owner: Owner
    /// What declares it: `screen 'Login'`, `the base page object`.
    var origin: String
    var location: SourceLocation
    /// How to resolve a clash it causes, when it is the later of two.
    var fix: String
    /// Made from a spec name (false for a style's own types: `BasePageObject`, the factory).
    var fromSpec = true

    var isFromSpecs: Bool {
        switch owner {
        case .style, .declared: fromSpec
        case .used: false
        }
    }
}

extension NameCollisions {
    /// Every top-level type of the selected styles: the styles' own (`fixed`), then those made
    /// from the specs. The names generated code relies on are looked up by `checkTypes` for the
    /// names these use.
    func declaredTypes() -> (fixed: [DeclaredType], fromSpecs: [DeclaredType]) {
        let styles = model.settings.styles
        let fallback = model.settings.pageSuffix.location
        // A style's own types first, so a clash with one is reported as with that style's type.
        var fixed: [DeclaredType] = []
        var types: [DeclaredType] = []
        for type in model.types {
            types.append(DeclaredType(name: SwiftNames.type(type.name.value), owner: .declared, origin: "type '\(type.name.value)'",
                                      location: type.name.location, fix: "rename the type"))
        }
        func add(_ name: String, _ style: OutputStyle, _ origin: String, _ location: SourceLocation, fix: String = "rename it") {
            types.append(DeclaredType(name: name, owner: .style(style), origin: origin, location: location, fix: fix))
        }
        func addFixed(_ name: String, _ style: OutputStyle, _ origin: String, _ location: SourceLocation) {
            fixed.append(DeclaredType(name: name, owner: .style(style), origin: origin, location: location, fix: "rename it", fromSpec: false))
        }
        func origin(_ page: Resolved.Page) -> String { "\(page.kind.rawValue) '\(page.name)'" }
        // Navigation's types are written only where "where am I" can tell a screen.
        let navigates = model.navigation.map { !$0.places.isEmpty } ?? false
        if styles.contains(.factory) {
            let factory = names.factory
            addFixed(FactoryNames.baseType, .factory, "the base page object", fallback)
            addFixed(FactoryNames.factoryType, .factory, "the factory", fallback)
            for page in pages {
                switch page.kind {
                case .screen:
                    add(factory.pageType(page.name), .factory, origin(page), page.location, fix: "rename the screen or change 'naming.pageSuffix'")
                    if model.screen(page.name)?.openers != nil {
                        add(factory.openerProtocol(page.name), .factory, "the openers of \(origin(page))", page.location, fix: "rename the screen")
                    }
                    if let custom = page.actions.first(where: \.isCustom) {
                        add(factory.customActionsType(page.name), .factory, "the custom actions of \(origin(page))", custom.name.location, fix: "rename the screen")
                    }
                case .trait:
                    add(factory.traitType(page.name), .factory, origin(page), page.location, fix: "rename the trait")
                    add(factory.traitElementType(page.name), .factory, origin(page), page.location, fix: "rename the trait")
                    for action in page.actions {
                        guard case .oneOf = action.destination else { continue }
                        add(factory.destinationType(action.name.value, of: page.ref), .factory, "action '\(action.name.value)' of \(origin(page))",
                            action.name.location, fix: "rename the action")
                    }
                }
            }
        }
        if styles.contains(.plain) {
            let plain = names.plain
            addFixed(names.plain.baseType, .plain, "the base page object", model.settings.plain.suffix.location)
            if navigates { addFixed(names.plain.navigatorType, .plain, "the navigator", model.settings.plain.suffix.location) }
            for page in pages {
                switch page.kind {
                case .screen:
                    add(plain.screenType(page.name), .plain, origin(page), page.location)
                    if model.screen(page.name)?.openers != nil, model.settings.plain.returnsNextScreen {
                        add(plain.openerProtocol(page.name), .plain, "the openers of \(origin(page))", page.location, fix: "rename the screen")
                    }
                    if let custom = page.actions.first(where: \.isCustom) {
                        add(plain.customActionsType(page.name), .plain, "the custom actions of \(origin(page))", custom.name.location)
                    }
                case .trait:
                    add(plain.traitType(page.name), .plain, origin(page), page.location)
                    add(plain.traitElementType(page.name), .plain, origin(page), page.location)
                }
            }
        }
        if styles.contains(.screenplay) {
            let screenplay = names.screenplay
            for name in ScreenplayNames.supportTypes { addFixed(name, .screenplay, "the Screenplay support", fallback) }
            if let task = model.settings.screenplayTaskProtocol {
                add(task.value, .screenplay, "the Task protocol's name ('taskProtocol')", task.location, fix: "choose another 'taskProtocol'")
            }
            if navigates {
                addFixed(ScreenplayNames.goToType, .screenplay, "the Task of navigation", fallback)
                addFixed(ScreenplayNames.currentScreenType, .screenplay, "the Question of which screen shows", fallback)
            }
            for page in pages {
                add(screenplay.elementsType(page.name), .screenplay, origin(page), page.location)
                add(screenplay.actionsType(page.name), .screenplay, origin(page), page.location)
                if page.kind == .screen { add(screenplay.questionType(page.name), .screenplay, origin(page), page.location) }
                if let custom = page.actions.first(where: \.isCustom) {
                    add(screenplay.customInteractionsType(page.name), .screenplay, "the custom actions of \(origin(page))", custom.name.location)
                }
                for action in page.actions {
                    add(screenplay.taskType(action.name.value, of: page.name), .screenplay,
                        "the task of action '\(action.name.value)' of \(origin(page))", action.name.location)
                }
            }
            for flow in model.flowFiles.flatMap(\.flows) {
                add(screenplay.taskType(flow: flow.name.value, from: flow.start), .screenplay, "the task of flow '\(flow.name.value)'", flow.name.location)
            }
        }
        return (fixed, types)
    }
}
