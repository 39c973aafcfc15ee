/// A walk in the Screenplay style: an actor launches the app and attempts one Task per step;
/// where the Task does not wait for the screen it leads to (one of several destinations, a return
/// to the opener, a section), the actor sees that screen displayed.
struct ScreenplayTourWalks: TourWalkWriter {
    let context: RenderContext

    private var names: ScreenplayNames { context.screenplayNames }

    func statements(_ shard: TourPlan.Shard) -> [TourStatement] {
        var lines = [TourStatement(line: "let tour = Actor(called: \"Tour\")", move: nil),
                     TourStatement(line: "tour.has(Launch.theApp())", move: nil)]
        var first = 0
        if let start = shard.navigation?.screen {
            // Where the walk before left off, reached from wherever the app is.
            let cases = ScreenCaseNames(context.model.navigation?.places.map(\.screen) ?? [])
            lines[1] = TourStatement(line: "tour.attemptsTo(\(ScreenplayNames.goToType).screen(.\(cases[start])))", move: 0, lastMove: shard.prefix - 1)
            first = shard.prefix
        }
        for (index, move) in shard.moves.enumerated() where index >= first {
            let screen = move.from.screen ?? ""
            var verified = false
            switch move.kind {
            case .action(let call, _, let before):
                for step in before { lines.append(TourStatement(line: "tour.attemptsTo(\(task(step, on: screen)))", move: index)) }
                lines.append(TourStatement(line: "tour.attemptsTo(\(task(call, on: screen)))", move: index))
                // A Task waits for the one screen its action leads to.
                if case .screen? = context.model.page(call.owner)?.actions.first(where: { $0.name.value == call.action })?.destination {
                    verified = true
                }
            case .section, .container:
                break
            }
            if !verified, let arrival = move.to.screen {
                lines.append(TourStatement(line: "tour.sees(\(names.questionType(arrival)).isDisplayed())", move: index))
            }
        }
        return lines
    }

    /// `OpenVacancyAt.inPosition(1)`, `LogIn()`, `WaitView.on(.main)`: the Task's factory as
    /// `TaskRenderer` declares it.
    private func task(_ call: Resolved.ActionCall, on screen: String) -> String {
        let type = names.taskType(call.action, of: call.owner.name)
        var values: [String: String] = [:]
        for argument in call.arguments { values[argument.parameter] = SwiftValues.value(argument.value) }
        if call.usesRequiredElements {
            let arguments = [".\(names.adopterCase(screen))"] + Signatures.arguments(call.parameters, values: values, memberName: call.action)
            return "\(type).on(\(arguments.joined(separator: ", ")))"
        }
        guard !call.parameters.isEmpty else { return "\(type)()" }
        let factory = names.taskFactory(call.parameters)
        let parameters = names.taskFactoryParameters(call.parameters)
        let arguments = Signatures.arguments(parameters, values: values, memberName: factory == "with" ? call.action : factory)
        return "\(type).\(factory)(\(arguments.joined(separator: ", ")))"
    }
}
