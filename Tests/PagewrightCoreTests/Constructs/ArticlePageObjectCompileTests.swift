import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The seed articles' page-object declarations (issue 41), generated in every style, compile
/// with test code that uses them, in Swift 6 and 5, without a warning; Swift's `Task { }` still
/// compiles beside the team's name for the Task protocol.
@Suite("Article page objects compile")
struct ArticlePageObjectCompileTests {
    @Test(arguments: ["6", "5"])
    func theGeneratedDeclarationsAndTheirUseCompile(languageMode: String) throws {
        let files = try ArticlePageObjectProject.generated()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-article-po-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GeneratedSources.write(files, into: folder)
        let test = folder.appendingPathComponent("Uses.swift")
        try ArticlePageObjectProject.testCode.write(to: test, atomically: true, encoding: .utf8)
        let result = try SwiftCompiler.locate().typecheck(paths + [test.path], languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
