import Foundation
import Testing

/// One cause, one error: how the plugins end when something is wrong (compiled here from the
/// same file the plugins use).
@Suite("Plugin failure reports")
struct PluginFailureReportTests {
    /// The tool's located errors reach SwiftPM as diagnostics, one each. An error thrown after
    /// them would be printed as one more, unlocated, `error:` line (PackagePlugin turns whatever
    /// `performCommand` throws into `error: <description>`), so the count goes out as plain text.
    @Test func specErrorsEndTheCommandPluginWithTheirOwnDiagnosticsOnly() {
        let failure = PluginChecks.toolFailure(errors: 4, check: false, report: ["nothing generated: 4 errors"],
                                               specs: "specs", output: "Generated")
        #expect(failure.error == nil, "the located errors already said it; a thrown summary is a second error for one cause")
        #expect(failure.shown == ["nothing generated: 4 errors"])
        #expect(!failure.shown.contains { $0.hasPrefix("error:") || $0.contains(": error: ") })
        // Also with --check: spec errors are spec errors, not drift.
        #expect(PluginChecks.toolFailure(errors: 1, check: true, report: ["nothing generated: 1 error"], specs: "specs", output: "Generated").error == nil)
    }

    /// With no located error the thrown error is the only one, so it stays: drift under
    /// `--check`, or an output folder the tool could not write.
    @Test func aFailureWithoutLocatedErrorsIsOneThrownError() {
        let drift = PluginChecks.toolFailure(errors: 0, check: true, report: ["stale: Home.pagewright.swift", "run: swift package generate-pages"],
                                             specs: "specs", output: "Generated")
        #expect(drift.error == "Generated is not what specs generates:\nstale: Home.pagewright.swift\nrun: swift package generate-pages")
        #expect(drift.shown.isEmpty, "the report is part of the error, not printed twice")
        let unwritable = PluginChecks.toolFailure(errors: 0, check: false, report: ["cannot write Generated/Home.pagewright.swift: permission denied"],
                                                  specs: "specs", output: "Generated")
        #expect(unwritable.error == "pagewright could not write Generated:\ncannot write Generated/Home.pagewright.swift: permission denied")
        #expect(unwritable.shown.isEmpty)
    }

    /// A target without the runtime: SwiftPM plans a build twice when a build-tool plugin fails
    /// while planning, so the plugin's thrown error came out twice (each with "build planning
    /// stopped"). The plugin now hands the problem to its build command, and the tool says it
    /// once when the build runs, writing nothing.
    @Test func aTargetWithoutTheRuntimeGetsOneErrorFromTheBuildCommand() throws {
        let root = URL(fileURLWithPath: Scratch.folder("runtime-missing"))
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("Tests/AppUITests/Specs"), output = root.appendingPathComponent("Pages")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Data(#"{ "apps": { "main": { "entry": "Home" } } }"#.utf8).write(to: specs.appendingPathComponent("pagewright.json"))

        let problem = try #require(PluginChecks.buildPluginProblem(target: "AppUITests", reachable: ["XCUIAutomation"],
                                                                   specsFolders: [specs], package: root))
        #expect(problem == PluginChecks.missingRuntime(target: "AppUITests", reachable: ["XCUIAutomation"]))
        #expect(PluginChecks.buildPluginProblem(target: "AppUITests", reachable: ["PagewrightRuntime"], specsFolders: [specs], package: root) == nil)

        let run = try ToolRun.run(PluginChecks.buildCommandArguments(specs: specs, output: output, problem: problem))
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines == ["error: \(problem)"], "one cause, one error line: \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
        #expect(PluginChecks.buildCommandArguments(specs: specs, output: output, problem: nil) == ["generate", specs.path, "--output", output.path, "--by-build-plugin"])
    }

    /// Several specs folders, or checked-in sources beside the specs, are reported the same way.
    @Test func theBuildPluginsOtherRefusalsAreProblemsForTheCommand() throws {
        let root = URL(fileURLWithPath: Scratch.folder("build-plugin-refusals"))
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("A/Specs"), second = root.appendingPathComponent("A/More/Specs")
        for folder in [first, second] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let several = PluginChecks.buildPluginProblem(target: "A", reachable: ["PagewrightRuntime"], specsFolders: [first, second], package: root)
        #expect(several == "target 'A' holds 2 folders with a pagewright.json; keep one specs folder per target")
        let generated = root.appendingPathComponent("A/Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        try Data((PluginChecks.generatedHeader + " from Home.json\n").utf8).write(to: generated.appendingPathComponent("Home.pagewright.swift"))
        let conflict = PluginChecks.buildPluginProblem(target: "A", reachable: ["PagewrightRuntime"], specsFolders: [first], package: root)
        #expect(conflict == PluginChecks.buildPluginConflict(target: "A", checkedIn: generated, package: root))
    }
}
