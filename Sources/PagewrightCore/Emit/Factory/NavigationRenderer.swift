/// Writes the factory's navigation from wherever the app is: the `Screen` enum "where am I"
/// answers with (`currentScreen()`), `goTo(_:)` for each screen it can tell, and the table
/// the runtime's navigator plans over (a line per screen and a line per move). What navigation
/// does is the runtime's (`PagewrightNavigator`); this file only states the specs.
struct NavigationRenderer {
    let context: RenderContext

    private var names: FactoryNames { context.factoryNames }
    private var model: Resolved.Project { context.model }

    func print(into printer: inout SwiftPrinter) {
        guard let navigation = model.navigation, !navigation.places.isEmpty else { return }
        let access = context.access
        printer.line()
        printer.line("// MARK: Navigation from wherever the app is")
        printer.line()
        NavigationTable.printScreenEnum(navigation, documentation: "The screens \"where am I\" can tell apart (`currentScreen()`): those whose verification has an anchor that must be present.",
                                        access: access, into: &printer)
        printer.line()
        printer.documentation("Which screen shows now, from one snapshot of each app (a request more for each anchor without an identifier); an overlay is answered over what it covers. Fails at the test's line, saying what held or what was on screen, when no one screen shows within the longest waiting time.")
        printer.block("\(access)func currentScreen(file: StaticString = #filePath, line: UInt = #line) -> Screen?") { p in
            p.line("navigator.whereabouts(file: file, line: line).flatMap { Screen(rawValue: $0.screen) }")
        }
        for place in navigation.places {
            printGoTo(place, navigation: navigation, into: &printer)
        }
        printer.line()
        printTable(navigation, into: &printer)
    }

    /// `launch()` for an app that may open on several screens (what it has persisted decides):
    /// it returns which one showed, as `Launched`, whose `as…()` continue as the one the test
    /// expects and whose `screen` a test may branch on.
    func printLaunch(among navigation: Resolved.Navigation, into printer: inout SwiftPrinter) {
        let access = context.access
        let entries = navigation.entries.map(SwiftNames.literal).joined(separator: ", ")
        printer.line()
        printer.documentation("Where the app opened after `launch()`: one of its entry screens (\(navigation.entries.joined(separator: ", "))), as what it has persisted decides. Branch on `screen`, continue as the one expected (`as…()`), or go on with `goTo(_:)`.")
        printer.line("@MainActor")
        printer.block("\(access)struct Launched") { p in
            p.line("let factory: PageObjectsFactory")
            p.documentation("The entry screen that showed; nil when none did (the launch failed at the test's line).")
            p.line("\(access)let screen: Screen?")
            for entry in navigation.entries {
                let type = names.pageType(entry)
                p.line()
                p.line("@discardableResult \(access)func \(names.choiceMethod(entry))(file: StaticString = #filePath, line: UInt = #line) -> \(type) { factory.\(names.makeMethod(entry))(file: file, line: line) }")
            }
        }
        printer.line()
        printer.documentation("Launches the app under test (with the launch arguments and environment of pagewright.json, those set on `application`, then `arguments` and `environment`) and waits, within the `appLaunch` waiting time, until one of its entry screens shows.")
        printer.block("@discardableResult \(access)func launch(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Launched") { p in
            p.line(LaunchRenderer.call("application", app: navigation.app))
            p.line("return Launched(factory: self, screen: navigator.entry(among: [\(entries)], file: file, line: line).flatMap(Screen.init(rawValue:)))")
        }
    }

    /// `goTo(LoginPageObject.self)`: one overload per screen, told apart by the page object's
    /// type (types are unique where member names derived from screen names may not be). For a
    /// screen of the app under test with a type of its own, navigation there; for one opened
    /// from anywhere, navigation to the screen its route opens it from, then that action, so
    /// that its `Source` is a known type.
    private func printGoTo(_ place: Resolved.Navigation.Place, navigation: Resolved.Navigation, into printer: inout SwiftPrinter) {
        guard place.app == navigation.app, let screen = model.screen(place.screen) else { return }
        let signature = "@discardableResult \(context.access)func goTo"
        if screen.opensFromAnywhere {
            guard let route = model.routes?.route(to: place.screen), let step = route.step, case .action(let action, nil) = step.kind,
                  let opener = model.screen(step.from), !opener.opensFromAnywhere else { return }
            let type = context.factoryType(of: route.place)
            printer.line()
            printer.documentation("Brings the app to \(place.screen) from wherever it is: to \(step.from), then `\(action)`.")
            // Where navigation to the opener did not arrive it has failed the test, saying why;
            // the action is not tried as well (a second failure, about a button that is not
            // there, would bury the first: ChaosStartStateTests).
            printer.block("\(signature)(_ screen: \(type).Type, file: StaticString = #filePath, line: UInt = #line) -> \(type)") { p in
                let openerApp = navigation.places.first { $0.screen == step.from }?.app ?? place.app
                p.line("let opener = \(names.pageType(step.from))(pageObjectsFactory: self, application: \(applicationProperty(openerApp)))")
                p.line("guard navigator.go(to: \(SwiftNames.literal(step.from)), file: file, line: line) else { return \(type)(source: opener, pageObjectsFactory: self, application: \(applicationProperty(place.app))) }")
                p.line("return opener.\(RouteRenderer.call(step, names: names))")
            }
            return
        }
        let type = names.pageType(place.screen)
        printer.line()
        printer.documentation("Brings the app to \(place.screen) from wherever it is, the shortest way the specs allow, and returns it verified.")
        printer.block("\(signature)(_ screen: \(type).Type, file: StaticString = #filePath, line: UInt = #line) -> \(type)") { p in
            p.line("navigator.go(to: \(SwiftNames.literal(place.screen)), file: file, line: line)")
            p.line("return \(type)(pageObjectsFactory: self, application: \(applicationProperty(place.app)))")
        }
    }

