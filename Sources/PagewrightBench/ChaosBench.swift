import Foundation

/// 6. Chaos: the four demo journeys under the stand-in's chaos mode for 200 seeds, through the
/// generated page objects in each style and through the hand-written article-style ones. The
/// figures come from an XCTest (`Tests/DemoAppTests/ChaosJourneyTests.swift`, all 200 seeds with
/// PAGEWRIGHT_THOROUGH=1) run in a subprocess; this relays them.
struct ChaosBench {
    let context: BenchContext

    struct Outcome {
        var style: String
        var passed: Int
        var runs: Int
        var seedsPassed: Int
        var seeds: Int
        /// The most app round trips one journey run made (the test asserts a bound on it).
        var mostRoundTrips: Int?
        /// Real seconds for all the style's runs, as the test measured them: a figure, not a limit.
        var wallSeconds: Double?
    }

    func run() throws -> [Verdict] {
        guard let swift = context.swift else { throw UsageError("swift not found on PATH") }
        let scratch = URL(fileURLWithPath: context.products).deletingLastPathComponent().deletingLastPathComponent().path
        print("""

        ## 6. Chaos (issue 14)

        The four demo journeys of section 4 under the stand-in's chaos mode (`ChaosSettings(seed:)` with its
        defaults: every reaction up to 0.8 s late, a button of a new screen disabled for up to 0.8 s with chance
        0.3, a text shown up to 0.8 s late with chance 0.3, a permission alert over the app with chance 0.1 per
        screen), each seed on a fresh device. A journey run passes when it raises no failure; a seed passes when
        all four journeys do. The generated styles install UI interruption monitors; the hand-written pages, like
        the articles', do not. From `PAGEWRIGHT_THOROUGH=1 swift test --filter ChaosJourneyTests`.

        """)
        progress("swift test --filter ChaosJourneyTests, 200 seeds (builds the tests if needed)")
        let result = try Subprocess.run(swift, ["test", "--package-path", context.root, "--scratch-path", scratch, "--filter", "ChaosJourneyTests"],
                                        environment: ["PAGEWRIGHT_THOROUGH": "1"])
        let outcomes = result.output.split(separator: "\n").map(String.init).compactMap(Self.parse)
        let order = ["factory", "plain", "screenplay", "hand-written"]
        var table = Table(["page objects", "journey runs passed", "seeds passed (all four journeys)", "most round trips in a run", "wall s, all runs"])
        for outcome in outcomes.sorted(by: { (order.firstIndex(of: $0.style) ?? 9) < (order.firstIndex(of: $1.style) ?? 9) }) {
            table.add([outcome.style == "hand-written" ? "hand-written (article style)" : "generated, \(outcome.style)",
                       "\(outcome.passed) of \(outcome.runs) (\(Format.fixed(100 * Double(outcome.passed) / Double(max(outcome.runs, 1)), 1)) %)",
                       "\(outcome.seedsPassed) of \(outcome.seeds)",
                       outcome.mostRoundTrips.map(String.init) ?? "?",
                       outcome.wallSeconds.map { Format.fixed($0, 2) } ?? "?"])
        }
        print(table.text)
        let generated = outcomes.filter { $0.style != "hand-written" }
        guard result.status == 0, generated.count == 3 else {
            print("\nThe chaos test failed (exit status \(result.status)):\n")
            print(result.output.split(separator: "\n").filter { $0.contains("error") }.prefix(10).joined(separator: "\n"))
            return [Verdict(target: "under chaos, 200 of 200 seeds pass in every style", figure: "test failed", met: false)]
        }
        let baseline = outcomes.first { $0.style == "hand-written" }
        return [
            Verdict(target: "under chaos, 200 of 200 seeds pass in every style",
                    figure: generated.map { "\($0.style) \($0.seedsPassed) of \($0.seeds)" }.joined(separator: ", ")
                        + (baseline.map { "; hand-written baseline \($0.seedsPassed) of \($0.seeds) (\($0.passed) of \($0.runs) runs)" } ?? ""),
                    met: generated.allSatisfy { $0.seedsPassed == $0.seeds && $0.seeds >= 200 }),
        ]
    }

    /// `[chaos] style=…;passed=…;runs=…;seedsPassed=…;seeds=…`
    static func parse(_ line: String) -> Outcome? {
        guard line.hasPrefix("[chaos] ") else { return nil }
        var fields: [String: String] = [:]
        for pair in line.dropFirst("[chaos] ".count).split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard let style = fields["style"], let passed = fields["passed"].flatMap(Int.init), let runs = fields["runs"].flatMap(Int.init),
              let seedsPassed = fields["seedsPassed"].flatMap(Int.init), let seeds = fields["seeds"].flatMap(Int.init) else { return nil }
        return Outcome(style: style, passed: passed, runs: runs, seedsPassed: seedsPassed, seeds: seeds,
                       mostRoundTrips: fields["mostRoundTrips"].flatMap(Int.init), wallSeconds: fields["wallSeconds"].flatMap(Double.init))
    }
}
