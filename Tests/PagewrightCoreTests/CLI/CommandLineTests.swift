import Foundation
import Testing

/// Runs the built `pagewright` executable the way a user or a build would.
@Suite("pagewright command line")
struct CommandLineTests {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    private func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RepositoryPaths.tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPaths.root)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self))
    }

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
            1 files, 1 screens, 0 traits: 1 error

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
