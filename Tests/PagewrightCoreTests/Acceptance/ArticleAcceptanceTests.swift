import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The done-when of the spec language: the page objects of each seed article, written as specs
/// (`Tests/ArticleAcceptance/<article>/specs`), generate without a problem, and the article's own
/// test code, transcribed beside them with the article's names and call shapes, type-checks
/// against what they generate. One `swiftc` run per article (Swift 6; Swift 5 as well when
/// thorough); Tests/ArticleAcceptance/README.md says, article by article, what could not be kept.
@Suite("Article acceptance")
struct ArticleAcceptanceTests {
    static let articles = ["000-factory", "000-without-factory", "001-page-object-model", "002-screen-flow",
                           "003-screenplay", "004-locator-enums"]

    private static var root: String { RepositoryPaths.root + "/Tests/ArticleAcceptance" }

    @Test func everyArticleFolderIsChecked() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root)
            .filter { FileManager.default.fileExists(atPath: "\(Self.root)/\($0)/specs/pagewright.json") }
        #expect(Set(folders) == Set(Self.articles))
    }

    @Test(arguments: Self.articles, TestDepth.languageModes())
    func theArticlesTestCodeTypeChecksAgainstItsPageObjects(article: String, languageMode: String) throws {
        let folder = "\(Self.root)/\(article)"
        let (validated, generated) = Pipeline.generate(files: try SpecDirectory.read(folder + "/specs"))
        #expect(validated.log.diagnostics.isEmpty, "\(validated.log.sorted.map(\.description))")
        let files = try #require(generated)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-article-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let sources = try GeneratedSources.write(files, into: output)
        let testCode = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!testCode.isEmpty, "the article's test code lives beside its specs")
        let result = try SwiftCompiler.locate().typecheck(sources + testCode.map { "\(folder)/\($0)" }, languageMode: languageMode,
                                                           moduleName: "Article")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
