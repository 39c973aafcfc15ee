import Testing
@testable import PagewrightCore

/// `migrate` on a suite of static helper classes (`class Hives { class func … }`) over a global
/// `app`, the identifiers kept in a suite-wide enum of constants (`Ids.Button.addHive`) and each
/// screen's checks in a companion class (`HivesAssert`): the style of Simplenote's UI tests.
@Suite("migrate: static helper classes over a global app")
struct MigrateStaticClassesTests {
    /// A beekeeping app that does not exist, written for these tests.
    static let apiary: [(String, String)] = [
        ("Support/Ids.swift", """
            enum Ids {
                enum Button {
                    static let addHive = "Add hive"
                    static let harvest = "harvest-button"
                }

                enum Field {
                    static let hiveName = "Hive name"
                }
            }

            let hivesTitle = "Hives"
            """),
        ("Support/Globals.swift", """
            import XCTest

            let app = XCUIApplication()
            let shortWait = 5.0
            """),
        ("Screens/Hives.swift", """
            import XCTest

            class Hives {

                class func openComposer() {
                    app.buttons[Ids.Button.addHive].tap()
                }

                class func addHive(named name: String) {
                    print(">>> Adding a hive: " + name)
                    Hives.openComposer()
                    app.textFields[Ids.Field.hiveName].typeText(name)
                }

                class func getHiveRow(named name: String) -> XCUIElement {
                    let predicate = NSPredicate(format: "label == '" + name + "'")
                    return app.tables.cells.element(matching: predicate)
                }

                class func getSmokerButton() -> XCUIElement {
                    return app.buttons["smoker"].firstMatch
                }

                class func lightSmoker() {
                    Hives.getSmokerButton().tap()
                }

                class func dismissTip() {
                    if app.staticTexts["tip-banner"].waitForExistence(timeout: shortWait) {
                        app.buttons["Got it"].tap()
                    }
                }

                static func harvest() {
                    app.navigationBars[hivesTitle].buttons[Ids.Button.harvest].tap()
                }
            }

            class HivesAssert {

                class func hiveShown(name: String) {
                    XCTAssertTrue(app.cells[name].waitForExistence(timeout: shortWait), name + " is missing")
                }

                class func composerClosed() {
                    XCTAssertFalse(app.textFields[Ids.Field.hiveName].exists)
                }
            }
            """),
    ]

    static func migrated() throws -> (result: SuiteMigration.Result, hives: String, report: String) {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(apiary))
        return (result, try MigrateStylesTests.file(result, "Screens/Hives.json"), try MigrateStylesTests.report(result))
    }

    @Test func aClassOfClassFunctionsOverTheGlobalAppIsAScreen() throws {
        let (result, hives, _) = try Self.migrated()
        #expect(hives.contains(#""screen": "Hives""#), "\(hives)")
        #expect(hives.contains(#""harvest": { "tap": "harvestButton" }"#), "\(hives)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func identifiersComeFromTheSuitesConstantsEnum() throws {
        let (_, hives, _) = try Self.migrated()
        #expect(hives.contains(#""addHiveButton": { "type": "button", "id": "Add hive" }"#), "\(hives)")
        #expect(hives.contains(#""nameField": { "type": "textField", "id": "Hive name" }"#), "\(hives)")
        // A top-level text constant names the navigation bar the button is in.
        #expect(hives.contains(#""hivesNavigationBar": { "type": "navigationBar", "id": "Hives" }"#), "\(hives)")
        #expect(hives.contains(#""harvestButton": { "type": "button", "id": "harvest-button", "in": "hivesNavigationBar" }"#), "\(hives)")
    }

    @Test func aCallThroughTheTypesNameIsAStepAndPrintIsNoStep() throws {
        let (_, hives, report) = try Self.migrated()
        #expect(hives.contains(#""addHive": { "params": { "name": { "type": "String", "label": "named" } }, "steps": [{ "do": "openComposer" }, { "typeText": "$name", "into": "nameField" }] }"#), "\(hives)")
        #expect(!report.contains("print("), "\(report)")
        #expect(!report.contains("Hives.openComposer()"), "\(report)")
    }

    @Test func functionsReturningAnElementAreElements() throws {
        let (_, hives, report) = try Self.migrated()
        #expect(hives.contains(#""hiveRow": { "type": "cell", "predicate": "label == '${name}'", "inAny": "tables", "unique": false, "params": { "name": "String" } }"#), "\(hives)")
        #expect(hives.contains(#""smokerButton": { "type": "button", "id": "smoker", "unique": false }"#), "\(hives)")
        #expect(hives.contains(#""lightSmoker": { "tap": "smokerButton" }"#), "\(hives)")
        #expect(!report.contains("getHiveRow"), "\(report)")
    }

    @Test func theElementsAConditionAsksAboutAreKept() throws {
        let (_, hives, report) = try Self.migrated()
        #expect(hives.contains(#"{ "type": "staticText", "id": "tip-banner" }"#), "\(hives)")
        #expect(report.contains("Hives.dismissTip: the element it queries (tipBannerText) is kept on the screen"), "\(report)")
    }

    @Test func theAssertCompanionsChecksJoinItsScreen() throws {
        let (result, hives, _) = try Self.migrated()
        #expect(hives.contains(#""hiveShown": { "params": { "name": "String" }, "exists": "cell" }"#), "\(hives)")
        #expect(hives.contains(#""composerClosed": { "notExists": "nameField" }"#), "\(hives)")
        #expect(!result.files.contains { $0.path.contains("HivesAssert") || $0.path.contains("Hives2") }, "\(result.files.map(\.path))")
    }
}
