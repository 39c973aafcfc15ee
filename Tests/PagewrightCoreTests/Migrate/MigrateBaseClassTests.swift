import Testing
@testable import PagewrightCore

/// A suite's base class that holds only helpers is no screen: with nothing deriving from it, it
/// is reported and no spec is written for it. A base class whose properties are elements its
/// subclasses use stays a trait they adopt.
@Suite("migrate: base classes")
struct MigrateBaseClassTests {
    /// A greenhouse app that does not exist, written for these tests.
    static let greenhouse: [(String, String)] = [
        ("Support/Queries.swift", """
            import XCTest

            public let topBarBack = XCUIApplication().navigationBars.element(boundBy: 0).buttons.element(boundBy: 0)
            """),
        ("Support/BaseScreen.swift", """
            import XCTest

            // What every screen shared before the suite moved to ScreenObject.
            open class BaseScreen {
                public private(set) var app: XCUIApplication!
                var shownElement: XCUIElement!

                public init(element: XCUIElement) {
                    app = XCUIApplication()
                    shownElement = element
                }

                public func waitUntilShown(timeout: Double = 10) -> Bool {
                    shownElement.waitForExistence(timeout: timeout)
                }

                public func stepBack() {
                    topBarBack.tap()
                }
            }
            """),
        ("Screens/SeedTrayScreen.swift", """
            import ScreenObject
            import XCTest

            public final class SeedTrayScreen: ScreenObject {
                private let sowButtonGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["tray-sow"] }

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [sowButtonGetter], app: app)
                }

                public func sow() -> SeedTrayScreen {
                    sowButtonGetter(app).tap()
                    return self
                }
            }
            """),
        ("Pots/BasePlanterPage.swift", """
            import XCTest

            class BasePlanterPage {
                let app = XCUIApplication()
                var saveButton: XCUIElement { app.buttons["planter-save"] }

                func save() {
                    saveButton.tap()
                }
            }

            final class PotPage: BasePlanterPage {
                var soilField: XCUIElement { app.textFields["pot-soil"] }

                func fill(soil: String) {
                    soilField.tap()
                    soilField.typeText(soil)
                }
            }
            """),
    ]

    @Test func aBaseClassOfHelpersOnlyIsNoScreen() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.greenhouse))
        #expect(!result.files.contains { $0.path.hasSuffix("/Base.json") || $0.path == "Base.json" }, "\(result.files.map(\.path))")
        #expect(result.files.contains { $0.path == "Screens/SeedTray.json" }, "\(result.files.map(\.path))")
        let report = try MigrateStylesTests.report(result)
        #expect(report.contains("BaseScreen: a base class holding only helpers (no element of its own), and no page object derives from it or leads to it: no spec is written for it"),
                "\(report)")
        // Its members are not reported one by one: the screen they would belong to is not written.
        #expect(!report.contains("BaseScreen.shownElement"), "\(report)")
        #expect(!report.contains("| `BaseScreen` |"), "\(report)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func aBaseClassWithElementsStaysATrait() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.greenhouse))
        let planter = try MigrateStylesTests.file(result, "Pots/BasePlanter.json")
        #expect(planter.contains(#""trait": "BasePlanter""#), "\(planter)")
        #expect(planter.contains(#""saveButton": { "type": "button", "id": "planter-save" }"#), "\(planter)")
        let pot = try MigrateStylesTests.file(result, "Pots/Pot.json")
        #expect(pot.contains(#""traits": ["BasePlanter"]"#), "\(pot)")
        #expect(result.traitCount == 1 && result.screenCount == 2, "\(result.files.map(\.path))")
    }
}
