/// One style's tour file, and where in it each walk takes each move (for a test that breaks a
/// transition and expects the failure at that step).
public struct TourFile: Sendable {
    public var style: OutputStyle
    public var file: GeneratedFile
    /// Per walk, the test case class that runs it.
    public var testCases: [String]
    /// Per walk, per move, the lines (counted from 1) of the file that take it.
    public var moveLines: [[ClosedRange<Int>]]
}

/// Writes the tour in every style the project generates.
public enum TourEmitter {
    public static func files(_ model: Resolved.Project, names: Namer, plan: TourPlan) -> [TourFile] {
        model.settings.styles.map { style in
            TourRenderer(context: RenderContext(model: model, names: names, style: style), plan: plan).render()
        }
    }
}

/// One line of a walk, and the move of the walk (by index) it belongs to; nil for the launch.
/// Navigation to where a continued walk left off stands for all the moves it replaces
/// (`move...lastMove`).
struct TourStatement {
    var line: String
    var move: Int?
    var lastMove: Int? = nil
}

/// What differs between styles: the lines of one walk.
protocol TourWalkWriter {
    func statements(_ shard: TourPlan.Shard) -> [TourStatement]
}

/// The file every style shares: an enum holding each walk as a function of the test case that
/// runs it (so the walks can be run from code, too), and a test case class per walk, inheriting
/// from the settings' `tour.testCase`.
struct TourRenderer {
    let context: RenderContext
    let plan: TourPlan

    private var style: OutputStyle { context.style }
    private var enumName: String { TourNames.enumName(style) }

    func render() -> TourFile {
        var printer = SwiftPrinter()
        // `GeneratedFile.header(source:)`, line by line.
        printer.line(GeneratedFile.headerFirstLine(source: context.settings.source))
        printer.line(GeneratedFile.headerSecondLine)
        printer.line("import Foundation")
        printer.line("import XCTest")
        printer.line("#if canImport(XCUIAutomation)")
        printer.line("import XCUIAutomation")
        printer.line("#endif")
        for module in context.settings.tour.imports { printer.line("import \(module)") }
        printer.line()
        printer.documentation(overview)
        let count = plan.shards.count
        var moveLines: [[ClosedRange<Int>]] = []
        let writer = self.writer
        printer.line("@MainActor")
        // The pages take the team's test case class when the settings name one.
        let testCaseType = context.settings.testCase ?? "XCTestCase"
        printer.block("enum \(enumName)") { p in
            p.documentation("Each walk by the name of its test case, to run walks from code.")
            if count == 0 {
                p.line("static let walks: [(name: String, walk: @MainActor (\(testCaseType)) -> Void)] = []")
            } else {
                p.line("static let walks: [(name: String, walk: @MainActor (\(testCaseType)) -> Void)] = [")
                for number in 1...count {
                    p.line("    (\(SwiftNames.literal(TourNames.testCase(style, walk: number, of: count))), \(TourNames.walkFunction(number, of: count))),")
                }
                p.line("]")
            }
            p.line()
            p.documentation("Runs a walk with its coverage records marked as the tour's, so `pagewright coverage` counts them apart from the team's tests.")
            p.block("private static func run(_ walk: () -> Void)") { p in
                p.line("setenv(\(SwiftNames.literal(TourNames.coverageOriginVariable)), \(SwiftNames.literal(TourNames.coverageOrigin)), 1)")
                p.line("defer { unsetenv(\(SwiftNames.literal(TourNames.coverageOriginVariable))) }")
                p.line("walk()")
            }
            for (index, shard) in plan.shards.enumerated() {
                p.line()
                p.documentation(description(of: shard, number: index + 1))
                var lines = Array(repeating: 0...0, count: shard.moves.count)
                var seen = Array(repeating: false, count: shard.moves.count)
                p.block("static func \(TourNames.walkFunction(index + 1, of: count))(_ testCase: \(testCaseType))") { p in
                    p.closure("run {") { p in
                        if !context.model.settings.interruptions.isEmpty && style != .factory {
                            p.line("PagewrightInterruptions.monitor(in: testCase)")
                        }
                        for statement in writer.statements(shard) {
                            p.line(statement.line)
                            guard let first = statement.move else { continue }
                            let number = p.lineCount
                            for move in first...(statement.lastMove ?? first) {
                                lines[move] = seen[move] ? lines[move].lowerBound...number : number...number
                                seen[move] = true
                            }
                        }
                    }
                }
                moveLines.append(lines)
            }
        }
        var testCases: [String] = []
        for (index, shard) in plan.shards.enumerated() {
            let name = TourNames.testCase(style, walk: index + 1, of: count)
            testCases.append(name)
            printer.line()
            if let start = shard.navigation {
                let moves = shard.moves.count - shard.prefix
                printer.documentation("Walk \(index + 1) of \(count) of the tour: navigation to \(start.screen) from wherever the app is "
                    + "(\(Self.moves(start.moves)) from launch), then \(Self.moves(moves)): \(shard.length) in all.")
            } else {
                printer.documentation("Walk \(index + 1) of \(count) of the tour: \(Self.moves(shard.moves.count)) from launch.")
            }
            printer.line("@MainActor")
            printer.block("final class \(name): \(context.settings.tour.testCase)") { p in
                p.block("func \(TourNames.testMethod)() async throws") { p in
                    p.line("\(enumName).\(TourNames.walkFunction(index + 1, of: count))(self)")
                }
            }
        }
        return TourFile(style: style, file: GeneratedFile(path: TourNames.file(style), contents: printer.text),
                        testCases: testCases, moveLines: moveLines)
    }

