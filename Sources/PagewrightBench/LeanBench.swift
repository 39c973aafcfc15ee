import Foundation

/// 7. Lean output: the demo's generated code in each style against the same 17 screens written
/// by hand (Benchmarks/HandWritten), in non-blank lines and in type-check CPU of one frontend with
/// the fixed start (a file that only imports the same modules) taken off. Issue #22's targets are
/// at most 1.5× of both, every style.
struct LeanBench {
    let context: BenchContext

    struct Style {
        var name: String
        var files: Int
        var lines: Int
        var linesWithoutSupport: Int
        var cpu: Double
        /// The sum of `-debug-time-function-bodies` over every body, in milliseconds.
        var bodies: Double
        /// Instructions the frontend executes, fixed start off (callgrind), when valgrind is installed.
        var instructions: Double?
    }

    /// One thing to type-check: a style's files (or the hand-written file, or a file of imports only).
    private struct Subject {
        var module: String
        var files: [String]
    }

    func run() throws -> [Verdict] {
        let rounds = max(3, context.runs ?? 7)
        print("""

        ## 7. Lean output: the demo against hand-written pages

        The demo specs (specs/) generated in one style at a time, against
        Benchmarks/HandWritten/HandWrittenPages.swift (the same 17 screens in the articles' style).
        Lines are non-blank lines of every generated Swift file (and without the support file, which
        holds the waiting times and settings); CPU is `swiftc -typecheck -wmo -swift-version 6` (one
        frontend, user + system) less the fixed start, against the modules built beside the benchmark:
        every subject is type-checked once per round, \(rounds) rounds taken in turn, and each figure is
        the subject's fastest run (other work on the machine only ever adds time). *Bodies* sums
        `-debug-time-function-bodies` over one run. *Instructions* (when valgrind is installed) counts
        what the frontend executes under callgrind, fixed start off: the same on a busy machine as on
        an idle one, so the figure to compare against the target when CPU seconds are noisy.

        """)
        guard let swiftc = context.swiftc else { throw UsageError("swiftc not found on PATH") }
        let folder = context.work + "/lean"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        let handWritten = context.root + "/Benchmarks/HandWritten/HandWrittenPages.swift"
        let handFixed = Subject(module: "Imports2", files: [try importsFile(["XCTest", "XCUIAutomation"], in: folder)])
        let generatedFixed = Subject(module: "Imports3", files: [try importsFile(["XCTest", "XCUIAutomation", "PagewrightRuntime"], in: folder)])
        let hand = Subject(module: "HandWritten", files: [handWritten])
        var generated: [(name: String, subject: Subject, lines: Int, support: Int)] = []
        for style in ["factory", "plain", "screenplay"] {
            let files = CompileBench.swiftFiles(in: try generate(style: style, in: folder))
            let lines = try files.reduce(0) { $0 + (try Self.nonBlankLines($1)) }
            let support = try files.filter { $0.hasSuffix("/PagewrightSupport.swift") }.reduce(0) { $0 + (try Self.nonBlankLines($1)) }
            generated.append((style, Subject(module: "Lean\(style)", files: files), lines, support))
        }

        // Rounds in turn, so a burst of load falls on every subject alike rather than on one.
        let subjects = [handFixed, generatedFixed, hand] + generated.map(\.subject)
        var fastest = [String: Double]()
        for _ in 0..<rounds {
            for subject in subjects {
                let seconds = try typecheck(swiftc, subject).cpu
                fastest[subject.module] = min(fastest[subject.module] ?? .infinity, seconds)
            }
        }
        func net(_ subject: Subject, less fixed: Subject) -> Double { max(0, fastest[subject.module]! - fastest[fixed.module]!) }

        // Instructions need valgrind and the frontend beside `swiftc` (the driver itself cannot run
        // under valgrind here); without them the column says so rather than guessing.
        let frontend = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path + "/swift-frontend"
        let counting = Subprocess.which("valgrind").flatMap { valgrind in
            FileManager.default.isExecutableFile(atPath: frontend) ? valgrind : nil
        }
        func instructions(_ subject: Subject, less fixed: Subject) throws -> Double? {
            guard let valgrind = counting else { return nil }
            return try self.instructions(valgrind, frontend, subject) - self.instructions(valgrind, frontend, fixed)
        }

        let handLines = try Self.nonBlankLines(handWritten)
        let handStyle = Style(name: "hand-written", files: 1, lines: handLines, linesWithoutSupport: handLines,
                              cpu: net(hand, less: handFixed), bodies: try typecheck(swiftc, hand, timingBodies: true).bodies,
                              instructions: try instructions(hand, less: handFixed))
        let styles = try generated.map { style in
            Style(name: style.name, files: style.subject.files.count, lines: style.lines, linesWithoutSupport: style.lines - style.support,
                  cpu: net(style.subject, less: generatedFixed), bodies: try typecheck(swiftc, style.subject, timingBodies: true).bodies,
                  instructions: try instructions(style.subject, less: generatedFixed))
        }

        var table = Table(["code", "files", "non-blank lines", "× hand-written", "without support", "× hand-written",
                           "type-check CPU s (fixed start off)", "× hand-written", "bodies ms", "× hand-written",
                           "instructions M (fixed start off)", "× hand-written"])
        for style in [handStyle] + styles {
            table.add([style.name, String(style.files), Format.count(style.lines), Format.fixed(Double(style.lines) / Double(handStyle.lines), 2),
                       Format.count(style.linesWithoutSupport), Format.fixed(Double(style.linesWithoutSupport) / Double(handStyle.lines), 2),
                       Format.fixed(style.cpu, 3), handStyle.cpu > 0 ? Format.fixed(style.cpu / handStyle.cpu, 2) : "–",
                       Format.fixed(style.bodies, 0), handStyle.bodies > 0 ? Format.fixed(style.bodies / handStyle.bodies, 2) : "–",
                       style.instructions.map { Format.count(Int(($0 / 1e6).rounded())) } ?? "no valgrind",
                       Self.ratio(style.instructions, handStyle.instructions)])
        }
        table.print()
        print("\nFixed start (fastest of \(rounds)): \(Format.fixed(fastest[handFixed.module]!, 3)) s CPU importing XCTest and XCUIAutomation, "
              + "\(Format.fixed(fastest[generatedFixed.module]!, 3)) s adding PagewrightRuntime.")
        return styles.flatMap { style in [
            Verdict(target: "\(style.name): at most 1.5× the hand-written non-blank lines",
                    figure: "\(Format.count(style.lines)) vs \(Format.count(handStyle.lines)) (\(Format.fixed(Double(style.lines) / Double(handStyle.lines), 2))×)",
                    met: Double(style.lines) <= 1.5 * Double(handStyle.lines)),
            Verdict(target: "\(style.name): at most 1.5× the hand-written type-check CPU",
                    figure: "\(Format.fixed(style.cpu, 3)) s vs \(Format.fixed(handStyle.cpu, 3)) s (\(handStyle.cpu > 0 ? Format.fixed(style.cpu / handStyle.cpu, 2) : "–")×)",
                    met: style.cpu <= 1.5 * handStyle.cpu),
            Verdict(target: "\(style.name): at most 1.5× the hand-written type-check instructions",
                    figure: style.instructions.map { "\(Format.count(Int(($0 / 1e6).rounded()))) M vs "
                        + "\(Format.count(Int(((handStyle.instructions ?? 0) / 1e6).rounded()))) M (\(Self.ratio(style.instructions, handStyle.instructions))×)" }
                        ?? "not counted (no valgrind)",
                    met: style.instructions.map { $0 <= 1.5 * (handStyle.instructions ?? 0) } ?? false),
        ] }
    }

