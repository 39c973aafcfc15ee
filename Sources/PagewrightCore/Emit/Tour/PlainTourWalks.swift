/// A walk in the plain style: the entry screen's `launch()`, then per move the action on the
/// page object of the screen the walk is on and the next screen's page object, waited for (or,
/// with `plain.returnsNextScreen`, returned by the action), one statement a line.
struct PlainTourWalks: TourWalkWriter {
    let context: RenderContext

    private var names: PlainNames { context.names.plain }
    private var options: Resolved.PlainOptions { context.settings.plain }

    func statements(_ shard: TourPlan.Shard) -> [TourStatement] {
        var taken: Set<String> = ["testCase"]
        func local(for screen: String) -> String {
            let base = names.local(forType: names.screenType(screen))
            var name = base
            var counter = 2
            while !taken.insert(name).inserted {
                name = base + String(counter)
                counter += 1
            }
            return name
        }
        guard let entry = shard.moves.first?.from.screen ?? context.settings.launchScreen else { return [] }
        var current = local(for: entry)
        var statements: [(local: String?, expression: String, move: Int?)] = [(current, "\(names.screenType(entry)).launch(\(context.settings.testCase == nil ? "" : "testCase: testCase"))", nil)]
        var first = 0
        var navigated: String?
        if let start = shard.navigation?.screen {
            // Where the walk before left off, reached from wherever the app is.
            current = local(for: start)
            navigated = current
            statements = [(current, "\(names.navigatorType)(\(context.settings.testCase == nil ? "" : "testCase: testCase")).goTo(\(names.screenType(start)).self)", 0)]
            first = shard.prefix
        }
        for (index, move) in shard.moves.enumerated() where index >= first {
            guard let arrival = move.to.screen else { continue }
            let type = names.screenType(arrival)
            let next = local(for: arrival)
            switch move.kind {
            case .action(let call, let choice, let before):
                for step in before { statements.append((nil, "\(current).\(Signatures.call(step, withLocation: false))", index)) }
                let invocation = "\(current).\(Signatures.call(call, withLocation: false))"
                if options.returnsNextScreen {
                    if let choice {
                        statements.append((next, invocation + ".\(context.factoryNames.choiceMethod(choice))()", index))
                    } else if case .opened = move.from, move.transition.destination == arrival, returnsToOpener(move) {
                        statements.append((next, String(invocation.dropLast()) + (call.arguments.isEmpty ? "" : ", ") + "returningTo: \(type).self)", index))
                    } else {
                        statements.append((next, invocation, index))
                    }
                } else {
                    statements.append((nil, invocation, index))
                    statements.append((next, creation(type), index))
                }
            case .section, .container:
                statements.append((next, creation(type), index))
            }
            current = next
        }
        // A page object no later line uses is verified, not kept.
        var used: Set<String> = []
        for statement in statements {
            if let receiver = statement.expression.split(separator: ".").first { used.insert(String(receiver)) }
        }
        return statements.map { statement in
            // Navigation stands for the moves it replaces.
            let last = statement.local != nil && statement.local == navigated && statement.move == 0 ? shard.prefix - 1 : nil
            guard let local = statement.local else { return TourStatement(line: statement.expression, move: statement.move) }
            return TourStatement(line: (used.contains(local) ? "let \(local) = " : "_ = ") + statement.expression, move: statement.move, lastMove: last)
        }
    }

    /// The page object of a screen the walk arrives on, waited for (or verified on creation).
    private func creation(_ type: String) -> String {
        let given = context.settings.testCase == nil ? "" : "testCase: testCase"
        return options.verifyOnCreate ? "\(type)(\(given))" : "\(type)(\(given)).waitForScreen()"
    }

    private func returnsToOpener(_ move: TourPlan.Move) -> Bool {
        guard case .action(let call, _, _) = move.kind,
              let action = context.model.page(call.owner)?.actions.first(where: { $0.name.value == call.action }) else { return false }
        if case .source = action.destination { return true }
        return false
    }
}