    private var writer: any TourWalkWriter {
        switch style {
        case .factory: FactoryTourWalks(context: context)
        case .plain: PlainTourWalks(context: context)
        case .screenplay: ScreenplayTourWalks(context: context)
        }
    }

    private var overview: String {
        let styleName = style.rawValue
        var text = "The tour of the navigation graph, in the \(styleName) style: \(plan.shards.count) \(plan.shards.count == 1 ? "walk" : "walks"), each from a fresh launch, "
            + "that together cross \(plan.crossedCount) of the \(plan.transitions.count) transitions (\(plan.steps) moves; covering them takes at least \(plan.bound)). "
            + bound + " Each walk is a test case class of its own, so Xcode's parallel testing "
            + "(`xcodebuild test … -parallel-testing-enabled YES`) runs the walks on several simulators at once."
        if !plan.uncrossed.isEmpty {
            text += "\n\nNot crossed:\n" + plan.uncrossed.map { "- \($0.transition): \($0.reason)" }.joined(separator: "\n")
        }
        return text
    }

    /// What the walks' length keeps to. A walk that starts with navigation counts it as the moves
    /// navigation takes from launch (what it takes on a simulator of its own).
    private var bound: String {
        let counting = plan.shards.contains { $0.navigation != nil } ? " (navigation to where a walk left off counted as the moves it takes from launch)" : ""
        guard let depth = plan.depth else { return "Each walk takes at most \(Self.moves(plan.maxSteps))\(counting)." }
        let long = depth.longShards.count
        return "Each walk takes at most \(Self.moves(plan.maxSteps))\(counting), except \(long) \(long == 1 ? "walk" : "walks") of up to \(plan.longest): "
            + TourPlan.depthReason(depth, maxSteps: plan.maxSteps) + "."
    }

    static func moves(_ count: Int) -> String { "\(count) \(count == 1 ? "move" : "moves")" }

    /// `Main → openVacanciesList → VacancyList → …`, and where a continuation starts.
    private func description(of shard: TourPlan.Shard, number: Int) -> String {
        // A walk that starts with navigation lists its moves from there (the file stays linear in them).
        let first = shard.navigation == nil ? 0 : shard.prefix
        var parts = [shard.moves[first...].first?.transition.screen ?? plan.entry ?? ""]
        for move in shard.moves[first...] { parts += [move.transition.name, move.transition.destination] }
        var text = "Walk \(number): " + parts.joined(separator: " → ") + "."
        if let start = shard.navigation?.screen {
            text += " It goes on where the walk before left off: navigation brings the app to \(start) from wherever it is, instead of the first \(shard.prefix == 1 ? "move" : "\(shard.prefix) moves")."
        } else if shard.prefix > 0 {
            text += " The first \(shard.prefix == 1 ? "move leads" : "\(shard.prefix) moves lead") back to where the walk before left off."
        }
        if shard.moves.last?.endsWalk == true { text += " The last move's example ends the walk." }
        return text
    }
}
