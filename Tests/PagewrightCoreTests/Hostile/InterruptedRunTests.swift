import Foundation
import Testing
@testable import PagewrightCore

/// A run killed at any moment leaves every output file old or new, never partial; a run that
/// cannot write changes nothing.
@Suite("Interrupted and failing runs", .serialized)
struct InterruptedRunTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-kill-\(UUID().uuidString)").path

    /// `count` screens in a chain, each with a handful of elements; `variant` changes every id.
    private func writeSpecs(count: Int, variant: String, into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{ "apps": { "main": { "entry": "S0" } } }"#.write(toFile: folder + "/pagewright.json", atomically: true, encoding: .utf8)
        for index in 0..<count {
            let next = "S\((index + 1) % count)"
            let elements = (0..<8).map { "\"e\($0)\": { \"type\": \"button\", \"id\": \"S\(index).e\($0).\(variant)\" }" }.joined(separator: ", ")
            let spec = """
                { "screen": "S\(index)", "verify": { "present": ["e0"] }, "elements": { \(elements) },
                  "actions": { "next": { "tap": "e1", "to": "\(next)" }, "stay": { "tap": "e2" } } }
                """
            try spec.write(toFile: folder + "/S\(index).json", atomically: true, encoding: .utf8)
        }
    }

    private func run(_ arguments: [String], killAfter delay: Double? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RepositoryPaths.tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        if let delay {
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func contents(of folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where !name.hasPrefix(".") {
            result[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return result
    }

    @Test func killedAtAnyMomentEveryFileIsOldOrNew() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let specs = root + "/specs", output = root + "/out", reference = root + "/reference"
        // Fewer screens and kills in a developer's run; CI's thorough run kills a longer run more often.
        let count = TestDepth.choose(fast: 200, thorough: 600)
        try writeSpecs(count: count, variant: "old", into: specs)
        #expect(try run(["generate", specs, "--output", output]) == 0)
        let old = try contents(of: output)
        try writeSpecs(count: count, variant: "new", into: specs)
        #expect(try run(["generate", specs, "--output", reference]) == 0)
        let new = try contents(of: reference)
        #expect(old.count == new.count && old != new)

        for delay in TestDepth.choose(fast: [0.1, 0.3], thorough: [0.05, 0.2, 0.4, 0.8]) {
            _ = try run(["generate", specs, "--output", output], killAfter: delay)
            for (name, text) in try contents(of: output) {
                #expect(text == old[name] || text == new[name], "\(name) is neither the old nor the new file after a kill at \(delay) s")
            }
        }
        // The next run finishes the job and clears any temporary file a kill left behind.
        #expect(try run(["generate", specs, "--output", output]) == 0)
        #expect(try contents(of: output) == new)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasPrefix(".") } == [])
    }

    /// Needs root to mount a tiny tmpfs (as on this project's machines); elsewhere it says so.
    @Test func aFullDiskChangesNothing() throws {
        let mountPoint = root + "/tiny"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint]
        mount.standardError = FileHandle.nullDevice
        guard (try? mount.run()) != nil else { print("aFullDiskChangesNothing: no /bin/mount here; not checked"); return }
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { print("aFullDiskChangesNothing: cannot mount a tmpfs here; not checked"); return }
        defer {
            let unmount = Process()
            unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
            unmount.arguments = [mountPoint]
            try? unmount.run()
            unmount.waitUntilExit()
        }
        let output = mountPoint + "/Generated"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try "// hand-written\n".write(toFile: output + "/Helpers.swift", atomically: true, encoding: .utf8)
        let files = try #require(Pipeline.generate(files: try SpecDirectory.read(RepositoryPaths.specs)).files)
        let plan = try OutputPlan.make(files: files, outputDirectory: output)
        #expect(throws: OutputWriter.WriteError.self) { try OutputWriter.apply(plan) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Helpers.swift"], "nothing written, nothing left behind")
    }
}
