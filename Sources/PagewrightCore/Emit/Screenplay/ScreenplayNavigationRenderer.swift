/// Writes the Screenplay style's navigation from wherever the app is into
/// `ScreenplaySupport.swift`: the Task `GoTo.screen(.login)`, which brings the app to a screen the
/// shortest way the specs allow, and the Question `CurrentScreen.is(.login)` (with
/// `CurrentScreen.answer()` for a test that reads it). The screens' Actions reach the application
/// as every Task does; the table the runtime's navigator plans over is `GoTo`'s. What navigation
/// does is the runtime's (`PagewrightNavigator`); this file only states the specs.
struct ScreenplayNavigationRenderer {
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }
    private var model: Resolved.Project { context.model }

    func print(into printer: inout SwiftPrinter) {
        guard let navigation = model.navigation, !navigation.places.isEmpty else { return }
        let access = context.access
        let example = ScreenCaseNames(navigation.places.map(\.screen))[navigation.places.first { $0.app == navigation.app }?.screen ?? navigation.places[0].screen]
        printer.line()
        printer.documentation("Brings the app to a screen from wherever it is, the shortest way the specs allow, as the actor would take it: `ada.attemptsTo(GoTo.screen(.\(example)))`. It launches the app when it is not running and answers an interruption in the way as its spec says; a screen of another app (a system alert) it reaches only where an action of the specs opens it.")
        printer.line("@MainActor")
        printer.block("\(access)enum \(ScreenplayNames.goToType)") { p in
            NavigationTable.printScreenEnum(navigation, documentation: "The screens \"where am I\" can tell apart (`CurrentScreen`): those whose verification has an anchor that must be present.",
                                            access: access, into: &p)
            p.line()
            p.documentation("The app brought to `screen`, which is verified; otherwise the test fails at the line that made the Task, saying why.")
            p.block("\(access)static func screen(_ screen: Screen, file: StaticString = #filePath, line: UInt = #line) -> \(RuntimeAPI.screenplayTask)") { p in
                p.line("\(RuntimeAPI.screenplayTask)(named: \"\(ScreenplayNames.goToType).screen(\\(screen.rawValue))\") { navigator.go(to: screen.rawValue, file: file, line: line) }")
            }
            p.line()
            printTable(navigation, into: &p)
        }
        printer.line()
        printQuestion(into: &printer)
    }

    private func printQuestion(into printer: inout SwiftPrinter) {
        let access = context.access
        let type = ScreenplayNames.currentScreenType
        let screen = "\(ScreenplayNames.goToType).Screen"
        printer.documentation("Which screen shows now, from one snapshot of each app; an overlay (an alert) is the answer over what it covers.")
        printer.line("@MainActor")
        printer.block("\(access)enum \(type)") { p in
            p.documentation("That `screen` shows, within the longest waiting time: `ada.sees(\(type).is(.main))`. A wrong answer fails the test at the line that made the Question, saying which screen shows.")
            p.block("\(access)static func `is`(_ screen: \(screen), file: StaticString = #filePath, line: UInt = #line) -> \(RuntimeAPI.screenplayQuestion)") { p in
                p.line("\(RuntimeAPI.screenplayQuestion)(named: \"\(type).is(\\(screen.rawValue))\") { \(ScreenplayNames.goToType).navigator.expect(screen.rawValue, file: file, line: line) }")
            }
            p.line()
            p.documentation("The screen that shows, for a test that goes on by it; nil, the test failed at its line saying what held or what was on screen, when no one screen shows within the longest waiting time.")
            p.block("\(access)static func answer(file: StaticString = #filePath, line: UInt = #line) -> \(screen)?") { p in
                p.line("\(ScreenplayNames.goToType).navigator.whereabouts(file: file, line: line).flatMap { \(screen)(rawValue: $0.screen) }")
            }
        }
    }

    private func printTable(_ navigation: Resolved.Navigation, into printer: inout SwiftPrinter) {
        printer.documentation("What navigation knows: each screen it can tell (its app, its anchors, how it stands to the others) and each move it may take (an action that needs no input, or whose `needs` give it), each doing what the action's Task does.")
        NavigationTable.printNavigator(navigation, opening: "static let navigator = ", functions: "private static func", place: { place in
            let actions = names.actionsType(place.screen)
            return "\(RuntimeAPI.place)(\(SwiftNames.literal(place.screen)), app: \(SwiftNames.literal(place.app)), { \(actions).application }, \(actions).verification" + NavigationTable.placeOptions(place) + ")"
        }, move: moveLine, application: "{ XCUIApplication() }",
            launch: "{ \(LaunchRenderer.call("XCUIApplication()", app: navigation.app, passing: false)) }", into: &printer)
    }

    /// One move: the action's `needs` and the action through the Actions that declare them; then,
    /// where it leads to one screen, that screen verified, as the action's Task does, so
    /// navigation need not look again. A section and its container are each other's part: a move
    /// between them is the other's verification.
    private func moveLine(_ move: Resolved.Navigation.Move) -> String? {
        var statements: [String] = []
        if case .action(let name, _) = move.kind {
            guard let action = NavigationTable.action(of: move, model: model) else { return nil }
            for need in move.needs {
                statements.append(call(Signatures.call(need), owner: need.owner.name, usesRequiredElements: need.usesRequiredElements, on: move.from))
            }
            statements.append(call(Signatures.call(name, parameters: action.parameters, values: [:]), owner: action.owner.name,
                                   usesRequiredElements: action.usesRequiredElements, on: move.from))
        }
        let returned = move.to.screen.map { "\(names.actionsType($0)).verify(file: file, line: line)" } ?? "false"
        // A closure of one expression returns it.
        statements.append(statements.isEmpty ? returned : "return " + returned)
        return NavigationTable.moveHead(move) + " { file, line in \(statements.joined(separator: "; ")) }"
    }

    /// `ProfileActions.goToAuthorization(file: file, line: line)`; a trait's action that reaches
    /// an element its adopters supply names the screen it is taken on (`on: .main`).
    private func call(_ invocation: String, owner: String, usesRequiredElements: Bool, on screen: String) -> String {
        var invocation = invocation
        if usesRequiredElements, let open = invocation.firstIndex(of: "(") {
            invocation.insert(contentsOf: "on: .\(names.adopterCase(screen)), ", at: invocation.index(after: open))
        }
        return "\(names.actionsType(owner)).\(invocation)"
    }
}
