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

    /// The commands' targets: each seed of Fuzz/corpus/<target>, then seeded random inputs.
    @Test(arguments: [FuzzHarness.Target.predicate, .directory, .output, .importJSON, .importText, .drift, .identifiers, .initSpecs, .review, .tour])
    func aShortSeededRun(target: FuzzHarness.Target) throws {
        let seeds = RepositoryPaths.root + "/Fuzz/corpus/" + target.rawValue
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: seeds)) ?? []).sorted() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: seeds + "/" + name)))
            let violations = FuzzHarness.run(target, bytes)
            #expect(violations.isEmpty, "seed \(name): \(violations.joined(separator: "; "))")
        }
        var random = SeededRandom(seed: 7)
        // review and tour validate whole projects each round: fewer rounds in the thorough run.
        let rounds = Scratch.thorough ? (target == .review || target == .tour ? 300 : 2_000) : 25
        for round in 0..<rounds {
            let bytes = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let violations = FuzzHarness.run(target, bytes)
            #expect(violations.isEmpty, "round \(round), input \(bytes): \(violations.joined(separator: "; "))")
        }
    }

    /// The property target: small random projects that validate generate code that type-checks.
    /// The typecheck target compiles only the projects that validate; one whose generator made
    /// mostly invalid projects would compile nothing and find nothing. Nearly every project it
    /// makes, with the steps of real screens, device variants and the settings' options, is valid.
    @Test func theTypecheckTargetsProjectsAreValid() {
        var random = SeededRandom(seed: 5)
        var invalid: [String] = []
        var constructs = 0
        for _ in 0..<200 {
            let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let files = FuzzHarness.typecheckProject(bytes).files
            constructs += files.values.filter { $0.contains("\"real") }.count
            let specs = files.map { SpecFile(relativePath: $0.key, displayPath: "specs/\($0.key)", bytes: Array($0.value.utf8)) }
            let (validated, generated) = Pipeline.generate(files: specs)
            // A screen `Base` beside `BasePageObject` is refused by design (the name-collision check).
            let errors = validated.log.sorted.filter { $0.severity == .error && !$0.message.contains("clashes with") }
            if generated == nil, !errors.isEmpty { invalid.append(errors.prefix(2).map(\.description).joined(separator: "; ")) }
        }
        #expect(invalid.count <= 10, "\(invalid.count) of 200 invalid, e.g. \(invalid.prefix(5))")
        #expect(constructs > 100, "only \(constructs) screens with the steps of real screens")
    }

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
