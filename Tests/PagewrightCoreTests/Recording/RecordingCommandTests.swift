import Foundation
import Testing
@testable import PagewrightCore

/// `pagewright import` and `pagewright drift` as a user or a CI job runs them.
@Suite("pagewright import and drift commands")
struct RecordingCommandTests {
    private func run(_ arguments: [String]) throws -> ToolRun { try ToolRun.run(arguments) }

    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-recording-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static let recordings = "Tests/ImportedPageObjects/Recordings"

    @Test("import writes the spec and prints what it added and skipped; a second run adds nothing")
    func importCommand() throws {
        let specs = try temporaryFolder() + "/specs"
        let first = try run(["import", Self.recordings + "/Login.json", "--specs", specs])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == """
            added view: other found by id 'Login.view'
            added loginField: textField found by id 'Login.login'
            added passwordField: secureTextField found by id 'Login.password'
            added submitButton: button found by id 'Login.submit'
            added verify: view, loginField
            \(specs)/Login.json: wrote (4 elements added, 0 skipped)

            """)
        #expect(FileManager.default.fileExists(atPath: specs + "/Login.json"))
        let second = try run(["import", Self.recordings + "/Login.json", "--specs", specs])
        #expect(second.status == 0)
        #expect(second.standardOutput.hasSuffix("\(specs)/Login.json: nothing to add (4 skipped)\n"))
        let dryRun = try run(["import", Self.recordings + "/Main.json", "--specs", specs, "--dry-run"])
        #expect(dryRun.status == 0 && dryRun.standardOutput.contains("would write"))
        #expect(!FileManager.default.fileExists(atPath: specs + "/Main.json"))
    }

    @Test("import refuses a pasted description without --screen, an unreadable file and an unknown option")
    func importRefusals() throws {
        let folder = try temporaryFolder()
        try Data("Element subtree:\n →Application, 0x1, pid: 2, label: 'A'\n    Button, 0x2, identifier: 'ok'\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/dump.txt"))
        let noScreen = try run(["import", folder + "/dump.txt", "--specs", folder + "/specs"])
        #expect(noScreen.status == 1)
        #expect(noScreen.standardError == "\(folder)/dump.txt:1:1: error: a pasted description names no screen; give one with --screen\n")
        let withScreen = try run(["import", folder + "/dump.txt", "--screen", "Home", "--specs", folder + "/specs"])
        #expect(withScreen.status == 0 && withScreen.standardOutput.contains("added okButton: button found by id 'ok'"))
        #expect(withScreen.standardOutput.hasSuffix("/specs/Home.json: wrote (1 element added, 0 skipped)\n"), "\(withScreen.standardOutput)")
        // A path that is not a recording says what it is, with no line that would point into it.
        let missing = try run(["import", folder + "/nothing.json"])
        #expect(missing.status == 1 && missing.standardError == "\(folder)/nothing.json: error: no such file\n")
        let aFolder = try run(["import", folder])
        #expect(aFolder.status == 1 && aFolder.standardError == "\(folder): error: expected a recording file (JSON or a pasted description), found a folder\n")
        let unknown = try run(["import", folder + "/dump.txt", "--screne", "Home"])
        #expect(unknown.status == 2 && unknown.standardError.hasPrefix("error: unknown option '--screne' (did you mean '--screen'?)"))
    }

    @Test("drift prints warnings at the elements, what is not covered and a summary; --warnings-as-errors fails the run")
    func driftCommand() throws {
        let plain = try run(["drift", "specs", Self.recordings])
        #expect(plain.status == 0)
        let warnings = plain.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.first == "specs/account/Login.json:13:5: warning: 'error' finds nothing in the recording of Login (\(Self.recordings)/Login.json) [not-in-recording]")
        #expect(warnings.count == 3)
        #expect(plain.standardOutput.hasPrefix("not covered by any spec:\n  Authorization.apple (button 'Sign in with Apple') in \(Self.recordings)/Authorization.json\n"))
        #expect(plain.standardError.hasSuffix("drift: 13 recorded screens, 69 elements checked, 3 find nothing, 7 identifiers not covered\n"))
        let strict = try run(["drift", "specs", Self.recordings, "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("specs/account/Login.json:13:5: error: 'error' finds nothing"))
        #expect(strict.standardError.hasSuffix("(3 warnings treated as errors)\n"))
        let noFolder = try run(["drift", "specs", "recordings"])
        #expect(noFolder.status == 1 && noFolder.standardError.hasPrefix("recordings: error: no such folder\n"), "\(noFolder.standardError)")
        let aFile = try run(["drift", "specs", Self.recordings + "/Login.json"])
        #expect(aFile.status == 1 && aFile.standardError.hasPrefix("\(Self.recordings)/Login.json: error: expected a folder of recordings, found a file\n"))
        let bad = try run(["drift", "specs"])
        #expect(bad.status == 2 && bad.standardError.hasPrefix("error: 'drift' needs a folder of recordings"))
    }

    @Test("identifiers writes the app's file, then finds it up to date; --check fails on a stale file; a file Pagewright did not write is never replaced")
    func identifiersCommand() throws {
        let folder = try temporaryFolder()
        let output = folder + "/App/AccessibilityIdentifiers.swift"
        let missing = try run(["identifiers", "specs", "--output", output, "--check"])
        #expect(missing.status == 1 && missing.standardError.hasPrefix("missing: \(output)\n"))
        let first = try run(["identifiers", "specs", "--output", output])
        #expect(first.status == 0 && first.standardError == "\(output): created\n")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("public static let logInButton: Swift.String = \"Login.submit\""))
        let again = try run(["identifiers", "specs", "--output", output, "--check"])
        #expect(again.status == 0 && again.standardError == "\(output) is up to date\n")
        try Data((text + "// edited\n").utf8).write(to: URL(fileURLWithPath: output))
        let stale = try run(["identifiers", "specs", "--output", output, "--check"])
        #expect(stale.status == 1 && stale.standardError.hasPrefix("stale: \(output)\n"))
        let mine = folder + "/Mine.swift"
        try Data("let mine = 1\n".utf8).write(to: URL(fileURLWithPath: mine))
        let refused = try run(["identifiers", "specs", "--output", mine])
        #expect(refused.status == 1 && refused.standardError.contains("was not written by Pagewright"))
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "let mine = 1\n")
        let usage = try run(["identifiers", "specs"])
        #expect(usage.status == 2 && usage.standardError.hasPrefix("error: 'identifiers' needs --output <file.swift>"))
    }
}
