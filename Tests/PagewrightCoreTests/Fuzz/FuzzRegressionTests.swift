import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Every input that ever broke something, kept in Fuzz/regressions/<target>/, replayed through the
/// fuzz targets' own code; and a short seeded run of each cheap target, so the harness itself is
/// checked by every `swift test`.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let regressions: [(target: String, file: String)] = {
        let root = RepositoryPaths.root + "/Fuzz/regressions"
        var inputs: [(String, String)] = []
        for target in FuzzHarness.Target.allCases.map(\.rawValue) {
            let folder = root + "/" + target
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
                inputs.append((target, name))
            }
        }
        return inputs
    }()

    @Test func everyKeptInputStillPasses() throws {
        #expect(!Self.regressions.isEmpty, "Fuzz/regressions/ holds the inputs that broke something")
        for (target, name) in Self.regressions {
            guard let harness = FuzzHarness.Target(rawValue: target) else { continue }
            if harness == .typecheck && !Scratch.thorough { continue }  // seconds per input
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/Fuzz/regressions/\(target)/\(name)")))
            let violations = FuzzHarness.run(harness, bytes)
            #expect(violations.isEmpty, "Fuzz/regressions/\(target)/\(name): \(violations.joined(separator: "; "))")
        }
    }

    @Test(arguments: [FuzzHarness.Target.predicate, .directory, .output])
    func aShortSeededRun(target: FuzzHarness.Target) {
        var random = SeededRandom(seed: 7)
        for round in 0..<(Scratch.thorough ? 2_000 : 25) {
            let bytes = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let violations = FuzzHarness.run(target, bytes)
            #expect(violations.isEmpty, "round \(round), input \(bytes): \(violations.joined(separator: "; "))")
        }
    }

    /// The property target: small random projects that validate generate code that type-checks.
    @Test func aFewRandomValidProjectsTypeCheck() throws {
        // The harness finds the stand-in's module through this variable (the fuzzer sets it too).
        setenv("PAGEWRIGHT_FUZZ_MODULES", try SwiftCompiler.locate().modules.path, 1)
        var random = SeededRandom(seed: 11)
        for round in 0..<(Scratch.thorough ? 40 : 2) {
            let bytes = (0..<48).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let violations = FuzzHarness.run(.typecheck, bytes)
            if violations.contains(where: { violation in FuzzHarness.knownTypecheckFailures.contains(where: violation.contains) }) {
                // Issue 12's name-collision check (a screen `Base` beside `BasePageObject`) and the
                // smallest projects are another part of the work; until it lands, these are known.
                withKnownIssue("a known class of generated code that does not compile") {
                    Issue.record("round \(round), input \(bytes): \(violations.joined(separator: "; "))")
                }
            } else {
                #expect(violations.isEmpty, "round \(round), input \(bytes): \(violations.joined(separator: "; "))")
            }
        }
    }
}
