import Foundation
import Testing
import SyntheticSpecs
@testable import PagewrightCore

/// The emitter rendering from the resolved model writes the same bytes as the emitter it
/// replaces, for every style, access level and page suffix, over the demo specs, the stress specs,
/// synthetic apps and random projects. (Temporary: removed with the old emitter.)
@Suite("Resolved-model emitter = old emitter")
struct LegacyEquivalenceTests {
    static let variants: [(styles: [OutputStyle], access: AccessLevel, suffix: String?)] = [
        ([.factory], .internal, nil), ([.plain], .public, nil), ([.screenplay], .internal, nil),
        ([.factory, .plain, .screenplay], .public, nil), ([.factory, .plain, .screenplay], .internal, ""),
        ([.factory, .screenplay], .public, "Page"),
    ]

    private func compare(_ files: [SpecFile], _ label: String) throws {
        let (loaded, log) = SpecLoader.load(files)
        let validation = Validator.validate(loaded)
        try #require(!log.hasErrors && !validation.hasErrors, "\(label): \((log.sorted + validation.sorted).prefix(3).map(\.description))")
        for variant in Self.variants {
            var project = loaded
            project.settings.styles = variant.styles
            project.settings.accessLevel = variant.access
            if let suffix = variant.suffix { project.settings.pageSuffix.value = suffix }
            let graph = GraphBuilder.build(project)
            let old = LegacyEmitter.emit(project, graph: graph)
            let new = Emitter.emit(project, graph: graph)
            #expect(old.map(\.path) == new.map(\.path), "\(label) \(variant.styles)")
            for (a, b) in zip(old, new) where a != b {
                let oldLines = a.contents.split(separator: "\n", omittingEmptySubsequences: false)
                let newLines = b.contents.split(separator: "\n", omittingEmptySubsequences: false)
                let first = zip(oldLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }
                Issue.record("\(label) \(variant.styles) \(variant.access) \(a.path): line \((first?.offset ?? min(oldLines.count, newLines.count)) + 1)\nold: \(first.map { String($0.element.0) } ?? "<end>")\nnew: \(first.map { String($0.element.1) } ?? "<end>")")
                break
            }
        }
    }

    private func files(_ texts: [String: String]) -> [SpecFile] {
        texts.map { SpecFile(relativePath: $0.key, displayPath: $0.key, bytes: Array($0.value.utf8)) }
    }

    @Test func demoSpecs() throws {
        try compare(try SpecDirectory.read(RepositoryPaths.specs), "demo")
    }

    @Test func stressSpecs() throws {
        try compare(try SpecDirectory.read(RepositoryPaths.root + "/Tests/StressPageObjects/Specs"), "stress")
    }

    @Test(arguments: [(1, 1), (7, 2), (40, 3), (120, 0x5EED), (300, 9)] as [(Int, UInt64)])
    func syntheticSpecs(screens: Int, seed: UInt64) throws {
        try compare(files(SyntheticSpecs.make(screens: screens, seed: seed)), "synthetic \(screens)/\(seed)")
    }

    @Test func randomSpecs() throws {
        let count = ProcessInfo.processInfo.environment["PAGEWRIGHT_EQUIVALENCE_SEEDS"].flatMap(Int.init) ?? 200
        for seed in 1...UInt64(count) {
            var maker = RandomSpecs(seed: seed)
            try compare(files(maker.make()), "random \(seed)")
        }
    }
}
