// pagewright-bench: what Pagewright costs. See BENCHMARKS.md.
//
//     swift run -c release pagewright-bench [--sizes 100,1000,5000] [--skip plugin,compile,runtime]
//
// Prints Markdown: 1. generation (time and peak memory of the release tool against its floor),
// 2. the build-tool plugin (an unchanged rebuild and one edited spec), 3. the compile cost of
// generated code against hand-written page objects, 4. app round trips and simulated time of the
// demo journeys through generated and hand-written page objects, 5. scale (10,000 synthetic
// screens, a 5,000-screen chain), 6. chaos, 7. the tour's moves against the fewest and its planning
// time, 8. lean output (the demo in each style against the same screens written by hand), 9. going
// to a screen from wherever the app is (generated `goTo` against a hand-written recovery helper);
// then the issues' targets.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "floor" {
    exit(Floor.main(Array(arguments.dropFirst())))
}
if arguments.first == "migrate-compiles" {
    exit(MigrateCompiles.main(Array(arguments.dropFirst())))
}
if arguments.first == "make" {
    exit(ScaleBench.make(Array(arguments.dropFirst())))
}

struct Options {
    static let sections = ["generation", "plugin", "compile", "runtime", "scale", "chaos", "tour", "lean", "navigation"]
    static let usage = """
        Usage: swift run -c release pagewright-bench [options]

          --sizes 100,1000,5000   screens of the synthetic apps for generation (default 100,1000,5000)
          --skip a,b              sections to leave out: \(sections.joined(separator: ", "))
          --only a,b              run only these sections
          --seed N                seed of the synthetic specs (default \(0x5EED))
          --runs N                runs per generation figure (default 5; 3 from 5,000 screens)
          --plugin-screens N      screens of the build-plugin package (default 100)
          --compile-screens N     screens whose generated code is type-checked (default 1000)
          --work DIR              scratch folder (default: a new folder in /dev/shm, else the temporary directory)
          --keep                  keep the scratch folder
        """

    var sizes = [100, 1_000, 5_000]
    var sections = Set(Options.sections)
    var seed: UInt64 = 0x5EED
    var runs: Int?
    var pluginScreens = 100
    var compileScreens = 1_000
    var work: String?
    var keep = false

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return next
        }
        func list(_ text: String) throws -> [String] {
            let names = text.split(separator: ",").map(String.init)
            for name in names where !Options.sections.contains(name) {
                throw UsageError("unknown section '\(name)'; the sections are \(Options.sections.joined(separator: ", "))")
            }
            return names
        }
        func number(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text), number > 0 else { throw UsageError("\(flag) needs a positive number, found '\(text)'") }
            return number
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--sizes":
                let text = try value(flag)
                sizes = try text.split(separator: ",").map {
                    guard let size = Int($0.replacingOccurrences(of: "_", with: "")), size > 0 else { throw UsageError("bad size '\($0)'") }
                    return size
                }
            case "--skip": sections.subtract(try list(try value(flag)))
            case "--only": sections = Set(try list(try value(flag)))
            case "--seed":
                let text = try value(flag)
                guard let parsed = UInt64(text) else { throw UsageError("--seed needs a number") }
                seed = parsed
            case "--runs": runs = try number(flag)
            case "--plugin-screens": pluginScreens = try number(flag)
            case "--compile-screens": compileScreens = try number(flag)
            case "--work": work = try value(flag)
            case "--keep": keep = true
            case "--help", "-h":
                print(Options.usage)
                exit(0)
            default: throw UsageError("unknown option '\(flag)'")
            }
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Where everything is: the package, the tools built beside this executable, the scratch folder.
struct BenchContext {
    /// The Pagewright package.
    var root: String
    /// The folder holding this executable and the products built with it.
    var products: String
    var bench: String
    var tool: String
    /// Where the `XCUIAutomation` stand-in's module was built.
    var modules: String
    var swift: String?
    var swiftc: String?
    var work: String
    var seed: UInt64
    var runs: Int?

    static func locate(options: Options) throws -> BenchContext {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let bench = URL(fileURLWithPath: executable).standardizedFileURL.path
        let products = URL(fileURLWithPath: bench).deletingLastPathComponent().path
        // Sources/PagewrightBench/main.swift → the package root.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let tool = products + "/pagewright"
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw UsageError("\(tool) not found; run the benchmark with `swift run -c release pagewright-bench`, which builds it")
        }
        // On Linux the scratch folder is in /dev/shm (memory) unless told otherwise: the figures are then
        // what the tool and its floor cost, not what this machine's disk does with thousands of
        // small files (which varies by the minute on a virtual disk).
        let memory = "/dev/shm"
        let base = FileManager.default.isWritableFile(atPath: memory) ? memory + "/" : NSTemporaryDirectory()
        let work = options.work ?? (base + "pagewright-bench-\(getpid())")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        return BenchContext(root: root.path, products: products, bench: bench, tool: tool, modules: products + "/Modules",
                            swift: Subprocess.which("swift"), swiftc: Subprocess.which("swiftc"),
                            work: URL(fileURLWithPath: work).standardizedFileURL.path, seed: options.seed, runs: options.runs)
    }
}

do {
    let options = try Options(arguments)
    let context = try BenchContext.locate(options: options)
    let started = monotonicSeconds()

    print("# Pagewright benchmark\n")
    for line in Machine.describe(swift: context.swift) { print("- \(line)") }
    print("- Sections: \(Options.sections.filter(options.sections.contains).joined(separator: ", ")); scratch folder \(context.work)")

    var verdicts: [Verdict] = []
    var generated1000: String?

    if options.sections.contains("generation") {
        let results = try GenerationBench(context: context).run(sizes: options.sizes)
        verdicts += GenerationBench.verdicts(results)
        generated1000 = results.first { $0.screens == options.compileScreens }?.outputDirectory
    }
    if options.sections.contains("plugin") {
        verdicts += try PluginBench(context: context, screens: options.pluginScreens).run()
    }
    if options.sections.contains("compile") {
        verdicts += try CompileBench(context: context, screens: options.compileScreens).run(generated: generated1000)
    }
    if options.sections.contains("runtime") {
        verdicts += try RuntimeBench(context: context).run()
    }
    if options.sections.contains("scale") {
        verdicts += try ScaleBench(context: context).run()
    }
    if options.sections.contains("chaos") {
        verdicts += try ChaosBench(context: context).run()
    }
    if options.sections.contains("tour") {
        verdicts += try TourBench(context: context).run()
    }
    if options.sections.contains("lean") {
        verdicts += try LeanBench(context: context).run()
    }
    if options.sections.contains("navigation") {
        verdicts += try NavigationBench(context: context).run()
    }

    print("\n## Targets\n")
    var table = Table(["target", "figure", "met"])
    for verdict in verdicts {
        table.add([verdict.target, verdict.figure, verdict.met.map { $0 ? "yes" : "**no**" } ?? "not measured"])
    }
    table.print()
    print("\nBenchmark took \(Format.fixed(monotonicSeconds() - started, 0)) s; load average at the end: \(Machine.loadAverage() ?? "unknown").")
    if !options.keep && options.work == nil { try? FileManager.default.removeItem(atPath: context.work) }
} catch {
    FileHandle.standardError.write(Data("pagewright-bench: \(error)\n".utf8))
    exit(1)
}
