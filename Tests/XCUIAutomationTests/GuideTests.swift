import Foundation
import XCTest

/// docs/simulating-your-app.md shows GuideExample.swift in full and excerpts of it; this keeps the
/// page and the compiled, tested file identical, so the guide cannot drift from code that works.
final class GuideTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let marker = "<!-- complete example: Tests/XCUIAutomationTests/GuideExample.swift -->"

    func testTheGuidesCodeIsTheExampleThatRuns() throws {
        let guide = try String(contentsOf: Self.repository.appendingPathComponent("docs/simulating-your-app.md"), encoding: .utf8)
        let example = try String(contentsOf: Self.repository.appendingPathComponent("Tests/XCUIAutomationTests/GuideExample.swift"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: guide)
        XCTAssertGreaterThan(blocks.count, 5)

        let complete = blocks.filter { $0.afterMarker }
        XCTAssertEqual(complete.count, 1, "one complete example, after \(Self.marker)")
        XCTAssertEqual(complete.first?.code, example, "the guide's complete example differs from GuideExample.swift")

        for block in blocks where !block.afterMarker {
            XCTAssertTrue(example.contains(block.code), "this excerpt of the guide is not in GuideExample.swift:\n\(block.code)")
        }
    }

    /// The ```swift blocks of a Markdown text, each with whether the marker line precedes it.
    private static func swiftBlocks(in markdown: String) -> [(code: String, afterMarker: Bool)] {
        var blocks: [(String, Bool)] = []
        var current: [Substring]?
        var previous: Substring = ""
        var markerBefore = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
                markerBefore = previous == Substring(marker)
            } else if current != nil, line == "```" {
                blocks.append((current!.joined(separator: "\n") + "\n", markerBefore))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
            previous = line
        }
        return blocks
    }
}
