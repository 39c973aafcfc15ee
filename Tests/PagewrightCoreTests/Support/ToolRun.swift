import Foundation

/// One run of the built `pagewright`, its output through files (a pipe read one stream at a time
/// can stall a tool that fills the other), killed after a timeout rather than hanging the suite.
struct ToolRun {
    var status: Int32
    var reason: Process.TerminationReason
    var standardOutput: String
    var standardError: String

    /// Runs the tool; a run still going after `timeout` seconds is killed and reported as such.
    /// `prefix` runs it under another program (`setpriv …` to drop root's privileges).
    static func run(_ arguments: [String], prefix: [String] = [], timeout: Double = 120,
                    configure: (Process) -> Void = { _ in }) throws -> ToolRun {
        let process = Process()
        let output = Scratch.folder("stdout"), error = Scratch.folder("stderr")
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        _ = FileManager.default.createFile(atPath: error, contents: nil)
        defer { for path in [output, error] { try? FileManager.default.removeItem(atPath: path) } }
        if prefix.isEmpty {
            process.executableURL = URL(fileURLWithPath: RepositoryPaths.tool)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: prefix[0])
            process.arguments = Array(prefix.dropFirst()) + [RepositoryPaths.tool] + arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPaths.root)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: error))
        configure(process)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return ToolRun(status: timedOut ? -1 : process.terminationStatus, reason: process.terminationReason,
                       standardOutput: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
                       standardError: (timedOut ? "timed out after \(timeout) s\n" : "") + ((try? String(contentsOfFile: error, encoding: .utf8)) ?? ""))
    }
}
