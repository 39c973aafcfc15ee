import Foundation
import SyntheticSpecs

/// 5. Scale: generation stays linear at sizes far beyond real apps — a 10,000-screen synthetic app
/// against a 1,000-screen one, and a single 5,000-screen chain (every route as long as it can be)
/// against a 500-screen one. Time, peak memory and output per screen must stay flat.
struct ScaleBench {
    struct Case {
        var name: String
        var screens: Int
    }

    struct Result {
        var name: String
        var screens: Int
        var generate: [Measured]
        var outputBytes: Int
        var factoryBytes: Int
        var seconds: Double { median(generate.map(\.seconds)) }
        var microsecondsPerScreen: Double { seconds / Double(screens) * 1e6 }
        var bytesPerScreen: Double { Double(outputBytes) / Double(screens) }
        var factoryBytesPerScreen: Double { Double(factoryBytes) / Double(screens) }
    }

    let context: BenchContext

    func run() throws -> [Verdict] {
        print("""

        ## 5. Scale

        `pagewright generate` (release, its own process, median of 3 runs) on a synthetic app of 1,000 and of
        10,000 screens (seed \(context.seed)), and on a single chain of 500 and of 5,000 screens
        (`SyntheticSpecs.chain`: each screen reached only from the one before, so the route to the last takes
        every step). Linear generation keeps every per-screen figure flat from the small size to the large one.

        """)
        let pairs: [(Case, Case)] = [
            (Case(name: "synthetic", screens: 1_000), Case(name: "synthetic", screens: 10_000)),
            (Case(name: "chain", screens: 500), Case(name: "chain", screens: 5_000)),
        ]
        var table = Table(["specs", "screens", "generate s", "peak MB", "µs/screen", "out MB", "out KB/screen", "factory KB/screen"])
        var verdicts: [Verdict] = []
        for (small, large) in pairs {
            let a = try measure(small), b = try measure(large)
            for result in [a, b] {
                table.add([result.name, Format.count(result.screens), Format.seconds(result.seconds),
                           Format.megabytes(result.generate.map(\.peakMemory).max() ?? 0), Format.fixed(result.microsecondsPerScreen, 0),
                           Format.megabytes(result.outputBytes), Format.fixed(result.bytesPerScreen / 1024, 1),
                           Format.fixed(result.factoryBytesPerScreen / 1024, 2)])
            }
            let time = b.microsecondsPerScreen / a.microsecondsPerScreen
            let size = b.factoryBytesPerScreen / a.factoryBytesPerScreen
            verdicts.append(Verdict(target: "\(large.name) \(Format.count(small.screens)) → \(Format.count(large.screens)) screens: time per screen",
                                    figure: "×\(Format.fixed(time))", met: time < 1.5))
            verdicts.append(Verdict(target: "\(large.name) \(Format.count(small.screens)) → \(Format.count(large.screens)) screens: factory bytes per screen",
                                    figure: "×\(Format.fixed(size))", met: size < 1.2))
        }
        table.print()
        print("\n1.00 is perfectly linear; the targets below allow ×1.5 for time (caches and memory grow with the input) and ×1.2 for the factory's size.")
        print("On Linux a child's peak memory (wait4) is never below its parent's own peak (posix_spawn shares the parent's memory until exec), so the"
            + " specs are made in a process of their own, and the peak column is the tool's only when this section runs alone (`--only scale`).")
        return verdicts
    }

    private func measure(_ item: Case) throws -> Result {
        let folder = context.work + "/scale-\(item.name)-\(item.screens)"
        try? FileManager.default.removeItem(atPath: folder)
        let specs = folder + "/specs"
        // Made in a process of its own, so that this one stays small (see the note on peak memory).
        _ = try Subprocess.check(context.bench, ["make", item.name, String(item.screens), String(context.seed), specs])
        var generate: [Measured] = []
        for run in 0..<3 {
            let output = folder + "/out-\(run)"
            let result = try Subprocess.run(context.tool, ["generate", specs, "--output", output])
            guard result.status == 0 else {
                throw Subprocess.Failed(description: "pagewright generate failed on the \(item.name) specs of \(item.screens) screens:\n"
                    + result.output.split(separator: "\n").prefix(20).joined(separator: "\n"))
            }
            generate.append(result)
        }
        let output = folder + "/out-0"
        let (_, bytes, _) = GenerationBench.census(output)
        let factory = (try? FileManager.default.attributesOfItem(atPath: output + "/PageObjectsFactory.swift")[.size] as? Int) ?? 0
        try? FileManager.default.removeItem(atPath: folder)
        progress("\(item.name) \(Format.count(item.screens)) screens: generate \(Format.seconds(median(generate.map(\.seconds)))) s")
        return Result(name: item.name, screens: item.screens, generate: generate, outputBytes: bytes, factoryBytes: factory)
    }

    /// `pagewright-bench make synthetic|chain <screens> <seed> <folder>`: writes the specs.
    static func make(_ arguments: [String]) -> Int32 {
        guard arguments.count == 4, let screens = Int(arguments[1]), let seed = UInt64(arguments[2]), ["synthetic", "chain"].contains(arguments[0]) else {
            FileHandle.standardError.write(Data("usage: pagewright-bench make synthetic|chain <screens> <seed> <folder>\n".utf8))
            return 2
        }
        do {
            let files = arguments[0] == "chain" ? SyntheticSpecs.chain(screens: screens) : SyntheticSpecs.make(screens: screens, seed: seed)
            try SyntheticSpecs.write(files, to: arguments[3])
            return 0
        } catch {
            FileHandle.standardError.write(Data("make: \(error)\n".utf8))
            return 1
        }
    }
}
