import Foundation
import Testing
@testable import PagewrightCore

/// Whatever it is fed, Pagewright answers with a located error or correct output: never a crash.
@Suite("Hostile input")
struct HostileInputTests {
    private func load(_ bytes: [UInt8], name: String = "Spec.json") -> [String] {
        Pipeline.validate(files: [SpecFile(relativePath: name, displayPath: "specs/\(name)", bytes: bytes)]).log.sorted.map(\.description)
    }

    @Test func anEmptyFile() {
        #expect(load([]) == ["specs/Spec.json:1:1: error: expected a JSON value, found end of file"])
    }

    /// Every prefix of a valid spec is an error located inside the text read so far.
    @Test func truncatedAtEveryByte() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.specs + "/account/Login.json")))
        let complete = bytes.lastIndex(of: UInt8(ascii: "}"))!
        for length in 0...complete {
            let prefix = Array(bytes[..<length])
            let diagnostics = Pipeline.validate(files: [SpecFile(relativePath: "Login.json", displayPath: "Login.json", bytes: prefix)]).log.diagnostics
            let errors = diagnostics.filter { $0.severity == .error }
            #expect(errors.count == 1, "prefix of \(length) bytes: \(diagnostics)")
            let lines = prefix.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if let location = errors.first?.location {
                #expect(location.line <= lines.count, "prefix of \(length) bytes: \(location)")
            }
        }
    }

    @Test func aByteOrderMarkIsAccepted() {
        let spec = Array(#"{ "screen": "Main", "verify": { "present": ["v"] }, "elements": { "v": { "type": "other", "id": "v" } } }"#.utf8)
        #expect(load([0xEF, 0xBB, 0xBF] + spec, name: "Main.json") == [])
    }

    @Test func invalidUTF8IsLocated() {
        #expect(load(Array("{\n  \"screen\": \"M".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8)) == [
            "specs/Spec.json:2:15: error: the file is not valid UTF-8 (byte 0xC3 at offset 16)",
        ])
    }

    @Test func nestingAHundredThousandLevelsDeep() {
        let deep = Array(("{\"screen\": " + String(repeating: "[", count: 100_000)).utf8)
        #expect(load(deep) == ["specs/Spec.json:1:267: error: values are nested more than 256 levels deep"])
    }

    @Test func aFiftyMegabyteString() {
        let big = Array("{\"screen\": \"Main\", \"summary\": \"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 50_000_000) + Array("\"}".utf8)
        #expect(load(big) == ["specs/Spec.json:1:1: error: the file is 50000033 bytes; a spec file may be at most 16777216 bytes (16 MiB)"])
    }

    @Test func numbersWhereStringsBelongAndTheReverse() {
        let spec = #"{ "screen": 7, "elements": { "v": { "type": "other", "index": "1" } } }"#
        #expect(load(Array(spec.utf8)) == ["specs/Spec.json:1:13: error: expected a string for 'screen', found an integer"])
        let inner = #"{ "screen": "Main", "verify": { "present": ["v"] }, "elements": { "v": { "type": "other", "index": "1", "all": "yes" } } }"#
        #expect(load(Array(inner.utf8), name: "Main.json") == [
            "specs/Main.json:1:100: error: expected an integer for 'index', found a string",
            "specs/Main.json:1:112: error: expected true or false for 'all', found a string",
        ])
    }

    @Test func everyKindOfValueWhereAnObjectBelongs() {
        for value in ["[]", "\"x\"", "1", "true", "null"] {
            let diagnostics = load(Array("{ \"screen\": \"Main\", \"elements\": \(value) }".utf8))
            #expect(diagnostics.contains { $0.hasPrefix("specs/Spec.json:1:33: error: expected an object for 'elements', found ") }, "\(value): \(diagnostics)")
        }
    }
}

/// What a specs folder may hold besides specs.
@Suite("Hostile specs folders")
struct HostileFolderTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-folder-\(UUID().uuidString)").path

    private func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: folder + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func otherFilesAreIgnoredAndHiddenOnesSkipped() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("Main.json", screen("Main"))
        try write("README.md", "# notes")
        try write("logo.png", "\u{89}PNG")
        try write(".hidden.json", "not json")
        try write(".git/config.json", "not json")
        try write("..json", "not json")
        #expect(try SpecDirectory.read(folder).map(\.relativePath) == ["Main.json"])
    }

    @Test func aSymbolicLinkLoopEnds() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("a/Main.json", screen("Main"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/a/loop", withDestinationPath: folder + "/a")
        try FileManager.default.createSymbolicLink(atPath: folder + "/a/up", withDestinationPath: folder)
        #expect(try SpecDirectory.read(folder).map(\.relativePath) == ["a/Main.json"])
    }

    @Test func outputNamesNeverLeaveTheOutputFolder() {
        for path in ["Main.json", "a/b/Login.json", "../x.json", "a/../../y.json", "/etc/z.json", "weird name.json"] {
            let output = FactoryNames.file(forSpec: path)
            #expect(!output.contains("/") && output != ".." && !output.hasPrefix("."), "\(path) → \(output)")
        }
    }
}
