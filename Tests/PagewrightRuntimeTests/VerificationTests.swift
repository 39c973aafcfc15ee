import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Screen verification, tested against the stand-in without generated code.
final class VerificationTests: RuntimeTestCase {
    func testAScreenThatShowsIsVerifiedAndOneThatDoesNotFailsAtTheCallersLine() async throws {
        let application = launched()
        let home = HomePage(application: application)
        XCTAssertEqual(recordingFailures { home.verify() }.count, 0)
        XCTAssertTrue(HomePage.isDisplayed(in: application))
        XCTAssertFalse(NextPage.isDisplayed(in: application))

        let next = NextPage(application: application)
        let failures = recordingFailures { next.verify() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, #line - 2)
        XCTAssertTrue(failures.first?.message.hasPrefix(
            "NextPage is not showing after 1.0 s (short): missing 'title' (\"Next.title\"); still showing 'homeTitle' (\"Home.title\"). Identifiers on screen: ") == true, "\(failures)")
    }

    func testVerificationWaitsForAScreenThatComesLateAndNamesTheRouteItFollows() async throws {
        let application = launched()
        let home = HomePage(application: application)
        home.next.tap()
        let started = device.clock.now
        XCTAssertEqual(recordingFailures { NextPage(application: application).verify(within: .uiInteraction) }.count, 0)
        XCTAssertEqual(device.clock.now - started, 2, accuracy: 0.2, "it returns as soon as the screen shows")

        application.buttons["Next.close"].tap()
        let lost = HomePage(application: application)
        lost.route = "Home → somewhere"
        app.show("Next")
        let failures = recordingFailures { lost.verify() }
        XCTAssertTrue(failures.first?.message.contains(" Following the route Home → somewhere.") == true, "\(failures)")
    }

    func testWaitUntilGoneWaitsForThePresentAnchorsToGo() async throws {
        let application = launched()
        HomePage(application: application).next.tap()
        let next = NextPage(application: application)
        next.verify(within: .uiInteraction)
        application.buttons["Next.close"].tap()
        XCTAssertEqual(recordingFailures { next.waitUntilGone() }.count, 0)
        let home = HomePage(application: application)
        let failures = recordingFailures { home.waitUntilGone() }
        XCTAssertEqual(failures.map(\.message), ["HomePage is still showing after 5.0 s (uiInteraction): 'title' (\"Home.title\") is there"])
    }

    func testAnInterruptionInFrontOfTheScreenIsDismissed() async throws {
        let application = launched()
        var chosen: String?
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Runtime") { button, _ in chosen = button })
        XCTAssertEqual(recordingFailures { HittableHome(application: application).verify() }.count, 0)
        XCTAssertEqual(chosen, "Allow")
        XCTAssertTrue(device.activities.contains { $0.name == "dismiss Notifications" })
    }

    func testAVerifiedScreenIsRecordedForCoverage() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-coverage-\(UUID().uuidString)").path
        setenv("PAGEWRIGHT_COVERAGE", log, 1)
        defer { unsetenv("PAGEWRIGHT_COVERAGE"); try? FileManager.default.removeItem(atPath: log) }
        let home = HomePage(application: launched())
        home.verify()
        home.perform("rename") {}
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "screen\tHome\naction\tHome\trename\n")
    }
}

/// Home, verified as a screen whose anchors must be hittable.
private final class HittableHome: PagewrightPageObject<TestSettings> {
    override class var verification: Verification {
        Verification(screen: "Home", wait: .uiInteraction, present: [
            .init("title", .staticText, identifier: "Home.title") { $0.staticTexts["Home.title"] },
        ], absent: [], anchors: .hittable)
    }
}
