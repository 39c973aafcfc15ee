import Testing
@testable import PagewrightCore

/// `guard x.exists else { return }` in a helper returns quietly when the element is missing; the
/// migrated action must not fail there instead, so the steps after the guard carry
/// `"if": { "exists": x }`, and the report names the guess. A guard of any other shape stays what
/// migrate cannot carry.
@Suite("migrate: a guard that returns quietly")
struct MigrateQuietGuardTests {
    /// A ferry-timetable app that does not exist, written for these tests.
    static let ferry: [(String, String)] = [
        ("Timetable.swift", """
            import XCTest

            let app = XCUIApplication()

            class Timetable {
                class func dismissTip() {
                    let tip = app.buttons["timetable-tip-close"]
                    guard tip.exists else { return }
                    tip.tap()
                }

                class func filter(harbour: String) {
                    let field = app.searchFields["timetable-filter"]
                    guard field.exists else { return }
                    field.tap()
                    field.typeText(harbour)
                }

                class func refresh() {
                    let list = app.tables["timetable-list"]
                    guard list.exists && list.isHittable else { return }
                    list.swipeDown()
                }
            }
            """),
    ]

    @Test func theStepsAfterAQuietGuardRunOnlyIfItsElementShows() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.ferry))
        let timetable = try MigrateStylesTests.file(result, "Timetable.json")
        #expect(timetable.contains(#""dismissTip": { "tap": "tipCloseButton", "if": { "exists": "tipCloseButton" } }"#), "\(timetable)")
        #expect(timetable.contains(#"{ "tap": "filterField", "if": { "exists": "filterField" } }, { "typeText": "$harbour", "into": "filterField", "if": { "exists": "filterField" } }"#), "\(timetable)")
        let report = try MigrateStylesTests.report(result)
        #expect(report.contains("`Timetable.swift:8` Timetable.dismissTip: 'guard … .exists else { return }' returns quietly when 'tipCloseButton' is missing"), "\(report)")
        // Two conditions: not carried, as before.
        #expect(report.contains("`Timetable.swift:21` Timetable.refresh: a condition (guard …)"), "\(report)")
        #expect(!timetable.contains(#""refresh": { "swipe": "list", "direction": "down", "if""#), "\(timetable)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }
}
