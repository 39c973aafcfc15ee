import Foundation
import Testing
@testable import PagewrightCore

/// Writing is all or nothing, only changed bytes are written, and only Pagewright's own files
/// are ever replaced or removed.
@Suite("Output folder")
struct OutputTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-output-\(UUID().uuidString)").path

    private func file(_ name: String, _ body: String = "x") -> GeneratedFile {
        GeneratedFile(path: name, contents: GeneratedFile.header(source: "\(name).json") + body + "\n")
    }

    private func write(_ files: [GeneratedFile]) throws {
        try OutputWriter.apply(try OutputPlan.make(files: files, outputDirectory: folder))
    }

    private func modificationDate(_ name: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate] as? Date)
    }

    @Test func createsTheFolderAndWritesEveryFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write([file("A.swift"), file("B.swift")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["A.swift", "B.swift"])
    }

    @Test func unchangedFilesAreNotRewritten() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write([file("A.swift"), file("B.swift")])
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder + "/A.swift")
        let plan = try OutputPlan.make(files: [file("A.swift"), file("B.swift", "changed")], outputDirectory: folder)
        #expect(plan.unchanged == ["A.swift"])
        try OutputWriter.apply(plan)
        #expect(try modificationDate("A.swift") == past)
        #expect(try String(contentsOfFile: folder + "/B.swift", encoding: .utf8).hasSuffix("changed\n"))
    }

    @Test func removesOnlyItsOwnFilesThatNoSpecProducesAnyMore() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write([file("A.swift"), file("Old.swift")])
        try "// hand-written\n".write(toFile: folder + "/Helpers.swift", atomically: true, encoding: .utf8)
        let plan = try OutputPlan.make(files: [file("A.swift")], outputDirectory: folder)
        #expect(plan.changes == [.remove(path: "Old.swift")])
        try OutputWriter.apply(plan)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["A.swift", "Helpers.swift"])
    }

    @Test func refusesToOverwriteAFileItDidNotWrite() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "// mine\n".write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        #expect(throws: OutputError.self) { try OutputPlan.make(files: [file("A.swift"), file("B.swift")], outputDirectory: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["A.swift"], "nothing was written")
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == "// mine\n")
    }

    @Test func aReadOnlyFolderIsAClearError() throws {
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
            try? FileManager.default.removeItem(atPath: folder)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        guard access(folder, W_OK) != 0 else { return }  // running as root: permissions do not bind
        #expect(throws: OutputError.self) { try write([file("A.swift")]) }
    }

    @Test func lineDiffShowsWhatChanged() {
        let diff = LineDiff.summary(old: "a\nb\nc\nd\n", new: "a\nB\nc\nd\ne\n")
        #expect(diff == ["@@ line 2 @@", "-b", "+B", "+e"])
    }

    @Test func aFolderEmptiedOfItsGeneratedFilesIsRemovedButNotOneHoldingOtherFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write([file("A.swift"), file("Plain/B.swift"), file("Screenplay/C.swift")])
        try "// mine\n".write(toFile: folder + "/Screenplay/Mine.swift", atomically: true, encoding: .utf8)
        try write([file("A.swift")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["A.swift", "Screenplay"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Screenplay") == ["Mine.swift"])
    }
}
