import Foundation
import PagewrightCore
import SyntheticSpecs

/// 1. Generation: the release `pagewright generate` as a subprocess on synthetic apps of N
/// screens, next to the floor (the same bytes read, parsed with JSONSerialization and written),
/// plus where the time goes inside the tool, measured in process stage by stage.
struct GenerationBench {
    struct Result {
        var screens: Int
        var stats: SyntheticSpecs.Stats
        var warnings: Int
        var outputFiles: Int
        var outputBytes: Int
        var outputLines: Int
        var generate: [Measured]
        var floor: [Measured]
        var unchangedRerun: Measured
        var stages: [(String, Double)]
        var outputDirectory: String

        var generateSeconds: Double { median(generate.map(\.seconds)) }
        var floorSeconds: Double { median(floor.map(\.seconds)) }
        var generatePeak: Int { generate.map(\.peakMemory).max() ?? 0 }
        var floorPeak: Int { floor.map(\.peakMemory).max() ?? 0 }
        var ratio: Double { generateSeconds / floorSeconds }
        var microsecondsPerScreen: Double { generateSeconds / Double(screens) * 1e6 }
    }

    let context: BenchContext

    func run(sizes: [Int]) throws -> [Result] {
        print("""

        ## 1. Generation

        `pagewright generate <specs> --output <empty folder>` (release build, its own process), median of
        the runs shown, taking turns with the floor run by run; peak memory is the child's maximum resident set (wait4). The floor runs in a process
        of its own too: it reads the same spec files, parses each with JSONSerialization and writes as
        many files and bytes as the tool wrote. Synthetic apps from SyntheticSpecs (seed \(context.seed)).

        """)
        let startup = try processStartup()
        var results: [Result] = []
        for screens in sizes {
            results.append(try measure(screens: screens))
        }

        var table = Table(["screens", "spec files", "spec MB", "out files", "out MB", "out lines", "runs",
                           "generate s", "peak MB", "floor s", "floor MB", "ratio", "µs/screen", "unchanged re-run s"])
        for result in results {
            table.add([Format.count(result.screens), Format.count(result.stats.files), Format.megabytes(result.stats.bytes),
                       Format.count(result.outputFiles), Format.megabytes(result.outputBytes), Format.count(result.outputLines),
                       String(result.generate.count), Format.seconds(result.generateSeconds), Format.megabytes(result.generatePeak),
                       Format.seconds(result.floorSeconds), Format.megabytes(result.floorPeak), Format.ratio(result.ratio),
                       Format.fixed(result.microsecondsPerScreen, 0), Format.seconds(result.unchangedRerun.seconds)])
        }
        table.print()
        print("\nProcess start alone: `pagewright --help` \(Format.seconds(startup.tool)) s, the floor's process "
            + "(`pagewright-bench floor` on an empty folder) \(Format.seconds(startup.floor)) s.")
        if let first = results.first, let last = results.last, last.screens > first.screens {
            let growth = last.microsecondsPerScreen / first.microsecondsPerScreen
            let perByteFirst = first.generateSeconds / Double(first.outputBytes), perByteLast = last.generateSeconds / Double(last.outputBytes)
            print("Time per screen from \(Format.count(first.screens)) to \(Format.count(last.screens)) screens: ×\(Format.fixed(growth)) "
                + "(per output byte: ×\(Format.fixed(perByteLast / perByteFirst))); 1.00 is perfectly linear.")
        }

        print("\nInside the tool, in process (one run each, same library code as the release tool):\n")
        var stages = Table(["screens"] + (results.first?.stages.map { "\($0.0) s" } ?? []) + ["total s", "µs/screen"])
        for result in results {
            let total = result.stages.reduce(0) { $0 + $1.1 }
            stages.add([Format.count(result.screens)] + result.stages.map { Format.seconds($0.1) }
                + [Format.seconds(total), Format.fixed(total / Double(result.screens) * 1e6, 0)])
        }
        stages.print()

        print("\nWhat the synthetic apps hold (per screen: elements / parameterised / actions / checks):\n")
        var shape = Table(["screens", "sections", "alerts", "companion app", "traits", "adoptions/screen", "flows",
                           "elements", "parameterised", "actions", "multi-destination", "checks", "getters", "warnings"])
        for result in results {
            let s = result.stats, n = Double(max(1, s.screens))
            shape.add([Format.count(s.screens), String(s.sections), String(s.alerts), String(s.companionScreens), String(s.traits),
                       Format.fixed(Double(s.traitAdoptions) / n, 1), String(s.flows),
                       Format.fixed(Double(s.elements) / n, 1), Format.fixed(Double(s.parameterisedElements) / n, 1),
                       Format.fixed(Double(s.actions) / n, 1), String(s.multiDestinationActions),
                       Format.fixed(Double(s.checks) / n, 1), Format.fixed(Double(s.getters) / n, 1), String(result.warnings)])
        }
        shape.print()
        return results
    }

