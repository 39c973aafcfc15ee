import Testing
@testable import PagewrightCore

/// An element whose name in the suite cannot be kept (`title` is a member of every XCUIElement)
/// gets another, and the report says so: the suite's name is what a reviewer looks for.
@Suite("migrate: elements renamed")
struct MigrateRenamedElementTests {
    static let kiosk: [(String, String)] = [
        ("TicketPage.swift", """
            import XCTest

            final class TicketPage {
                let app = XCUIApplication()
                var title: XCUIElement { app.staticTexts["ticket-title"] }
                var printButton: XCUIElement { app.buttons["ticket-print"] }

                func verifyTitled() {
                    XCTAssertTrue(title.exists)
                }
            }
            """),
    ]

    @Test func aNameXCUIElementHasIsChangedAndReported() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.kiosk))
        let ticket = try MigrateStylesTests.file(result, "Ticket.json")
        #expect(ticket.contains(#""title2": { "type": "staticText", "id": "ticket-title" }"#), "\(ticket)")
        let report = try MigrateStylesTests.report(result)
        #expect(report.contains("`TicketPage.swift:3` TicketPage.title: the element's name 'title' is a member every XCUIElement has, so it is 'title2'"), "\(report)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }
}
