import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The factory's routes (`PagewrightRoutes`) and the one-call actions generated code uses for an
/// action that is one step (`tap(_:action:…)` and the like).
final class RoutesAndActionsTests: RuntimeTestCase {
    private let routes = PagewrightRoutes(["Main → openProfileTab → Profile", "Profile → goToLogin → Login", "not a step"])

    func testTheWayIsPutTogetherFromTheLastSteps() async {
        XCTAssertEqual(routes.way(to: "Login"), "Main → openProfileTab → Profile → goToLogin → Login")
        XCTAssertEqual(routes.way(to: "Main"), "Main", "the entry screen has no last step")
    }

    func testAWayThatLoopsEnds() async {
        let loop = PagewrightRoutes(["A → x → B", "B → y → A"])
        XCTAssertLessThanOrEqual(loop.way(to: "A").components(separatedBy: " → ").count, 5)
    }

    func testTheOuterRouteIsNamedWhileItsStepsRunAndNotAfter() async {
        var seen: [String?] = []
        let result = routes.follow(to: "Login") {
            seen.append(routes.current)
            return routes.follow(to: "Profile") {
                seen.append(routes.current)
                return 7
            }
        }
        XCTAssertEqual(result, 7)
        XCTAssertEqual(seen, ["Main → openProfileTab → Profile → goToLogin → Login", "Main → openProfileTab → Profile → goToLogin → Login"])
        XCTAssertNil(routes.current)
    }

    func testAOneCallActionDoesItsStepAndAFailureNamesTheAction() async throws {
        let home = HomePage(application: launched())
        let failures = recordingFailures {
            let returned = home.type("Ada", into: ElementStepsTests.Element.field, action: "enterName", file: #filePath, line: #line)
            XCTAssertTrue(returned === home, "the action returns the page object")
            home.tap(ElementStepsTests.Element.nowhere, action: "find", within: .short, file: #filePath, line: #line)
        }
        XCTAssertEqual(home.field.value as? String, "Ada")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].message.hasPrefix("HomePage.find: 'nowhere' did not appear within 1.0 s (short)."), "\(failures)")
    }
}
