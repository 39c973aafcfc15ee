import Foundation
import Testing
@testable import PagewrightCore

/// A closed, full or broken standard output or error never crashes the tool, and the exit
/// status still tells the truth: 1 when output a command exists to print was lost, otherwise
/// what the run found.
@Suite("Closed and full standard streams")
struct StandardStreamTests {
    /// Runs the tool through `sh`, which applies `redirections` (such as `>&-`) first.
    private func run(_ arguments: [String], _ redirections: String) throws -> ToolRun {
        try ToolRun.run(arguments, prefix: ["/bin/sh", "-c", "exec \"$0\" \"$@\" \(redirections)"])
    }

    @Test func validateWithStandardOutputClosedSucceeds() throws {
        let result = try run(["validate", "specs"], ">&-")
        #expect(result.reason == .exit)
        #expect(result.status == 0)
        #expect(result.standardError.hasSuffix("traits: no problems\n"))
    }

    @Test(arguments: [(">&-", "Bad file descriptor"), (">/dev/full", "No space left on device")])
    func graphWithoutStandardOutputFailsSayingWhy(redirection: String, reason: String) throws {
        let result = try run(["graph", "specs"], redirection)
        #expect(result.reason == .exit, "not killed by a signal")
        #expect(result.status == 1)
        #expect(result.standardError == "error: cannot write to standard output: \(reason)\n")
    }

    /// A pipe whose reader is gone (`pagewright graph specs | head -0`, after `head` exits).
    @Test func graphIntoAPipeWithNoReaderFailsWithoutDyingOfSIGPIPE() throws {
        let result = try ToolRun.run(["graph", "specs"]) { process in
            let pipe = Pipe()
            try? pipe.fileHandleForReading.close()
            process.standardOutput = pipe
        }
        #expect(result.reason == .exit, "killed by SIGPIPE")
        #expect(result.status == 1)
        #expect(result.standardError == "error: cannot write to standard output: Broken pipe\n")
    }

    @Test func errorsStillExitOneWithStandardErrorClosedOrFull() throws {
        let folder = Scratch.folder("streams")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(#"{ "screen": "Broken" "#, to: folder + "/Broken.json")
        for redirection in ["2>&-", "2>/dev/full", ">&- 2>&-"] {
            let result = try run(["validate", folder], redirection)
            #expect(result.reason == .exit, "\(redirection)")
            #expect(result.status == 1, "\(redirection)")
        }
        let fine = try run(["validate", "specs"], "2>/dev/full")
        #expect(fine.status == 0)
    }

    /// With both streams closed, files opened by the run take the lowest free descriptors; the
    /// tool's messages must not end up in them.
    @Test func generateWithBothStreamsClosedWritesExactlyTheGeneratedFiles() throws {
        let folder = Scratch.folder("streams")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try ToolRun.run(["generate", "specs", "--output", folder + "/reference"]).status == 0)
        let result = try run(["generate", "specs", "--output", folder + "/closed"], ">&- 2>&-")
        #expect(result.status == 0)
        #expect(Scratch.snapshot(folder + "/closed") == Scratch.snapshot(folder + "/reference"))
    }
}
