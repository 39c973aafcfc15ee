/// Writes the plain style's navigation from wherever the app is into `PlainSupport.swift`: a
/// navigator type (`ScreenNavigator`, named for the style's suffix) made with the applications
/// its screens belong to, its `Screen` enum and `currentScreen()`, `goTo(_:)` for each screen of
/// the app under test, and the table the runtime's navigator plans over. What navigation does is
/// the runtime's (`PagewrightNavigator`); this file only states the specs, as the factory's does.
struct PlainNavigationRenderer {
    let context: RenderContext

    private var names: PlainNames { context.names.plain }
    private var model: Resolved.Project { context.model }
    private var settings: Resolved.Settings { context.settings }

    func print(into printer: inout SwiftPrinter) {
        guard let navigation = model.navigation, !navigation.places.isEmpty else { return }
        let access = context.access
        let type = names.navigatorType
        let example = names.screenType(navigation.places.first { $0.app == navigation.app }?.screen ?? "Login")
        let made = settings.testCase == nil ? "\(type)()" : "\(type)(testCase: self)"
        printer.line()
        printer.documentation("Navigation from wherever the app is, for plain page objects: which screen shows (`currentScreen()`), and `goTo(_:)` any screen of the app under test from there, the shortest way the specs allow, as the test would take it (`\(made).goTo(\(example).self)`). It launches the app when it is not running and answers an interruption in the way as its spec says.")
        printer.line("@MainActor")
        printer.block("\(access)final class \(type)") { p in
            NavigationTable.printScreenEnum(navigation, documentation: "The screens \"where am I\" can tell apart (`currentScreen()`): those whose verification has an anchor that must be present.",
                                            access: access, into: &p)
            p.line()
            printApplications(navigation, into: &p)
            p.line()
            p.documentation("Which screen shows now, from one snapshot of each app (a request more for each anchor without an identifier); an overlay is answered over what it covers. Fails at the test's line, saying what held or what was on screen, when no one screen shows within the longest waiting time.")
            p.block("\(access)func currentScreen(file: StaticString = #filePath, line: UInt = #line) -> Screen?") { p in
                p.line("navigator.whereabouts(file: file, line: line).flatMap { Screen(rawValue: $0.screen) }")
            }
            if navigation.entries.count > 1 { printLaunch(navigation, into: &p) }
            // Only the app under test's screens: another app's (a system alert) shows when the
            // app asks for it, which no move of the specs chooses to do, as in the factory.
            for place in navigation.places where place.app == navigation.app {
                printGoTo(place, into: &p)
            }
            p.line()
            printTable(navigation, into: &p)
        }
    }

    /// The apps the screens belong to, as the test configured them or by default, and the
    /// running test where page objects are given it.
    private func printApplications(_ navigation: Resolved.Navigation, into printer: inout SwiftPrinter) {
        let access = context.access
        let apps = self.apps(navigation)
        if let testCase = settings.testCase {
            printer.documentation("The running test, handed to every page object `goTo(_:)` returns.")
            printer.line("\(access)let testCase: \(testCase)")
        }
        for app in apps {
            printer.documentation(app.bundleIdentifier.map { "The app with bundle identifier \($0)." } ?? "The app under test.")
            printer.line("\(access)let \(property(app)): XCUIApplication")
        }
        printer.line()
        printer.documentation("A navigator over applications the test has configured (launch arguments, environment), or, for each one left out, the default one.")
        let parameters = (settings.testCase.map { ["testCase: \($0)"] } ?? []) + apps.map { "\(property($0)): XCUIApplication? = nil" }
        printer.block("\(access)init(\(parameters.joined(separator: ", ")))") { p in
            if settings.testCase != nil { p.line("self.testCase = testCase") }
            for app in apps {
                let made = app.bundleIdentifier.map { "XCUIApplication(bundleIdentifier: \(SwiftNames.literal($0)))" } ?? "XCUIApplication()"
                p.line("self.\(property(app)) = \(property(app)) ?? \(made)")
            }
        }
    }

    /// `launch()` for an app that may open on several screens (what it has kept decides): which
    /// of them showed, for the test to branch on or go on from with `goTo(_:)`.
    private func printLaunch(_ navigation: Resolved.Navigation, into printer: inout SwiftPrinter) {
        printer.line()
        printer.documentation("Launches the app under test (with the launch arguments and environment of pagewright.json, those set on `application`, then `arguments` and `environment`) and waits, within `appLaunch`, until one of its entry screens shows (\(navigation.entries.joined(separator: ", "))): which one, or nil after failing the test.")
        printer.line("@discardableResult")
        printer.block("\(context.access)func launch(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Screen?") { p in
            p.line(LaunchRenderer.call("application", app: navigation.app))
            p.line("return navigator.entry(among: [\(navigation.entries.map(SwiftNames.literal).joined(separator: ", "))], file: file, line: line).flatMap(Screen.init(rawValue:))")
        }
    }

