import Foundation
import Testing
@testable import PagewrightCore

/// `migrate` reading page objects that sit in an article or a wiki page: Swift fenced blocks in
/// Markdown, and, in text copied from a web page (fences lost), the lines that read as Swift,
/// listings whose line breaks were lost included. The articles are invented for these tests (a
/// lighthouse app that does not exist).
@Suite("migrate: page objects in articles and wiki pages")
struct MigrateDocumentsTests {
    static let wikiPage = """
        # Page objects of the lighthouse app

        Every screen has a page object. The lamp room first:

        ```swift
        import XCTest

        final class LampRoomPage {
            let app = XCUIApplication()

            var beamSwitch: XCUIElement { app.switches["lamp-beam"] }
            var logButton: XCUIElement { app.buttons["lamp-log"] }

            func turnBeamOn() {
                beamSwitch.tap()
            }
        }
        ```

        The Android suite does the same in Kotlin, which migrate leaves alone:

        ```kotlin
        class LampRoomPage { val beamSwitch = onView(withId(R.id.beam)) }
        ```

        Later we added the way to the log (the same class, shown in part):

        ```swift
        final class LampRoomPage {
            func openLog() -> KeeperLogPage {
                logButton.tap()
                return KeeperLogPage()
            }

            func dimIfBright() {
                if beamSwitch.isSelected { beamSwitch.tap() }
            }
        }

        final class KeeperLogPage {
            let app = XCUIApplication()
            var entries: XCUIElementQuery { app.tables["log-entries"].cells }

            func verifyEntries(count: Int) {
                XCTAssertEqual(entries.count, count)
            }
        }
        ```
        """

