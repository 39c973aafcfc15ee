import Foundation
import Testing
@testable import PagewrightCore

/// The last step of a write moves each new file into place without ever replacing a file that
/// appeared there meanwhile: one `renameat2(RENAME_NOREPLACE)` where the system has it, else a
/// link and an unlink. Both ways are tested, as each is what some machine runs.
@Suite("Moving a new file into place")
struct ExclusiveMoveTests {
    typealias Move = @Sendable (String, String) -> Int32
    static let ways: [(String, Move)] = [
        ("moveExclusively", { FileSystem.moveExclusively($0, to: $1) }),
        ("linkThenUnlink", { FileSystem.linkThenUnlink($0, to: $1) }),
    ]

    @Test(arguments: [0, 1])
    func movesToAFreeName(way: Int) throws {
        let folder = Scratch.folder("move")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("new", to: folder + "/.staged.tmp")
        #expect(Self.ways[way].1(folder + "/.staged.tmp", folder + "/Page.swift") == 0, "\(Self.ways[way].0)")
        #expect(Scratch.snapshot(folder) == ["Page.swift": "new"])
    }

    @Test(arguments: [0, 1])
    func neverReplacesAFileThatAppeared(way: Int) throws {
        let folder = Scratch.folder("move")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("new", to: folder + "/.staged.tmp")
        try Scratch.write("someone else's", to: folder + "/Page.swift")
        #expect(Self.ways[way].1(folder + "/.staged.tmp", folder + "/Page.swift") == EEXIST, "\(Self.ways[way].0)")
        // Both are left as they were: the caller reports the name and removes its own file.
        #expect(Scratch.snapshot(folder) == [".staged.tmp": "new", "Page.swift": "someone else's"])
    }

    @Test(arguments: [0, 1])
    func reportsAMissingSource(way: Int) throws {
        let folder = Scratch.folder("move")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(Self.ways[way].1(folder + "/.gone.tmp", folder + "/Page.swift") == ENOENT, "\(Self.ways[way].0)")
        #expect(Scratch.snapshot(folder).isEmpty)
    }

    /// The walk of a specs folder asks each entry's type relative to the open folder; the answers
    /// must be `lstat`'s (a link is a link), and a name gone since the listing has none.
    @Test func statusesInAFolderAreThoseOfLstat() throws {
        let folder = Scratch.folder("statuses")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write("{}", to: folder + "/a.json")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "a.json")
        let names = ["a.json", "sub", "link.json", "gone.json"]
        let statuses = try FileSystem.linkStatuses(of: names, inDirectory: folder)
        #expect(statuses.count == 4)
        for (name, status) in zip(names, statuses) {
            let expected = FileSystem.linkStatus(atPath: folder + "/" + name)
            #expect(status?.kind == expected?.kind, "\(name)")
            #expect(status?.identity == expected?.identity, "\(name)")
        }
        #expect(statuses[2]?.kind == .symbolicLink)
        #expect(statuses[3] == nil)
        #expect(throws: FileSystem.Failure.self) { try FileSystem.linkStatuses(of: names, inDirectory: folder + "/a.json") }
    }
}
