import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The smallest valid inputs — one screen, settings without an entry screen, no settings file —
/// generate code that compiles in Swift 6 and 5; an input that cannot is refused with an error
/// located in a spec. By default the three fixed cases in both modes and three random seeds in
/// Swift 6 (each project is its own module: one type-check per project and mode);
/// PAGEWRIGHT_THOROUGH=1 tries 200 seeds in both.
@Suite("Tiny projects")
struct TinyProjectTests {
    static let seeds: [UInt64] = TestDepth.choose(fast: Array(1...3), thorough: Array(1...200))

    /// The issue's example, and its neighbours: no settings, settings without an entry, an entry.
    static let fixed: [String: [String: String]] = {
        let screen = #"{ "screen": "A", "elements": { "v": { "type": "other", "id": "a" } }, "verify": { "present": ["v"] } }"#
        return ["one screen, no settings": ["A.json": screen],
                "settings without an entry": ["A.json": screen, "pagewright.json": #"{ "apps": { "main": {} }, "style": ["factory", "plain", "screenplay"] }"#],
                "an entry": ["A.json": screen, "pagewright.json": #"{ "apps": { "main": { "entry": "A" } }, "naming": { "pageSuffix": "" } }"#]]
    }()

    @Test func tinyProjectsCompileOrAreRefusedWithALocatedError() throws {
        let compiler = try SwiftCompiler.locate()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-tiny-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var generatedCount = 0
        let cases = Self.fixed.sorted { $0.key < $1.key }.map { ($0.key, $0.value, ["6", "5"]) }
            + Self.seeds.map { seed in var maker = TinySpecs(seed: seed); return ("seed \(seed)", maker.make(), TestDepth.languageModes()) }
        for (seed, specs, modes) in cases {
            let (validated, generated) = Pipeline.generate(files: specFiles(specs))
            guard let generated else {
                let errors = validated.log.diagnostics.filter { $0.severity == .error }
                #expect(!errors.isEmpty, "\(seed): nothing generated, yet no error")
                for error in errors {
                    #expect(error.description.hasPrefix("specs/") && error.location.line > 0, "\(seed): \(error)")
                }
                continue
            }
            generatedCount += 1
            let paths = try GeneratedSources.write(generated, into: root.appendingPathComponent(UUID().uuidString))
            for mode in modes {
                let result = try compiler.typecheck(paths, languageMode: mode)
                let shown = specs.keys.sorted().map { "\($0): \(specs[$0]!)" }.joined(separator: "\n")
                #expect(result.status == 0, "\(seed), Swift \(mode):\n\(result.errors.prefix(5).joined(separator: "\n"))\n\(shown)")
                #expect(result.warnings.isEmpty, "\(seed), Swift \(mode):\n\(result.warnings.prefix(5).joined(separator: "\n"))\n\(shown)")
            }
        }
        #expect(generatedCount * 2 > cases.count, "most tiny projects should generate; \(generatedCount) of \(cases.count) did")
    }
}
