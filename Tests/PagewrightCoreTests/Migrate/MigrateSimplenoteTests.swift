import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// `migrate` on Simplenote's UI tests (`Automattic/simplenote-ios`, static helper classes over a
/// global `app`), which have no hand translation: measured against the suite's own page-object
/// members (`SuiteMemberCount` says how they are counted), with `validate` on the result and the
/// pages generated from it type-checked against the stand-in. Opt-in: the sources are not in this
/// repository; `PAGEWRIGHT_MIGRATE_SIMPLENOTE=<folder holding SimplenoteUITests and UITestsFoundation>`.
@Suite("migrate: Simplenote's static helper classes")
struct MigrateSimplenoteTests {
    static let folder = ProcessInfo.processInfo.environment["PAGEWRIGHT_MIGRATE_SIMPLENOTE"]

    @Test(.enabled(if: folder != nil, "set PAGEWRIGHT_MIGRATE_SIMPLENOTE to a folder of the app's UI-test sources"))
    func simplenote() throws {
        let folder = try #require(Self.folder)
        let result = try SuiteMigration.run(sourceDirectory: folder)
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
        let count = SuiteMemberCount(folder: folder, migrated: MigrationMeasure.specs(result.files)) { name in
            PageObjectReader.specName(name).name
        }
        print("Simplenote: \(result.screenCount) screens, \(result.notCarried) not carried, \(result.guesses) guesses; validate: \(result.validation.sorted.count) diagnostics")
        print("Simplenote: elements \(count.elements), actions \(count.actions), checks \(count.checks)")
        print("missed elements: \(count.elements.missed.joined(separator: ", "))")
        print("missed actions: \(count.actions.missed.joined(separator: ", "))")
        print("missed checks: \(count.checks.missed.joined(separator: ", "))")
        // Floors of today's figures (89 % of elements, 67 % of actions, 33 % of checks;
        // BENCHMARKS.md, section 10); before static helper classes were read, none of it.
        #expect(count.elements.percent >= 88)
        #expect(count.actions.percent >= 65)
        #expect(count.checks.percent >= 32)
        // The same count on specs an earlier build wrote (the figures before a change).
        if let earlier = ProcessInfo.processInfo.environment["PAGEWRIGHT_MIGRATE_SIMPLENOTE_SPECS"] {
            let before = SuiteMemberCount(folder: folder, migrated: MigrationMeasure.specs(in: earlier)) { PageObjectReader.specName($0).name }
            print("Simplenote, specs in \(earlier): elements \(before.elements), actions \(before.actions), checks \(before.checks)")
        }

        // The pages generated from the migrated specs type-check against the stand-in.
        let specs = result.files.filter { $0.path.hasSuffix(".json") }
            .map { SpecFile(relativePath: $0.path, displayPath: $0.path, bytes: Array($0.contents.utf8)) }
        let (validated, generated) = Pipeline.generate(files: specs)
        let output = try #require(generated, "\(validated.log.sorted.map(\.description))")
        for mode in ["6", "5"] {
            let typechecked = try GeneratedSources.typecheck(output, languageMode: mode, purpose: "simplenote")
            #expect(typechecked.status == 0, "Swift \(mode): \(typechecked.output)")
            print("Simplenote: \(output.filter { $0.path.hasSuffix(".swift") }.count) generated Swift files type-check in Swift \(mode): \(typechecked.status == 0)")
        }
    }
}