    /// The document's own line of the first line holding `text`.
    static func line(of text: String, in document: String) -> Int {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @Test func swiftFencesOfAWikiPageAreReadAsSwift() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources([("Wiki/PageObjects.md", Self.wikiPage)]))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let lamp = try MigrateStylesTests.file(result, "Wiki/LampRoom.json")
        #expect(lamp.contains(#""beamSwitch": { "type": "switch", "id": "lamp-beam" }"#), "\(lamp)")
        #expect(lamp.contains(#""logButton": { "type": "button", "id": "lamp-log" }"#), "\(lamp)")
        #expect(lamp.contains(#""turnBeamOn": { "tap": "beamSwitch" }"#), "\(lamp)")
        // The second listing of the class adds to the first: one screen, its way to the log.
        #expect(lamp.contains(#""openLog": { "tap": "logButton", "to": "KeeperLog" }"#), "\(lamp)")
        #expect(!result.files.contains { $0.path.hasSuffix("LampRoom2.json") })
        let log = try MigrateStylesTests.file(result, "Wiki/KeeperLog.json")
        #expect(log.contains(#""count": "entries""#), "\(log)")
        // Not carried, at the wiki page's own line; the Kotlin block is not read at all.
        let report = try MigrateStylesTests.file(result, SuiteMigration.reportName)
        let ifLine = Self.line(of: "if beamSwitch.isSelected", in: Self.wikiPage)
        #expect(report.contains("`Wiki/PageObjects.md:\(ifLine)` LampRoomPage.dimIfBright"), "\(report)")
        #expect(report.contains("LampRoomPage (`Wiki/PageObjects.md:\(Self.line(of: "final class LampRoomPage", in: Self.wikiPage))`)"), "\(report)")
        #expect(!report.contains("onView"), "\(report)")
    }

    /// Text copied from a blog: no fences, code between paragraphs, one listing whose line breaks
    /// were lost (so its `//` comments would swallow the rest of the line), a chained call, and a
    /// paragraph that merely starts with a word.
    static let blogPost = """
        Keeping the lighthouse tests tidy

        We keep each screen's elements in an enum, as below. If a locator changes, we fix it once.

        enum GalleryElements {
            private static let app = XCUIApplication()

            static let lanternPhoto = app.images["gallery-lantern"]
            static let shareButton = app.buttons["gallery-share"]
        }

        The page object of the tower is printed on one line by the blog's theme:

        final class TowerPage { let app = XCUIApplication() // the stairs up var stairsButton: XCUIElement { app.buttons["tower-stairs"] } // the lamp at the top var lampImage: XCUIElement { app.images["tower-lamp"] } func climb() { let stairs = stairsButton stairs.tap() } func verifyLampLit() { XCTAssertTrue(lampImage.exists) } }

        A test then reads like this:

        towerPage
            .climb()

        Summary
        The tower never moves, but its tests did.
        """

    @Test func textCopiedFromAWebPageIsReadByItsSwiftLines() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources([("blog.txt", Self.blogPost)]))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let gallery = try MigrateStylesTests.file(result, "GalleryElements.json")
        #expect(gallery.contains(#""lanternPhoto": { "type": "image", "id": "gallery-lantern" }"#), "\(gallery)")
        let tower = try MigrateStylesTests.file(result, "Tower.json")
        #expect(tower.contains(#""stairsButton": { "type": "button", "id": "tower-stairs" }"#), "\(tower)")
        #expect(tower.contains(#""lampImage": { "type": "image", "id": "tower-lamp" }"#), "\(tower)")
        #expect(tower.contains(#""verifyLampLit": { "exists": "lampImage" }"#), "\(tower)")
        let report = try MigrateStylesTests.file(result, SuiteMigration.reportName)
        #expect(report.contains("TowerPage (`blog.txt:\(Self.line(of: "final class TowerPage", in: Self.blogPost))`)"), "\(report)")
        #expect(!report.contains("unbalanced"), "\(report)")
    }

    @Test func blocksKeepTheDocumentsLines() throws {
        let blocks = DocumentReader.blocks(in: Self.blogPost)
        let starts = ["enum GalleryElements", "final class TowerPage", "towerPage"].map { Self.line(of: $0, in: Self.blogPost) }
        #expect(starts == [5, 14, 18])
        try #require(blocks.map(\.firstLine) == starts, "\(blocks)")
        #expect(blocks[0].lines.count == 6, "a blank line inside the enum's braces stays in the listing: \(blocks[0].lines)")
        #expect(blocks[1].flattened == [0])
        #expect(blocks[2].lines.count == 2 && blocks[2].flattened.isEmpty)
        let tokens = DocumentReader.tokens(of: blocks[1]).tokens
        #expect(tokens.allSatisfy { $0.line == 14 })
        // Where the listing needs its line breaks back: before each declaration and statement
        // that follows the end of an expression (after a `{` a body starts a statement anyway).
        #expect(tokens.filter(\.startsLine).map(\.text) == ["final", "var", "var", "func", "stairs", "func"])
    }

    @Test func aDocumentWithoutSwiftIsReportedNotGuessed() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources([("notes.md", "# Notes\n\nNothing to see here, only prose.\n\n1 2 3 4 5 | |\n")]))
        #expect(result.screenCount == 0)
        let report = try MigrateStylesTests.file(result, SuiteMigration.reportName)
        #expect(report.contains("`notes.md:1` notes.md: a document with no Swift code in it"), "\(report)")
    }

    @Test func documentsInAFolderAreReadWhenAsked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-migrate-documents-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Suite", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.wikiPage.write(toFile: folder + "/Guide.md", atomically: true, encoding: .utf8)
        try """
            import XCTest
            final class ShorePage { let app = XCUIApplication(); var boatButton: XCUIElement { app.buttons["shore-boat"] } }
            """.write(toFile: folder + "/Suite/ShorePage.swift", atomically: true, encoding: .utf8)
        let withoutDocuments = try SuiteMigration.run(sourceDirectory: folder)
        #expect(withoutDocuments.sourceFileCount == 1)
        let withDocuments = try SuiteMigration.run(sourceDirectory: folder, documents: true)
        #expect(withDocuments.sourceFileCount == 2)
        #expect(withDocuments.files.contains { $0.path == "LampRoom.json" })
        // One article named on its own.
        let single = try SuiteMigration.run(sourceDirectory: folder + "/Guide.md")
        #expect(single.files.contains { $0.path == "LampRoom.json" })
    }
}
