import Foundation
import Testing
@testable import PagewrightCore

/// Two runs into one output folder never interleave: the second waits for the first (for a
/// bounded time) and the folder ends as exactly one run's complete output.
@Suite("Concurrent runs", .serialized)
struct ConcurrentRunTests {
    private let root = Scratch.folder("concurrent")

    @Test func concurrentRunsEndAsExactlyOneRunsOutput() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let variants = ["a", "b"]
        var expected: [[String: String]] = []
        for variant in variants {
            let specs = root + "/specs-\(variant)"
            // Fewer screens for a developer: four runs started together still overlap.
            try Scratch.writeChainSpecs(count: Scratch.thorough ? 150 : 60, variant: variant, into: specs)
            let reference = root + "/reference-\(variant)"
            #expect(try ToolRun.run(["generate", specs, "--output", reference]).status == 0)
            expected.append(Scratch.snapshot(reference))
        }
        #expect(expected[0].keys.sorted() == expected[1].keys.sorted() && expected[0] != expected[1])
        for round in 0..<(Scratch.thorough ? 12 : 2) {
            let output = root + "/out-\(round)"
            // Four processes started together, two per variant; each run must wait, not fail.
            let processes = (0..<4).map { index -> Process in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: RepositoryPaths.tool)
                process.arguments = ["generate", root + "/specs-\(variants[index % 2])", "--output", output]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0], "round \(round)")
            let result = Scratch.snapshot(output)
            #expect(result == expected[0] || result == expected[1], "round \(round): a mix of both runs' files, or extra files: \(result.keys.filter { expected[0][$0] == nil }.sorted())")
        }
    }

    /// While another holder keeps the lock, a run waits its time out and fails naming the folder.
    @Test func aRunThatCannotGetTheLockFailsWithAClearMessage() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let held = try OutputLock.acquire(in: root, timeout: 1)
        let file = GeneratedFile(path: "A.swift", contents: GeneratedFile.header(source: "A.json"))
        let started = Date()
        #expect {
            try OutputWriter.write([file], to: root, lockTimeout: 0.3)
        } throws: { error in
            (error as? OutputError)?.problems == [.init(path: root, reason: "another Pagewright run is writing this folder and did not finish within 0.3 s; run again when it has finished")]
        }
        #expect(Date().timeIntervalSince(started) >= 0.3)
        #expect(Scratch.snapshot(root).isEmpty, "nothing written while the lock is held, and no file for the lock")
        held.release()
        try OutputWriter.write([file], to: root, lockTimeout: 1)
        #expect(Scratch.snapshot(root) == ["A.swift": file.contents])
    }

    /// The lock is the folder itself: holding it puts no file anywhere, so a run killed while it
    /// holds the lock (the kernel drops it with the process) leaves nothing behind.
    @Test func theLockLeavesNoFileEvenWhileHeld() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = root + "/out"
        try Scratch.write("mine\n", to: output + "/notes.txt")
        let before = Scratch.snapshot(root)
        let held = try OutputLock.acquire(in: output, timeout: 1)
        #expect(Scratch.snapshot(root) == before, "no lock file inside the folder or beside it")
        // A second holder is refused while the first holds it: the folder really is locked.
        #expect(throws: OutputError.self) { try OutputLock.acquire(in: output, timeout: 0) }
        held.release()
        try OutputLock.acquire(in: output, timeout: 0).release()
    }

    /// A lock file an earlier version's killed run left is removed by the next successful run;
    /// a file of that name holding anything else is someone's own and stays.
    @Test func aLockFileAnEarlierVersionLeftIsRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = GeneratedFile(path: "A.swift", contents: GeneratedFile.header(source: "A.json"))
        try Scratch.write(String(decoding: OutputLock.legacyContents, as: UTF8.self), to: root + "/.pagewright.lock")
        try OutputWriter.write([file], to: root, lockTimeout: 1)
        #expect(Scratch.snapshot(root) == ["A.swift": file.contents])
        try Scratch.write("my lock\n", to: root + "/.pagewright.lock")
        try OutputWriter.write([file], to: root, lockTimeout: 1)
        #expect(try String(contentsOfFile: root + "/.pagewright.lock", encoding: .utf8) == "my lock\n")
    }
}
