import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The Screenplay actor and what generated `…Actions` enums get from the runtime.
final class ScreenplayTests: RuntimeTestCase {
    func testAnActorPerformsTasksAndAsksQuestionsAsNamedSteps() async throws {
        launched()
        var done: [String] = []
        let ada = Actor(called: "Ada")
        ada.has(Step { done.append("scene") })
        ada.attemptsTo(Step { done.append("task") })
        ada.sees(Check { done.append("question") })
        XCTAssertEqual(done, ["scene", "task", "question"])
        XCTAssertEqual(device.activities.map(\.name), ["Ada has Step", "Ada attempts to Step", "Ada sees Check"])
    }

    func testActionsVerifyWaitAndCheckThroughTheirScreen() async throws {
        launched()
        XCTAssertEqual(recordingFailures { XCTAssertTrue(HomeActions.verify()) }.count, 0)
        XCTAssertTrue(HomeActions.isLoaded)
        let failures = recordingFailures {
            HomeActions.perform("press") {
                guard HomeActions.ready(HomeActions.application.buttons["Home.disabled"], "disabled", .enabled, within: .short,
                                        for: "press", file: #filePath, line: #line) else { return }
                XCTFail("a step that is not ready stops the action")
            }
            HomeActions.expect(HomeActions.application.staticTexts["Home.title"], "title", .exists, within: .short, check: "Home.shown", file: #filePath, line: #line)
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.hasPrefix("HomeActions.press: 'disabled' exists but is not enabled after 1.0 s (short).") == true, "\(failures)")
    }
}

private struct Step: Performable {
    let body: @MainActor () -> Void
    func perform() { body() }
}

private struct Check: Question {
    let body: @MainActor () -> Void
    func ask() { body() }
}

@MainActor
private enum HomeActions: PagewrightScreenplayActions {
    typealias Settings = TestSettings
    static var verification: PagewrightVerification<TestWait> { HomePage.verification }
    static var application: XCUIApplication { XCUIApplication() }
}
