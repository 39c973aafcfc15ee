import Foundation
import Testing
@testable import PagewrightCore

/// The till's specs (Tests/RealScreensPageObjects/Specs: every construct of real screens, all
/// three styles, the plain options) with the team's Swift for the custom action are built by the
/// build-tool plugin in Swift 6 mode; here Swift 5, and when thorough both modes.
@Suite("Real screens' till compiles")
struct TillSpecsCompileTests {
    private static let folder = RepositoryPaths.root + "/Tests/RealScreensPageObjects"

    @Test(arguments: TestDepth.languageModes(fast: "5"))
    func tillSpecsAndTheTeamsCustomActionTypeCheck(languageMode: String) throws {
        let generated = try #require(Pipeline.generate(files: try SpecDirectory.read(Self.folder + "/Specs")).files)
        let files = Dictionary(uniqueKeysWithValues: generated.map { ($0.path, $0.contents) })
        #expect(files["Pay.pagewright.swift"]?.contains("public protocol PayCustomActions {") == true)
        let custom = Self.folder + "/CustomActions"
        var team: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: custom) where name.hasSuffix(".swift") {
            team["CustomActions/" + name] = try String(contentsOfFile: custom + "/" + name, encoding: .utf8)
        }
        #expect(!team.isEmpty, "the team's Swift for `sign`")
        try RealScreens.typecheck(files, extra: team, languageMode: languageMode)
    }
}
