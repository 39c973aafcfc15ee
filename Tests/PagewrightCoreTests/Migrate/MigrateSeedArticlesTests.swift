import Foundation
import Testing
@testable import PagewrightCore

/// `migrate` on the five seed articles (prose with their page objects inline), measured against
/// the specs written here for each article's page objects (Tests/ArticleAcceptance). Opt-in: the
/// articles are not in this repository and their code may not be copied into it:
/// `PAGEWRIGHT_MIGRATE_SEEDS=<folder of the articles' .txt files>`.
@Suite("migrate: the seed articles against their specs")
struct MigrateSeedArticlesTests {
    static let seeds = ProcessInfo.processInfo.environment["PAGEWRIGHT_MIGRATE_SEEDS"]

    /// Article (by its number) → the ArticleAcceptance folders holding its specs.
    /// Article (by its number) → the ArticleAcceptance folders holding its specs, and the hand
    /// screens made from a page object of another name (003's `Bag` from its `BagElements` and
    /// `BagActions` entities), as the WooCommerce measure compares them.
    static let articles: [(number: String, folders: [String], aliases: [String: String])] = [
        ("000", ["000-factory", "000-without-factory"], [:]), ("001", ["001-page-object-model"], [:]), ("002", ["002-screen-flow"], [:]),
        ("003", ["003-screenplay"], ["Bag": "BagElements"]), ("004", ["004-locator-enums"], ["RefineSearch": "Element"]),
    ]

    @Test(.enabled(if: seeds != nil, "set PAGEWRIGHT_MIGRATE_SEEDS to the folder of the seed articles"))
    func seedArticles() throws {
        let folder = try #require(Self.seeds)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        var after: [String: MigrationMeasure] = [:]
        for (number, specFolders, aliases) in Self.articles {
            let name = try #require(names.first { $0.hasPrefix(number) && $0.hasSuffix(".txt") }, "no article \(number) in \(folder)")
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + name))
            // Before: the article read as if it were a Swift file; after: read as a document.
            let asSwift = SuiteMigration.migrate([(path: name + ".swift", bytes: Array(bytes))])
            let asDocument = SuiteMigration.migrate([(path: name, bytes: Array(bytes))])
            #expect(!asDocument.validation.hasErrors, "\(name): \(asDocument.validation.sorted)")
            var hand: [String: [String: Any]] = [:]
            for specFolder in specFolders {
                hand.merge(MigrationMeasure.specs(in: RepositoryPaths.root + "/Tests/ArticleAcceptance/" + specFolder + "/specs")) { first, _ in first }
            }
            let before = MigrationMeasure(hand: hand, migrated: MigrationMeasure.specs(asSwift.files), aliases: aliases)
            let measure = MigrationMeasure(hand: hand, migrated: MigrationMeasure.specs(asDocument.files), aliases: aliases)
            after[number] = measure
            print("Article \(number) as Swift: \(asSwift.screenCount) screens, \(asSwift.traitCount) traits; elements \(before.elements), actions \(before.actions), transitions \(before.transitions), checks \(before.checks)")
            print("Article \(number) as a document: \(asDocument.screenCount) screens, \(asDocument.traitCount) traits, \(asDocument.notCarried) not carried, \(asDocument.guesses) guesses; elements \(measure.elements), actions \(measure.actions), transitions \(measure.transitions), checks \(measure.checks)")
            print("  written: \(asDocument.files.map(\.path).joined(separator: ", "))")
            print("  missed elements: \(measure.elements.missed.joined(separator: ", "))")
            print("  missed actions: \(measure.actions.missed.joined(separator: ", "))")
            print("  missed checks: \(measure.checks.missed.joined(separator: ", "))")
        }
        // Floors of what the articles give today (BENCHMARKS.md section 10), so a change that
        // loses some fails. Read as Swift, every article gave nothing.
        #expect((after["000"]?.actions.found ?? 0) >= 1)
        #expect((after["000"]?.transitions.found ?? 0) >= 1)
        #expect((after["003"]?.elements.found ?? 0) >= 3)
        #expect((after["004"]?.elements.found ?? 0) >= 3)
    }
}
