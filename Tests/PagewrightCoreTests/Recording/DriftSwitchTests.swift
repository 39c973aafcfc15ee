import Foundation
import Testing
@testable import PagewrightCore

/// `pagewright drift` honours `disabledWarnings` as `validate` does (issue 23): a screen that turns
/// `not-in-recording` off is not reported, and the count leaves it out; the others still are.
@Suite("drift and disabledWarnings")
struct DriftSwitchTests {
    @Test func aScreenTurnsItsDriftWarningOff() throws {
        let specs = Scratch.folder("drift-switch") + "/specs"
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: specs).deletingLastPathComponent().path) }
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: specs).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.specs, toPath: specs)
        let login = specs + "/account/Login.json"
        let text = try String(contentsOfFile: login, encoding: .utf8)
        try Scratch.write(text.replacingOccurrences(of: #""screen": "Login","#, with: #""screen": "Login", "disabledWarnings": ["not-in-recording"],"#), to: login)
        let run = try ToolRun.run(["drift", specs, RecordingCommandTests.recordings, "--warnings-as-errors"])
        let reported = run.standardError.split(separator: "\n").filter { $0.contains("finds nothing") }
        #expect(reported.map { $0.components(separatedBy: ": error: ")[0].replacingOccurrences(of: specs + "/", with: "") }
                == ["account/Profile.json:9:5", "vacancies/SavedVacancies.json:12:5"])
        #expect(reported.allSatisfy { $0.hasSuffix("[not-in-recording]") })
        #expect(run.standardError.hasSuffix("2 find nothing, 7 identifiers not covered (2 warnings treated as errors)\n"), "\(run.standardError)")
    }
}
