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

    /// Generated Tasks and Questions are subclasses that only say how they are made; the runtime's
    /// classes perform and ask, and the report names the generated class.
    func testTaskAndQuestionClassesPerformAskAndAreNamedInTheReport() async throws {
        launched()
        var done: [String] = []
        let ada = Actor(called: "Ada")
        ada.attemptsTo(TypeName.with("Ada"), Remember { done.append("remembered") })
        ada.sees(Home.isDisplayed(), Home.isLoaded(within: .short), Home.titleReads("Welcome"))
        XCTAssertEqual(HomeActions.application.textFields["Home.field"].value as? String, "Ada")
        XCTAssertEqual(done, ["remembered"])
        XCTAssertEqual(device.activities.map(\.name).filter { $0.hasPrefix("Ada") },
                       ["Ada attempts to TypeName", "Ada attempts to Remember", "Ada sees Home", "Ada sees Home", "Ada sees Home"])
    }

    /// A generated Task is a value of the runtime's class named for the report, a Question a name
    /// of the runtime's class reported by its screen's name, and a one-step
    /// action is one call that still runs as the named action and fails naming it.
    func testNamedTasksAndOneCallActions() async throws {
        launched()
        var done: [String] = []
        Actor(called: "Ada").attemptsTo(PagewrightScreenplayTask(named: "Save") { done.append("saved") })
        XCTAssertEqual(done, ["saved"])
        // A generated Question is a typealias of the runtime's class, named after its screen.
        Actor(called: "Ada").sees(PagewrightAuditedScreenQuestion<HomeActions>.isDisplayed())
        XCTAssertEqual(device.activities.map(\.name).filter { $0.hasPrefix("Ada") }, ["Ada attempts to Save", "Ada sees Home"])
        let failures = recordingFailures {
            HomeActions.type("Ada", into: ElementStepsTests.Element.field, action: "enterName", file: #filePath, line: #line)
            HomeActions.step(ElementStepsTests.Element.disabled, .enabled, action: "press", within: .short, file: #filePath, line: #line) { _ in
                XCTFail("a step that is not ready does not act")
            }
        }
        XCTAssertEqual(HomeActions.application.textFields["Home.field"].value as? String, "Ada")
        XCTAssertTrue(device.activities.map(\.name).contains("HomeActions: enterName"), "\(device.activities.map(\.name))")
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.hasPrefix("HomeActions.press: 'disabled' exists but is not enabled after 1.0 s (short).") == true, "\(failures)")
    }

    /// The questions every screen answers fail at the line that asked them, naming the screen.
    func testAScreenQuestionFailsAtTheTestsLine() async throws {
        launched()
        let line = #line + 1
        let failures = recordingFailures { Actor(called: "Ada").sees(Next.isDisplayed(within: .short)) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.message.contains("Next") == true, "\(failures)")
        let audited = recordingFailures { Actor(called: "Ada").sees(Home.passesAccessibilityAudit()) }
        XCTAssertEqual(audited.count, 0, "\(audited)")
    }
}

/// A generated Task: made by its factory, performing a screen's action.
private final class TypeName: PagewrightScreenplayTask {
    static func with(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> TypeName {
        TypeName { HomeActions.perform("enterName") { HomeActions.type(name, into: ElementStepsTests.Element.field, file: file, line: line) } }
    }
}

/// A Task made from a closure, as the inherited initializer allows.
private final class Remember: PagewrightScreenplayTask {}

/// A generated Question with the audit on: its checks, and the questions every screen answers.
private final class Home: PagewrightAuditedScreenQuestion<HomeActions> {
    static func titleReads(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Home {
        Home { HomeActions.expect(ElementStepsTests.Element.title, .equals(.label, text), check: "Home.titleReads", file: file, line: line) }
    }
}

/// The question class of a screen that is not showing.
private final class Next: PagewrightScreenQuestion<NextActions> {}

/// A screen's Actions that take the app under test from the runtime's default.
private enum NextActions: PagewrightScreenplayActions {
    typealias Settings = TestSettings
    static var verification: PagewrightVerification<TestWait> {
        PagewrightVerification(screen: "Next", wait: .short, present: [.init("title", .staticText, identifier: "Next.title") { $0.staticTexts["Next.title"] }], absent: [])
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
