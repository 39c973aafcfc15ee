import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Steps and checks that name an element by its `Element` case (what generated page objects of
/// simply-found screens call): the same waits and failure messages as `ready` and `expect`, the
/// element's name taken from its case, the action's from `perform`.
final class ElementStepsTests: RuntimeTestCase {
    /// Home's elements as a generated lean `Element` enum states them.
    enum Element: String, PagewrightElement {
        case title = "Home.title"
        case field = "Home.field"
        case next = "Home.next"
        case disabled = "Home.disabled"
        case nowhere = "Home.nowhere"

        var elementType: XCUIElement.ElementType {
            switch self {
            case .title: .staticText
            case .field: .textField
            case .next, .disabled, .nowhere: .button
            }
        }
    }

    func testTypeTapsTheFieldAndTypesAndTapActs() async throws {
        let home = HomePage(application: launched())
        let failures = recordingFailures {
            home.perform("enterName") { home.type("Ada", into: Element.field, file: #filePath, line: #line) }
            home.perform("go") { home.tap(Element.next, file: #filePath, line: #line) }
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(home.field.value as? String, "Ada")
        XCTAssertTrue(home.application.staticTexts["Next.title"].waitForExistence(timeout: 3), "the tap reached the button")
    }

    func testAFailedStepNamesTheActionAndTheCaseAndStopsTheAction() async throws {
        let home = HomePage(application: launched())
        var after = false
        let failures = recordingFailures {
            home.perform("press") {
                guard home.step(Element.disabled, .enabled, within: .short, file: #filePath, line: #line, { $0.tap() }) else { return }
                after = true
            }
            home.perform("find") { home.tap(Element.nowhere, within: .short, file: #filePath, line: #line) }
        }
        XCTAssertFalse(after, "the step returned false and the action stopped")
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures[0].message.hasPrefix("HomePage.press: 'disabled' exists but is not enabled after 1.0 s (short)."), "\(failures)")
        XCTAssertTrue(failures[1].message.hasPrefix("HomePage.find: 'nowhere' did not appear within 1.0 s (short)."), "\(failures)")
    }

    func testAnActionRunByAnotherNamesItselfAndTheOuterOneIsNamedAgainAfter() async throws {
        let home = HomePage(application: launched())
        let failures = recordingFailures {
            home.perform("outer") {
                home.perform("inner") { home.tap(Element.nowhere, within: .short, file: #filePath, line: #line) }
                home.tap(Element.nowhere, within: .short, file: #filePath, line: #line)
            }
        }
        XCTAssertEqual(failures.map { String($0.message.prefix(while: { $0 != ":" })) }, ["HomePage.inner", "HomePage.outer"])
    }

    func testAChecksFailureNamesTheScreenTheCheckAndTheCase() async throws {
        let home = HomePage(application: launched())
        let failures = recordingFailures {
            home.check("greets", Element.title, .equals(.label, "Welcome"), file: #filePath, line: #line)
                .check("greets", Element.title, .equals(.label, "Goodbye"), within: .short, file: #filePath, line: #line)
        }
        XCTAssertEqual(failures.map(\.message), ["HomePage.greets: label of 'title' is \"Welcome\", expected \"Goodbye\" after 1.0 s (short)."])
    }
}
