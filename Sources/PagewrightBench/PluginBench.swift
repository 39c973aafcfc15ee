import Foundation
import SyntheticSpecs

/// 2. The build-tool plugin: a package whose target holds a specs folder and applies
/// `PagewrightBuildPlugin`, built with `swift build -v`; the log shows whether the generation
/// command ran. Measured: an unchanged rebuild (it must not run) and one edited spec.
struct PluginBench {
    let context: BenchContext
    let screens: Int

    struct Build {
        var name: String
        var result: Measured
        /// How many times the log shows the tool's `generate` command.
        var generations: Int
        var compiled: Int
        /// Whether SwiftPM linked the tool again in this build (the tool is an input of the
        /// generation command, so a new tool rightly regenerates).
        var relinkedTool: Bool
    }

    func run() throws -> [Verdict] {
        guard let swift = context.swift else { throw UsageError("swift not found on PATH") }
        // Kept between runs (it is under .build-bench-plugin, ignored by git) so that only the first
        // run pays for building Pagewright's tool and the stand-in in this package.
        let package = context.root + "/.build-bench-plugin/PluginBench"
        let target = package + "/Sources/BenchPages"
        let specs = target + "/Specs"
        print("""

        ## 2. Build plugin

        A package at \(package.replacingOccurrences(of: context.root + "/", with: "")) depends on this one by path; its
        target `BenchPages` holds \(screens) synthetic screens in `Specs/` (excluded from sources) and applies
        `PagewrightBuildPlugin`. Debug builds (`swift build -v`), the inner loop of a developer; N = \(screens)
        keeps this section to about a minute once the package has been built. "generate runs" counts the
        tool's `generate` command in the build log.

        """)
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try writeIfChanged(manifest(), to: package + "/Package.swift")
        try writeIfChanged("// The page objects are generated into this target by PagewrightBuildPlugin.\nenum BenchPages {}\n",
                           to: target + "/BenchPages.swift")
        let files = SyntheticSpecs.make(screens: screens, seed: context.seed)
        for (path, text) in files { try writeIfChanged(text, to: specs + "/" + path) }
        removeStale(in: specs, keeping: Set(files.keys))

        // The edit: another identifier for one screen's title, as when the app renames an element.
        let edited = files.keys.sorted().first { !$0.hasPrefix("main/") && !$0.hasPrefix("alerts/") && !$0.hasPrefix("traits/")
            && !$0.hasPrefix("flows/") && !$0.hasPrefix("companion/") && $0 != "pagewright.json" } ?? files.keys.sorted()[0]
        let original = files[edited]!
        let screen = URL(fileURLWithPath: edited).deletingPathExtension().lastPathComponent
        let changed = original.replacingOccurrences(of: "\"\(screen).title\"", with: "\"\(screen).heading\"")

        var builds: [Build] = []
        func build(_ name: String) throws {
            progress("plugin package: \(name)")
            let result = try Subprocess.run(swift, ["build", "-v", "--package-path", package])
            guard result.status == 0 else {
                let tail = result.output.split(separator: "\n").suffix(30).joined(separator: "\n")
                throw Subprocess.Failed(description: "swift build of the plugin package failed:\n\(tail)")
            }
            builds.append(Build(name: name, result: result, generations: Self.generations(in: result.output),
                                compiled: Self.compiledModules(in: result.output),
                                relinkedTool: result.output.range(of: #"-o \S*/pagewright-tool(\s|$)"#, options: .regularExpression) != nil))
        }

        try build("build (on the first run: the tool, the stand-in and the pages)")
        try build("unchanged rebuild")
        try build("unchanged rebuild, again")
        try writeIfChanged(changed, to: specs + "/" + edited)
        try build("one edited spec (\(edited): the title's identifier)")
        try build("unchanged rebuild after the edit")
        try writeIfChanged(original, to: specs + "/" + edited)
        try build("the edit undone")
        try build("unchanged rebuild")

        var table = Table(["build", "wall s", "generate runs", "tool relinked", "BenchPages compile jobs"])
        for build in builds {
            table.add([build.name, Format.seconds(build.result.seconds), String(build.generations), build.relinkedTool ? "yes" : "no",
                       String(build.compiled)])
        }
        table.print()
        if builds.dropFirst().contains(where: \.relinkedTool) {
            print("\nRight after a clean build, SwiftPM links `pagewright-tool` once more on the next build; the tool is an "
                + "input of the generation command, so that rebuild regenerates. Later unchanged rebuilds run nothing.")
        }
        if let line = builds[3].result.output.split(separator: "\n").first(where: { Self.isGeneration($0) }) {
            let shown = line.count > 240 ? line.prefix(240) + " …" : line[...]
            print("\nThe generation command, from the edited build's log:\n\n    \(shown)")
        }

        let unchanged = builds.filter { $0.name.hasPrefix("unchanged") && !$0.relinkedTool }
        let edits = [builds[3], builds[5]]
        return [
            Verdict(target: "unchanged rebuild runs no generation",
                    figure: "\(unchanged.map { String($0.generations) }.joined(separator: ", ")) generate runs in \(unchanged.count) unchanged rebuilds "
                        + "(median \(Format.seconds(median(unchanged.map(\.result.seconds)))) s)"
                        + (unchanged.count < 4 ? "; \(4 - unchanged.count) more relinked the tool and regenerated" : ""),
                    met: unchanged.allSatisfy { $0.generations == 0 }),
            Verdict(target: "(for comparison) one edited spec regenerates, at N = \(screens)",
                    figure: "\(edits.map { String($0.generations) }.joined(separator: ", ")) generate runs, "
                        + "\(edits.map { Format.seconds($0.result.seconds) }.joined(separator: " s, ")) s",
                    met: nil),
        ]
    }

    private func manifest() -> String {
        """
        // swift-tools-version: 6.1
        // Made by pagewright-bench: a package that applies Pagewright's build-tool plugin.
        import PackageDescription

        #if canImport(Darwin)
        let uiTesting: [Target.Dependency] = []
        #else
        let uiTesting: [Target.Dependency] = [.product(name: "XCUIAutomation", package: "Pagewright")]
        #endif

        let package = Package(
            name: "PluginBench",
            platforms: [.iOS(.v13), .macOS(.v10_15)],
            dependencies: [.package(name: "Pagewright", path: "\(context.root)")],
            targets: [
                .target(name: "BenchPages", dependencies: [.product(name: "PagewrightRuntime", package: "Pagewright")] + uiTesting, exclude: ["Specs"],
                        plugins: [.plugin(name: "PagewrightBuildPlugin", package: "Pagewright")]),
            ]
        )

        """
    }

    static func isGeneration<S: StringProtocol>(_ line: S) -> Bool {
        line.range(of: #"pagewright(-tool)?["']? generate "#, options: .regularExpression) != nil
    }

    static func generations(in log: String) -> Int {
        log.split(separator: "\n").filter { isGeneration($0) }.count
    }

    /// Compiler invocations for a module (`swiftc -module-name …` or the frontend with it).
    static func compiledModules(in log: String) -> Int {
        log.split(separator: "\n").filter { $0.contains("-module-name BenchPages") && ($0.contains("swiftc") || $0.contains("swift-frontend")) }.count
    }

    private func writeIfChanged(_ text: String, to path: String) throws {
        if let existing = FileManager.default.contents(atPath: path), existing == Data(text.utf8) { return }
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Removes spec files a previous run with another size or seed left behind.
    private func removeStale(in specs: String, keeping: Set<String>) {
        for path in (FileManager.default.enumerator(atPath: specs)?.allObjects as? [String]) ?? []
        where path.hasSuffix(".json") && !keeping.contains(path) {
            try? FileManager.default.removeItem(atPath: specs + "/" + path)
        }
    }
}
