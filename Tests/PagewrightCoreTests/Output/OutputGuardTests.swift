import Foundation
import Testing
@testable import PagewrightCore

/// Output paths Pagewright refuses, and what it checks before it writes anything.
@Suite("Output folder guards")
struct OutputGuardTests {
    private let root = Scratch.folder("guards")

    private func file(_ name: String, _ body: String = "x") -> GeneratedFile {
        GeneratedFile(path: name, contents: GeneratedFile.header(source: "\(name).json") + body + "\n")
    }

    private func refusal(_ files: [GeneratedFile], into folder: String) -> [OutputError.Problem] {
        do {
            try OutputWriter.write(files, to: folder, lockTimeout: 5)
            return []
        } catch {
            return error.problems
        }
    }

    @Test func anEmptyOutputPathIsRefused() {
        #expect(refusal([file("A.swift")], into: "") == [
            .init(path: "", reason: "the output folder path is empty; name the folder the generated files go into"),
        ])
        #expect(throws: OutputError.self) { try OutputPlan.make(files: [file("A.swift")], outputDirectory: "") }
    }

    /// The files would go into `/proc`, where nothing can be created: should the guard ever
    /// fail, the write fails too instead of littering the root.
    private let rootSafe = [GeneratedFile(path: "proc/pagewright-guard-test.swift", contents: GeneratedFile.header(source: "x"))]

    @Test(arguments: ["/", "//", "/.", "/tmp/..", "/../.."])
    func theRootOfTheFileSystemIsRefused(path: String) {
        let expected = ["this is the root of the file system; name a folder of its own for the generated files"]
        #expect(refusal(rootSafe, into: path).map(\.reason) == expected)
        #expect(throws: OutputError.self) { try OutputPlan.make(files: [file("A.swift")], outputDirectory: path) }
    }

    @Test func aLinkToTheRootAndAPathThatOnlyBecomesTheRootWhenCreatedAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/top", withDestinationPath: "/")
        #expect(refusal(rootSafe, into: root + "/top").map(\.path) == [root + "/top"])
        // `..` up to the root, through folders that do not exist yet: only creating them shows it.
        let depth = root.split(separator: "/").count
        let up = root + "/new/" + Array(repeating: "..", count: depth + 1).joined(separator: "/")
        #expect(refusal(rootSafe, into: up).map(\.reason) == ["this is the root of the file system; name a folder of its own for the generated files"])
        #expect(!FileManager.default.fileExists(atPath: root + "/new"), "a folder made on the way is removed again")
    }

    @Test func aFileOrASpecialFileAsTheOutputFolderIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Scratch.write("mine", to: root + "/file")
        #expect(refusal([file("A.swift")], into: root + "/file") == [
            .init(path: root + "/file", reason: "this is a file, not a folder; name a folder for the generated files"),
        ])
        #expect(mkfifo(root + "/fifo", 0o644) == 0)
        #expect(refusal([file("A.swift")], into: root + "/fifo").map(\.reason) == ["this is a FIFO (named pipe), not a folder; name a folder for the generated files"])
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/nowhere")
        #expect(refusal([file("A.swift")], into: root + "/dangling").map(\.reason) == ["this is a symbolic link to something that does not exist; name a folder for the generated files"])
        #expect(try String(contentsOfFile: root + "/file", encoding: .utf8) == "mine")
    }

    @Test func everyFileThatWouldBeClobberedIsNamedAndNothingIsWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let out = root + "/out"
        try Scratch.write("// mine\n", to: out + "/A.swift")
        try Scratch.write("// also mine\n", to: out + "/Plain/C.swift")
        let before = Scratch.snapshot(out)
        let problems = refusal([file("A.swift"), file("B.swift"), file("Plain/C.swift"), file("Plain/D.swift")], into: out)
        #expect(problems.map(\.path) == [out + "/A.swift", out + "/Plain/C.swift"])
        #expect(problems.allSatisfy { $0.reason.hasPrefix("this file was not written by Pagewright") })
        #expect(Scratch.snapshot(out) == before, "not even the files that could be written were written")
    }

    @Test func aSymbolicLinkedSubfolderIsNotWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let out = root + "/out", elsewhere = root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/Plain", withDestinationPath: elsewhere)
        let problems = refusal([file("A.swift"), file("Plain/B.swift")], into: out)
        #expect(problems == [.init(path: out + "/Plain", reason: "this is a symbolic link; Pagewright does not write through links inside the output folder: replace it with a folder, or remove it")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        #expect(Scratch.snapshot(out) == ["Plain": "->" + elsewhere])
    }

    /// A generated file's place taken by a link (even to a file of Pagewright's), a folder or a
    /// FIFO: refused, and the FIFO is never opened (a run would block on it).
    @Test func aLinkFolderOrFIFOWhereAFileGoesIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let out = root + "/out"
        try Scratch.write(file("Target.swift").contents, to: root + "/Target.swift")
        try FileManager.default.createDirectory(atPath: out + "/B.swift", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/A.swift", withDestinationPath: root + "/Target.swift")
        #expect(mkfifo(out + "/C.swift", 0o644) == 0)
        let problems = refusal([file("A.swift"), file("B.swift"), file("C.swift")], into: out)
        #expect(problems.map(\.path) == [out + "/A.swift", out + "/B.swift", out + "/C.swift"])
        #expect(problems.map { String($0.reason.prefix(while: { $0 != "," })) } == [
            "this is a symbolic link", "this is a folder", "this is a FIFO (named pipe)",
        ])
        #expect(try String(contentsOfFile: root + "/Target.swift", encoding: .utf8) == file("Target.swift").contents)
    }

    /// The spec file name is long enough that the generated name passes the file system's limit.
    @Test func aNameLongerThanTheFileSystemAllowsIsAPathError() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let long = String(repeating: "L", count: 250) + ".pagewright.swift"
        let problems = refusal([file("A.swift"), file(long)], into: root)
        #expect(problems == [.init(path: root + "/" + long, reason: "the file name '\(long)' is 267 bytes long; this file system allows at most 255: shorten the name of the spec it is generated from")])
        #expect(!FileManager.default.fileExists(atPath: root))
    }

    /// A spec whose name fits but whose generated file's name would not: the run names the path.
    @Test func theCommandLineNamesAGeneratedFileWhoseNameIsTooLong() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let name = String(repeating: "L", count: 245)
        try Scratch.write(screen(name), to: root + "/specs/\(name).json")
        let run = try ToolRun.run(["generate", root + "/specs", "--output", root + "/out"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("\(root)/out/\(name).pagewright.swift: error: the file name '\(name).pagewright.swift' is 262 bytes long; this file system allows at most 255: shorten the name of the spec it is generated from"))
        #expect(!FileManager.default.fileExists(atPath: root + "/out"))
    }

    /// FIFOs elsewhere in the output folder, even named like generated files, are never opened
    /// (a run would block on one) and never touched.
    @Test func fifosElsewhereInTheOutputFolderAreLeftAloneUnopened() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/out/Plain", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/out/Old.pagewright.swift", 0o644) == 0)
        #expect(mkfifo(root + "/out/Plain/Old.plain.swift", 0o644) == 0)
        #expect(mkfifo(root + "/out/.pagewright-1-1.swift.tmp", 0o644) == 0)
        let run = try ToolRun.run(["generate", "specs", "--output", root + "/out"], timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        for path in ["Old.pagewright.swift", "Plain/Old.plain.swift", ".pagewright-1-1.swift.tmp"] {
            #expect(FileSystem.kind(atPath: root + "/out/" + path) == .fifo, "\(path)")
        }
    }

    /// The longest name that fits is written: temporary names are short, whatever the final name.
    @Test func theLongestNameThatFitsIsWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let longest = String(repeating: "L", count: 255 - ".pagewright.swift".count) + ".pagewright.swift"
        try OutputWriter.write([file(longest)], to: root)
        #expect(Scratch.snapshot(root).keys.sorted() == [longest])
    }

    /// The command refuses the output path before it reads the specs (which here have an error,
    /// so that nothing could be written even if the guard failed).
    @Test(arguments: [("", "error: the output folder path is empty; name the folder the generated files go into"),
                      ("/", "/: error: this is the root of the file system; name a folder of its own for the generated files"),
                      ("Package.swift", "Package.swift: error: this is a file, not a folder; name a folder for the generated files")])
    func theCommandLineRefusesAnUnusableOutputPathWithExitOne(path: String, message: String) throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Scratch.write(#"{ "screen": "Broken" "#, to: root + "/Broken.json")
        let run = try ToolRun.run(["generate", root, "--output", path])
        #expect(run.status == 1)
        #expect(run.standardError == message + "\n")
    }
}
