import Foundation
import Testing
@testable import PagewrightCore

/// `migrate` on real suites nobody here wrote, measured against this repository's hand
/// translations. Opt-in: the suites are not in this repository. Point an environment variable at
/// a folder holding the app's UI-test sources, e.g. for WooCommerce
/// (`woocommerce/woocommerce-ios` at the commit `Examples/WooCommerce/NOTES.md` names):
/// `PAGEWRIGHT_MIGRATE_WOOCOMMERCE=<folder with WooCommerce/UITestsFoundation>`.
@Suite("migrate: real suites against their hand translations")
struct MigrateRealSuitesTests {
    /// The demo app's page objects as the seed articles write them (the round-trip baseline of
    /// BENCHMARKS.md), against the demo specs.
    @Test func handWrittenDemoPages() throws {
        let result = try SuiteMigration.run(sourceDirectory: RepositoryPaths.root + "/Benchmarks/HandWritten")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let hand = MigrationMeasure.specs(in: RepositoryPaths.specs)
        let measure = MigrationMeasure(hand: hand, migrated: MigrationMeasure.specs(result.files), withPageObjectOnly: true)
        print("Hand-written demo pages: elements \(measure.elements), actions \(measure.actions), transitions \(measure.transitions), checks \(measure.checks)")
        print("missed elements: \(measure.elements.missed.joined(separator: ", "))")
        print("missed actions: \(measure.actions.missed.joined(separator: ", "))")
        // Floors of today's figures (71 %, 80 %, 100 %); the demo specs' checks are named for
        // what they assert, the pages' for the test that uses them, so none match by name.
        #expect(measure.elements.percent >= 65)
        #expect(measure.actions.percent >= 75)
        #expect(measure.transitions.percent >= 95)
    }

    static let proton = ProcessInfo.processInfo.environment["PAGEWRIGHT_MIGRATE_PROTONMAIL"]

    /// Proton Mail's robots (fusion), whichever of them the folder holds (its snapshot is too
    /// large to fetch whole here: the robots can be read one by one): only the hand screens with
    /// a migrated counterpart count.
    @Test(.enabled(if: proton != nil, "set PAGEWRIGHT_MIGRATE_PROTONMAIL to a folder of the app's robots"))
    func protonMail() throws {
        let result = try SuiteMigration.run(sourceDirectory: try #require(Self.proton))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let hand = MigrationMeasure.specs(in: RepositoryPaths.root + "/Examples/ProtonMail/Tests/ProtonMailUITests/Specs")
        let measure = MigrationMeasure(hand: hand, migrated: MigrationMeasure.specs(result.files), withPageObjectOnly: true)
        print("Proton Mail: elements \(measure.elements), actions \(measure.actions), transitions \(measure.transitions), checks \(measure.checks)")
        print("missed elements: \(measure.elements.missed.joined(separator: ", "))")
        print("missed actions: \(measure.actions.missed.joined(separator: ", "))")
        print("missed checks: \(measure.checks.missed.joined(separator: ", "))")
        // Floors of what it recovers today from the 24 files gathered (SOURCES.md beside them):
        // 81/95 elements, 66/74 actions, 40/45 transitions, 16/19 checks (37 %, 75 %, 89 % and
        // 41 % before it read localised texts, fusion's chains and the robots' text functions).
        #expect(measure.elements.percent >= 85)
        #expect(measure.actions.percent >= 89)
        #expect(measure.transitions.percent >= 88)
        #expect(measure.checks.percent >= 84)
    }

    static let woo = ProcessInfo.processInfo.environment["PAGEWRIGHT_MIGRATE_WOOCOMMERCE"]

    @Test(.enabled(if: woo != nil, "set PAGEWRIGHT_MIGRATE_WOOCOMMERCE to a folder of the app's UI-test sources"))
    func wooCommerce() throws {
        let result = try SuiteMigration.run(sourceDirectory: try #require(Self.woo))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let hand = MigrationMeasure.specs(in: RepositoryPaths.root + "/Examples/WooCommerce/Tests/WooCommerceUITests/Specs")
        let migrated = MigrationMeasure.specs(result.files)
        let aliases = ["OrderForm": "UnifiedOrder", "UnifiedOrderEditing": "UnifiedOrder", "LogOutAlert": "Settings"]
        let all = MigrationMeasure(hand: hand, migrated: migrated, aliases: aliases)
        print("WooCommerce, every hand screen: elements \(all.elements), actions \(all.actions), transitions \(all.transitions), checks \(all.checks)")
        let measure = MigrationMeasure(hand: hand, migrated: migrated, aliases: aliases, withPageObjectOnly: true)
        print("WooCommerce: elements \(measure.elements), actions \(measure.actions), transitions \(measure.transitions), checks \(measure.checks)")
        print("missed elements: \(measure.elements.missed.joined(separator: ", "))")
        print("missed actions: \(measure.actions.missed.joined(separator: ", "))")
        print("missed transitions: \(measure.transitions.missed.joined(separator: ", "))")
        print("missed checks: \(measure.checks.missed.joined(separator: ", "))")
        // Floors of what it recovers today (85 % of elements, 79 % of actions, 87 % of
        // transitions, 62 % of checks; 73 % and 32 % before it followed the suite's helpers), so a
        // change that loses some fails; issue 43 asks for 80 % of elements and 60 % of checks. The
        // checks still missing are mostly compound checks the translation wrote over the app's
        // records (`verifyOrdersCountAndFirst`) or split out of a `switch` (`verifyTextShown`),
        // which migrate reports instead of carrying (BENCHMARKS.md).
        #expect(measure.elements.percent >= 85)
        #expect(measure.actions.percent >= 75)
        #expect(measure.transitions.percent >= 85)
        #expect(measure.checks.percent >= 60)
    }
}
