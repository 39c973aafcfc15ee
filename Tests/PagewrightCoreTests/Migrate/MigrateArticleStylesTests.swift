import Testing
@testable import PagewrightCore

/// Forms the seed articles' page objects use that `migrate` reads since session 14, each on a
/// small suite written for these tests (an aquarium app that does not exist).
@Suite("migrate: the seed articles' styles")
struct MigrateArticleStylesTests {
    /// Screenplay's Elements entity: static functions that only return a query, their parameters
    /// picking the element, one searching inside another.
    static let elementsEntity: [(String, String)] = [
        ("Tank/TankElements.swift", """
            import XCTest

            enum TankElements {
                private static let app = XCUIApplication()

                static func fish(at index: Int) -> XCUIElement {
                    return app.cells.element(boundBy: index)
                }

                static func feedButton(forFishAt index: Int) -> XCUIElement {
                    return fish(at: index).buttons["tank-feed"]
                }

                static func nameLabel(named name: String) -> XCUIElement {
                    app.staticTexts[name]
                }

                static var fishes: XCUIElementQuery {
                    return app.cells
                }
            }
            """),
    ]

    @Test func elementFunctionsAreElementsWithParameters() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.elementsEntity))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let tank = try MigrateStylesTests.file(result, "Tank/TankElements.json")
        #expect(tank.contains(#""fish": { "type": "cell", "params": { "index": { "type": "Int", "match": ["index"] } } }"#), "\(tank)")
        #expect(tank.contains(#""feedButton": { "type": "button", "id": "tank-feed", "in": "fish" }"#), "\(tank)")
        #expect(tank.contains(#""nameLabel": { "type": "staticText", "id": "$name", "params": { "name": "String" } }"#), "\(tank)")
        // The element inside `fish` takes its index too: no anchor without arguments to guess.
        #expect(!tank.contains(#""verify""#), "\(tank)")
        #expect(tank.contains(#""fishes": { "type": "cell", "all": true }"#), "\(tank)")
        let report = try MigrateStylesTests.report(result)
        #expect(!report.contains("which migrate cannot follow"), "\(report)")
    }
}

extension MigrateArticleStylesTests {
    /// A locator enum: the cases are the elements, `locator(_:)` switches over `self` for each
    /// query, `rawValue` for each identifier (a text, or what the case binds).
    static let locatorEnum: [(String, String)] = [
        ("Tank/TankLocator.swift", """
            import XCTest

            enum TankLocator {
                case title_bar
                case reef_view(String)
                case depth_label(String? = nil)

                func locator(_ context: XCUIElement) -> XCUIElement {
                    switch self {
                    case .title_bar:
                        return context.navigationBars[rawValue]
                    case .reef_view:
                        return context.scrollViews[rawValue]
                    case .depth_label(let depth):
                        if let depth {
                            return context.staticTexts.matching(NSPredicate(format: "label == %@", depth)).element
                        }
                        return context.staticTexts[rawValue]
                    }
                }

                var rawValue: String {
                    switch self {
                    case .title_bar:
                        return "Tank Overview"
                    case .reef_view(let reef):
                        return reef
                    case .depth_label:
                        return "tank.depth.label"
                    }
                }
            }
            """),
    ]

    @Test func locatorEnumCasesAreElements() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.locatorEnum))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let tank = try MigrateStylesTests.file(result, "Tank/TankLocator.json")
        #expect(tank.contains(#""title_bar": { "type": "navigationBar", "id": "Tank Overview" }"#), "\(tank)")
        #expect(tank.contains(#""reef_view": { "type": "scrollView", "id": "$reef", "params": { "reef": "String" } }"#), "\(tank)")
        #expect(tank.contains(#""depth_label": { "type": "staticText", "id": "tank.depth.label" }"#), "\(tank)")
        let report = try MigrateStylesTests.report(result)
        #expect(report.contains("`Tank/TankLocator.swift:14` TankLocator.depth_label: the case's locator has branches"), "\(report)")
    }
}
