import Foundation
import Testing

/// The newcomer's recipe builds the `pagewright` tool once. SwiftPM builds a plugin's tool for the
/// host, apart from what `swift run` builds (`.build/debug/pagewright-tool`, its modules in
/// `*-tool.build`), so `swift run pagewright init` followed by `swift test` (whose build-tool
/// plugin needs the tool) compiled PagewrightCore twice. `generate-pages --init` starts the specs
/// with the plugins' build of the tool instead.
@Suite("The tool is built once")
struct ToolBuiltOnceTests {
    @Test func generatePagesStartsASpecsFolder() throws {
        #expect(try PluginChecks.generatePagesArguments(["--init", "Tests/MyAppUITests/Specs"]) == .init(initFolder: "Tests/MyAppUITests/Specs"))
        #expect(throws: PluginChecks.PluginArgumentError.self) { try PluginChecks.generatePagesArguments(["--init"]) }
        #expect(throws: PluginChecks.PluginArgumentError.self) { try PluginChecks.generatePagesArguments(["--init", "Specs", "--target", "A"]) }
        #expect(PluginChecks.initCommand(folder: "Tests/MyAppUITests/Specs")
            == "swift package --allow-writing-to-package-directory generate-pages --init Tests/MyAppUITests/Specs")
    }

    /// The hint after `--init` names a check that reuses the same build: the build itself where the
    /// build-tool plugin generates (it validates on every build), else the command plugin.
    @Test func theHintAfterInitNeedsNoSecondBuild() {
        let manifest = """
            .testTarget(name: "MyAppUITests", dependencies: [], exclude: ["Specs"],
                        plugins: [.plugin(name: "PagewrightBuildPlugin", package: "pagewright")]),
            .testTarget(name: "BankUITests", dependencies: [], exclude: ["Specs"]),
            """
        #expect(PluginChecks.validateCommand(folder: "Tests/MyAppUITests/Specs", manifest: manifest) == "swift build --build-tests")
        #expect(PluginChecks.validateCommand(folder: "./Tests/BankUITests/Specs", manifest: manifest)
            == "swift package --allow-writing-to-package-directory generate-pages --target BankUITests")
        #expect(PluginChecks.validateCommand(folder: "specs", manifest: manifest) == "swift package --allow-writing-to-package-directory generate-pages")
    }

    @Test func initNamesTheCheckItIsGiven() throws {
        let scratch = URL(fileURLWithPath: Scratch.folder("init-validate-command"))
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let run = try ToolRun.run(["init", "Tests/MyAppUITests/Specs", "--validate-command", "swift build --build-tests"]) { $0.currentDirectoryURL = scratch }
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").last == "next: swift build --build-tests, then describe your screens, one file each")
    }

    /// The README's recipe, as `.ci/newcomer` runs it, never runs `swift run pagewright` (which
    /// would build the tool a second time), and its "Next" checks specs by building.
    @Test func theNewcomersRecipeRunsTheToolThroughThePlugins() throws {
        let readme = try String(contentsOfFile: RepositoryPaths.root + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "## Adopt it in your package\n"))
        let section = readme[start.upperBound...].prefix { _ in true }
        let body = section.range(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
        var commands: [String] = []
        var inShell = false
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inShell = !inShell && line == "```sh"; continue }
            if inShell { commands.append(String(line)) }
        }
        #expect(commands.contains(PluginChecks.initCommand(folder: "Tests/MyAppUITests/Specs")), "\(commands)")
        #expect(!commands.contains { $0.contains("swift run pagewright") }, "\(commands)")
        #expect(!body.contains("swift run pagewright validate"), "checking specs by building reuses the tool the plugin built")
    }
}
