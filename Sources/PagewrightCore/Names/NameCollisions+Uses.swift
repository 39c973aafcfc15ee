/// A spec name the generated code declares inside one of its types (a property, a method, an
/// enum case, a parameter, a loop variable), and where: inside that type's code it hides any
/// declaration of the same name outside (`XCUIApplication(…)` would call the factory's property
/// of an app named `XCUIApplication`).
struct DeclaredMember {
    var name: String
    var identifier: String { SwiftNames.unquoted(name) }
    /// `spec` for a type made from a spec (page objects, traits, element enums, Tasks, declared
    /// types), else the support type holding it (`PageObjectsFactory`, `WaitingTime`, `Launch`).
    var container: String
    /// The outputs the member is generated in (`GeneratedCodeNames.outputs`).
    var outputs: Set<String>
    /// `element 'title' of screen 'Login'`.
    var origin: String
    var location: SourceLocation
}

extension NameCollisions {
    /// Every spec name a generated type declares against the names the code of such types uses.
    mutating func checkMembersAgainstUses() {
        var reported: Set<String> = []
        for member in declaredMembers() {
            guard let use = GeneratedCodeNames.use(of: member.identifier, in: member.outputs, container: member.container),
                  reported.insert("\(member.location)\u{0}\(member.identifier)").inserted else { continue }
            log.error("\(member.origin) would hide \(GeneratedCodeNames.describe(member.identifier, use)), which the generated code around it uses; rename it",
                      at: member.location)
        }
    }

    func declaredMembers() -> [DeclaredMember] {
        let styles = model.settings.styles
        var members: [DeclaredMember] = []
        let allOutputs = GeneratedCodeNames.outputs(styles)
        // Only a name the generated code uses can collide, so only those are kept, and the
        // description of where each comes from is written only for them.
        func add(_ name: String, _ origin: @autoclosure () -> String, _ location: SourceLocation, in container: String = "spec", outputs: Set<String>? = nil) {
            guard GeneratedCodeNames.lookUp(SwiftNames.unquoted(name)) != nil else { return }
            members.append(DeclaredMember(name: name, container: container, outputs: outputs ?? allOutputs, origin: origin(), location: location))
        }
        func parameters(_ list: [Resolved.Parameter], of owner: @autoclosure () -> String) {
            for parameter in list { add(SwiftNames.parameter(parameter.name), "parameter '\(parameter.name)' of \(owner())", parameter.location) }
        }
        func loopVariables(_ steps: [Resolved.Step], of owner: @autoclosure () -> String, at location: SourceLocation) {
            for step in steps {
                guard case .repeatEach(let repetition) = step.kind else { continue }
                add(SwiftNames.parameter(repetition.forEach.variable), "loop variable '\(repetition.forEach.variable)' of \(owner())", location)
                loopVariables(repetition.steps, of: owner(), at: location)
            }
        }
        // Each description is written only when a name it describes is kept.
        let choices = styles.contains(.factory) || styles.contains(.plain)
        // Actions, checks and getters are read in place, by position, and the descriptions capture
        // only names: a copy of a page or an action (each closure made would hold one) retains
        // every field it holds.
        for page in pages {
            let kind = page.kind.rawValue, pageName = page.name
            func of() -> String { "\(kind) '\(pageName)'" }
            for element in page.elements {
                add(SwiftNames.member(element.name), "element '\(element.name)' of \(of())", element.location)
                parameters(element.parameters, of: "element '\(element.name)' of \(of())")
            }
            for index in page.actions.indices {
                let name = page.actions[index].name
                func owner() -> String { "action '\(name.value)' of \(of())" }
                add(SwiftNames.member(name.value), owner(), name.location)
                parameters(page.actions[index].parameters, of: owner())
                loopVariables(page.actions[index].steps, of: owner(), at: name.location)
                for variant in page.actions[index].variants { loopVariables(variant.steps, of: owner(), at: name.location) }
                if choices, case .oneOf(let targets, _) = page.actions[index].destination {
                    for target in targets { add(names.factory.choiceMethod(target.name), "destination '\(target.name)' of \(owner())", name.location) }
                }
            }
            for index in page.checks.indices {
                let name = page.checks[index].name
                func owner() -> String { "check '\(name.value)' of \(of())" }
                add(SwiftNames.member(name.value), owner(), name.location)
                parameters(page.checks[index].parameters, of: owner())
                if let loop = page.checks[index].forEach { add(SwiftNames.parameter(loop.variable), "loop variable '\(loop.variable)' of \(owner())", name.location) }
            }
            for index in page.getters.indices {
                let name = page.getters[index].name
                add(SwiftNames.member(name.value), "getter '\(name.value)' of \(of())", name.location)
                parameters(page.getters[index].parameters, of: "getter '\(name.value)' of \(of())")
            }
            for constant in page.constants {
                add(SwiftNames.member(constant.name.value), "constant '\(constant.name.value)' of \(of())", constant.name.location)
            }
        }
        for type in model.types {
            switch type.kind {
            case .enumeration(let cases):
                for item in cases { add(SwiftNames.enumCase(item.name), "case '\(item.name)' of type '\(type.name.value)'", item.location, outputs: ["shared"]) }
            case .record(let fields):
                for field in fields {
                    add(SwiftNames.field(field.name), "field '\(field.name)' of type '\(type.name.value)'", field.location, outputs: ["shared"])
                    add(SwiftNames.parameter(field.name), "field '\(field.name)' of type '\(type.name.value)'", field.location, outputs: ["shared"])
                }
            }
        }
        for flow in model.flowFiles.flatMap(\.flows) {
            add(SwiftNames.member(flow.name.value), "flow '\(flow.name.value)'", flow.name.location)
            parameters(flow.parameters, of: "flow '\(flow.name.value)'")
        }
        let settingsFile = SourceLocation(file: model.settings.pageSuffix.location.file, line: 1, column: 1)
        for wait in model.settings.waits {
            add(Namer.waitCase(wait.name), "waiting time '\(wait.name)'", settingsFile, in: "WaitingTime", outputs: ["shared"])
        }
        if styles.contains(.factory) {
            let factory = names.factory
            for app in model.settings.apps where app.bundleIdentifier != nil {
                let owner = "app '\(app.name)'"
                add(factory.applicationProperty(app), owner, app.location, in: FactoryNames.factoryType, outputs: ["factory"])
                add(SwiftNames.parameter(app.name), owner, app.location, in: FactoryNames.factoryType, outputs: ["factory"])
                add(factory.launchMethod(app), owner, app.location, in: FactoryNames.factoryType, outputs: ["factory"])
            }
            let screens = model.screens
            for index in screens.indices {
                let name = screens[index].name, location = screens[index].page.location
                add(factory.makeMethod(name), "screen '\(name)'", location, in: FactoryNames.factoryType, outputs: ["factory"])
                add(factory.routeMethod(name), "screen '\(name)'", location, in: FactoryNames.factoryType, outputs: ["factory"])
            }
        }
        if styles.contains(.screenplay) {
            for app in model.settings.apps where app.bundleIdentifier != nil {
                add(ScreenplayNames.launchMember(app), "app '\(app.name)'", app.location, in: "Launch", outputs: ["screenplay"])
            }
            for trait in model.traits where !trait.requires.isEmpty {
                for adopter in trait.adopters {
                    if let screen = model.screen(adopter) {
                        add(names.screenplay.adopterCase(adopter), "screen '\(adopter)'", screen.page.location, outputs: ["screenplay"])
                    }
                }
            }
        }
        return members
    }
}