    private func printTable(_ navigation: Resolved.Navigation, into printer: inout SwiftPrinter) {
        printer.documentation("What navigation knows: each screen it can tell (its app, its anchors, how it stands to the others) and each move it may take (an action that needs no input, or whose `needs` give it), each doing what the page object's action does.")
        NavigationTable.printNavigator(navigation, opening: "private lazy var navigator = ", functions: "private func", place: placeLine,
                                       move: moveLine, application: "{ [unowned self] in application }",
                                       launch: "{ [unowned self] in \(LaunchRenderer.call("application", app: navigation.app, passing: false)) }", into: &printer)
    }

    private func placeLine(_ place: Resolved.Navigation.Place) -> String {
        "\(RuntimeAPI.place)(\(SwiftNames.literal(place.screen)), app: \(SwiftNames.literal(place.app)), { [unowned self] in \(applicationProperty(place.app)) }, \(verificationType(place.screen)).verification"
            + NavigationTable.placeOptions(place) + ")"
    }

    /// One move: its start, name and end, and a closure doing it on a page object of its screen
    /// made without a new look (navigation has just seen the screen). It answers whether the
    /// action verified its arrival itself: true for one destination, false where navigation must
    /// look where it went (back to the opener, one of several).
    private func moveLine(_ move: Resolved.Navigation.Move) -> String? {
        guard let screen = model.screen(move.from), let page = pageObject(of: screen) else { return nil }
        let call: String
        switch move.kind {
        case .section: call = "section(\(names.pageType(move.to.screen ?? "")).self, file: file, line: line)"
        case .container: call = "container(file: file, line: line)"
        case .action(let name, _):
            guard let action = NavigationTable.action(of: move, model: model) else { return nil }
            let needs = move.needs.map { Signatures.call($0) + "." }.joined()
            call = needs + Signatures.call(name, parameters: action.parameters, values: [:])
        }
        let verified: Bool
        if case .screen = move.to { verified = true } else { verified = false }
        return NavigationTable.moveHead(move) + " { [unowned self] file, line in _ = \(page).\(call); return \(verified) }"
    }

    /// A page object of `screen` made without verifying it; a screen opened from anywhere is
    /// given a source that claims no screen (`BasePageObject`), so a return to it looks where it
    /// went, and one only its openers open is given its first opener's.
    private func pageObject(of screen: Resolved.Screen) -> String? {
        let application = applicationProperty(screen.app.name)
        let type = names.pageType(screen.name)
        guard screen.opensFromAnywhere else { return "\(type)(pageObjectsFactory: self, application: \(application))" }
        let source: String
        if let opener = screen.openers?.first {
            guard let openerScreen = model.screen(opener), !openerScreen.opensFromAnywhere else { return nil }
            source = "\(names.pageType(opener))(pageObjectsFactory: self, application: \(applicationProperty(openerScreen.app.name)))"
        } else {
            source = "\(FactoryNames.baseType)(pageObjectsFactory: self, application: \(application))"
        }
        return "\(type)(source: \(source), pageObjectsFactory: self, application: \(application))"
    }

    /// The type whose `verification` a screen's place reads: a generic one over any source.
    private func verificationType(_ screen: String) -> String {
        guard let resolved = model.screen(screen), resolved.opensFromAnywhere else { return names.pageType(screen) }
        return "\(names.pageType(screen))<\(resolved.openers?.first.map(names.pageType) ?? FactoryNames.baseType)>"
    }

    private func applicationProperty(_ app: String) -> String {
        model.settings.apps.first { $0.name == app }.map { names.applicationProperty($0) } ?? "application"
    }

}

extension Resolved.Navigation.Destination {
    /// The one screen it leads to, if there is one.
    var screen: String? {
        if case .screen(let name) = self { return name }
        return nil
    }
}
