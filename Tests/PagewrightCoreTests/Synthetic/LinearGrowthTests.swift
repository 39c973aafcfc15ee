import Testing
@testable import PagewrightCore

/// Generation grows linearly with the specs: doubling a chain of screens doubles the factory (its
/// routes share their prefixes), and doubling a chain of `in` containers doubles both the output
/// and the steps taken through the chain. Sizes and step counts, never time.
@Suite("Linear growth")
struct LinearGrowthTests {
    /// `S0 → S1 → … → S(n-1)`, each screen reached by the one before.
    private func screenChain(_ count: Int) -> [String: String] {
        var files = ["pagewright.json": #"{ "apps": { "main": { "entry": "S0" } } }"#]
        for index in 0..<count {
            let next = index + 1 < count ? #", "actions": { "next": { "tap": "view", "to": "S\#(index + 1)" } }"# : ""
            files["S\(index).json"] = #"{ "screen": "S\#(index)", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "S\#(index).view" } }\#(next) }"#
        }
        return files
    }

    /// One screen whose element `e(k)` is `in` `e(k-1)`.
    private func containerChain(_ count: Int) -> [String: String] {
        var elements = [#""e0": { "type": "other", "id": "e0" }"#]
        for index in 1..<count { elements.append(#""e\#(index)": { "type": "other", "id": "e\#(index)", "in": "e\#(index - 1)" }"#) }
        let screen = #"{ "screen": "Main", "verify": { "present": ["e\#(count - 1)"] }, "elements": { \#(elements.joined(separator: ", ")) }, "checks": { "last": { "exists": "e\#(count - 1)" } } }"#
        return ["pagewright.json": #"{ "apps": { "main": { "entry": "Main" } } }"#, "Main.json": screen]
    }

    private func bytes(_ files: [String: String], _ path: String) throws -> Int {
        let (validated, generated) = Pipeline.generate(files: specFiles(files))
        let emitted = try #require(generated, "\(validated.log.sorted.prefix(3).map(\.description))")
        return try #require(emitted.first { $0.path == path }).contents.utf8.count
    }

    @Test func theFactoryGrowsLinearlyWithAChainOfScreens() throws {
        let small = try bytes(screenChain(150), "PageObjectsFactory.swift")
        let large = try bytes(screenChain(300), "PageObjectsFactory.swift")
        // Each route written out in full would make this about 4.
        #expect(Double(large) / Double(small) < 2.2, "\(small) → \(large) bytes")
        let smallGraph = try bytes(screenChain(150), "NavigationGraph.md")
        let largeGraph = try bytes(screenChain(300), "NavigationGraph.md")
        #expect(Double(largeGraph) / Double(smallGraph) < 2.2, "\(smallGraph) → \(largeGraph) bytes")
    }

    @Test func aChainOfContainersIsWalkedOncePerElement() throws {
        func steps(_ count: Int) throws -> (index: Int, validator: Int, resolver: Int, bytes: Int) {
            let (project, log) = SpecLoader.load(specFiles(containerChain(count)))
            try #require(!log.hasErrors)
            let index = ProjectIndex(project)
            var validator = Validator(index: index)
            validator.run()
            try #require(!validator.log.hasErrors, "\(validator.log.sorted.prefix(3).map(\.description))")
            var resolver = Resolver(index: index, graph: GraphBuilder.build(project))
            let model = resolver.run()
            let files = Emitter.emit(model, names: Namer(model))
            let page = try #require(files.first { $0.path == "Main.pagewright.swift" })
            return (index.containerSteps, validator.containerSteps, resolver.containerSteps, page.contents.utf8.count)
        }
        let small = try steps(400), large = try steps(800)
        #expect(small.index > 0 && small.resolver > 0)
        #expect(Double(large.index) / Double(small.index) < 2.2, "index: \(small.index) → \(large.index)")
        #expect(Double(large.validator) / Double(max(small.validator, 1)) < 2.2, "validator: \(small.validator) → \(large.validator)")
        #expect(Double(large.resolver) / Double(small.resolver) < 2.2, "resolver: \(small.resolver) → \(large.resolver)")
        #expect(Double(large.bytes) / Double(small.bytes) < 2.2, "output: \(small.bytes) → \(large.bytes) bytes")
    }
}
