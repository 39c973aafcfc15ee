import Foundation
import Testing

/// The Xcode path cannot run on Linux, so its text is what is checked: read as an Xcode user, the
/// README and docs/plugins.md agree and leave out nothing that costs a first try.
@Suite("The Xcode path, as written")
struct XcodePathTextTests {
    /// The README's section from its heading to the next second-level heading, lines joined.
    private func section(_ heading: String, of path: String) throws -> String {
        let text = try DocumentationFiles.text(path)
        let start = try #require(text.range(of: "\n## \(heading)\n"))
        let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return Self.flattened(String(text[start.upperBound..<end]))
    }

    /// Prose with its line breaks and indentation folded into single spaces.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theCommandPluginIsInTheProjectsContextMenuInBothGuides() throws {
        let readme = try section("In an Xcode project", of: "README.md")
        let plugins = Self.flattened(try DocumentationFiles.text("docs/plugins.md"))
        for (name, text) in [("README.md", readme), ("docs/plugins.md", plugins)] {
            #expect(text.contains("right-click the project (the top entry of the project navigator) → *GeneratePages*, and choose the UI-test target"), "\(name)")
            #expect(!text.contains("right-click the UI-test target"), "\(name) puts the command plugin in the target's menu")
            #expect(text.contains("allow the command to change files"), "\(name) does not mention the permission prompt")
        }
    }

    @Test func theSectionNamesTheXcodeAndWhatDraggingTheSpecsCopies() throws {
        let readme = try section("In an Xcode project", of: "README.md")
        #expect(readme.contains("It takes Xcode 16.3 or later, the first Xcode with Swift 6.1."))
        #expect(readme.contains("every JSON file in it a resource of the target, copied into the test bundle"))
        #expect(readme.contains("two specs of the same name in different subfolders"))
        #expect(readme.contains("\"Multiple commands produce …\""))
        #expect(readme.contains("untick the target under *Target Membership*"))
        #expect(readme.contains("folder reference"))
    }

    /// SwiftPM names the folder after the package's identity (the folder's name, lower-cased), not
    /// the manifest's `name:`; the recipe's folder and manifest name agree, so only the words tell.
    @Test func theOutputPathIsExplainedByThePackagesIdentity() throws {
        let readme = Self.flattened(try DocumentationFiles.text("README.md"))
        #expect(readme.contains(".build/plugins/outputs/myappuitests/MyAppUITests/destination/PagewrightBuildPlugin/Pages/"))
        #expect(readme.contains("the package's identity, which SwiftPM takes from its folder's name in lower case, not from `name:` in the manifest"))
        #expect(!readme.contains("the package's name in lower case"))
    }
}
