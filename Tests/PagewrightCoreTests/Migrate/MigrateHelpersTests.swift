import Testing
@testable import PagewrightCore

/// `migrate` following what a suite builds around its page objects: a query kept in a top-level
/// `let`, a helper an extension of the base class adds, a predicate whose text is made of a
/// parameter, a check that only calls another check, and `waitForIsHittable` inside an assertion.
@Suite("migrate: the suite's own helpers")
struct MigrateHelpersTests {
    /// A garden app that does not exist, written for these tests.
    static let garden: [(String, String)] = [
        ("Support/Queries.swift", """
            import XCTest

            public let barBackButton = XCUIApplication().navigationBars.element(boundBy: 0).buttons.element(boundBy: 0)
            """),
        ("Support/ScreenObject+Garden.swift", """
            import ScreenObject
            import XCTest

            public extension ScreenObject {
                // Back along the navigation stack.
                func goBack() {
                    barBackButton.tap()
                }
            }
            """),
        ("Screens/HomeScreen.swift", """
            import ScreenObject
            import XCTest

            public final class HomeScreen: ScreenObject {
                private let gardenButtonGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["home-garden"] }

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [gardenButtonGetter], app: app)
                }

                public func openGarden() throws -> GardenScreen {
                    gardenButtonGetter(app).tap()
                    return try GardenScreen()
                }
            }
            """),
        ("Screens/GardenScreen.swift", """
            import ScreenObject
            import XCTest

            public final class GardenScreen: ScreenObject {
                private let waterButtonGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["garden-water"] }

                private let seasonTextGetter: (XCUIApplication) -> XCUIElement = { $0.staticTexts["garden-season"] }

                var waterButton: XCUIElement { waterButtonGetter(app) }
                private var seasonName: String { seasonTextGetter(app).label }

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [waterButtonGetter], app: app)
                }

                public func leaveGarden() throws -> HomeScreen {
                    goBack()
                    return try HomeScreen()
                }

                func verifyBedShown(season: String) -> GardenScreen {
                    let bedTitle = NSPredicate(format: "label MATCHES %@", "Bed for \\(season)")
                    XCTAssertTrue(app.images.containing(bedTitle).element.exists, "no bed for \\(season)")
                    return self
                }

                public func verifySpringBedShown() -> GardenScreen {
                    return verifyBedShown(season: "Spring")
                }

                public func verifySeason(is expected: String) -> GardenScreen {
                    XCTAssertEqual(expected, seasonName, "the season shown is \\(seasonName)")
                    return self
                }

                public func verifyBeds(_ beds: [BedData]) -> GardenScreen {
                    let bedList = app.tables["garden-beds"]
                    XCTAssertEqual(beds.count, bedList.cells.count)
                    return self
                }

                private var plotsID = "garden-plots"

                func verifyPlotCount(equals expected: Int, listID: String? = nil) -> GardenScreen {
                    let plots = app.tables.matching(identifier: listID!)
                    XCTAssertEqual(expected, plots.cells.count)
                    return self
                }

                public func verifyPlanted(_ plan: PlantingPlan) -> GardenScreen {
                    verifyPlotCount(equals: 2, listID: plotsID)
                    XCTAssertTrue(app.staticTexts[plan.title].exists)
                    return self
                }

                public func verifyHerbsGrowing(_ herbs: [String]) -> GardenScreen {
                    for herb in herbs {
                        XCTAssertTrue(app.cells[herb].exists, "\\(herb) is not growing")
                    }
                    return self
                }

                public func verifyCanWater() -> GardenScreen {
                    XCTAssert(waterButton.waitForIsHittable(timeout: 3))
                    return self
                }
            }
            """),
    ]

    @Test func helpersAroundThePageObjectsAreFollowed() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.garden))
        let garden = try MigrateStylesTests.file(result, "Screens/Garden.json")
        // The global query and the base class's helper: the back button inside the first bar.
        #expect(garden.contains(#""navigationBar": { "type": "navigationBar", "index": 0 }"#), "\(garden)")
        #expect(garden.contains(#""button": { "type": "button", "index": 0, "in": "navigationBar" }"#), "\(garden)")
        #expect(garden.contains(#""leaveGarden": { "tap": "button", "to": "Home" }"#), "\(garden)")
        // The text made of a parameter, quoted inside the predicate.
        #expect(garden.contains(#""containing": { "predicate": "label MATCHES 'Bed for ${season}'" }"#), "\(garden)")
        #expect(garden.contains(#""verifyBedShown": { "params": { "season": "String" }, "exists": "image" }"#), "\(garden)")
        // The check that only calls a check: its assertion with the argument put in.
        #expect(garden.contains(#""verifySpringBedShown": { "exists": "image", "args": { "season": "Spring" } }"#), "\(garden)")
        #expect(garden.contains(#""verifyCanWater": { "isHittable": "waterButton" }"#), "\(garden)")
        // A computed property reading an element, compared in an assertion.
        #expect(garden.contains(#""verifySeason": { "params": { "expected": { "type": "String", "label": "is" } }, "label": "seasonText", "equals": "$expected" }"#), "\(garden)")
        // A check over a record migrate cannot carry: the elements it queries stay, and the report says so.
        #expect(garden.contains(#""bedsTable": { "type": "table", "id": "garden-beds" }"#), "\(garden)")
        #expect(garden.contains(#""cells": { "type": "cell", "in": "bedsTable", "all": true }"#), "\(garden)")
        #expect(!garden.contains(#""verifyBeds""#), "\(garden)")
        // An optional text parameter, unwrapped with `!`, becomes a text the caller passes.
        #expect(garden.contains(#""verifyPlotCount": { "params": { "expected": { "type": "Int", "label": "equals" }, "listID": "String" }, "count": "cells2", "equals": "$expected" }"#), "\(garden)")
        // A check over a record keeps what does not use it: here its call of a check, with the
        // page object's own text as the argument (passed to the cells' container too).
        #expect(garden.contains(#""verifyPlanted": { "count": "cells2", "equals": 2, "args": { "listID": "garden-plots" } }"#), "\(garden)")
        // A loop over a list of texts that only asserts: the check made once per item.
        #expect(garden.contains(#""verifyHerbsGrowing": { "params": { "herbs": { "type": "[String]", "label": "_" } }, "forEach": { "herb": "$herbs" }, "exists": "cell" }"#), "\(garden)")
        let report = try MigrateStylesTests.report(result)
        #expect(!report.contains("verifyHerbsGrowing"), "\(report)")
        #expect(report.contains("GardenScreen.verifyPlotCount: its parameter 'listID: String?' became a String a caller always passes"), "\(report)")
        #expect(report.contains("GardenScreen.verifyPlanted: a check without its parameter 'plan'"), "\(report)")
        #expect(report.contains(#"GardenScreen.verifyPlanted: the assertion 'XCTAssertTrue(app.staticTexts[plan.title].exists)' compares what migrate cannot read"#), "\(report)")
        #expect(report.contains("GardenScreen.leaveGarden: 'goBack()' (Support/ScreenObject+Garden.swift:6, an extension of its base class) became its own statements"), "\(report)")
        #expect(report.contains("GardenScreen.verifySpringBedShown: it only calls the check 'verifyBedShown'"), "\(report)")
        #expect(!report.contains("verifyBedShown: the assertion"), "\(report)")
        #expect(report.contains("GardenScreen.verifyBeds: its parameter 'beds: [BedData]' is not a String"), "\(report)")
        #expect(report.contains("GardenScreen.verifyBeds: the elements it queries (bedsTable, cells) are kept on the screen"), "\(report)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }
}
