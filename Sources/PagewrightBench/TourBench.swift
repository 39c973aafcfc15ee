import Foundation
import PagewrightCore
import SyntheticSpecs

/// 7. The tour (issue 26): how many moves the planned walks take against the fewest that could
/// cross the same transitions, and how planning time grows with the graph. In process: the specs
/// are validated and resolved first (not timed), then `TourPlanner.plan` is timed.
struct TourBench {
    let context: BenchContext

    struct Case {
        var name: String
        var files: [SpecFile]
        var screens: Int
        /// The exact minimum grows faster than the graph: computed up to this size.
        var exact: Bool
    }

    func run() throws -> [Verdict] {
        print("""

        ## 7. Tour

        `TourPlanner.plan` (in process, median of 3) on the demo specs, the WooCommerce example's and synthetic
        apps of 100, 1,000 and 10,000 screens (seed \(context.seed); their actions that lead elsewhere have
        examples), and a 10,000-screen chain. *Transitions*: every way from one screen to another (an action per
        destination, per opener for a return to the opener, into a section and back); *crossed*: those the
        examples allow. *Walk moves* is the covering walk before it is cut into tests; *bound* counts each
        transition once plus, for every extra arrival a place needs, the shortest way there from the launch or
        from a place where a walk may end (as if each such place could lend any number of walks); *minimum* is
        the exact fewest (a minimum-cost flow, slower than planning: computed up to 1,000 screens). *Tests* and
        *test moves*: the walks cut into tests of at most `maxSteps` moves (15; the demo's settings say 8), a
        continuation's `goTo` counted as the moves navigation takes from launch; *longest*: the longest test
        (more than `maxSteps` only where the graph is deeper, as on the chain, which the tour warns about).
        *Write ms* and *KB*: `TourEmitter.files` in every style the specs select, and the bytes it writes.

        """)
        var cases = [Case(name: "demo", files: try SpecDirectory.read(context.root + "/specs"), screens: 0, exact: true),
                     Case(name: "WooCommerce", files: try SpecDirectory.read(context.root + "/Examples/WooCommerce/Tests/WooCommerceUITests/Specs"),
                          screens: 0, exact: true)]
        for size in [100, 1_000, 10_000] {
            cases.append(Case(name: "synthetic", files: Self.files(SyntheticSpecs.make(screens: size, seed: context.seed)), screens: size, exact: size <= 1_000))
        }
        cases.append(Case(name: "chain", files: Self.files(SyntheticSpecs.chain(screens: 10_000)), screens: 10_000, exact: true))

        var table = Table(["specs", "screens", "places", "transitions", "crossed", "walks", "walk moves", "bound", "minimum",
                           "tests", "test moves", "longest", "plan ms", "µs/transition", "write ms", "KB", "minimum s"])
        var perTransition: [String: Double] = [:]
        var verdicts: [Verdict] = []
        for item in cases {
            let validated = Pipeline.validate(files: item.files)
            guard let model = validated.model else { throw UsageError("the \(item.name) specs do not validate: \(validated.log.summary)") }
            var plan = TourPlanner.plan(model)
            var times: [Double] = []
            for _ in 0..<3 {
                let start = monotonicSeconds()
                plan = TourPlanner.plan(model)
                times.append(monotonicSeconds() - start)
            }
            var minimum: Int?
            var minimumSeconds: Double?
            if item.exact {
                let start = monotonicSeconds()
                minimum = TourPlanner.minimumMoves(model)
                minimumSeconds = monotonicSeconds() - start
            }
            let writing = monotonicSeconds()
            let written = TourEmitter.files(model, names: Namer(model), plan: plan).reduce(0) { $0 + $1.file.contents.utf8.count }
            let writeSeconds = monotonicSeconds() - writing
            let seconds = median(times)
            let micro = seconds / Double(max(1, plan.transitions.count)) * 1e6
            let key = item.screens == 0 ? item.name : "\(item.name) \(item.screens)"
            perTransition[key] = micro
            table.add([item.name, Format.count(model.screens.count), Format.count(plan.placeCount), Format.count(plan.transitions.count),
                       Format.count(plan.crossedCount), Format.count(plan.walkCount), Format.count(plan.walkSteps), Format.count(plan.bound),
                       minimum.map(Format.count) ?? "–", Format.count(plan.shards.count), Format.count(plan.steps), Format.count(plan.longest),
                       Format.fixed(seconds * 1000, 1), Format.fixed(micro, 1), Format.fixed(writeSeconds * 1000, 1),
                       Format.count(written / 1024), minimumSeconds.map { Format.fixed($0, 2) } ?? "–"])
            if item.name == "chain" {
                // Continuations must not replay the way from launch: the tests grow with the walk.
                let perScreen = Double(plan.steps) / Double(item.screens)
                verdicts.append(Verdict(target: "tour of a \(Format.count(item.screens))-screen chain: test moves per screen (the walk takes 2)",
                                        figure: Format.fixed(perScreen, 3), met: perScreen <= 2.1))
                verdicts.append(Verdict(target: "tour of a \(Format.count(item.screens))-screen chain: bytes written per screen",
                                        figure: Format.fixed(Double(written) / Double(item.screens), 1), met: Double(written) / Double(item.screens) < 200))
                verdicts.append(Verdict(target: "tour of a \(Format.count(item.screens))-screen chain: planning and writing",
                                        figure: Format.fixed(seconds + writeSeconds, 2) + " s", met: seconds + writeSeconds < 5))
            }
            if let minimum {
                let over = Double(plan.walkSteps) / Double(max(1, minimum))
                verdicts.append(Verdict(target: "tour of \(key): walk moves against the minimum",
                                        figure: "\(Format.count(plan.walkSteps)) vs \(Format.count(minimum)) (×\(Format.fixed(over, 3)))", met: over <= 1.05))
            }
        }
        table.print()
        if let small = perTransition["synthetic 1000"], let large = perTransition["synthetic 10000"] {
            verdicts.append(Verdict(target: "tour planning, synthetic 1,000 → 10,000 screens: time per transition",
                                    figure: "×\(Format.fixed(large / small))", met: large / small < 1.5))
        }
        return verdicts
    }

    static func files(_ made: [String: String]) -> [SpecFile] {
        made.sorted { $0.key < $1.key }.map { SpecFile(relativePath: $0.key, displayPath: $0.key, bytes: Array($0.value.utf8)) }
    }
}