extension NameCollisions {
    /// The app's identifiers file (`pagewright identifiers`) nests an enum per screen and trait in
    /// `AccessibilityIdentifiers`, with a member per element: a name there that the file itself
    /// uses (`String`, `Int`) would be found instead (`row(n: Int)` taking the nested enum `Int`).
    /// Checked when that file is made, at the spec name.
    public static func checkIdentifiersFile(_ model: Resolved.Project) -> DiagnosticLog {
        var log = DiagnosticLog()
        let outputs: Set<String> = ["identifiers"]
        func check(_ name: String, _ origin: String, _ location: SourceLocation) {
            let identifier = name.filter { $0 != "`" }
            guard let use = GeneratedCodeNames.use(of: identifier, in: outputs) else { return }
            log.error("\(origin) would hide \(GeneratedCodeNames.describe(identifier, use)) in the app's identifiers file, which uses it; rename it", at: location)
        }
        for page in model.screens.map(\.page) + model.traits.map(\.page) {
            let identified = page.elements.compactMap { element -> (Resolved.Element, Resolved.Text)? in
                guard case .identifier(let text) = element.locator.matching else { return nil }
                return (element, text)
            }
            guard !identified.isEmpty else { continue }
            let of = "\(page.kind.rawValue) '\(page.name)'"
            check(SwiftNames.type(page.name), of, page.location)
            for (element, text) in identified {
                check(SwiftNames.member(element.name), "element '\(element.name)' of \(of)", element.location)
                // The file's functions take each parameter (a record's field as one of its own: `userLogin`).
                for part in text.parts {
                    guard case .parameter(let name, let path, _, _) = part else { continue }
                    let local = AppIdentifiersRenderer.parameterName(name, path: path)
                    check(SwiftNames.parameter(local), "parameter '\(local)' of element '\(element.name)' of \(of)", element.location)
                }
            }
        }
        return log
    }
}
