import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The language specs (Tests/LanguagePageObjects/Specs: every construct, all three styles) are
/// built by the build-tool plugin in Swift 6 mode; here Swift 5, and when thorough both modes,
/// public as they are and with internal access.
@Suite("Spec language compiles")
struct LanguageCompileTests {
    /// Public in Swift 5 always; internal, and both modes, when thorough.
    static let cases: [(String, String)] = TestDepth.choose(
        fast: [("5", "public")], thorough: [("5", "public"), ("6", "public"), ("5", "internal"), ("6", "internal")])

    @Test(arguments: Self.cases)
    func languageSpecsTypeCheck(languageMode: String, accessLevel: String) throws {
        var files = try SpecDirectory.read(RepositoryPaths.root + "/Tests/LanguagePageObjects/Specs")
        if accessLevel == "internal" {
            files = files.map { file in
                guard file.isSettings else { return file }
                let text = String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: #""accessLevel": "public","#, with: "")
                return SpecFile(relativePath: file.relativePath, displayPath: file.displayPath, bytes: Array(text.utf8))
            }
        }
        let generated = try #require(Pipeline.generate(files: files).files)
        #expect(generated.contains { $0.path == "PagewrightTypes.swift" && $0.contents.contains(accessLevel == "public" ? "public struct User" : "\nstruct User") })
        let result = try GeneratedSources.typecheck(generated, languageMode: languageMode, purpose: "language")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
