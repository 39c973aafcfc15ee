import Foundation
import Testing

/// The guarantees (docs/guarantees.md) name, for each promise, the tests that prove it; a renamed or
/// deleted test would leave a promise that cites nothing. Every `Folder/File.swift` named after a
/// promise's dash must exist, and every test named after it must be a function of that file.
@Suite("The guarantees cite tests that exist")
struct GuaranteesReferenceTests {
    @Test func everyCitedTestExists() throws {
        let section = try DocumentationFiles.text("docs/guarantees.md")
        #expect(section.hasPrefix("# Guarantees\n"), "docs/guarantees.md no longer starts as the guarantees")
        var cited = 0
        for paragraph in section.components(separatedBy: "\n- ") {
            // The citations follow the promise's dash ("— `Output/…Tests.swift`: `name`, …").
            guard let dash = paragraph.range(of: "— ") ?? paragraph.range(of: "replayed") else { continue }
            var file: String?
            for token in Self.codeSpans(paragraph[dash.upperBound...]) {
                if token.hasSuffix(".swift") {
                    let path = token.hasPrefix("Tests/") ? RepositoryPaths.root + "/" + token
                        : RepositoryPaths.root + "/Tests/PagewrightCoreTests/" + token
                    #expect(FileManager.default.fileExists(atPath: path), "the guarantees cite \(token), which does not exist")
                    file = try? String(contentsOfFile: path, encoding: .utf8)
                } else if let text = file, token.range(of: #"^[a-z][A-Za-z0-9]+$"#, options: .regularExpression) != nil {
                    let isTest = text.contains("func \(token)(")
                    #expect(isTest, "the guarantees cite \(token), which is not a test of its file")
                    cited += 1
                }
            }
        }
        // The section cites dozens of tests; finding few means this reader stopped reading it.
        #expect(cited > 40, "only \(cited) tests cited")
    }

    private static func codeSpans(_ text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
