import Testing
@testable import PagewrightCore

/// `migrate` on a suite whose tests share journeys through helper types (`enum JoinFlow { static
/// func … }` chaining page-object calls): each such function becomes a spec flow, and what a flow
/// cannot say is reported at its line.
@Suite("migrate: flow helpers")
struct MigrateFlowsTests {
    /// A community-garden app that does not exist, written for these tests.
    static let garden: [(String, String)] = [
        ("Screens/WelcomeScreen.swift", """
            import XCTest

            class WelcomeScreen {
                let app = XCUIApplication()
                var joinButton: XCUIElement { app.buttons["join-garden"] }

                func tapJoin() -> PlotOwnerScreen {
                    joinButton.tap()
                    return PlotOwnerScreen()
                }
            }
            """),
        ("Screens/PlotOwnerScreen.swift", """
            import XCTest

            class PlotOwnerScreen {
                let app = XCUIApplication()
                var ownerField: XCUIElement { app.textFields["owner-name"] }
                var plotField: XCUIElement { app.textFields["plot-number"] }
                var nextButton: XCUIElement { app.buttons["owner-next"] }

                func enterOwner(name: String) -> PlotOwnerScreen {
                    ownerField.tap()
                    ownerField.typeText(name)
                    return self
                }

                func enterPlot(_ plot: String) -> PlotOwnerScreen {
                    plotField.typeText(plot)
                    return self
                }

                func proceed() -> AllotmentScreen {
                    nextButton.tap()
                    return AllotmentScreen()
                }
            }
            """),
        ("Screens/AllotmentScreen.swift", """
            import XCTest

            class AllotmentScreen {
                let app = XCUIApplication()
                var waterButton: XCUIElement { app.buttons["water-plot"] }

                func waterPlot() -> AllotmentScreen {
                    waterButton.tap()
                    return self
                }

                func verifyWatered() -> AllotmentScreen {
                    XCTAssertTrue(app.staticTexts["watered-today"].exists)
                    return self
                }
            }
            """),
        ("Support/GardenMembers.swift", """
            enum GardenMembers {
                static let owner = "Hild Marrow"
                static let plot = "14B"
            }
            """),
        ("Flows/JoinFlow.swift", """
            import XCTest

            enum JoinFlow {

                @discardableResult
                static func join(as name: String, plot: String) -> AllotmentScreen {
                    return WelcomeScreen()
                        .tapJoin()
                        .enterOwner(name: name)
                        .enterPlot(plot)
                        .proceed()
                }

                @discardableResult
                static func joinAsRegularMember() throws -> AllotmentScreen {
                    try WelcomeScreen()
                        .tapJoin()
                        .enterOwner(name: GardenMembers.owner)
                        .enterPlot(GardenMembers.plot)
                        .proceed()
                }

                static func joinAndWater() {
                    WelcomeScreen().tapJoin().enterOwner(name: "Wynn").enterPlot("2").proceed()
                    AllotmentScreen().waterPlot()
                }

                static func joinIfWelcomed() {
                    if WelcomeScreen().joinButton.exists {
                        WelcomeScreen().tapJoin()
                    }
                }

                static func joinAndCheck() {
                    WelcomeScreen().tapJoin().enterPlot("3").proceed().verifyWatered()
                }

                static func seasonName() -> String {
                    return "Spring"
                }
            }
            """),
    ]

    static func migrated() throws -> (result: SuiteMigration.Result, flows: String, report: String) {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(garden))
        return (result, try MigrateStylesTests.file(result, "Flows/JoinFlow.json"), try MigrateStylesTests.report(result))
    }

    @Test func aChainOfPageObjectCallsIsAFlowThatValidates() throws {
        let (result, flows, _) = try Self.migrated()
        #expect(flows.contains(#""join": {"#), "\(flows)")
        #expect(flows.contains(#""from": "Welcome""#), "\(flows)")
        #expect(flows.contains(#""params": { "name": { "type": "String", "label": "as" }, "plot": "String" }"#), "\(flows)")
        #expect(flows.contains(#""steps": ["tapJoin", { "action": "enterOwner", "args": { "name": "$name" } }, { "action": "enterPlot", "args": { "plot": "$plot" } }, "proceed"]"#), "\(flows)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func aChainMayGoOnFromTheScreenItReached() throws {
        let (_, flows, _) = try Self.migrated()
        #expect(flows.contains(#"{ "action": "enterPlot", "args": { "plot": "2" } }, "proceed", "waterPlot"]"#), "\(flows)")
    }

    @Test func aSuiteConstantIsAParameterWithItsValueAsDefault() throws {
        let (_, flows, report) = try Self.migrated()
        #expect(flows.contains(#""params": { "name": { "type": "String", "default": "Hild Marrow" }, "plot": { "type": "String", "default": "14B" } }"#), "\(flows)")
        #expect(report.contains("JoinFlow.joinAsRegularMember: the suite constant given as 'name' is a parameter of the flow"), "\(report)")
    }

    @Test func whatAFlowCannotSayIsReportedAtItsLine() throws {
        let (_, flows, report) = try Self.migrated()
        #expect(!flows.contains("joinIfWelcomed") && !flows.contains("joinAndCheck") && !flows.contains("seasonName"), "\(flows)")
        #expect(report.contains("`Flows/JoinFlow.swift:29` JoinFlow.joinIfWelcomed: not a chain of page-object calls"), "\(report)")
        #expect(report.contains("JoinFlow.joinAndCheck: 'verifyWatered' is a check of Allotment; a flow's steps are actions"), "\(report)")
        // A helper that makes no page object is no flow, and nothing to report.
        #expect(!report.contains("seasonName"), "\(report)")
    }
}

extension MigrateFlowsTests {
    @Test func theReportListsTheFlowsWritten() throws {
        let (_, _, report) = try Self.migrated()
        #expect(report.contains("## Flows"), "\(report)")
        #expect(report.contains("| JoinFlow.join (`Flows/JoinFlow.swift:6`) | Welcome | Flows/JoinFlow.json | 4 | name, plot |"), "\(report)")
        #expect(report.contains("| JoinFlow.joinAsRegularMember (`Flows/JoinFlow.swift:15`) | Welcome | Flows/JoinFlow.json | 4 | name (a constant's value by default), plot (a constant's value by default) |"), "\(report)")
    }
}

extension MigrateFlowsTests {
    /// WooCommerce's `LoginFlow.logInWithSiteAddress()`, which every test class's `logIn()` calls, is
    /// a flow with the hand spec's start, steps and parameters (a floor: a change that loses it fails).
    @Test(.enabled(if: MigrateRealSuitesTests.woo != nil, "set PAGEWRIGHT_MIGRATE_WOOCOMMERCE to a folder of the app's UI-test sources"))
    func wooCommercesLoginFlow() throws {
        let result = try SuiteMigration.run(sourceDirectory: try #require(MigrateRealSuitesTests.woo))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let flows = try MigrateStylesTests.file(result, "WooCommerceUITests/Flows/LoginFlow.json")
        #expect(flows.contains(#""logInWithSiteAddress": {"#) && flows.contains(#""from": "Prologue""#), "\(flows)")
        #expect(flows.contains(#""steps": ["tapLogIn", { "action": "proceedWith", "args": { "siteUrl": "$siteUrl" } }, { "action": "proceedWith", "args": { "email": "$email" } }, "enterValidPassword", "enterValidTwoFACode"]"#), "\(flows)")
        #expect(flows.contains(#""siteUrl": { "type": "String", "default": "#) && flows.contains(#""email": { "type": "String", "default": "#), "\(flows)")
    }
}
