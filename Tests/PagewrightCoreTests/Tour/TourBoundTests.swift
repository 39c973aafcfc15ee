import Foundation
import SyntheticSpecs
import Testing
@testable import PagewrightCore

/// The tour's bound: a walk takes at most `tour.maxSteps` moves, a `goTo` that starts a
/// continuation counted as the moves navigation takes from launch; where the graph is deeper than
/// that, one warning at the deepest screen says so with the length needed; and the output grows
/// linearly with the covering walk, however deep the graph (a chain of screens is the worst case).
@Suite("Tour bound")
struct TourBoundTests {
    /// `SyntheticSpecs.chain` with `"tour": { "maxSteps": … }` in its settings.
    static func chain(_ screens: Int, maxSteps: Int? = nil) -> [SpecFile] {
        SyntheticSpecs.chain(screens: screens).sorted { $0.key < $1.key }.map { path, text in
            var text = text
            if path == "pagewright.json", let maxSteps {
                text = text.replacingOccurrences(of: #""accessLevel": "public""#, with: #""accessLevel": "public", "tour": { "maxSteps": \#(maxSteps) }"#)
            }
            return SpecFile(relativePath: path, displayPath: path, bytes: Array(text.utf8))
        }
    }

    static func tooDeep(_ files: [SpecFile]) -> [String] {
        Pipeline.validate(files: files, tour: true).log.sorted.map(\.description).filter { $0.hasSuffix("[tour-too-deep]") }
    }

    /// On a chain navigation takes the same taps as walking, so whether a continuation starts with
    /// `goTo` or walks back from launch, the test takes every move of its shard.
    @Test func aChainNoDeeperThanTheBoundKeepsEveryWalkWithinIt() throws {
        let files = Self.chain(40, maxSteps: 41)
        let plan = TourPlanner.plan(try TourPlanTests.model(files))
        #expect(plan.crossedCount == 78)
        for (index, shard) in plan.shards.enumerated() {
            #expect(shard.moves.count <= 41, "walk \(index + 1) takes \(shard.moves.count) moves")
        }
        #expect(Self.tooDeep(files).isEmpty)
    }

    /// 40 screens with `maxSteps` 15: 25 of them are 15 or more moves from launch, so some walks
    /// must take more; the tour says so (a warning at Chain39, in its summary and its file)
    /// instead of claiming "at most 15 moves", and the walks that can keep to 15 do.
    @Test func aChainDeeperThanTheBoundSaysSoAtItsDeepestScreen() throws {
        let files = Self.chain(40, maxSteps: 15)
        let warnings = Self.tooDeep(files)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("chain/Chain39.json:2:13: warning: the tour's walks cannot all keep to 'maxSteps' 15: 25 places walks leave are 15 or more moves from launch"), "\(warning)")
        #expect(warning.contains("the deepest, Chain39, is 39, so crossing its transitions takes 40"), "\(warning)")

        let model = try TourPlanTests.model(files)
        let plan = TourPlanner.plan(model)
        let long = plan.shards.filter { $0.moves.count > 15 }
        #expect(!long.isEmpty && long.count <= 2, "\(plan.shards.map(\.moves.count))")
        // A long walk goes deeper than 15 moves: it crosses a transition from Chain15 or beyond.
        for shard in long { #expect(shard.moves.contains { $0.from == .screen("Chain15") }) }
        #expect(plan.steps < 78 + 2 * 15, "\(plan.steps) moves for a walk of 78")

        let summary = TourSummary.text(plan)
        #expect(!summary.contains("at most 15 moves") && summary.contains("of up to \(plan.longest) moves"), "\(summary)")
        #expect(summary.contains("more than 15 moves"), "\(summary)")
        let file = try #require(TourEmitter.files(model, names: Namer(model), plan: plan).first).file.contents
        #expect(!file.contains("Each walk takes at most 15 moves."), "the file claims a bound it does not keep")
        #expect(file.contains("Each walk takes at most 15 moves (navigation to where a walk left off counted as the moves it takes from launch), except"))
    }

    /// `pagewright tour --max-steps` plans with its own bound, and the warning speaks of that one.
    @Test func theWarningFollowsTheBoundTheTourIsPlannedWith() throws {
        let files = Self.chain(40, maxSteps: 15)
        func warned(_ maxSteps: Int?) -> [String] {
            Pipeline.validate(files: files, tour: true, tourMaxSteps: maxSteps).log.sorted.filter { $0.name == .tourTooDeep }.map(\.message)
        }
        #expect(warned(40).isEmpty)
        #expect(warned(39).first?.contains("keep to 'maxSteps' 39") == true, "\(warned(39))")
        #expect(warned(nil).first?.contains("keep to 'maxSteps' 15") == true)
        let plan = TourPlanner.plan(try TourPlanTests.model(files), maxSteps: 40)
        #expect(plan.depth == nil && plan.longest <= 40, "\(plan.shards.map(\.length))")
    }

    /// The output grows linearly with the covering walk: a continuation never replays the way
    /// from launch beyond the bound, and each move is written once (the demo's walk documentation
    /// names each move, so the bytes per screen stay flat too). 1,000 screens always; 10,000
    /// (the case that took 248 s and wrote 287 MB) when thorough, with a generous time budget.
    @Test(arguments: TestDepth.choose(fast: [1_000], thorough: [1_000, 10_000]))
    func theTourOfAChainGrowsLinearly(screens: Int) throws {
        let model = try TourPlanTests.model(Self.chain(screens))
        let clock = ContinuousClock()
        let start = clock.now
        let plan = TourPlanner.plan(model)
        let files = TourEmitter.files(model, names: Namer(model), plan: plan)
        let elapsed = clock.now - start
        let moves = plan.shards.reduce(0) { $0 + $1.moves.count }
        let bytes = files.reduce(0) { $0 + $1.file.contents.utf8.count }
        #expect(plan.crossedCount == 2 * (screens - 1))
        // The covering walk is there and back: 2 moves a screen; the way to where continuations
        // start adds fewer than 15 a shard.
        #expect(Double(moves) / Double(screens) < 2.1, "\(moves) moves for \(screens) screens")
        #expect(Double(bytes) / Double(screens) < 200, "\(bytes) bytes for \(screens) screens")
        if TestDepth.isThorough && screens == 10_000 {
            // BENCHMARKS.md keeps the figure; this only catches a return to quadratic growth.
            #expect(elapsed < .seconds(60), "planning and writing took \(elapsed)")
        }
    }
}