    private func measure(screens: Int) throws -> Result {
        let folder = context.work + "/generation-\(screens)"
        try? FileManager.default.removeItem(atPath: folder)
        let specs = folder + "/specs"
        let (made, makeSeconds) = timed { SyntheticSpecs.app(screens: screens, seed: context.seed) }
        try SyntheticSpecs.write(made.files, to: specs)
        progress("\(Format.count(screens)) screens: \(made.stats.files) spec files made in \(Format.seconds(makeSeconds)) s")

        let runs = context.runs ?? (screens >= 5_000 ? 3 : 5)
        func generateRun(_ run: Int) throws -> Measured {
            let output = folder + "/out-\(run)"
            let result = try Subprocess.run(context.tool, ["generate", specs, "--output", output])
            guard result.status == 0 else {
                throw Subprocess.Failed(description: "pagewright generate failed on \(screens) synthetic screens:\n"
                    + result.output.split(separator: "\n").prefix(20).joined(separator: "\n"))
            }
            if run > 0 { try? FileManager.default.removeItem(atPath: output) }
            return result
        }
        var generate = [try generateRun(0)]
        let warnings = generate[0].output.split(separator: "\n").filter { $0.contains(": warning: ") }.count
        let errors = generate[0].output.split(separator: "\n").filter { $0.contains(": error: ") }.count
        guard errors == 0 else { throw Subprocess.Failed(description: "the synthetic specs have \(errors) errors") }

        let output = folder + "/out-0"
        let (files, bytes, lines) = Self.census(output)
        // The tool and the floor take turns, run by run: a machine that slows down or speeds up
        // while it is measured (a virtual machine's neighbours, a build starting) moves both
        // medians alike, where blocks of runs would move only one of them.
        var floor: [Measured] = []
        for run in 0..<runs {
            if run > 0 { generate.append(try generateRun(run)) }
            let target = folder + "/floor-\(run)"
            floor.append(try Subprocess.check(context.bench, ["floor", specs, target, String(files), String(bytes)]))
            try? FileManager.default.removeItem(atPath: target)
        }
        let rerun = try Subprocess.check(context.tool, ["generate", specs, "--output", output])
        let stages = try Self.stages(specs: specs, output: folder + "/in-process")
        try? FileManager.default.removeItem(atPath: folder + "/in-process")
        progress("\(Format.count(screens)) screens: generate \(Format.seconds(median(generate.map(\.seconds)))) s, "
            + "floor \(Format.seconds(median(floor.map(\.seconds)))) s")
        return Result(screens: screens, stats: made.stats, warnings: warnings, outputFiles: files, outputBytes: bytes,
                      outputLines: lines, generate: generate, floor: floor, unchangedRerun: rerun, stages: stages,
                      outputDirectory: output)
    }

    /// Files, bytes and lines of Swift in a generated folder (the Markdown graph counts in files
    /// and bytes, not in lines).
    static func census(_ directory: String) -> (files: Int, bytes: Int, lines: Int) {
        var files = 0, bytes = 0, lines = 0
        for path in (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? [] {
            guard let data = FileManager.default.contents(atPath: directory + "/" + path) else { continue }
            files += 1
            bytes += data.count
            if path.hasSuffix(".swift") { lines += data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        }
        return (files, bytes, lines)
    }

    /// Where the time goes: the library's stages, each timed on its own.
    static func stages(specs: String, output: String) throws -> [(String, Double)] {
        let (files, read) = try timed { try SpecDirectory.read(specs) }
        let (validated, validate) = timed { Pipeline.validate(files: files) }
        guard let model = validated.model, let names = validated.names else { throw Subprocess.Failed(description: "the synthetic specs do not validate") }
        let (generated, emit) = timed { Emitter.emit(model, names: names) }
        let (plan, planning) = try timed { try OutputPlan.make(files: generated, outputDirectory: output) }
        let (_, write) = try timed { try OutputWriter.apply(plan) }
        return [("read", read), ("load+validate+graph+resolve", validate), ("emit", emit), ("plan", planning), ("write", write)]
    }

    private func processStartup() throws -> (tool: Double, floor: Double) {
        let empty = context.work + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        var tool: [Double] = [], floor: [Double] = []
        for _ in 0..<5 {
            tool.append(try Subprocess.run(context.tool, ["--help"]).seconds)
            floor.append(try Subprocess.run(context.bench, ["floor", empty, context.work + "/empty-out", "1", "1"]).seconds)
        }
        return (median(tool), median(floor))
    }
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("  … \(message)\n".utf8))
}

extension GenerationBench {
    static func verdicts(_ results: [Result]) -> [Verdict] {
        let thousand = results.first { $0.screens == 1_000 }
        let fiveThousand = results.first { $0.screens == 5_000 }
        var verdicts = [
            Verdict(target: "1,000 screens within 2× of the floor",
                    figure: thousand.map { "\(Format.ratio($0.ratio)) (\(Format.seconds($0.generateSeconds)) s vs \(Format.seconds($0.floorSeconds)) s)" } ?? "–",
                    met: thousand.map { $0.ratio <= 2 }),
            Verdict(target: "1,000 screens under 1 s", figure: thousand.map { "\(Format.seconds($0.generateSeconds)) s" } ?? "–",
                    met: thousand.map { $0.generateSeconds < 1 }),
            Verdict(target: "5,000 screens under 5 s", figure: fiveThousand.map { "\(Format.seconds($0.generateSeconds)) s" } ?? "–",
                    met: fiveThousand.map { $0.generateSeconds < 5 }),
            Verdict(target: "peak memory under 200 MB at 1,000 screens", figure: thousand.map { "\(Format.megabytes($0.generatePeak)) MB" } ?? "–",
                    met: thousand.map { $0.generatePeak < 200 * 1_048_576 }),
        ]
        if let first = results.first, let last = results.last, last.screens >= first.screens * 10 {
            // Per output byte, since the factory's routes grow a little faster than the screens do.
            let growth = (last.generateSeconds / Double(last.outputBytes)) / (first.generateSeconds / Double(first.outputBytes))
            verdicts.append(Verdict(target: "linear: time per output byte, \(Format.count(first.screens)) → \(Format.count(last.screens)) screens",
                                    figure: "×\(Format.fixed(growth))", met: growth < 1.5))
        }
        return verdicts
    }
}
