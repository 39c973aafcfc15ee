import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A screen nested 70 levels deep, past the 62 a snapshot can carry on devices (the stand-in's
/// `SnapshotDepth`): a whole-app snapshot fails there, and verification, "where am I" and failure
/// evidence ask each element by query instead of reading every anchor as missing.
final class DeepTreeTests: RuntimeTestCase {
    typealias Place = PagewrightPlace<TestSettings>

    override func setUp() async throws {
        try await super.setUp()
        app.screen("Deep") {
            Self.nested(70) {
                SimulatedElement.group {
                    SimulatedElement.text("Deep screen", id: "Deep.title")
                    SimulatedElement.button("Deep.done", label: "Done").onTap(show: "Home")
                }
            }
        }
    }

    private static func nested(_ levels: Int, around innermost: @escaping @MainActor () -> SimulatedElement) -> SimulatedElement {
        guard levels > 0 else { return innermost() }
        return SimulatedElement.group { nested(levels - 1, around: innermost) }
    }

    /// The app launched, showing the deep screen: its whole-app snapshot fails.
    private func launchedOnDeep() throws -> XCUIApplication {
        let application = launched()
        app.show("Deep")
        XCTAssertThrowsError(try application.snapshot(), "the screen is deeper than a snapshot can carry")
        return application
    }

    func testVerificationOfADeepScreenPasses() async throws {
        let application = try launchedOnDeep()
        XCTAssertEqual(recordingFailures { DeepPage(application: application).verify() }.map(\.message), [])
        XCTAssertTrue(DeepPage.isDisplayed(in: application))
        XCTAssertFalse(HomePage.isDisplayed(in: application))
    }

    func testVerificationOfADeepScreenThatComesLateWaitsForIt() async throws {
        let application = launched()
        app.show("Deep", after: 1)
        XCTAssertEqual(recordingFailures { DeepPage(application: application).verify(within: .uiInteraction) }.map(\.message), [])
    }

    func testWhereaboutsFindsADeepScreen() async throws {
        _ = try launchedOnDeep()
        let finder = PagewrightScreenFinder<TestSettings>([
            Place("Home", app: "main", { XCUIApplication() }, HomePage.verification),
            Place("Deep", app: "main", { XCUIApplication() }, DeepPage.verification),
        ])
        XCTAssertEqual(finder.look(), .found(PagewrightWhereabouts(screen: "Deep", held: ["Deep"])))
    }

    func testAFailureOnADeepScreenSaysWhatIsOnScreen() async throws {
        let application = try launchedOnDeep()
        let before = device.attachments.count
        let failures = recordingFailures { HomePage(application: application).verify() }
        XCTAssertEqual(failures.count, 1, "reading the evidence adds no failure: \(failures)")
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("HomePage is not showing after 5.0 s (uiInteraction): missing 'title' (\"Home.title\")."), message)
        XCTAssertTrue(message.contains("Identifiers on screen: Deep.done, Deep.title"), message)
        let evidence = device.attachments.dropFirst(before)
        let tree = evidence.first { $0.name == "Element tree" }?.text ?? ""
        XCTAssertTrue(tree.contains("Deep.title") && tree.contains("Deep.done"), tree)
        XCTAssertTrue(evidence.contains { $0.name == "Screenshot" })
    }
}

/// The deep screen: two present anchors (answered together where a snapshot can be taken) and an
/// absent one.
final class DeepPage: PagewrightPageObject<TestSettings> {
    override class var verification: Verification {
        Verification(screen: "Deep", wait: .uiInteraction, present: [
            .init("title", .staticText, identifier: "Deep.title") { $0.staticTexts["Deep.title"] },
            .init("done", .button, identifier: "Deep.done") { $0.buttons["Deep.done"] },
        ], absent: [
            .init("homeTitle", .staticText, identifier: "Home.title") { $0.staticTexts["Home.title"] },
        ])
    }
}
