import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Every combination of output styles type-checks as one module, in both language modes and at
/// both access levels: each style alone (it must bring all it needs), any mix (no clashes), and
/// the checked-in demo output with its subfolders.
@Suite("Output styles compile")
struct StyleCompileTests {
    /// The demo specs with `style` (and, optionally, the access level) replaced.
    private func demoSpecs(styles: String, accessLevel: String = "public") throws -> [SpecFile] {
        let settings = #"{ "apps": { "main": { "entry": "Main" }, "springboard": { "bundleIdentifier": "com.apple.springboard" } }, "accessLevel": "\#(accessLevel)", "style": \#(styles) }"#
        return try SpecDirectory.read(RepositoryPaths.specs).filter { !$0.isSettings }
            + [SpecFile(relativePath: "pagewright.json", displayPath: "specs/pagewright.json", bytes: Array(settings.utf8))]
    }

    private func typecheck(_ generated: [GeneratedFile], languageMode: String) throws -> SwiftCompiler.Result {
        try GeneratedSources.typecheck(generated, languageMode: languageMode, purpose: "styles")
    }

    private func expectCompiles(styles: String, accessLevel: String = "public", languageMode: String,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let generated = try #require(Pipeline.generate(files: try demoSpecs(styles: styles, accessLevel: accessLevel)).files)
        let result = try typecheck(generated, languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.warnings.isEmpty, "\(result.warnings)", sourceLocation: sourceLocation)
    }

    @Test(arguments: TestDepth.choose(fast: [], thorough: ["5", "6"]))  // thorough only: see below
    func plainOnlyTypeChecks(languageMode: String) throws {
        try expectCompiles(styles: #"["plain"]"#, languageMode: languageMode)
    }

    @Test(arguments: TestDepth.choose(fast: [], thorough: ["5", "6"]))  // thorough only: see below
    func screenplayOnlyTypeChecks(languageMode: String) throws {
        try expectCompiles(styles: #"["screenplay"]"#, languageMode: languageMode)
    }

    /// The two styles without the factory share only `PagewrightSupport.swift`; with internal
    /// access nothing is left to the `public` keyword. In a developer's run this one stands for
    /// the style-alone checks above (each style brings what it needs), which CI runs in full.
    @Test(arguments: TestDepth.languageModes())
    func plainAndScreenplayWithInternalAccessTypeCheck(languageMode: String) throws {
        try expectCompiles(styles: #"["plain", "screenplay"]"#, accessLevel: "internal", languageMode: languageMode)
    }

    @Test(arguments: TestDepth.choose(fast: [], thorough: ["5", "6"]))  // thorough only: see below
    func factoryWithScreenplayTypeChecks(languageMode: String) throws {
        try expectCompiles(styles: #"["screenplay", "factory"]"#, languageMode: languageMode)
    }

    /// `Generated/` as `DemoPageObjects` compiles it: the root and its `Plain/` and `Screenplay/` folders.
    @Test(arguments: TestDepth.languageModes(fast: "5"))  // the DemoPageObjects build is the Swift 6 case
    func checkedInOutputOfAllThreeStylesTypeChecks(languageMode: String) throws {
        let root = URL(fileURLWithPath: RepositoryPaths.generated)
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0).path }
        #expect(paths.contains { $0.hasSuffix("/Plain/Login.plain.swift") })
        #expect(paths.contains { $0.hasSuffix("/Screenplay/Login.screenplay.swift") })
        let result = try SwiftCompiler.locate().typecheck(paths, languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}

extension StyleCompileTests {
    /// The stress specs — screens, elements, actions and parameters named like Swift keywords and
    /// XCUITest members, strings full of quotes and `\(` — in every style at once.
    @Test(arguments: TestDepth.languageModes())
    func stressSpecsInEveryStyleTypeCheck(languageMode: String) throws {
        let folder = RepositoryPaths.root + "/Tests/StressPageObjects/Specs"
        let settings = #"{ "apps": { "main": { "entry": "class" } }, "waits": { "default": 3, "in": 4 }, "accessLevel": "public", "style": ["factory", "plain", "screenplay"] }"#
        let files = try SpecDirectory.read(folder).filter { !$0.isSettings }
            + [SpecFile(relativePath: "pagewright.json", displayPath: "Specs/pagewright.json", bytes: Array(settings.utf8))]
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let result = try typecheck(emitted, languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
