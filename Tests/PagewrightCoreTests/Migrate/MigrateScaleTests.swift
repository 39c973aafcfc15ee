import Foundation
import Testing
@testable import PagewrightCore

/// `migrate` on a suite of 300 files, made from the fixtures with every type renamed: the time
/// it takes (printed for BENCHMARKS.md) and that every page object becomes a spec.
@Suite("migrate: a 300-file suite")
struct MigrateScaleTests {
    static func suite(files: Int) -> [(path: String, bytes: [UInt8]?)] {
        let styles = [MigrationFixtures.screenObject, MigrationFixtures.robots, MigrationFixtures.helpersAndPages.filter { !$0.0.hasPrefix("Support") }]
        var sources: [(path: String, bytes: [UInt8]?)] = [("Support/App.swift", Array("import XCTest\nlet app = XCUIApplication()\n".utf8))]
        var copy = 0
        while sources.count < files {
            for (path, text) in styles[copy % styles.count] where sources.count < files {
                var renamed = text
                for type in ["ShelfScreen", "JarScreen", "PantryTabsComponent", "LarderRobot", "ItemRobot", "SignInPage", "RecipePage"] {
                    renamed = renamed.replacingOccurrences(of: type, with: type.replacingOccurrences(of: "Screen", with: "\(copy)Screen")
                        .replacingOccurrences(of: "Robot", with: "\(copy)Robot").replacingOccurrences(of: "Page", with: "\(copy)Page")
                        .replacingOccurrences(of: "Component", with: "\(copy)Component"))
                }
                sources.append(("Area\(copy)/" + path, Array(renamed.utf8)))
            }
            copy += 1
        }
        return sources
    }

    @Test func threeHundredFiles() {
        let sources = Self.suite(files: 300)
        let clock = ContinuousClock()
        var result: SuiteMigration.Result?
        let elapsed = clock.measure { result = SuiteMigration.migrate(sources) }
        print("migrate: 300 files in \(elapsed)")
        #expect((result?.screenCount ?? 0) + (result?.traitCount ?? 0) >= 250)
        #expect(result?.validation.hasErrors == false, "\(result?.validation.sorted.prefix(5) ?? [])")
        #expect(elapsed < .seconds(60))
    }
}
