/// Writes the end of an action that returns to a screen adopting a trait (`"to": "<trait>"`):
/// the runtime's `arrival(among:as:after:)` finds which of the adopters that lead here shows,
/// and (factory, and plain with `returnsNextScreen`) the action returns that screen's page
/// object, typed as the trait.
struct TraitArrivalRenderer {
    let action: Resolved.Action
    let trait: String
    let arrivals: [Resolved.ScreenTarget]
    let context: RenderContext

    /// `ScreenVerification`s of the candidates, in the order the runtime tries them.
    private func verifications(_ type: (String) -> String) -> String {
        "[" + arrivals.map { type($0.name) + ".verification" }.joined(separator: ", ") + "]"
    }

    private func arrivalCall(receiver: String, type: (String) -> String) -> String {
        "\(receiver).arrival(among: \(verifications(type)), as: \(SwiftNames.literal(trait)), after: \(SwiftNames.literal(action.name.value)), file: file, line: line)"
    }

    /// Factory: `any ItemListing`, the page object of the adopter that shows.
    func factoryLines() -> [String] {
        let names = context.factoryNames
        return lines(call: arrivalCall(receiver: "self", type: names.pageType)) { target in
            let app = context.model.screen(target.name).map { names.applicationProperty($0.app) } ?? "application"
            return "\(names.pageType(target.name))(pageObjectsFactory: self.pageObjectsFactory, application: self.pageObjectsFactory.\(app))"
        }
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
