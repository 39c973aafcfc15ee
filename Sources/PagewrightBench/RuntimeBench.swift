import Foundation

/// 4. Run-time cost: the demo journeys through the generated page objects and through the
/// hand-written ones, against the same simulated app. The figures come from an XCTest
/// (`Tests/DemoAppTests/RuntimeCostTests.swift`) run in a subprocess; this relays its table.
struct RuntimeBench {
    let context: BenchContext

    struct Journey {
        var name: String
        var generatedTrips: Int
        var handWrittenTrips: Int
        var generatedSeconds: Double
        var handWrittenSeconds: Double
    }

    func run() throws -> [Verdict] {
        guard let swift = context.swift else { throw UsageError("swift not found on PATH") }
        // The debug build of the tests, in the scratch folder this benchmark was built in (for
        // `swift run -c release pagewright-bench`, .build: usually already built by `swift test`).
        let scratch = URL(fileURLWithPath: context.products).deletingLastPathComponent().deletingLastPathComponent().path
        print("""

        ## 4. Run-time cost

        The demo journeys against the simulated job-search app (`Tests/DemoAppTests/SimulatedJobApp.swift`), once
        through the generated page objects (`Generated/`) and once through hand-written page objects in the
        articles' style (`Benchmarks/HandWritten/HandWrittenPages.swift`: `waitForExistence` before each element
        is used, one awaited unique element per page, one query per check). Round trips and simulated seconds
        are the stand-in's counters (`SimulatedDevice.current.roundTrips`, `.clock`), on a fresh device per
        journey. From `swift test --filter RuntimeCost` (debug build in \(scratch.replacingOccurrences(of: context.root + "/", with: ""))).

        """)
        progress("swift test --filter RuntimeCost (builds the tests if needed)")
        let result = try Subprocess.run(swift, ["test", "--package-path", context.root, "--scratch-path", scratch, "--filter", "RuntimeCost"])
        let lines = result.output.split(separator: "\n").map(String.init)
        for line in lines where line.hasPrefix("[runtime] ") { print(line.dropFirst("[runtime] ".count)) }
        let journeys = lines.compactMap(Self.parse)
        guard result.status == 0, !journeys.isEmpty else {
            print("\nThe RuntimeCost test failed (exit status \(result.status)):\n")
            print(lines.filter { $0.contains("error") || $0.contains("failed") }.prefix(20).joined(separator: "\n"))
            return [Verdict(target: "generated page objects: at most half the round trips of hand-written ones", figure: "test failed", met: false),
                    Verdict(target: "generated page objects: never more simulated time", figure: "test failed", met: false)]
        }
        let generated = journeys.reduce(0) { $0 + $1.generatedTrips }, handWritten = journeys.reduce(0) { $0 + $1.handWrittenTrips }
        let worst = journeys.max { Double($0.generatedTrips) / Double($0.handWrittenTrips) < Double($1.generatedTrips) / Double($1.handWrittenTrips) }!
        let slower = journeys.filter { $0.generatedSeconds > $0.handWrittenSeconds + 1e-9 }
        return [
            Verdict(target: "generated page objects: at most half the round trips of hand-written ones",
                    figure: "\(generated) vs \(handWritten) in all (\(Format.fixed(Double(generated) / Double(handWritten)))); "
                        + "worst journey \(worst.name): \(worst.generatedTrips) vs \(worst.handWrittenTrips)",
                    met: journeys.allSatisfy { 2 * $0.generatedTrips <= $0.handWrittenTrips }),
            Verdict(target: "generated page objects: never more simulated time",
                    figure: slower.isEmpty ? "no journey slower" : "slower: " + slower.map(\.name).joined(separator: ", "),
                    met: slower.isEmpty),
        ]
    }

    /// `[runtime-data] journey=…;generatedTrips=…;handWrittenTrips=…;generatedSeconds=…;handWrittenSeconds=…`
    static func parse(_ line: String) -> Journey? {
        guard line.hasPrefix("[runtime-data] ") else { return nil }
        var fields: [String: String] = [:]
        for pair in line.dropFirst("[runtime-data] ".count).split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard let name = fields["journey"], let gt = fields["generatedTrips"].flatMap(Int.init), let ht = fields["handWrittenTrips"].flatMap(Int.init),
              let gs = fields["generatedSeconds"].flatMap(Double.init), let hs = fields["handWrittenSeconds"].flatMap(Double.init) else { return nil }
        return Journey(name: name, generatedTrips: gt, handWrittenTrips: ht, generatedSeconds: gs, handWrittenSeconds: hs)
    }
}
