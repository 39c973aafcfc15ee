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
    }

    func run() throws -> [Verdict] {
        print("""

        ## 7. Lean output: the demo against hand-written pages

        The demo specs (specs/) generated in one style at a time, against
        Benchmarks/HandWritten/HandWrittenPages.swift (the same 17 screens in the articles' style).
        Lines are non-blank lines of every generated Swift file (and without the support file, which
        holds the waiting times and settings); CPU is `swiftc -typecheck -wmo -swift-version 6` (one
        frontend) less the fixed start, the median of 3 runs, against the modules built beside the benchmark.

        """)
        guard let swiftc = context.swiftc else { throw UsageError("swiftc not found on PATH") }
        let folder = context.work + "/lean"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        let handWritten = context.root + "/Benchmarks/HandWritten/HandWrittenPages.swift"
        let handFixed = try fixedStart(swiftc, imports: ["XCTest", "XCUIAutomation"], in: folder)
        let hand = Style(name: "hand-written", files: 1, lines: try Self.nonBlankLines(handWritten), linesWithoutSupport: try Self.nonBlankLines(handWritten),
                         cpu: max(0, try cpu(swiftc, [handWritten], module: "HandWritten") - handFixed))
        let generatedFixed = try fixedStart(swiftc, imports: ["XCTest", "XCUIAutomation", "PagewrightRuntime"], in: folder)

        var styles: [Style] = []
        for style in ["factory", "plain", "screenplay"] {
            let output = try generate(style: style, in: folder)
            let files = CompileBench.swiftFiles(in: output)
            let support = files.filter { $0.hasSuffix("/PagewrightSupport.swift") }
            let lines = try files.reduce(0) { $0 + (try Self.nonBlankLines($1)) }
            let supportLines = try support.reduce(0) { $0 + (try Self.nonBlankLines($1)) }
            styles.append(Style(name: style, files: files.count, lines: lines, linesWithoutSupport: lines - supportLines,
                                cpu: max(0, try cpu(swiftc, files, module: "Lean\(style)") - generatedFixed)))
        }

        var table = Table(["code", "files", "non-blank lines", "× hand-written", "without support", "× hand-written",
                           "type-check CPU s (fixed start off)", "× hand-written"])
        for style in [hand] + styles {
            table.add([style.name, String(style.files), Format.count(style.lines), Format.fixed(Double(style.lines) / Double(hand.lines), 2),
                       Format.count(style.linesWithoutSupport), Format.fixed(Double(style.linesWithoutSupport) / Double(hand.lines), 2),
                       Format.fixed(style.cpu, 3), hand.cpu > 0 ? Format.fixed(style.cpu / hand.cpu, 2) : "–"])
        }
        table.print()
        print("\nFixed start: \(Format.fixed(handFixed, 3)) s CPU importing XCTest and XCUIAutomation, \(Format.fixed(generatedFixed, 3)) s adding PagewrightRuntime.")
        return styles.flatMap { style in [
            Verdict(target: "\(style.name): at most 1.5× the hand-written non-blank lines",
                    figure: "\(Format.count(style.lines)) vs \(Format.count(hand.lines)) (\(Format.fixed(Double(style.lines) / Double(hand.lines), 2))×)",
                    met: Double(style.lines) <= 1.5 * Double(hand.lines)),
            Verdict(target: "\(style.name): at most 1.5× the hand-written type-check CPU",
                    figure: "\(Format.fixed(style.cpu, 3)) s vs \(Format.fixed(hand.cpu, 3)) s (\(hand.cpu > 0 ? Format.fixed(style.cpu / hand.cpu, 2) : "–")×)",
                    met: style.cpu <= 1.5 * hand.cpu),
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

    private func fixedStart(_ swiftc: String, imports: [String], in folder: String) throws -> Double {
        let path = folder + "/Imports\(imports.count).swift"
        try imports.map { "import \($0)" }.joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        return try cpu(swiftc, [path], module: "Imports\(imports.count)")
    }

    /// The median CPU seconds (user and system) of three one-frontend type-checks.
    private func cpu(_ swiftc: String, _ files: [String], module: String) throws -> Double {
        var runs: [Double] = []
        for _ in 0..<3 {
            let result = try Subprocess.run(swiftc, ["-typecheck", "-wmo", "-swift-version", "6", "-module-name", module, "-I", context.modules,
                                                     "-module-cache-path", context.work + "/module-cache"] + files)
            guard result.status == 0 else {
                throw UsageError("swiftc failed on \(module):\n" + result.output.split(separator: "\n").prefix(10).joined(separator: "\n"))
            }
            runs.append(result.userSeconds + result.systemSeconds)
        }
        return runs.sorted()[1]
    }

    static func nonBlankLines(_ path: String) throws -> Int {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.allSatisfy(\.isWhitespace) }.count
    }
}
