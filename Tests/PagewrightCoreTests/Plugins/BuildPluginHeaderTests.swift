import Foundation
import Testing
@testable import PagewrightCore

/// The header of what the build-tool plugin writes names no command: it named `generate-pages`,
/// which the plugin's own target refuses.
@Suite("The build-tool plugin's header")
struct BuildPluginHeaderTests {
    @Test func theBuildPluginsFilesSayTheBuildRegeneratesThem() throws {
        let root = URL(fileURLWithPath: Scratch.folder("build-plugin-header"))
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("Specs"), output = root.appendingPathComponent("Pages")
        for file in StarterSpecs.files(schemaBase: "schema") {
            try Scratch.write(file.text, to: specs.appendingPathComponent(file.name).path)
        }
        let arguments = PluginChecks.buildCommandArguments(specs: specs, output: output, problem: nil)
        let first = try ToolRun.run(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") }
        #expect(!names.isEmpty)
        for name in names {
            let lines = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").prefix(2)
            #expect(lines.last.map(String.init) == GeneratedFile.buildPluginSecondLine, "\(name): \(lines)")
            #expect(!lines.joined().contains("generate-pages"), "\(name)")
        }
        // Still Pagewright's files: the next build rewrites nothing and removes nothing.
        let second = try ToolRun.run(arguments)
        #expect(second.standardError.contains("all up to date"), "\(second.standardError)")

        // The command line and the command plugin keep the line that names the commands.
        let cli = try ToolRun.run(["generate", specs.path, "--output", root.appendingPathComponent("Generated").path])
        #expect(cli.status == 0)
        let home = try String(contentsOf: root.appendingPathComponent("Generated/Home.pagewright.swift"), encoding: .utf8)
        #expect(home.split(separator: "\n")[1] == GeneratedFile.headerSecondLine)
    }
}
