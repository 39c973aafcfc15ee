import Testing
import PagewrightCore
import SyntheticSpecs

/// The benchmark's synthetic-spec maker: valid specs of the promised shape, the same bytes for
/// the same seed. Property tests can draw apps of any size from it.
@Suite("Synthetic specs")
struct SyntheticSpecsTests {
    private func specFiles(_ files: [String: String]) -> [SpecFile] {
        files.map { SpecFile(relativePath: $0.key, displayPath: "synthetic/\($0.key)", bytes: Array($0.value.utf8)) }
    }

    @Test func thirtyScreensValidateWithoutErrorsOrWarnings() throws {
        let validated = Pipeline.validate(files: specFiles(SyntheticSpecs.make(screens: 30, seed: 1)))
        #expect(validated.log.errorCount == 0, "\(validated.log.sorted.prefix(5).map(\.description))")
        #expect(validated.log.warningCount == 0, "\(validated.log.sorted.prefix(5).map(\.description))")
        let graph = try #require(validated.graph)
        #expect(graph.nodes.count == 30)
        #expect(Set(graph.nodes.map(\.app)) == ["main", "companion"])
        #expect(graph.nodes.contains { $0.opensFromAnywhere })
        #expect(graph.nodes.contains { $0.sectionOf != nil })
    }

    @Test(arguments: [1, 2, 3, 5, 7, 12, 60, 200])
    func everySizeValidatesAndGenerates(screens: Int) {
        let (validated, generated) = Pipeline.generate(files: specFiles(SyntheticSpecs.make(screens: screens, seed: UInt64(screens))))
        #expect(validated.log.errorCount == 0, "\(validated.log.sorted.prefix(5).map(\.description))")
        #expect(validated.graph?.nodes.count == screens)
        #expect(generated != nil)
    }

    @Test func theSameSeedGivesTheSameBytesAndAnotherSeedOthers() {
        let first = SyntheticSpecs.make(screens: 40, seed: 7)
        #expect(first == SyntheticSpecs.make(screens: 40, seed: 7))
        #expect(first != SyntheticSpecs.make(screens: 40, seed: 8))
    }

    @Test func theShapeIsRealistic() {
        let stats = SyntheticSpecs.app(screens: 500, seed: SyntheticSpecs.defaultSeed).stats
        let screens = Double(stats.screens)
        #expect(stats.screens == 500)
        #expect(stats.traits == 5)
        #expect((12.0...18.0).contains(Double(stats.elements) / screens))
        #expect((0.25...0.4).contains(Double(stats.parameterisedElements) / Double(stats.elements)))
        #expect((5.0...7.0).contains(Double(stats.actions) / screens))
        #expect((2.5...3.5).contains(Double(stats.checks) / screens))
        #expect(Double(stats.traitAdoptions) / screens > 2)
        #expect(stats.alerts >= 2 && stats.sections >= 2 && stats.companionScreens >= 2 && stats.flows >= 1)
        #expect(stats.multiDestinationActions > 0)
    }
}

@Suite("Synthetic chain")
struct SyntheticChainTests {
    @Test func aChainValidatesAndRoutesReachItsEnd() throws {
        let files = SyntheticSpecs.chain(screens: 30).map { SpecFile(relativePath: $0.key, displayPath: $0.key, bytes: Array($0.value.utf8)) }
        let validated = Pipeline.validate(files: files)
        #expect(validated.log.errorCount == 0 && validated.log.warningCount == 0, "\(validated.log.sorted.prefix(3).map(\.description))")
        let routes = try #require(validated.model?.routes)
        #expect(routes.routes.count == 30)
        #expect(routes.route(to: "Chain29")?.length == 29)
    }
}
