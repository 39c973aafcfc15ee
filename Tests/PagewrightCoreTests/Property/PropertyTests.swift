import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Properties over many random spec folders (seeded, so a failure names its seed).
@Suite("Properties of random specs")
struct PropertyTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: seeds)
    func randomSpecsAreValidAndGenerateTheSameBytesInAnyFileOrder(seed: UInt64) throws {
        var maker = RandomSpecs(seed: seed)
        let files = specFiles(maker.make())
        let (validated, generated) = Pipeline.generate(files: files)
        let first = try #require(generated, "seed \(seed): \(validated.log.sorted.filter { $0.severity == .error }.prefix(3))")
        var shuffler = RandomSpecs.Generator(state: seed &* 31)
        let again = try #require(Pipeline.generate(files: files.shuffled(using: &shuffler)).files)
        #expect(first == again, "seed \(seed)")
        #expect(Pipeline.generate(files: files).files == first, "seed \(seed): a second run differs")
    }

    @Test func theSameSeedMakesTheSameSpecs() {
        var a = RandomSpecs(seed: 7), b = RandomSpecs(seed: 7), c = RandomSpecs(seed: 8)
        let made = a.make()
        #expect(made == b.make())
        #expect(made != c.make())
    }

    /// A sample compiles against the XCUITest stand-in (each type-check takes a few seconds).
    @Test(arguments: TestDepth.choose(fast: [17], thorough: [3, 17, 29]) as [UInt64])
    func aSampleOfRandomSpecsCompiles(seed: UInt64) throws {
        var maker = RandomSpecs(seed: seed)
        let generated = try #require(Pipeline.generate(files: specFiles(maker.make())).files)
        let result = try GeneratedSources.typecheck(generated, languageMode: "6", purpose: "random-\(seed)")
        #expect(result.status == 0, "seed \(seed):\n\(result.errors.prefix(8).joined(separator: "\n"))")
        #expect(result.warnings.isEmpty, "seed \(seed):\n\(result.warnings.prefix(8).joined(separator: "\n"))")
    }
}
