import Foundation
import Testing
@testable import PagewrightCore

/// When a tour is made, each transition it cannot cross is a `not-in-tour` warning at the action,
/// with the reason; an action its spec leaves out (`"example": false`) and an interruption's way
/// back are not; `disabledWarnings` turns them off; validating without a tour gives none.
@Suite("Tour warnings")
struct TourWarningTests {
    static func demo(replacing edits: [(file: String, text: String, replacement: String)] = []) throws -> [SpecFile] {
        try SpecDirectory.read(RepositoryPaths.specs).map { file in
            var text = String(decoding: file.bytes, as: UTF8.self)
            for edit in edits where edit.file == file.relativePath {
                #expect(text.contains(edit.text), "\(file.relativePath) does not hold \(edit.text)")
                text = text.replacingOccurrences(of: edit.text, with: edit.replacement)
            }
            return SpecFile(relativePath: file.relativePath, displayPath: file.displayPath, bytes: Array(text.utf8))
        }
    }

    static func notInTour(_ files: [SpecFile], tour: Bool = true) -> [String] {
        Pipeline.validate(files: files, tour: tour).log.sorted.filter { $0.name == .notInTour }
            .map { $0.description.replacingOccurrences(of: RepositoryPaths.root + "/", with: "") }
    }

    @Test func eachTransitionTheTourCannotCrossIsAWarningAtItsAction() throws {
        let warnings = Self.notInTour(try Self.demo())
        #expect(warnings == [
            "specs/vacancies/ResponseSent.json:11:5: warning: the tour does not cross ResponseSent.close → Vacancy: no transition the tour can cross leads to ResponseSent [not-in-tour]",
            "specs/vacancies/ResponseSent.json:12:5: warning: the tour does not cross ResponseSent.waitUntilClosed → Vacancy: no transition the tour can cross leads to ResponseSent [not-in-tour]",
            "specs/vacancies/Vacancy.json:16:5: warning: the tour does not cross Vacancy.tapResponseButton → ResponseSent: the app decides among ResponseSent, Authorization; no example of 'tapResponseButton' says (with \"to\") that it leads to ResponseSent [not-in-tour]",
        ])
        // The interruption's ways back are in the plan's list, not warned about.
        let plan = TourPlanner.plan(try #require(Pipeline.validate(files: try Self.demo()).model))
        #expect(plan.uncrossed.contains { $0.transition.screen == "LocationPermissionAlert" })
        #expect(!warnings.contains { $0.contains("LocationPermissionAlert") })
    }

    @Test func noTourNoWarnings() throws {
        #expect(Self.notInTour(try Self.demo(), tour: false).isEmpty)
    }

    @Test func anActionLeftOutOfTheTourOnPurposeIsNotWarnedAbout() throws {
        let files = try Self.demo(replacing: [("vacancies/Vacancy.json", #""example": { "to": "Authorization" }"#, #""example": false"#)])
        let warnings = Self.notInTour(files)
        #expect(!warnings.contains { $0.contains("Vacancy.tapResponseButton") })
        // Left out, it no longer reaches Authorization that way, but the screens it led to are still listed.
        #expect(warnings.contains { $0.contains("ResponseSent.close") })
    }

    @Test func disabledWarningsTurnsThemOff() throws {
        let inFile = try Self.demo(replacing: [("vacancies/ResponseSent.json", #""screen": "ResponseSent","#, #""screen": "ResponseSent", "disabledWarnings": ["not-in-tour"],"#)])
        #expect(Self.notInTour(inFile).count == 1)
        let everywhere = try Self.demo(replacing: [("pagewright.json", #""accessLevel": "public","#, #""accessLevel": "public", "disabledWarnings": ["not-in-tour"],"#)])
        #expect(Self.notInTour(everywhere).isEmpty)
    }

    /// `pagewright tour` prints the warnings, then its summary: each uncrossed transition is named
    /// once, in a warning or in the summary's list, and a disabled warning's transition moves to the list.
    @Test func theSummaryListsEachUncrossedTransitionOnce() throws {
        for files in [try Self.demo(), try Self.demo(replacing: [("pagewright.json", #""accessLevel": "public","#, #""accessLevel": "public", "disabledWarnings": ["not-in-tour"],"#)])] {
            let validated = Pipeline.validate(files: files, tour: true)
            let model = try #require(validated.model)
            let plan = TourPlanner.plan(model)
            let warnings = validated.log.sorted.filter { $0.name == .notInTour }.map(\.message)
            let summary = TourSummary.text(plan, warnedAbove: TourDiagnostics.warned(plan, model: model, in: validated.log))
            #expect(plan.uncrossed.count == 5)
            for uncrossed in plan.uncrossed {
                let named = "\(uncrossed.transition): "
                let times = warnings.filter { $0.contains(named) }.count + summary.components(separatedBy: "\n").filter { $0.contains(named) }.count
                #expect(times == 1, "\(uncrossed.transition) is named \(times) times:\n\(warnings.joined(separator: "\n"))\n\(summary)")
            }
        }
    }

    /// The starter `init` writes is one screen whose one action comes back to it: its summary
    /// counts one move as "1 move" (it said "in 1 moves").
    @Test func aOneMoveTourSaysMoveOnce() throws {
        let screen = #"{ "screen": "Home", "verify": { "present": ["title"] }, "elements": { "title": { "type": "staticText", "id": "Home.title" }, "refresh": { "type": "button", "id": "Home.refresh" } }, "actions": { "reload": { "tap": "refresh", "to": "Home" } } }"#
        let settings = #"{ "apps": { "main": { "entry": "Home" } } }"#
        let files = [("Home.json", screen), ("pagewright.json", settings)].map { SpecFile(relativePath: $0.0, displayPath: $0.0, bytes: Array($0.1.utf8)) }
        let model = try #require(Pipeline.validate(files: files, tour: true).model)
        let summary = TourSummary.text(TourPlanner.plan(model))
        #expect(summary.hasPrefix("tour: 1 walk of at most "), "\(summary)")
        #expect(summary.contains("transitions in 1 move ("), "\(summary)")
        #expect(!summary.contains(" 1 moves"), "\(summary)")
    }
}

