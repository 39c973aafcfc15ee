import Foundation
import Testing
@testable import PagewrightCore

/// A run killed at any moment leaves every output file old or new, never partial, and the next run
/// cleans up after it and succeeds; a run that cannot write changes nothing.
@Suite("Interrupted and failing runs", .serialized)
struct InterruptedRunTests {
    private let root = Scratch.folder("kill")

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

    private func contents(of folder: String) -> [String: String] {
        Scratch.snapshot(folder).filter { !$0.key.hasPrefix(".") }
    }

    /// Kills runs at random moments (seeded); after each kill every file is old or new, and a
    /// complete run then succeeds, leaving the new output and no temporary or lock file.
    @Test func killedAtRandomMomentsEveryLaterRunSucceeds() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let specs = [root + "/specs-a", root + "/specs-b"], output = root + "/out"
        // Fewer screens for a developer: the kills land in proportion to a run's time either way.
        let screens = TestDepth.choose(fast: 80, thorough: 200)
        try Scratch.writeChainSpecs(count: screens, variant: "a", into: specs[0])
        try Scratch.writeChainSpecs(count: screens, variant: "b", into: specs[1])
        var expected: [[String: String]] = []
        for (index, folder) in specs.enumerated() {
            #expect(try run(["generate", folder, "--output", root + "/reference-\(index)"]) == 0)
            expected.append(contents(of: root + "/reference-\(index)"))
        }
        let started = Date()
        #expect(try run(["generate", specs[0], "--output", output]) == 0)
        let runTime = max(Date().timeIntervalSince(started), 0.05)
        var random = SeededRandom(seed: 12)
        // Kills land anywhere in a run, from its start to a little past the time a whole run takes.
        for round in 0..<TestDepth.choose(fast: 4, thorough: 60) {
            let target = round % 2 == 0 ? 1 : 0
            let delay = runTime * 1.2 * Double(random.next() % 1000) / 1000
            _ = try run(["generate", specs[target], "--output", output], killAfter: delay)
            // What a kill leaves is at most temporary files the next run recognises: no lock file.
            let strays = Scratch.snapshot(output).keys.filter { path in
                let name = (path as NSString).lastPathComponent
                return name.hasPrefix(".") && Ownership.temporaryKind(ofName: name) == nil
            }
            #expect(strays.isEmpty, "round \(round): a kill at \(delay) s left \(strays.sorted())")
            for (name, text) in contents(of: output) {
                #expect(text == expected[0][name] || text == expected[1][name], "round \(round): \(name) is neither version after a kill at \(delay) s")
            }
            #expect(try run(["generate", specs[target], "--output", output]) == 0, "round \(round): the run after a kill at \(delay) s failed")
            #expect(contents(of: output) == expected[target], "round \(round)")
            let hidden = Scratch.snapshot(output).keys.filter { $0.hasPrefix(".") || $0.contains("/.") }.sorted()
            #expect(hidden.isEmpty, "round \(round): \(hidden.count) temporary or lock files left: \(hidden.prefix(3))")
        }
    }

    /// Every step of a write fails in turn: the folder is exactly as before, with nothing left over.
    @Test func aFailureAtAnyStepLeavesEveryFileAsItWas() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        func file(_ name: String, _ body: String) -> GeneratedFile {
            GeneratedFile(path: name, contents: GeneratedFile.header(source: name) + body + "\n")
        }
        let old = [file("Keep.swift", "same"), file("Change.swift", "old"), file("Gone.swift", "old"), file("Plain/Gone.plain.swift", "old")]
        let new = [file("Keep.swift", "same"), file("Change.swift", "new"), file("Added.swift", "new"), file("Screenplay/Added.screenplay.swift", "new")]
        try OutputWriter.write(old, to: root)
        chmod(root + "/Change.swift", 0o444)
        let before = Scratch.snapshot(root)
        let steps = try OutputPlan.make(files: new, outputDirectory: root).changes.count
        #expect(steps == 5)
        for step in 0..<steps {
            #expect(throws: OutputError.self, "step \(step)") {
                try OutputWriter.write(new, to: root, lockTimeout: 5, failingAtStep: step)
            }
            #expect(Scratch.snapshot(root) == before, "failing at step \(step) changed the folder")
            #expect(OutputTarget.permissions(of: root + "/Change.swift") == 0o444, "step \(step)")
        }
        try OutputWriter.write(new, to: root)
        #expect(Scratch.snapshot(root) == ["Keep.swift": new[0].contents, "Change.swift": new[1].contents, "Added.swift": new[2].contents,
                                           "Screenplay": "<dir>", "Screenplay/Added.screenplay.swift": new[3].contents])
        #expect(OutputTarget.permissions(of: root + "/Change.swift") == 0o444, "an update keeps the file's permissions")
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
        #expect(throws: OutputError.self) { try OutputWriter.apply(plan) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Helpers.swift"], "nothing written, nothing left behind")
    }
}

/// SplitMix64, for seeded choices in tests.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
