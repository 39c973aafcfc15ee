/// Writes the end of an action that returns to one of several screens the test does not name:
/// the runtime's `arrival(among:as:after:)` finds which shows. For `"to": "<trait>"`, the
/// adopters that lead here, and (factory, and plain with `returnsNextScreen`) the action returns
/// that screen's page object, typed as the trait; for `"$source"` on a screen only its openers
/// open, in the styles whose action does not return the opener, the openers.
struct ArrivalRenderer {
    let action: Resolved.Action
    /// What the screens are, for the failure message: "a screen adopting Listing".
    let description: String
    let arrivals: [Resolved.ScreenTarget]
    let context: RenderContext

    init(action: Resolved.Action, trait: String, arrivals: [Resolved.ScreenTarget], context: RenderContext) {
        self.init(action: action, description: "a screen adopting \(trait)", arrivals: arrivals, context: context)
    }

    init(action: Resolved.Action, description: String, arrivals: [Resolved.ScreenTarget], context: RenderContext) {
        self.action = action
        self.description = description
        self.arrivals = arrivals
        self.context = context
    }

    /// For a return to `"$source"` on a screen only its openers open: the openers, else nil.
    static func openers(of action: Resolved.Action, context: RenderContext) -> ArrivalRenderer? {
        guard case .source = action.destination, let openers = context.model.screen(action.owner.name)?.openers else { return nil }
        return ArrivalRenderer(action: action, description: "the screen that opened it", arrivals: openers.map { Resolved.ScreenTarget(name: $0, opensFromAnywhere: false) },
                               context: context)
    }

    /// `ScreenVerification`s of the candidates, in the order the runtime tries them.
    private func verifications(_ type: (String) -> String) -> String {
        "[" + arrivals.map { type($0.name) + ".verification" }.joined(separator: ", ") + "]"
    }

    private func arrivalCall(receiver: String, type: (String) -> String) -> String {
        "\(receiver).arrival(among: \(verifications(type)), as: \(SwiftNames.literal(description)), after: \(SwiftNames.literal(action.name.value)), file: file, line: line)"
    }

    /// Factory: `any ItemListing`, the page object of the adopter that shows.
    func factoryLines() -> [String] {
        let names = context.factoryNames
        return lines(call: arrivalCall(receiver: "self", type: names.pageType)) { target in
            let app = context.model.screen(target.name).map { names.applicationProperty($0.app) } ?? "application"
            return "\(names.pageType(target.name))(pageObjectsFactory: self.pageObjectsFactory, application: self.pageObjectsFactory.\(app))"
        }
    }

    /// Plain: only the arrival.
    func plainArrivalLine() -> String {
        "_ = " + arrivalCall(receiver: "self", type: context.names.plain.screenType)
    }

    /// Plain with `returnsNextScreen`: `any ItemListingScreen`; without it, only the arrival.
    func plainLines(returnsNextScreen: Bool) -> [String] {
        let names = context.names.plain
        let call = arrivalCall(receiver: "self", type: names.screenType)
        guard returnsNextScreen else { return ["_ = " + call] }
        return lines(call: call) { target in
            PlainActionRenderer.creation(type: names.screenType(target.name), application: "self.application", context: context)
        }
    }

    /// Screenplay: the Task's arrival, after the action.
    func screenplayLine() -> String {
        let names = context.screenplayNames
        return arrivalCall(receiver: names.actionsType(action.owner.name), type: names.actionsType)
    }

    /// One candidate: no choice to make. Several: the index the runtime found (the first, after
    /// it failed the test).
    private func lines(call: String, make: (Resolved.ScreenTarget) -> String) -> [String] {
        guard arrivals.count > 1 else { return ["_ = " + call] + arrivals.map { "return " + make($0) } }
        var lines = ["switch \(call) {"]
        for (index, target) in arrivals.enumerated().dropFirst() {
            lines.append("case \(index): return \(make(target))")
        }
        lines.append("default: return \(make(arrivals[0]))")
        lines.append("}")
        return lines
    }
}
