import Foundation
import Testing
@testable import PagewrightCore

/// Files one command owns are safe from another: `identifiers` never replaces a page object
/// `generate` wrote and `generate` never replaces the identifiers file, each saying whose the file
/// is; no command writes Swift into a specs folder, and no command writes specs into a folder
/// `generate` writes.
@Suite("Each command's files", .serialized)
struct CommandFilesTests {
    private let root = Scratch.folder("owners")

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments) { $0.currentDirectoryURL = URL(fileURLWithPath: root) }
    }

    /// A copy of the demo specs and their page objects in `out`.
    private func project() throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.specs, toPath: root + "/specs")
        #expect(try run(["generate", "specs", "--output", "out"]).status == 0)
    }

    @Test func identifiersNeverReplacesAPageObjectGenerateWrote() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try project()
        let before = Scratch.snapshot(root + "/out")
        let refused = try run(["identifiers", "specs", "--output", "out/Login.pagewright.swift"])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("out/Login.pagewright.swift: error: this file belongs to 'pagewright generate' (a generated page-object file), so 'pagewright identifiers' will not overwrite it"),
                "\(refused.standardError)")
        #expect(Scratch.snapshot(root + "/out") == before)
        #expect(try run(["generate", "specs", "--output", "out", "--check"]).status == 0, "generate still owns its folder")
    }

    @Test func generateNamesTheIdentifiersFileItWillNotReplace() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.specs, toPath: root + "/specs")
        #expect(try run(["identifiers", "specs", "--output", "out/PagewrightSupport.swift"]).status == 0)
        let identifiers = try String(contentsOfFile: root + "/out/PagewrightSupport.swift", encoding: .utf8)
        let refused = try run(["generate", "specs", "--output", "out"])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("out/PagewrightSupport.swift: error: this file belongs to 'pagewright identifiers' (the app's identifiers file), so 'pagewright generate' will not overwrite it"),
                "\(refused.standardError)")
        #expect(Scratch.snapshot(root + "/out") == ["PagewrightSupport.swift": identifiers], "nothing written")
    }

    /// In generate's folder, the identifiers file is someone else's: never taken for a stale page object.
    @Test func generateLeavesTheIdentifiersFileInItsFolderAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try project()
        #expect(try run(["identifiers", "specs", "--output", "out/AccessibilityIdentifiers.swift"]).status == 0)
        let identifiers = try String(contentsOfFile: root + "/out/AccessibilityIdentifiers.swift", encoding: .utf8)
        #expect(Ownership.writer(of: identifiers, kind: .swift) == .identifiers && !GeneratedFile.isOwned(identifiers))
        #expect(try run(["generate", "specs", "--output", "out"]).status == 0)
        #expect(try String(contentsOfFile: root + "/out/AccessibilityIdentifiers.swift", encoding: .utf8) == identifiers)
    }

    /// The identifiers file is its command's own: a second run updates it when a spec changed.
    @Test func identifiersUpdatesItsOwnFile() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try project()
        #expect(try run(["identifiers", "specs", "--output", "App/Ids.swift"]).status == 0)
        let login = root + "/specs/account/Login.json"
        try String(contentsOfFile: login, encoding: .utf8).replacingOccurrences(of: "Login.submit", with: "Login.signIn")
            .write(toFile: login, atomically: true, encoding: .utf8)
        let updated = try run(["identifiers", "specs", "--output", "App/Ids.swift"])
        #expect(updated.status == 0 && updated.standardError == "App/Ids.swift: updated\n", "\(updated.standardError)")
        #expect(try String(contentsOfFile: root + "/App/Ids.swift", encoding: .utf8).contains("\"Login.signIn\""))
        #expect(try run(["identifiers", "specs", "--output", "App/Ids.swift", "--check"]).status == 0)
    }

    @Test(arguments: [
        ("specs/Ids.swift", "the identifiers file is inside the specs folder specs"),
        ("specs/account/Ids.swift", "the identifiers file is inside the specs folder specs"),
        ("other/Ids.swift", "the identifiers file is in a specs folder"),
        ("specs/Ids.json", "expected a Swift file name for the identifiers"),
        ("Ids.json", "expected a Swift file name for the identifiers"),
    ])
    func identifiersWritesNoSwiftAmongSpecs(output: String, message: String) throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try project()
        try Scratch.write(#"{ "apps": { "main": {} } }"#, to: root + "/other/pagewright.json")
        let before = Scratch.snapshot(root)
        let refused = try run(["identifiers", "specs", "--output", output])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("\(output): error: \(message)"), "\(refused.standardError)")
        #expect(Scratch.snapshot(root) == before, "nothing written")
        #expect(try run(["validate", "specs"]).status == 0)
    }

    @Test(arguments: [
        ("specs", "the output folder is the specs folder specs"),
        ("specs/account", "the output folder is inside the specs folder specs"),
        ("specs/Generated", "the output folder is inside the specs folder specs"),
        ("other", "the output folder is in a specs folder"),
    ])
    func generateAndTourWriteNoSwiftAmongSpecs(output: String, message: String) throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try project()
        try Scratch.write(#"{ "apps": { "main": {} } }"#, to: root + "/other/pagewright.json")
        let before = Scratch.snapshot(root)
        for command in ["generate", "tour"] {
            let refused = try run([command, "specs", "--output", output])
            #expect(refused.status == 1, "\(command)")
            #expect(refused.standardError.contains("\(output): error: \(message)"), "\(command): \(refused.standardError)")
        }
        #expect(Scratch.snapshot(root) == before, "nothing written")
    }

    /// Run from inside the specs folder, a path that leaves it with `..` is outside it: each
    /// command writes there, and `../specs/…` is still refused as the specs folder.
    @Test func aPathOutOfTheSpecsFolderWithDotDotIsOutsideIt() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try project()
        let specs = root + "/specs"
        func runInSpecs(_ arguments: [String]) throws -> ToolRun {
            try ToolRun.run(arguments) { $0.currentDirectoryURL = URL(fileURLWithPath: specs) }
        }
        for arguments in [["generate", ".", "--output", "../Generated"], ["tour", ".", "--output", "../Tour"],
                          ["identifiers", ".", "--output", "../App/Ids.swift"]] {
            let result = try runInSpecs(arguments)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
        }
        #expect(FileManager.default.fileExists(atPath: root + "/Generated/Login.pagewright.swift"))
        #expect(FileManager.default.fileExists(atPath: root + "/App/Ids.swift"))
        let refused = try runInSpecs(["generate", ".", "--output", "../specs/Generated"])
        #expect(refused.status == 1 && refused.standardError.contains("is inside the specs folder"), "\(refused.standardError)")
    }

    /// With the specs in a style's folder of the output, generate would write its Swift among them.
    @Test func generateRefusesASpecsFolderWhereAStyleFolderGoes() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.specs, toPath: root + "/out/Plain")
        let refused = try run(["generate", "out/Plain", "--output", "out"])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("out/Plain: error: the output folder's Plain/ folder is the specs folder out/Plain"), "\(refused.standardError)")
    }

    @Test func initAndImportWriteNoSpecsIntoAnOutputFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try project()
        let before = Scratch.snapshot(root + "/out")
        let initRun = try run(["init", "out"])
        #expect(initRun.status == 1)
        #expect(initRun.standardError.contains("out: error: this folder holds Authorization.pagewright.swift, which belongs to 'pagewright generate'"), "\(initRun.standardError)")
        let importRun = try run(["import", RepositoryPaths.root + "/Tests/ImportedPageObjects/Recordings/Login.json", "--specs", "out"])
        #expect(importRun.status == 1)
        #expect(importRun.standardError.contains("'pagewright import' writes specs only into a folder of their own"), "\(importRun.standardError)")
        #expect(Scratch.snapshot(root + "/out") == before)
    }

    /// Where the identifiers file goes, a link, a folder or a FIFO is refused without being opened.
    @Test func identifiersRefusesWhatIsNotARegularFile() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try project()
        try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: root + "/out/Login.pagewright.swift")
        #expect(mkfifo(root + "/Pipe.swift", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: root + "/Folder.swift", withIntermediateDirectories: true)
        for (name, found) in [("Link.swift", "this is a symbolic link"), ("Pipe.swift", "this is a FIFO (named pipe)"), ("Folder.swift", "found a folder")] {
            let refused = try run(["identifiers", "specs", "--output", name])
            #expect(refused.status == 1 && refused.standardError.contains(found), "\(name): \(refused.standardError)")
        }
    }
}
