import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The README's path for a newcomer: its files (marked `<!-- newcomer file: <path> -->`) are a
/// complete package that CI builds and tests as written (`.ci/newcomer`); these checks keep them
/// true in a developer's `swift test`: the version and its release status agree everywhere, the
/// starter shown is what `init` writes, the manifest uses the examples' lines, and the simulated
/// app and the test type-check against the page objects generated from that starter.
@Suite("The README's newcomer path")
struct NewcomerPathTests {
    static func newcomerFiles() throws -> [String: [String]] {
        let blocks = try DocumentationFiles.markedBlocks("newcomer file: ", in: "README.md")
        return Dictionary(blocks.map { ($0.argument, $0.lines) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theVersionAndWhetherItIsReleasedAgreeEverywhere() throws {
        let version = PagewrightVersion.current
        let readme = try DocumentationFiles.text("README.md")
        let urlForms = readme.split(separator: "\n").filter { $0.hasPrefix(".package(url:") }
        #expect(!urlForms.isEmpty, "the README gives no URL form")
        let changelog = try DocumentationFiles.lines("CHANGELOG.md")
        let newest = try #require(changelog.first { $0.hasPrefix("## ") })
        if PagewrightVersion.isReleased {
            #expect(newest == "## \(version)" || newest.hasPrefix("## \(version) — ") && !newest.contains("unreleased"), "\(newest)")
            #expect(urlForms.allSatisfy { $0.contains(#"from: "\#(version)""#) }, "the README's URL form names the released version")
            #expect(!readme.contains("not released"))
        } else {
            #expect(newest == "## \(version) — unreleased", "CHANGELOG.md's newest heading is \(newest)")
            #expect(readme.contains("Pagewright's version is \(version)"))
            #expect(readme.contains("**not released yet**"))
            #expect(urlForms.allSatisfy { !$0.contains("from:") && $0.contains("revision: ") }, "a URL form with a version that has no tag cannot resolve: \(urlForms)")
        }
        // No placeholder owner: the URL is the one the reader cloned from.
        #expect(!readme.contains("<owner>"))
    }

    @Test func theNewcomerPackageIsComplete() throws {
        let files = try Self.newcomerFiles()
        #expect(Set(files.keys) == ["Package.swift", "Tests/MyAppUITests/SimulatedMyApp.swift", "Tests/MyAppUITests/MyAppTestCase.swift",
                                    "Tests/MyAppUITests/HomeTests.swift", "Tests/MyAppUITests/Specs/pagewright.json"])
        let manifest = try #require(files["Package.swift"])
        // The lines the examples (built and tested in CI) use, and the path form the README gives.
        let example = try DocumentationFiles.lines("Examples/BuildToolPlugin/Package.swift")
        for line in ["#if canImport(Darwin)", "let uiTesting: [Target.Dependency] = []", "#else",
                     #"let uiTesting: [Target.Dependency] = [.product(name: "XCUIAutomation", package: "pagewright")]"#, "#endif"] {
            #expect(manifest.contains(line) && example.contains(line), "\(line)")
        }
        #expect(manifest.contains(#"        .package(name: "pagewright", path: "../pagewright"),"#))
        #expect(try DocumentationFiles.text("README.md").contains("```swift\n.package(name: \"pagewright\", path: \"../pagewright\"),\n```"))
    }

    @Test func theStarterShownIsWhatInitWrites() throws {
        let scratch = Scratch.folder("newcomer-init")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let created = try ToolRun.run(["init", "Tests/MyAppUITests/Specs"]) { $0.currentDirectoryURL = URL(fileURLWithPath: scratch) }
        #expect(created.status == 0, "\(created.standardError)")
        let written = try String(contentsOfFile: scratch + "/Tests/MyAppUITests/Specs/Home.json", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = try #require(try DocumentationFiles.markedBlocks("what init writes: ", in: "README.md").first { $0.argument == "Home.json" })
        #expect(!shown.lines.isEmpty)
        #expect(ExcerptTests.contains(written, shown.lines), "the README's Home.json is not what init writes:\n\(shown.lines.joined(separator: "\n"))")
    }

    /// The README's simulated app and test, with the page objects generated from `init`'s starter,
    /// type-check as one module (as the test target compiles them) in Swift 6.
    @Test func theNewcomerCodeTypeChecksAgainstTheStartersPageObjects() throws {
        let scratch = Scratch.folder("newcomer-code")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let created = try ToolRun.run(["init", "Specs"]) { $0.currentDirectoryURL = URL(fileURLWithPath: scratch) }
        #expect(created.status == 0, "\(created.standardError)")
        // Step 7's settings, which add the tour, replace init's.
        let settings = try #require(try Self.newcomerFiles()["Tests/MyAppUITests/Specs/pagewright.json"])
        try Scratch.write(settings.joined(separator: "\n") + "\n", to: scratch + "/Specs/pagewright.json")
        let generated = try #require(Pipeline.generate(files: try SpecDirectory.read(scratch + "/Specs")).files)
        #expect(generated.contains { $0.path == "PagewrightTour.swift" }, "the README's settings make no tour")
        var paths: [String] = []
        for file in generated where file.path.hasSuffix(".swift") {
            paths.append(scratch + "/" + file.path)
            try Scratch.write(file.contents, to: paths.last!)
        }
        for (path, lines) in try Self.newcomerFiles() where path.hasSuffix(".swift") && path != "Package.swift" {
            paths.append(scratch + "/" + URL(fileURLWithPath: path).lastPathComponent)
            try Scratch.write(lines.joined(separator: "\n") + "\n", to: paths.last!)
        }
        let result = try SwiftCompiler.locate().typecheck(paths.sorted(), languageMode: "6")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// Step 7's settings are init's with the tour added, and the tour's walks derive from the
    /// README's base class, whose setUp installs the simulated app: derived from plain
    /// `XCTestCase`, each walk failed on Linux with no app installed.
    @Test func theToursWalksDeriveFromTheBaseClassThatInstallsTheApp() throws {
        let files = try Self.newcomerFiles()
        let settings = try #require(files["Tests/MyAppUITests/Specs/pagewright.json"])
        let starter = try #require(StarterSpecs.files(schemaBase: "../../../../pagewright/docs/schema").first { $0.name == "pagewright.json" })
        // Lines compared without a trailing comma: the line before the added one gains one.
        func bare(_ line: some StringProtocol) -> String { line.hasSuffix(",") ? String(line.dropLast()) : String(line) }
        let starterLines = Set(starter.text.split(separator: "\n").map(bare))
        let added = settings.map(bare).filter { !starterLines.contains($0) }
        #expect(added == [#"  "tour": { "generate": true, "testCase": "MyAppTestCase" }"#], "step 7 changes more than the tour: \(added)")
        let baseClass = try #require(files["Tests/MyAppUITests/MyAppTestCase.swift"]).joined(separator: "\n")
        #expect(baseClass.contains("class MyAppTestCase: XCTestCase") && !baseClass.contains("final class MyAppTestCase"))
        #expect(baseClass.contains("override func setUp() async throws {\n        #if !canImport(Darwin)\n        SimulatedMyApp.install()"))
        let tests = try #require(files["Tests/MyAppUITests/HomeTests.swift"]).joined(separator: "\n")
        #expect(tests.contains("final class HomeTests: MyAppTestCase"))

        let scratch = Scratch.folder("newcomer-tour")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        _ = try ToolRun.run(["init", "Specs"]) { $0.currentDirectoryURL = URL(fileURLWithPath: scratch) }
        try Scratch.write(settings.joined(separator: "\n") + "\n", to: scratch + "/Specs/pagewright.json")
        let generated = try #require(Pipeline.generate(files: try SpecDirectory.read(scratch + "/Specs")).files)
        let tour = try #require(generated.first { $0.path == "PagewrightTour.swift" }).contents
        #expect(tour.contains("final class PagewrightTour01: MyAppTestCase {"), "\(tour)")
        #expect(!tour.contains(": XCTestCase {"))
    }
}
