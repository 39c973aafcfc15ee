import Foundation
import SyntheticSpecs

/// 3. Compile cost: `swiftc -typecheck` of the generated code for N screens, with the compiler
/// warning about every expression over 25 ms and every function body over 50 ms, next to the
/// hand-written page objects of Benchmarks/HandWritten in the articles' style.
struct CompileBench {
    let context: BenchContext
    let screens: Int

    static let limits = ["-Xfrontend", "-warn-long-expression-type-checking=25", "-Xfrontend", "-warn-long-function-bodies=50"]
    /// Files in batches over every core, as SwiftPM's debug builds run the compiler. (Without
    /// batches the driver starts one frontend per file, each parsing the whole module again:
    /// with a thousand files that takes a quarter of an hour and measures the driver, not the code.)
    static let batch = ["-enable-batch-mode", "-j", String(ProcessInfo.processInfo.activeProcessorCount)]

    struct Checked {
        var name: String
        var files: Int
        var lines: Int
        var result: Measured
        var longWarnings: [String]
        var otherDiagnostics: Int
    }

    func run(generated: String?) throws -> [Verdict] {
        print("""

        ## 3. Compile cost of generated code

        `swiftc -typecheck -swift-version 6 \((Self.batch + Self.limits).joined(separator: " "))` against the
        XCUIAutomation stand-in built beside the benchmark: files in batches over every core, as a SwiftPM
        debug build compiles them (wall time and CPU time both shown). "Fixed start" is type-checking a file that only imports XCTest and
        XCUIAutomation; the last column leaves it out. The hand-written baseline is
        Benchmarks/HandWritten/HandWrittenPages.swift (the demo's 17 pages in the articles' style); to
        compare at the same size it is type-checked as as many copies (top-level types renamed) as make up
        the generated line count.

        """)
        guard let swiftc = context.swiftc else { throw UsageError("swiftc not found on PATH") }
        guard FileManager.default.fileExists(atPath: context.modules + "/XCUIAutomation.swiftmodule") else {
            throw UsageError("XCUIAutomation.swiftmodule not found in \(context.modules)")
        }
        let folder = context.work + "/compile"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        let output = try generated ?? makeGenerated(in: folder)
        let generatedFiles = Self.swiftFiles(in: output)

        // The fixed start: a file that only imports the modules (the first run fills the module cache).
        let empty = folder + "/Empty.swift"
        try "import XCTest\n#if canImport(XCUIAutomation)\nimport XCUIAutomation\n#endif\n".write(toFile: empty, atomically: true, encoding: .utf8)
        _ = try typecheck(swiftc, [empty], module: "Empty")
        let fixed = median(try (0..<3).map { _ in try typecheck(swiftc, [empty], module: "Empty").seconds })

        progress("type-checking \(generatedFiles.count) generated files")
        let syntheticGenerated = try check(swiftc, "generated, \(Format.count(screens)) synthetic screens", generatedFiles, module: "SyntheticPages")

        let handWritten = context.root + "/Benchmarks/HandWritten/HandWrittenPages.swift"
        let handWrittenLines = try Self.lines(of: handWritten)
        let copies = max(1, Int((Double(syntheticGenerated.lines) / Double(handWrittenLines)).rounded()))
        let copyFiles = try Self.copies(of: handWritten, count: copies, into: folder + "/handwritten")
        progress("type-checking \(copies) copies of the hand-written pages")
        let handWrittenCopies = try check(swiftc, "hand-written, \(copies) copies (same size)", copyFiles, module: "HandWrittenCopies")

        let demoFiles = Self.swiftFiles(in: context.root + "/Generated")
        let demoGenerated = try check(swiftc, "generated, the demo (Generated/, every style)", demoFiles, module: "DemoPages")
        let demoHandWritten = try check(swiftc, "hand-written, the demo's 17 screens", [handWritten], module: "HandWrittenPages")

        var table = Table(["code", "files", "lines", "type-check s", "CPU s", "s per 1,000 lines", "without fixed start",
                           "CPU s per 1,000 lines", "long-expression/function warnings"])
        for checked in [syntheticGenerated, handWrittenCopies, demoGenerated, demoHandWritten] {
            let thousands = Double(checked.lines) / 1_000
            table.add([checked.name, Format.count(checked.files), Format.count(checked.lines), Format.seconds(checked.result.seconds),
                       Format.seconds(checked.result.userSeconds + checked.result.systemSeconds),
                       Format.fixed(checked.result.seconds / thousands, 3),
                       Format.fixed(max(0, checked.result.seconds - fixed) / thousands, 3),
                       Format.fixed((checked.result.userSeconds + checked.result.systemSeconds) / thousands, 3),
                       String(checked.longWarnings.count)])
        }
        table.print()
        print("\nFixed start: \(Format.seconds(fixed)) s.")
        for checked in [syntheticGenerated, handWrittenCopies, demoGenerated, demoHandWritten] where checked.otherDiagnostics > 0 || checked.result.status != 0 {
            print("Note: \(checked.name): exit status \(checked.result.status), \(checked.otherDiagnostics) other errors/warnings.")
        }
        for checked in [syntheticGenerated, handWrittenCopies] where !checked.longWarnings.isEmpty {
            print("\nLong type-checks in \(checked.name) (first 5):")
            for warning in checked.longWarnings.prefix(5) { print("    " + warning.replacingOccurrences(of: folder + "/", with: "")) }
        }

        func cpuPerThousand(_ checked: Checked) -> Double {
            (checked.result.userSeconds + checked.result.systemSeconds) / Double(checked.lines) * 1_000
        }
        let perLine = syntheticGenerated.result.seconds / Double(syntheticGenerated.lines) * 1_000
        let handPerLine = handWrittenCopies.result.seconds / Double(handWrittenCopies.lines) * 1_000
        return [
            Verdict(target: "zero long-expression/function warnings at \(Format.count(screens)) screens",
                    figure: "\(syntheticGenerated.longWarnings.count) warnings (\(Format.seconds(syntheticGenerated.result.seconds)) s for \(Format.count(syntheticGenerated.lines)) lines)",
                    met: syntheticGenerated.longWarnings.isEmpty && syntheticGenerated.result.status == 0),
            Verdict(target: "(for comparison) type-check s per 1,000 lines, generated vs hand-written",
                    figure: "\(Format.fixed(perLine, 3)) vs \(Format.fixed(handPerLine, 3)) wall; "
                        + "\(Format.fixed(cpuPerThousand(syntheticGenerated), 3)) vs \(Format.fixed(cpuPerThousand(handWrittenCopies), 3)) CPU", met: nil),
        ]
    }

