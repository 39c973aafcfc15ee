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
            try Scratch.writeChainSpecs(count: 150, variant: variant, into: specs)
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
            (error as? OutputError)?.problems == [.init(path: root, reason: "another Pagewright run is writing this folder (it holds '.pagewright.lock') and did not finish within 0.3 s; run again when it has finished")]
        }
        #expect(Date().timeIntervalSince(started) >= 0.3)
        #expect(Scratch.snapshot(root) == [".pagewright.lock": String(decoding: OutputLock.contents, as: UTF8.self)], "nothing written while the lock is held")
        held.release()
        try OutputWriter.write([file], to: root, lockTimeout: 1)
        #expect(Scratch.snapshot(root) == ["A.swift": file.contents], "the lock file is gone after the run")
    }

    /// A lock file left by a killed run is reused; a file of that name Pagewright did not write is refused.
    @Test func theLockFileIsPagewrightsOwn() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = GeneratedFile(path: "A.swift", contents: GeneratedFile.header(source: "A.json"))
        try Scratch.write(String(decoding: OutputLock.contents, as: UTF8.self), to: root + "/.pagewright.lock")
        try OutputWriter.write([file], to: root, lockTimeout: 1)
        #expect(Scratch.snapshot(root) == ["A.swift": file.contents])
        try Scratch.write("my lock\n", to: root + "/.pagewright.lock")
        #expect(throws: OutputError.self) { try OutputWriter.write([file], to: root, lockTimeout: 1) }
        #expect(try String(contentsOfFile: root + "/.pagewright.lock", encoding: .utf8) == "my lock\n")
        try FileManager.default.removeItem(atPath: root + "/.pagewright.lock")
        try FileManager.default.createSymbolicLink(atPath: root + "/.pagewright.lock", withDestinationPath: root + "/elsewhere")
        #expect(throws: OutputError.self) { try OutputWriter.write([file], to: root, lockTimeout: 1) }
        #expect(!FileManager.default.fileExists(atPath: root + "/elsewhere"), "not created through the link")
    }
}
