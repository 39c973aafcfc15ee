import Foundation
import Testing
@testable import PagewrightCore

/// `migrate` and a tab bar component that the suite holds on some page objects only and makes
/// afresh elsewhere: the screens its tabs open show it, so they adopt its trait (the tests call
/// its members there), each reported as a guess.
@Suite("migrate: the screens a tab bar opens adopt it")
struct MigrateTabBarTests {
    /// A lending-library app that does not exist, written for these tests: the catalogue holds the
    /// tab bar, the loans screen does not (its tests write `LibraryTabBar().openLoans()`), and the
    /// account screen has a member of its own with the name of one of the tab bar's.
    static let library: [(String, String)] = [
        ("Screens/LibraryTabBar.swift", """
            import ScreenObject
            import XCTest

            public final class LibraryTabBar: ScreenObject {
                private let catalogueTabGetter: (XCUIApplication) -> XCUIElement = { $0.tabBars.firstMatch.buttons["tab-catalogue"] }
                private let loansTabGetter: (XCUIApplication) -> XCUIElement = { $0.tabBars.firstMatch.buttons["tab-loans"] }
                private let accountTabGetter: (XCUIApplication) -> XCUIElement = { $0.tabBars.firstMatch.buttons["tab-account"] }

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [catalogueTabGetter], app: app)
                }

                public func openCatalogue() throws -> CatalogueScreen {
                    catalogueTabGetter(app).tap()
                    return try CatalogueScreen()
                }

                public func openLoans() throws -> LoansScreen {
                    loansTabGetter(app).tap()
                    return try LoansScreen()
                }

                public func openAccount() throws -> AccountScreen {
                    accountTabGetter(app).tap()
                    return try AccountScreen()
                }
            }
            """),
        ("Screens/CatalogueScreen.swift", """
            import ScreenObject
            import XCTest

            public final class CatalogueScreen: ScreenObject {
                private let searchFieldGetter: (XCUIApplication) -> XCUIElement = { $0.searchFields["catalogue-search"] }
                public let tabs: LibraryTabBar

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    tabs = try LibraryTabBar(app: app)
                    try super.init(expectedElementGetters: [searchFieldGetter], app: app)
                }
            }
            """),
        ("Screens/LoansScreen.swift", """
            import ScreenObject
            import XCTest

            public final class LoansScreen: ScreenObject {
                private let renewAllButtonGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["loans-renew-all"] }

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [renewAllButtonGetter], app: app)
                }

                public func renewAll() -> Self {
                    renewAllButtonGetter(app).tap()
                    return self
                }
            }
            """),
        ("Screens/AccountScreen.swift", """
            import ScreenObject
            import XCTest

            public final class AccountScreen: ScreenObject {
                private let loansLinkGetter: (XCUIApplication) -> XCUIElement = { $0.links["account-loans"] }

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [loansLinkGetter], app: app)
                }

                public func openLoans() throws -> LoansScreen {
                    loansLinkGetter(app).tap()
                    return try LoansScreen()
                }
            }
            """),
    ]

    @Test func screensATabOpensAdoptTheTabBar() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.library))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let tabs = try MigrateStylesTests.file(result, "Screens/LibraryTabBar.json")
        #expect(tabs.contains(#""trait": "LibraryTabBar""#), "\(tabs)")
        // Held as a property: adopted as before, and not reported.
        let catalogue = try MigrateStylesTests.file(result, "Screens/Catalogue.json")
        #expect(catalogue.contains(#""traits": ["LibraryTabBar"]"#), "\(catalogue)")
        // Not held, but a tab opens it: adopted, with a guess in the report.
        let loans = try MigrateStylesTests.file(result, "Screens/Loans.json")
        #expect(loans.contains(#""traits": ["LibraryTabBar"]"#), "\(loans)")
        let report = try MigrateStylesTests.file(result, SuiteMigration.reportName)
        #expect(report.contains("a tab of LibraryTabBar opens it, so it shows that tab bar: it adopts the trait 'LibraryTabBar'"), "\(report)")
        #expect(!report.contains("CatalogueScreen: a tab of"), "\(report)")
        // Its own `openLoans` would clash with the tab bar's: left alone, and said so.
        let account = try MigrateStylesTests.file(result, "Screens/Account.json")
        #expect(!account.contains(#""traits""#), "\(account)")
        #expect(report.contains("it has its own 'openLoans': it does not adopt the trait 'LibraryTabBar'"), "\(report)")
    }

    /// On WooCommerce (opt-in, as `MigrateRealSuitesTests`): the hand translation's screens that
    /// adopt a trait migrate also writes adopt it in the migrated specs too. Its tab bar is held by
    /// three page objects and used by the tests on three more (My Store, Orders, Menu), whose
    /// `goToOrdersScreen()` calls compiled only after this (BENCHMARKS.md section 10): 3 of 6
    /// before, 6 of 6 now.
    @Test(.enabled(if: MigrateRealSuitesTests.woo != nil, "set PAGEWRIGHT_MIGRATE_WOOCOMMERCE to a folder of the app's UI-test sources"))
    func wooCommerceScreensAdoptTheTraitsOfTheHandTranslation() throws {
        let result = try SuiteMigration.run(sourceDirectory: try #require(MigrateRealSuitesTests.woo))
        let hand = MigrationMeasure.specs(in: RepositoryPaths.root + "/Examples/WooCommerce/Tests/WooCommerceUITests/Specs")
        let migrated = MigrationMeasure.specs(result.files)
        var adoptions = MigrationMeasure.Share()
        for (name, spec) in hand.sorted(by: { $0.key < $1.key }) {
            guard let mine = migrated[name] else { continue }
            for trait in (spec["traits"] as? [String] ?? []) where migrated[trait] != nil {
                adoptions.count((mine["traits"] as? [String] ?? []).contains(trait), "\(name): \(trait)")
            }
        }
        print("WooCommerce: traits adopted \(adoptions); missed: \(adoptions.missed.joined(separator: ", "))")
        #expect(adoptions.total >= 6)
        #expect(adoptions.found == adoptions.total, "\(adoptions.missed)")
    }
}
