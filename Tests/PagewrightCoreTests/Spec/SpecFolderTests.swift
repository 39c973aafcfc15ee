import Foundation
import Testing
@testable import PagewrightCore

/// What a specs folder may hold that is not a plain spec: special files, links in any shape,
/// files and folders that cannot be read.
@Suite("Specs folder reader")
struct SpecFolderTests {
    private let folder = Scratch.folder("specs-folder")

    private func problems(_ directory: String? = nil) -> [SpecDirectory.ReadError.Problem] {
        do {
            _ = try SpecDirectory.read(directory ?? folder)
            return []
        } catch {
            return error.problems
        }
    }

    /// A FIFO named like a spec would block a reader forever; it is refused without being
    /// opened (the test would hang otherwise: nothing ever writes to the FIFO).
    @Test func specialFilesAreRefusedWithoutBeingOpened() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(screen("Main"), to: folder + "/Main.json")
        try FileManager.default.createDirectory(atPath: folder + "/deep/er", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/deep/er/Pipe.json", 0o644) == 0)
        #expect(mkfifo(folder + "/notes.fifo", 0o644) == 0, "not a spec name: ignored, never opened")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Zero.json", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: folder + "/pagewright.json", withDestinationPath: "/dev/null")
        #expect(problems() == [
            .init(path: folder + "/Zero.json", reason: "this is a character device, not a spec file; Pagewright reads only regular files (it was not opened)"),
            .init(path: folder + "/deep/er/Pipe.json", reason: "this is a FIFO (named pipe), not a spec file; Pagewright reads only regular files (it was not opened)"),
            .init(path: folder + "/pagewright.json", reason: "this is a character device, not a spec file; Pagewright reads only regular files (it was not opened)"),
        ].sorted { $0.path < $1.path })
    }

    @Test func aSocketNamedLikeASpecIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Socket.json"
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0, "cannot bind a socket in \(folder)")
        #expect(problems().map(\.reason) == ["this is a socket, not a spec file; Pagewright reads only regular files (it was not opened)"])
    }

    /// Thirty levels, each linking twice to the next: 2^30 paths, one real file.
    @Test(.timeLimit(.minutes(1)))
    func aDAGOfLinksIsReadOncePerRealFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let depth = 30
        for level in 0...depth { try FileManager.default.createDirectory(atPath: folder + "/l\(level)", withIntermediateDirectories: true) }
        for level in 0..<depth {
            for name in ["a", "b"] {
                try FileManager.default.createSymbolicLink(atPath: folder + "/l\(level)/\(name)", withDestinationPath: folder + "/l\(level + 1)")
            }
        }
        try Scratch.write(screen("Main"), to: folder + "/l\(depth)/Main.json")
        // Read once per real folder, this ends at once; walking every path, 2^30 of them, it would
        // run into the test's time limit, a hang guard of a minute (no speed target: see BENCHMARKS.md).
        let files = try SpecDirectory.read(folder + "/l0")
        #expect(files.map(\.relativePath) == [Array(repeating: "a", count: depth).joined(separator: "/") + "/Main.json"])
        // The same real file through two links at the top: read once.
        try FileManager.default.createSymbolicLink(atPath: folder + "/l\(depth)/Again.json", withDestinationPath: folder + "/l\(depth)/Main.json")
        #expect(try SpecDirectory.read(folder + "/l\(depth)").map(\.relativePath) == ["Again.json"])
    }

    /// Found by the directory fuzz target: a link to `..` made a run read the whole of /tmp.
    @Test func aLinkUpToAFolderHoldingTheSpecsFolderIsAnError() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(screen("Main"), to: folder + "/specs/Main.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/specs/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder + "/specs/root", withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: folder + "/specs/self", withDestinationPath: ".")
        #expect(problems(folder + "/specs") == [
            .init(path: folder + "/specs/root", reason: "this is a symbolic link to '/', a folder that holds the specs folder; Pagewright does not read it: link to a folder of specs instead"),
            .init(path: folder + "/specs/up", reason: "this is a symbolic link to '..', a folder that holds the specs folder; Pagewright does not read it: link to a folder of specs instead"),
        ])
    }

    @Test func danglingLinksAreErrorsNamingThePath() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(screen("Main"), to: folder + "/Main.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/pagewright.json", withDestinationPath: "settings/missing.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/more", withDestinationPath: folder + "/gone")
        #expect(problems() == [
            .init(path: folder + "/more", reason: "this is a symbolic link to '\(folder)/gone', which does not exist; fix or remove the link"),
            .init(path: folder + "/pagewright.json", reason: "this is a symbolic link to 'settings/missing.json', which does not exist; fix or remove the link"),
        ])
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/nowhere")
        #expect(problems(folder + "/link") == [.init(path: folder + "/link", reason: "this is a symbolic link to something that does not exist; expected a folder of JSON spec files")])
    }

    @Test func theCommandLineReportsADanglingSettingsLinkAndExitsOne() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(screen("Main"), to: folder + "/Main.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/pagewright.json", withDestinationPath: "nowhere.json")
        let run = try ToolRun.run(["validate", folder])
        #expect(run.status == 1)
        #expect(run.standardError == "\(folder)/pagewright.json: error: this is a symbolic link to 'nowhere.json', which does not exist; fix or remove the link\n")
    }

    /// Runs the tool without root's privileges (which ignore permissions), through `setpriv`.
    private func unprivileged(_ arguments: [String]) throws -> ToolRun? {
        if geteuid() != 0 { return try ToolRun.run(arguments) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        return try ToolRun.run(arguments, prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
    }

    @Test func unreadableFilesAndFoldersAreErrorsNamingThePath() throws {
        defer {
            chmod(folder + "/locked", 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        try Scratch.write(screen("Main"), to: folder + "/Main.json")
        try Scratch.write(screen("Secret"), to: folder + "/Secret.json")
        try Scratch.write(screen("Inner"), to: folder + "/locked/Inner.json")
        chmod(folder, 0o755)
        chmod(folder + "/Secret.json", 0o000)
        chmod(folder + "/locked", 0o000)
        guard let run = try unprivileged(["validate", folder]) else {
            print("unreadableFilesAndFoldersAreErrorsNamingThePath: running as root without setpriv; not checked")
            return
        }
        #expect(run.status == 1)
        #expect(run.standardError == """
            \(folder)/Secret.json: error: cannot read the file: Permission denied
            \(folder)/locked: error: cannot list the folder: Permission denied

            """)
    }

    @Test(.timeLimit(.minutes(1)))
    func aFileTooLargeToBeASpecIsNotRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A sparse file: 20 GB on paper, nothing on disk; reading it would take minutes.
        let descriptor = open(folder + "/Huge.json", O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(descriptor, 20_000_000_000) == 0)
        close(descriptor)
        let files = try SpecDirectory.read(folder)
        // Not a byte of it read: its size is all the loader needs.
        #expect(files.map(\.bytes.count) == [0] && files.map(\.size) == [20_000_000_000])
        #expect(Pipeline.validate(files: files).log.sorted.map(\.description) == [
            "\(folder)/Huge.json:1:1: error: the file is 20000000000 bytes; a spec file may be at most 16777216 bytes (16 MiB)",
        ])
    }
}