    /// `goTo(LoginScreen.self)`: the app brought to the screen, and its page object on the app
    /// it belongs to, which the navigator has just verified.
    private func printGoTo(_ place: Resolved.Navigation.Place, into printer: inout SwiftPrinter) {
        guard let screen = model.screen(place.screen) else { return }
        let type = names.screenType(place.screen)
        printer.line()
        printer.documentation("Brings the app to \(place.screen) from wherever it is, the shortest way the specs allow, and returns its page object.")
        printer.block("@discardableResult \(context.access)func goTo(_ screen: \(type).Type, file: StaticString = #filePath, line: UInt = #line) -> \(type)") { p in
            p.line("navigator.go(to: \(SwiftNames.literal(place.screen)), file: file, line: line)")
            p.line("return " + pageObject(of: screen))
        }
    }

    private func printTable(_ navigation: Resolved.Navigation, into printer: inout SwiftPrinter) {
        printer.documentation("What navigation knows: each screen it can tell (its app, its anchors, how it stands to the others) and each move it may take (an action that needs no input, or whose `needs` give it), each doing what a test does on the page objects: the action, then the wait for the screen it leads to.")
        NavigationTable.printNavigator(navigation, opening: "private lazy var navigator = ", functions: "private func", place: { place in
            "\(RuntimeAPI.place)(\(SwiftNames.literal(place.screen)), app: \(SwiftNames.literal(place.app)), { [unowned self] in \(property(named: place.app)) }, \(names.screenType(place.screen)).verification" + NavigationTable.placeOptions(place) + ")"
        },
                                       move: moveLine, application: "{ [unowned self] in application }",
                                       launch: "{ [unowned self] in \(LaunchRenderer.call("application", app: navigation.app, passing: false)) }", into: &printer)
    }

    /// One move: the page object of the screen it starts from, made on its app (navigation has
    /// just seen the screen), the action's `needs` and the action; then, where it leads to one
    /// screen, that screen verified (by the action itself where actions return the next screen),
    /// so navigation need not look again. A section and its container are each other's part: a
    /// move between them is the other's verification.
    private func moveLine(_ move: Resolved.Navigation.Move) -> String? {
        guard let screen = model.screen(move.from) else { return nil }
        var statements: [String] = []
        var verified = false
        switch move.kind {
        case .section, .container: break
        case .action(let name, _):
            guard let action = NavigationTable.action(of: move, model: model) else { return nil }
            var call = Signatures.call(name, parameters: action.parameters, values: [:])
            if settings.plain.returnsNextScreen, case .source = action.destination {
                // A return to an opener that navigation does not know claims no screen; navigation looks.
                call = call.replacingAll("file: file, line: line)", with: "returningTo: \(names.baseType).self, file: file, line: line)")
            }
            statements.append(([pageObject(of: screen)] + move.needs.map { Signatures.call($0) } + [call]).joined(separator: "."))
            if settings.plain.returnsNextScreen, case .screen = action.destination { verified = true }
        }
        if case .screen(let next) = move.to, !verified, let target = model.screen(next) {
            // A page object that verifies itself on creation is a value to discard.
            statements.append((settings.plain.verifyOnCreate ? "_ = " : "") + PlainActionRenderer.creation(type: names.screenType(next), application: property(named: target.app.name),
                                                                     testCase: "testCase", context: context))
            verified = true
        }
        let returned = move.to.screen != nil && verified
        return NavigationTable.moveHead(move) + " { [unowned self] file, line in \((statements + ["return \(returned)"]).joined(separator: "; ")) }"
    }

    /// A page object of `screen` on its app, made as a test makes one: with `plain.verifyOnCreate`
    /// it waits for its screen, which shows.
    private func pageObject(of screen: Resolved.Screen) -> String {
        var arguments = settings.testCase == nil ? [] : ["testCase: testCase"]
        arguments.append("application: \(property(named: screen.app.name))")
        if settings.plain.verifyOnCreate { arguments += ["file: file", "line: line"] }
        return "\(names.screenType(screen.name))(\(arguments.joined(separator: ", ")))"
    }

    /// The apps the navigator is made with: the app under test, then each other app a screen
    /// belongs to, in the settings' order.
    private func apps(_ navigation: Resolved.Navigation) -> [Resolved.App] {
        let others = Set(navigation.places.map(\.app))
        return settings.apps.filter { $0.name == navigation.app } + settings.apps.filter { $0.name != navigation.app && others.contains($0.name) }
    }

    private func property(_ app: Resolved.App) -> String { context.factoryNames.applicationProperty(app) }

    private func property(named app: String) -> String {
        settings.apps.first { $0.name == app }.map(property) ?? "application"
    }
}
