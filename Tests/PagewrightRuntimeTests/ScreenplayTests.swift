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

    /// The steps and checks that name an element's case, as generated `…Actions` call them.
    func testActionsStepAndCheckByElementCase() async throws {
        launched()
        let failures = recordingFailures {
            HomeActions.perform("enterName") { HomeActions.type("Ada", into: ElementStepsTests.Element.field, file: #filePath, line: #line) }
            HomeActions.perform("press") {
                guard HomeActions.step(ElementStepsTests.Element.disabled, .enabled, within: .short, file: #filePath, line: #line, { $0.tap() }) else { return }
                XCTFail("a step that is not ready stops the action")
            }
            HomeActions.expect(ElementStepsTests.Element.title, .equals(.label, "Welcome"), check: "Home.greets", file: #filePath, line: #line)
            HomeActions.expect(ElementStepsTests.Element.title, .equals(.label, "Bye"), within: .short, check: "Home.greets", file: #filePath, line: #line)
        }
        XCTAssertEqual(HomeActions.application.textFields["Home.field"].value as? String, "Ada")
        XCTAssertEqual(failures.count, 2, "\(failures)")
        XCTAssertTrue(failures.first?.message.hasPrefix("HomeActions.press: 'disabled' exists but is not enabled after 1.0 s (short).") == true, "\(failures)")
        XCTAssertEqual(failures.last?.message, "Home.greets: label of 'title' is \"Welcome\", expected \"Bye\" after 1.0 s (short).")
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
