import Foundation
import Testing
@testable import PagewrightCore

/// A command that will not replace a file in its output folder names itself, not `generate`, and
/// says what to do in its own terms.
@Suite("Refusals name the running command", .serialized)
struct RefusalNamesCommandTests {
    private let root = Scratch.folder("refusal")

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments) { $0.currentDirectoryURL = URL(fileURLWithPath: root) }
    }

    @Test func migrateIntoAnEarlierMigrationNamesMigrate() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in MigrationFixtures.screenObject { try Scratch.write(text, to: root + "/suite/" + path) }
        let first = try run(["migrate", "suite", "--output", "specs"])
        #expect(first.status == 0 && first.standardError.contains("validate: no problems"), "\(first.standardError)")
        let before = Scratch.snapshot(root + "/specs")
        let again = try run(["migrate", "suite", "--output", "specs"])
        #expect(again.status != 0)
        #expect(again.standardError.contains("specs: error: this folder holds specs already (specs/pagewright.json), and 'pagewright migrate' never replaces a file: choose an empty --output folder for 'pagewright migrate', then move the specs you keep into your specs folder"),
                "\(again.standardError)")
        #expect(!again.standardError.contains("pagewright generate") && !again.standardError.contains("writes no Swift"), "\(again.standardError)")
        #expect(Scratch.snapshot(root + "/specs") == before, "nothing written")
    }

    /// A spec of the reader's, or a file `generate` owns, is not migrate's to replace (a plan for
    /// `generate` would take the second).
    @Test func migrateNamesTheFilesInItsWayAndItself() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let owned = GeneratedFile(path: "MIGRATION.md", contents: GeneratedFile.markdownHeader + "\n# A graph\n")
        try OutputWriter.write([owned], to: root)
        try Scratch.write("{ \"screen\": \"Jar\" }\n", to: root + "/Screens/Jar.json")
        let result = SuiteMigration.migrate(MigrationFixtures.sources(MigrationFixtures.screenObject))
        let error = try #require(throws: OutputError.self) { try SuiteMigration.write(result, to: root) }
        #expect(error.description.contains("MIGRATION.md: error: this file belongs to 'pagewright generate' (a generated page-object file), and 'pagewright migrate' never replaces a file; choose an empty --output folder for 'pagewright migrate', or remove the file"),
                "\(error.description)")
        #expect(error.description.contains("Screens/Jar.json: error: a file of this name is already here (an earlier migration's, or one of your own), and 'pagewright migrate' never replaces a file; choose an empty --output folder for 'pagewright migrate', or remove the file"),
                "\(error.description)")
        #expect(!error.description.contains("rename the spec"), "\(error.description)")
        #expect(try String(contentsOfFile: root + "/MIGRATION.md", encoding: .utf8) == owned.contents)
    }

    @Test func tourNamesTourWhenTheIdentifiersFileIsInTheWay() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.specs, toPath: root + "/specs")
        #expect(try run(["identifiers", "specs", "--output", "out/\(TourNames.file(.factory))"]).status == 0)
        let refused = try run(["tour", "specs", "--output", "out"])
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("out/\(TourNames.file(.factory)): error: this file belongs to 'pagewright identifiers' (the app's identifiers file), so 'pagewright tour' will not overwrite it; move it out of the output folder, or give 'pagewright tour' another --output folder"),
                "\(refused.standardError)")
        #expect(!refused.standardError.contains("pagewright generate"), "\(refused.standardError)")
    }
}
