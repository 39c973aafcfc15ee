import Foundation
import Testing
@testable import PagewrightCore

/// Runs the built `pagewright` executable the way a user or a build would.
@Suite("pagewright command line")
struct CommandLineTests {
    private func run(_ arguments: [String]) throws -> ToolRun { try ToolRun.run(arguments) }

    private func temporarySpecs(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-cli-\(UUID().uuidString)")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory.path
    }

    @Test func validateOnTheDemoSpecsSucceeds() throws {
        let result = try run(["validate", "specs"])
        #expect(result.status == 0)
        #expect(result.standardError.hasSuffix("screens, 2 traits: no problems\n"))
    }

    @Test func validateReportsProblemsAtFileLineColumnAndExitsOne() throws {
        let folder = try temporarySpecs(["Main.json": screen("Main", extra: #""actions": { "go": { "tap": "veiw" } }"#)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(["validate", folder])
        #expect(result.status == 1)
        #expect(result.standardError == """
            \(folder)/Main.json:5:31: error: unknown element 'veiw' on screen 'Main'; did you mean 'view'?
            1 file, 1 screen, 0 traits: 1 error

            """)
    }

    @Test func usageErrorsExitTwo() throws {
        let unknownCommand = try run(["validat", "specs"])
        #expect(unknownCommand.status == 2)
        #expect(unknownCommand.standardError.hasPrefix("error: unknown command 'validat' (did you mean 'validate'?)"))
        let missingFolder = try run(["validate"])
        #expect(missingFolder.status == 2)
        #expect(missingFolder.standardError.hasPrefix("error: 'validate' needs a specs folder"))
        let badOption = try run(["graph", "specs", "--fromat", "dot"])
        #expect(badOption.status == 2)
        #expect(badOption.standardError.hasPrefix("error: unknown option '--fromat' (did you mean '--format'?)"))
    }

    @Test func eachCommandHasHelp() throws {
        for command in ["validate", "graph"] {
            let result = try run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.standardOutput.hasPrefix("Usage: pagewright \(command) <specs-dir>"))
        }
        #expect(try run(["--help"]).standardOutput.contains("Commands:"))
    }

    /// The usage line names every option the help describes (`import`'s left out `--dry-run`),
    /// except the ones only the plugins pass, which the help explains below it.
    @Test func eachUsageLineNamesEveryOptionItsHelpDescribes() throws {
        let pluginOnly: Set = ["--regenerate-command", "--fail-with", "--by-build-plugin"]
        for command in ["coverage", "drift", "generate", "graph", "identifiers", "import", "init", "review", "tour", "validate"] {
            let help = try run([command, "--help"]).standardOutput.split(separator: "\n").map(String.init)
            let usage = try #require(help.first)
            #expect(usage.hasPrefix("Usage: pagewright \(command) "))
            let described = help.dropFirst().compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("--") else { return nil }
                return String(trimmed.prefix { $0 != " " })
            }
            for option in described where !pluginOnly.contains(option) {
                #expect(usage.contains("[\(option)") || usage.contains(" \(option) "), "'\(command) --help' describes \(option) but its usage line omits it")
            }
        }
    }

    @Test func graphPrintsMermaidOrDot() throws {
        let mermaid = try run(["graph", "specs"])
        #expect(mermaid.status == 0)
        #expect(mermaid.standardOutput.hasPrefix("flowchart LR\n"))
        let dot = try run(["graph", "specs", "--format=dot"])
        #expect(dot.status == 0)
        #expect(dot.standardOutput.hasPrefix("digraph Navigation {"))
    }

    @Test func aMissingFolderIsAClearError() throws {
        let result = try run(["validate", "no/such/folder"])
        #expect(result.status == 1)
        #expect(result.standardError == "no/such/folder: error: no such folder\n")
    }
}

/// `pagewright generate`: the acceptance steps of the emission issue.
@Suite("pagewright generate")
struct GenerateCommandTests {
    private func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RepositoryPaths.tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPaths.root)
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        let data = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func copyOfSpecs() throws -> String {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-specs-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: RepositoryPaths.specs, toPath: copy)
        return copy
    }

    @Test func generateTwiceThenCheckThenDriftAfterAnEdit() throws {
        let specs = try copyOfSpecs()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-out-\(UUID().uuidString)").path
        defer { for path in [specs, output] { try? FileManager.default.removeItem(atPath: path) } }

        let first = try run(["generate", specs, "--output", output])
        #expect(first.status == 0)
        #expect(first.error.contains("62 created"))
        let login = output + "/Login.pagewright.swift"
        let before = try FileManager.default.attributesOfItem(atPath: login)[.modificationDate] as? Date
        let second = try run(["generate", specs, "--output", output])
        #expect(second.error == "\(output): 62 files, all up to date\n")
        #expect(try FileManager.default.attributesOfItem(atPath: login)[.modificationDate] as? Date == before)
        #expect(try run(["generate", specs, "--output", output, "--check"]).status == 0)

        // Edit one identifier: --check names the stale file with a diff and fails.
        let spec = specs + "/account/Login.json"
        let text = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "\"Login.submit\"", with: "\"Login.signIn\"")
        try text.write(toFile: spec, atomically: true, encoding: .utf8)
        let drift = try run(["generate", specs, "--output", output, "--check"])
        #expect(drift.status == 1)
        #expect(drift.error.contains("stale: \(output)/Login.pagewright.swift"))
        #expect(drift.error.contains("+            case .logInButton: return .identifier(.button, \"Login.signIn\")"))
        #expect(drift.error.contains("out of date: 3 of 62 files differ"))  // the factory, plain and Screenplay files of Login
    }

    @Test func specErrorsWriteNothing() throws {
        let specs = try copyOfSpecs()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-out-\(UUID().uuidString)").path
        defer { for path in [specs, output] { try? FileManager.default.removeItem(atPath: path) } }
        try #"{ "screen": "Broken", "elements": { "x": { "type": "buton" } } }"#.write(toFile: specs + "/Broken.json", atomically: true, encoding: .utf8)
        let result = try run(["generate", specs, "--output", output])
        #expect(result.status == 1)
        #expect(result.error.contains("\(specs)/Broken.json:1:52: error: 'buton' is not an XCUIElement.ElementType; did you mean 'button'?"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func checkReportsMissingAndExtraFiles() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-out-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        _ = try run(["generate", "specs", "--output", output])
        try FileManager.default.removeItem(atPath: output + "/Vacancy.pagewright.swift")
        try (GeneratedFile.header(source: "Gone.json") + "\n").write(toFile: output + "/Gone.pagewright.swift", atomically: true, encoding: .utf8)
        let result = try run(["generate", "specs", "--output", output, "--check"])
        #expect(result.status == 1)
        #expect(result.error.contains("missing: \(output)/Vacancy.pagewright.swift"))
        #expect(result.error.contains("extra: \(output)/Gone.pagewright.swift (no spec produces it any more)"))
    }
}