    private func makeGenerated(in folder: String) throws -> String {
        let specs = folder + "/specs", output = folder + "/generated"
        try SyntheticSpecs.write(screens: screens, seed: context.seed, to: specs)
        try Subprocess.check(context.tool, ["generate", specs, "--output", output])
        return output
    }

    private func typecheck(_ swiftc: String, _ files: [String], module: String) throws -> Measured {
        try Subprocess.run(swiftc, ["-typecheck", "-swift-version", "6", "-module-name", module, "-I", context.modules,
                                    "-module-cache-path", context.work + "/module-cache"] + Self.batch + Self.limits + files)
    }

    private func check(_ swiftc: String, _ name: String, _ files: [String], module: String) throws -> Checked {
        let result = try typecheck(swiftc, files, module: module)
        let lines = result.output.split(separator: "\n").map(String.init)
        let long = lines.filter { $0.contains("to type-check (limit:") }
        let other = lines.filter { ($0.contains(": error: ") || $0.contains(": warning: ")) && !$0.contains("to type-check (limit:") }
        if result.status != 0 {
            print("swiftc failed on \(name):\n" + other.prefix(10).joined(separator: "\n"))
        }
        let lineCount = try files.reduce(0) { $0 + (try Self.lines(of: $1)) }
        return Checked(name: name, files: files.count, lines: lineCount, result: result, longWarnings: long, otherDiagnostics: other.count)
    }

    static func swiftFiles(in directory: String) -> [String] {
        ((FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
    }

    static func lines(of path: String) throws -> Int {
        try Data(contentsOf: URL(fileURLWithPath: path)).reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }

    /// `count` copies of a Swift file, each with its top-level types renamed (`LoginScreen` →
    /// `LoginScreen_2`) so that they can be type-checked together as one module.
    static func copies(of path: String, count: Int, into folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let declaration = try NSRegularExpression(
            pattern: #"^(?:(?:public|internal|fileprivate|private|final|open)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
            options: [.anchorsMatchLines])
        let whole = NSRange(text.startIndex..., in: text)
        let names = Set(declaration.matches(in: text, range: whole).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
        let alternation = names.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let usage = try NSRegularExpression(pattern: #"\b("# + alternation + #")\b"#)
        var paths: [String] = []
        for copy in 1...count {
            let renamed = usage.stringByReplacingMatches(in: text, range: whole, withTemplate: "$1_\(copy)")
            let destination = folder + "/HandWrittenPages\(copy).swift"
            try renamed.write(toFile: destination, atomically: false, encoding: .utf8)
            paths.append(destination)
        }
        return paths
    }
}
