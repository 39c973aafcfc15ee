import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The tour as files: the demo's checked-in tour is what the library makes; `pagewright tour`
/// writes, checks and replaces only tour files; `generate` writes the tour beside the page
/// objects when the settings ask (and the build plugin declares it); the tour type-checks beside
/// the page objects in every style.
@Suite("Tour output")
struct TourOutputTests {
    static let checkedIn = "Tests/DemoAppTests/Tour"

    @Test func theDemosCheckedInTourIsFresh() throws {
        let validated = try Pipeline.validate(specsDirectory: RepositoryPaths.specs)
        let model = try #require(validated.model)
        let files = TourEmitter.files(model, names: try #require(validated.names), plan: TourPlanner.plan(model)).map(\.file)
        #expect(files.map(\.path) == ["PagewrightTour.swift", "PagewrightPlainTour.swift", "PagewrightScreenplayTour.swift"])
        let plan = try OutputPlan.make(files: files, outputDirectory: RepositoryPaths.root + "/" + Self.checkedIn, removal: .only(TourNames.files))
        #expect(plan.isUpToDate, "\(Self.checkedIn) is stale; run 'swift run pagewright tour specs --output \(Self.checkedIn)'")
        let run = try ToolRun.run(["tour", "specs", "--output", Self.checkedIn, "--check"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("tour: 12 walks of at most 8 moves cross 42 of 47 transitions"))
    }

    @Test func theCommandWritesChecksAndReplacesOnlyTourFiles() throws {
        let output = Scratch.folder("tour")
        defer { try? FileManager.default.removeItem(atPath: output) }
        // Page objects already in the folder are Pagewright's too, and must stay.
        #expect(try ToolRun.run(["generate", "specs", "--output", output]).status == 0)
        let pages = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        var run = try ToolRun.run(["tour", "specs", "--output", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("\(output): 3 tour files, 3 changed"))
        let after = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(Set(after) == Set(pages).union(TourNames.files))
        run = try ToolRun.run(["tour", "specs", "--output", output, "--check"])
        #expect(run.status == 0)
        // A shorter bound makes other walks: --check reports the stale files and writes nothing.
        run = try ToolRun.run(["tour", "specs", "--output", output, "--check", "--max-steps", "3"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("stale: PagewrightTour.swift"))
        #expect(run.standardError.contains("is out of date; run 'pagewright tour specs --output \(output)'"))
        run = try ToolRun.run(["tour", "specs", "--output", output, "--max-steps", "3"])
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: output + "/PagewrightTour.swift", encoding: .utf8).contains("each from a fresh launch"))
        #expect(try ToolRun.run(["tour", "specs", "--output", output, "--max-steps", "0"]).status == 2)
    }

    @Test func aFileThatIsNotPagewrightsIsNeverReplaced() throws {
        let output = Scratch.folder("tour-foreign")
        defer { try? FileManager.default.removeItem(atPath: output) }
        try Scratch.write("// my own tour\n", to: output + "/PagewrightTour.swift")
        let run = try ToolRun.run(["tour", "specs", "--output", output])
        #expect(run.status == 1)
        #expect(run.standardError.contains("PagewrightTour.swift: error: this file was not written by Pagewright"))
        #expect(try String(contentsOfFile: output + "/PagewrightTour.swift", encoding: .utf8) == "// my own tour\n")
        #expect(!FileManager.default.fileExists(atPath: output + "/PagewrightPlainTour.swift"))
    }

    /// The demo specs with the tour written by `generate` and the test cases inheriting from
    /// XCTestCase, in the given styles.
    static func specsGeneratingTheTour(styles: String) throws -> [SpecFile] {
        let settings = #"{ "apps": { "main": { "entry": "Main" }, "springboard": { "bundleIdentifier": "com.apple.springboard" } }, "accessLevel": "public", "style": \#(styles), "tour": { "generate": true, "maxSteps": 5 } }"#
        return try SpecDirectory.read(RepositoryPaths.specs).filter { !$0.isSettings }
            + [SpecFile(relativePath: "pagewright.json", displayPath: "specs/pagewright.json", bytes: Array(settings.utf8))]
    }

    @Test func generateWritesTheTourBesideThePagesAndThePluginDeclaresIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-tour-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = try Self.specsGeneratingTheTour(styles: #"["factory", "screenplay"]"#)
        for file in files {
            let url = root.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let written = try #require(Pipeline.generate(files: try SpecDirectory.read(root.path)).files).map(\.path).filter { $0.hasSuffix(".swift") }
        #expect(written.contains("PagewrightTour.swift") && written.contains("PagewrightScreenplayTour.swift"))
        #expect(!written.contains("PagewrightPlainTour.swift"))
        let output = URL(fileURLWithPath: "/work/out")
        let declared = PluginPaths.outputFiles(forSpecs: PluginPaths.specFiles(in: root), in: output).map { String($0.path.dropFirst(output.path.count + 1)) }
        #expect(Set(declared) == Set(written))
    }

    /// The tour beside the page objects, one module, every style: what `generate` writes with
    /// `"tour": { "generate": true }` compiles without a warning, for a small app using every kind
    /// of move (both plain options too), and, in CI, for the demo.
    @Test(arguments: TestDepth.languageModes())
    func theTourTypeChecksBesideThePagesInEveryStyle(languageMode: String) throws {
        try expectTourCompiles(TourFixture.files(styles: #"["factory", "plain", "screenplay"]"#), languageMode: languageMode)
    }

    @Test(arguments: TestDepth.choose(fast: [], thorough: ["5", "6"]))
    func thePlainTourChainsWhereActionsReturnTheNextScreen(languageMode: String) throws {
        try expectTourCompiles(TourFixture.files(styles: #"["plain"]"#, plain: #"{ "returnsNextScreen": true, "verifyOnCreate": true }"#),
                               languageMode: languageMode, tours: 1)
    }

    @Test(arguments: TestDepth.choose(fast: [], thorough: ["5", "6"]))
    func theDemoTourTypeChecksBesideItsPages(languageMode: String) throws {
        try expectTourCompiles(try Self.specsGeneratingTheTour(styles: #"["factory", "plain", "screenplay"]"#), languageMode: languageMode)
    }

    private func expectTourCompiles(_ files: [SpecFile], languageMode: String, tours: Int = 3,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let (validated, emitted) = Pipeline.generate(files: files)
        let generated = try #require(emitted, "\(validated.log.sorted.map(\.description))", sourceLocation: sourceLocation)
        #expect(generated.filter { $0.path.contains("Tour") }.count == tours, sourceLocation: sourceLocation)
        let result = try GeneratedSources.typecheck(generated, languageMode: languageMode, purpose: "tour-compile")
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.warnings.isEmpty, "\(result.warnings)", sourceLocation: sourceLocation)
    }

    @Test func theSchemaDescribesExamplesAsTheDecoderReadsThem() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/spec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let example = try #require((definitions["example"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(example.keys) == Set(PageDecoder.exampleKeys))
        let stepForms = try #require((definitions["exampleStep"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(Set(try #require(stepForms.last?["properties"] as? [String: Any]).keys) == Set(PageDecoder.exampleStepKeys))
        let parameterForms = try #require((definitions["actionParameter"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let parameter = try #require(parameterForms.last?["properties"] as? [String: Any])
        #expect(Set(parameter.keys) == Set(PageDecoder.paramKeys.filter { $0 != "match" } + ["example"]))
        let settingsData = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/settings.schema.json"))
        let settings = try #require(try JSONSerialization.jsonObject(with: settingsData) as? [String: Any])
        let tour = try #require(((settings["properties"] as? [String: Any])?["tour"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(tour.keys) == Set(SettingsDecoder.tourKeys))
    }
}
