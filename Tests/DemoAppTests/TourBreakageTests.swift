import Foundation
import XCTest
import PagewrightCore
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The generated tour (`Tour/`, written by `pagewright tour specs --output Tests/DemoAppTests/Tour`)
/// against the simulated app. Its walks are test cases of their own, and pass under `swift test`
/// (and, each in its own process, under `swift test --parallel`). Here each walk is run from code
/// against builds of the app with one transition broken: exactly the walks that cross it fail, each
/// first at the line of that step, with the message any generated page object gives.
final class TourBreakageTests: JobAppTestCase {

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The plan and each style's file, made by the library from the demo specs (a test in
    /// PagewrightCoreTests keeps `Tour/` equal to them).
    private static let tour: (plan: TourPlan, files: [OutputStyle: TourFile]) = {
        let validated = try! Pipeline.validate(specsDirectory: root.appendingPathComponent("specs").path)
        let model = validated.model!
        let plan = TourPlanner.plan(model)
        let files = TourEmitter.files(model, names: validated.names!, plan: plan)
        return (plan, Dictionary(uniqueKeysWithValues: files.map { ($0.style, $0) }))
    }()

    private let walks: [OutputStyle: [(name: String, walk: @MainActor (XCTestCase) -> Void)]] = [
        .factory: PagewrightTour.walks, .plain: PagewrightPlainTour.walks, .screenplay: PagewrightScreenplayTour.walks,
    ]

    func testEveryWalkPassesOnTheAppAsItIs() async throws {
        for style in OutputStyle.allCases {
            let results = run(style, on: SimulatedJobApp.Options())
            XCTAssertEqual(results.count, Self.tour.plan.shards.count, "\(style)")
            for (name, failures) in results { XCTAssertEqual(failures.map(\.description), [], "\(style) \(name)") }
        }
    }

    /// An identifier the app no longer has: the step that taps it cannot find it.
    func testAStepThatCannotActFailsExactlyTheWalksCrossingIt() async throws {
        try expectBroken("CompanyGallery", "back", "Vacancy", by: .init(renamedIdentifiers: ["Gallery.back": "Gallery.return"]),
                         message: "'backButton' did not appear within 5.0 s (uiInteraction)", sampling: .factory)
        try expectBroken("SavedVacancies", "turnOnNotifications", "NotificationPermissionAlert",
                         by: .init(renamedIdentifiers: ["Saved.notify": "Saved.notifications"]),
                         message: "'notifyButton' did not appear within 5.0 s (uiInteraction)", sampling: .plain)
    }

    /// A tap that leads to the wrong screen: verification on arrival fails at the step.
    func testAStepThatLeadsElsewhereFailsExactlyTheWalksCrossingIt() async throws {
        try expectBroken("Profile", "goToAuthorization", "Authorization", by: .init(tapsLeadingElsewhere: ["Profile.login": .main]),
                         message: "Authorization", sampling: .screenplay)
        // Crossed on the way by many walks: each of them fails, at its first crossing.
        try expectBroken("Main", "openVacanciesList", "VacancyList", by: .init(tapsLeadingElsewhere: ["Main.vacancies": .savedVacancies]),
                         message: "VacancyList", sampling: .factory)
    }

    // MARK: Running walks

    /// Breaks one transition and runs every walk: in each style with PAGEWRIGHT_THOROUGH=1, else in
    /// the `sampling` one (the tests between them sample all three).
    private func expectBroken(_ screen: String, _ transition: String, _ destination: String, by options: SimulatedJobApp.Options,
                              message: String, sampling: OutputStyle, line: UInt = #line) throws {
        let plan = Self.tour.plan
        let crossing = plan.shards.indices.filter { index in
            plan.shards[index].moves.contains { $0.transition.screen == screen && $0.transition.name == transition && $0.transition.destination == destination }
        }
        XCTAssertFalse(crossing.isEmpty, "no walk crosses \(screen).\(transition)", line: line)
        let thorough = ProcessInfo.processInfo.environment["PAGEWRIGHT_THOROUGH"] == "1"
        for style in thorough ? OutputStyle.allCases : [sampling] {
            let file = try XCTUnwrap(Self.tour.files[style])
            let results = run(style, on: options)
            for (index, (name, failures)) in results.enumerated() {
                guard crossing.contains(index) else {
                    XCTAssertEqual(failures.map(\.description), [], "\(name) does not cross \(screen).\(transition), yet failed", line: line)
                    continue
                }
                let step = try XCTUnwrap(plan.shards[index].moves.firstIndex {
                    $0.transition.screen == screen && $0.transition.name == transition && $0.transition.destination == destination
                })
                let first = try XCTUnwrap(failures.first, "\(name) crosses \(screen).\(transition) but passed", line: line)
                XCTAssertTrue(first.file.hasSuffix("/Tour/\(file.file.path)"), "\(name): \(first)", line: line)
                XCTAssertTrue(file.moveLines[index][step].contains(first.line),
                              "\(name) should fail first at its step \(step + 1), lines \(file.moveLines[index][step]): \(first)", line: line)
                XCTAssertTrue(first.message.contains(message), "\(name): \(first.message)", line: line)
            }
        }
    }

    /// Each walk of a style from a fresh install of the app built with `options`, with the
    /// failures it raised.
    private func run(_ style: OutputStyle, on options: SimulatedJobApp.Options) -> [(name: String, failures: [RecordedFailure])] {
        // A walk goes on after its first failure (Linux XCTest cannot stop it), and each later step
        // fails too; their evidence would only cost time here.
        PagewrightReport.attachesEvidence = false
        defer { PagewrightReport.attachesEvidence = true }
        // Each walk is a test of its own: it gets a UI test's budget of round trips (a walk that
        // fails early fails each later step too, each after its wait; the most seen was about 190).
        roundTripBudget += (walks[style]?.count ?? 0) * 300
        return (walks[style] ?? []).map { walk in
            reinstall(options)
            return (walk.name, recordingFailures { walk.walk(self) })
        }
    }
}
