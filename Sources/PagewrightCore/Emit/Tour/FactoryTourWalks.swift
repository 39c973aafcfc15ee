/// A walk in the factory style: one chain from the factory's launch (or, for a walk that goes on
/// where another left off, from navigation there), a call per line, so a failing step (and the
/// verification of where it leads) is reported at its own line.
struct FactoryTourWalks: TourWalkWriter {
    let context: RenderContext

    private var names: FactoryNames { context.factoryNames }

    func statements(_ shard: TourPlan.Shard) -> [TourStatement] {
        var lines = [TourStatement(line: "\(FactoryNames.factoryType)(testCase: testCase).launch()", move: nil)]
        var first = 0
        if let start = shard.navigation?.screen {
            lines = [TourStatement(line: "\(FactoryNames.factoryType)(testCase: testCase).goTo(\(names.pageType(start)).self)", move: 0, lastMove: shard.prefix - 1)]
            first = shard.prefix
        }
        for (index, move) in shard.moves.enumerated() where index >= first {
            switch move.kind {
            case .action(let call, let choice, let before):
                for step in before { lines.append(TourStatement(line: "    ." + Signatures.call(step, withLocation: false), move: index)) }
                lines.append(TourStatement(line: "    ." + Signatures.call(call, withLocation: false), move: index))
                if let choice { lines.append(TourStatement(line: "    .\(names.choiceMethod(choice))()", move: index)) }
            case .section(let section):
                lines.append(TourStatement(line: "    .section(\(names.pageType(section)).self)", move: index))
            case .container:
                lines.append(TourStatement(line: "    .container()", move: index))
            }
        }
        return lines
    }
}
