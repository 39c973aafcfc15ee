/// What every style writes alike of navigation from wherever the app is (`Resolved.Navigation`):
/// the `Screen` enum "where am I" answers with, and the parts of the runtime navigator's table
/// that do not depend on how a style makes its page objects. Each style's renderer writes the
/// rest (how a place finds its app and verification, what a move's closure does).
enum NavigationTable {
    /// `enum Screen: Swift.String, …` with a case per screen "where am I" can tell.
    static func printScreenEnum(_ navigation: Resolved.Navigation, documentation: String, access: String, into printer: inout SwiftPrinter) {
        let cases = ScreenCaseNames(navigation.places.map(\.screen))
        printer.documentation(documentation)
        printer.block("\(access)enum Screen: Swift.String, Sendable, CaseIterable") { p in
            for place in navigation.places {
                p.line("case \(cases[place.screen]) = \(SwiftNames.literal(place.screen))")
            }
        }
    }

    /// The navigator's declaration: `opening` (`private lazy var navigator = `), made from its
    /// places and moves, and how it reaches and launches the app under test; then the two
    /// functions that list the places and the moves, one statement each, as the style writes
    /// them (a move it cannot write is left out). One statement per element, not one array
    /// literal: the type checker solves a literal as one expression, and a literal of a few
    /// thousand closures took it minutes where statements take it a line's time each.
    /// `functions` says how the two are declared (`private func`, `private static func`).
    static func printNavigator(_ navigation: Resolved.Navigation, opening: String, functions: String,
                               place: (Resolved.Navigation.Place) -> String, move: (Resolved.Navigation.Move) -> String?,
                               application: String, launch: String, into printer: inout SwiftPrinter) {
        let placeType = "\(RuntimeAPI.place)<\(RuntimeAPI.settingsType)>"
        printer.line(opening + "\(RuntimeAPI.navigator)<\(RuntimeAPI.settingsType)>(")
        printer.indented { p in
            p.line("places: navigationPlaces(), moves: navigationMoves(),")
            p.line("application: \(application),")
            p.line("launch: \(launch),")
            p.line("relaunches: \(navigation.relaunches), launchWait: .appLaunch)")
        }
        printer.line()
        printer.documentation("The screens navigation can tell apart: each one's app, anchors and how it stands to the others.")
        printer.block("\(functions) navigationPlaces() -> [\(placeType)]") { p in
            p.line("var places: [\(placeType)] = []")
            for each in navigation.places { p.line("places.append(" + place(each) + ")") }
            p.line("return places")
        }
        printer.line()
        printer.documentation("The moves navigation may take: an action that needs no input (or whose `needs` give it), into a section, back to a container.")
        let moves = navigation.moves.compactMap(move)
        printer.block("\(functions) navigationMoves() -> [\(RuntimeAPI.move)]") { p in
            // None: an empty list, not a variable nothing appends to (a warning).
            guard !moves.isEmpty else { return p.line("[]") }
            p.line("var moves: [\(RuntimeAPI.move)] = []")
            for line in moves { p.line("moves.append(" + line + ")") }
            p.line("return moves")
        }
    }

    /// A place's arguments after its verification: how it stands to the other screens, where
    /// that is not the default.
    static func placeOptions(_ place: Resolved.Navigation.Place) -> String {
        var options = ""
        if place.layer != .screen { options += ", layer: .\(place.layer.rawValue)" }
        if place.precedence != 0 { options += ", precedence: \(place.precedence)" }
        if let container = place.sectionOf { options += ", sectionOf: \(SwiftNames.literal(container))" }
        return options
    }

    /// A move's start, name and end: `PagewrightMove("Main", "openProfileTab", to: .screen("Profile"))`
    /// (the type named: an implicit `.init` cost the type checker a fifth more per move).
    static func moveHead(_ move: Resolved.Navigation.Move) -> String {
        let destination: String
        switch move.to {
        case .screen(let name): destination = ".screen(\(SwiftNames.literal(name)))"
        case .back: destination = ".back"
        case .oneOf(let names, let assumed):
            destination = ".oneOf([\(names.map(SwiftNames.literal).joined(separator: ", "))], assumed: \(SwiftNames.literal(assumed)))"
        }
        return "\(RuntimeAPI.move)(\(SwiftNames.literal(move.from)), \(SwiftNames.literal(move.name)), to: \(destination))"
    }

    /// The action a move takes, as the screen it starts from offers it (its own, or an adopted
    /// trait's); nil for the implicit section moves, and for an action the model does not have.
    static func action(of move: Resolved.Navigation.Move, model: Resolved.Project) -> Resolved.Action? {
        guard case .action(let name, _) = move.kind, let screen = model.screen(move.from) else { return nil }
        return ExampleCalls.availableActions(on: screen, model: model).first { $0.name.value == name }
    }
}