    /// The demo specs generated in `style` alone (their settings' `style` replaced).
    private func generate(style: String, in folder: String) throws -> String {
        let specs = folder + "/specs-\(style)", output = folder + "/generated-\(style)"
        try FileManager.default.copyItem(atPath: context.root + "/specs", toPath: specs)
        let settingsPath = specs + "/pagewright.json"
        var settings = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: settingsPath))) as? [String: Any] ?? [:]
        settings["style"] = [style]
        settings["$schema"] = nil
        try JSONSerialization.data(withJSONObject: settings, options: [.sortedKeys]).write(to: URL(fileURLWithPath: settingsPath))
        try Subprocess.check(context.tool, ["generate", specs, "--output", output])
        return output
    }

    /// A file that only imports `modules`: type-checking it is the fixed start.
    private func importsFile(_ modules: [String], in folder: String) throws -> String {
        let path = folder + "/Imports\(modules.count).swift"
        try modules.map { "import \($0)\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static func ratio(_ value: Double?, _ base: Double?) -> String {
        guard let value, let base, base > 0 else { return "–" }
        return Format.fixed(value / base, 2)
    }

    /// The instructions one frontend executes type-checking `subject`, counted by callgrind.
    private func instructions(_ valgrind: String, _ frontend: String, _ subject: Subject) throws -> Double {
        let result = try Subprocess.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", frontend, "-frontend", "-typecheck",
                                                   "-swift-version", "6", "-module-name", subject.module, "-I", context.modules,
                                                   "-module-cache-path", context.work + "/module-cache"] + subject.files)
        // callgrind ends with "==pid== Collected : <instructions>".
        guard result.status == 0, let line = result.output.split(separator: "\n").last(where: { $0.contains("Collected :") }),
              let count = line.split(separator: " ").last.flatMap({ Double($0) }) else {
            throw UsageError("valgrind failed on \(subject.module):\n" + result.output.split(separator: "\n").suffix(10).joined(separator: "\n"))
        }
        return count
    }

    /// One one-frontend type-check: its CPU seconds (user and system) and, when asked, the sum of
    /// the frontend's per-body times.
    private func typecheck(_ swiftc: String, _ subject: Subject, timingBodies: Bool = false) throws -> (cpu: Double, bodies: Double) {
        let result = try Subprocess.run(swiftc, ["-typecheck", "-wmo", "-swift-version", "6", "-module-name", subject.module, "-I", context.modules,
                                                 "-module-cache-path", context.work + "/module-cache"]
                                        + (timingBodies ? ["-Xfrontend", "-debug-time-function-bodies"] : []) + subject.files)
        guard result.status == 0 else {
            throw UsageError("swiftc failed on \(subject.module):\n" + result.output.split(separator: "\n").prefix(10).joined(separator: "\n"))
        }
        // Each timed body is a line "12.34ms\t<file>:<line>:<column>\t<declaration>".
        let bodies = result.output.split(separator: "\n").reduce(0.0) { sum, line in
            guard let end = line.range(of: "ms\t") else { return sum }
            return sum + (Double(line[..<end.lowerBound]) ?? 0)
        }
        return (result.userSeconds + result.systemSeconds, bodies)
    }

    static func nonBlankLines(_ path: String) throws -> Int {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.allSatisfy(\.isWhitespace) }.count
    }
}
