import Foundation
import Testing
@testable import PagewrightCore

/// The example consumer packages in Examples/ and the documentation's lines quoted from them. CI
/// builds and tests the examples themselves; these checks keep the README and the guides true to
/// them in `swift test`.
@Suite("Example packages and the documentation")
struct ExamplePackageTests {
    static let examples = ["BuildToolPlugin", "CheckedInSources", "StylesInSubfolder"]

    /// Every code block the README or a guide marks with `<!-- quoted from <path> -->`.
    static func quotes() throws -> [DocumentationFiles.MarkedBlock] {
        try DocumentationFiles.markedBlocks("quoted from ")
    }

    @Test func everyQuoteIsItsExampleVerbatim() throws {
        let quotes = try Self.quotes()
        #expect(quotes.count >= 5)
        for quote in quotes {
            #expect(!quote.lines.isEmpty, "\(quote) is not followed by a code block")
            let source = try String(contentsOfFile: RepositoryPaths.root + "/" + quote.argument, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let found = (0...max(0, source.count - quote.lines.count)).contains { start in
                Array(source[start..<min(source.count, start + quote.lines.count)]) == quote.lines
            }
            #expect(found, "\(quote): these lines are not in the example, in this order:\n\(quote.lines.joined(separator: "\n"))")
        }
    }

    @Test func theDocumentationQuotesEveryExampleManifest() throws {
        let quoted = Set(try Self.quotes().map(\.argument))
        #expect(quoted == Set(Self.examples.map { "Examples/\($0)/Package.swift" }))
    }

    @Test(arguments: examples)
    func eachExampleDependsOnThisRepositoryByRelativePath(example: String) throws {
        let manifest = try String(contentsOfFile: RepositoryPaths.root + "/Examples/\(example)/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".package(name: "pagewright", path: "../..")"#))
        #expect(manifest.contains(#"[.product(name: "XCUIAutomation", package: "pagewright")]"#))
    }

    @Test(arguments: examples)
    func eachExamplesSpecsValidateWithoutAProblem(example: String) throws {
        let folders = PluginPaths.specsFolders(in: URL(fileURLWithPath: RepositoryPaths.root + "/Examples/\(example)"))
        #expect(folders.count == 1)
        for folder in folders {
            let validated = try Pipeline.validate(specsDirectory: folder.path, warningsAsErrors: true)
            #expect(validated.log.diagnostics.isEmpty, "\(validated.log.sorted)")
            #expect(validated.project.screens.count >= 3)
        }
    }

    @Test func theCheckedInExampleIsWhatItsSpecsGenerate() throws {
        let target = RepositoryPaths.root + "/Examples/CheckedInSources/Tests/BankUITests"
        let generated = try #require(Pipeline.generate(files: try SpecDirectory.read(target + "/Specs")).files)
        let plan = try OutputPlan.make(files: generated, outputDirectory: target + "/Generated")
        #expect(plan.isUpToDate, "re-record with 'swift package --allow-writing-to-package-directory generate-pages --target BankUITests' in Examples/CheckedInSources")
    }
}
