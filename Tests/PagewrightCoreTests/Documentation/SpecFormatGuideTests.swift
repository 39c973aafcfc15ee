import Foundation
import Testing
@testable import PagewrightCore

/// The spec format guide's settings example is a `pagewright.json` that validates without a
/// problem (its values are the defaults it says they are), so a renamed or removed setting shows.
@Suite("The spec format guide's examples")
struct SpecFormatGuideTests {
    /// The first ```json block after `heading` in docs/spec-format.md.
    static func firstJSONBlock(after heading: String) throws -> String {
        let guide = try DocumentationFiles.text("docs/spec-format.md")
        let section = try #require(guide.range(of: "\n" + heading + "\n"))
        let start = try #require(guide.range(of: "```json\n", range: section.upperBound..<guide.endIndex))
        let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
        return String(guide[start.upperBound..<end.lowerBound])
    }

    @Test func theSettingsExampleValidates() throws {
        let settings = try Self.firstJSONBlock(after: "## `pagewright.json`: settings (optional)")
        #expect(settings.contains(#""unknownKeys": "error""#))
        let main = #"{ "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" } } }"#
        #expect(diagnostics(["pagewright.json": settings, "Main.json": main]) == [])
    }
}
