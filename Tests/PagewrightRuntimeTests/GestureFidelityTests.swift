import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The runtime under the stand-in's harsher gestures (issue #39): a relaunch by `activate()`,
/// and steps whose gesture lands at a point of their element.
@MainActor
final class GestureFidelityTests: RuntimeTestCase {
    /// An app launched with pagewright.json's arguments and a language, then stopped, and
    /// brought back by `activate()` through another proxy (as a generated `"system": "activate"`
    /// step does): it runs with the same arguments and language, though `PagewrightLaunch` gave
    /// the proxies back the test's own.
    func testAnAppActivatedAfterItStoppedKeepsItsLaunchArgumentsAndLanguage() async throws {
        let application = XCUIApplication()
        PagewrightLaunching<TestSettings>.launch(application, app: "main", arguments: ["-AppleLanguages", "(de)"], environment: ["MODE": "call"])
        let launchedWith = (app.launchArguments, app.launchEnvironment)
        XCTAssertEqual(launchedWith.0, ["-configured", "-AppleLanguages", "(de)"])
        XCTAssertEqual(application.launchArguments, [], "the proxy keeps the test's own arguments")

        application.terminate()
        XCUIApplication().activate()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual(app.launchArguments, launchedWith.0, "the relaunch keeps the configured arguments and language")
        XCTAssertEqual(app.launchEnvironment, launchedWith.1)
    }

    /// A step at a point of its element (`"at"`) waits for the element on screen: a coordinate
    /// gesture scrolls nothing into view, so an element only scrolled away is not ready for it,
    /// and the failure says why. For an element gesture (`hittable`) it is, as XCUITest scrolls.
    func testAStepAtAPointOfAnElementNeedsItOnScreen() async throws {
        app.screen("Long") {
            SimulatedElement.list("Long.list", style: .table) {
                for row in 0..<40 { SimulatedElement.cell("Long.\(row)", label: "Row \(row)") }
            }
        }
        let application = launched()
        app.show("Long")
        let page = HomePage(application: application)
        let last = application.cells["Long.39"]
        var elementGesture = false, pointGesture = true
        let failures = recordingFailures {
            elementGesture = page.ready(last, "last", .hittable, within: .short, for: "open", file: #filePath, line: 1)
            pointGesture = page.ready(last, "last", .hittableInPlace, within: .short, for: "openAtItsCorner", file: #filePath, line: 2)
        }
        XCTAssertTrue(elementGesture, "tap() scrolls it into view")
        XCTAssertFalse(pointGesture)
        XCTAssertEqual(failures.map(\.line), [2])
        XCTAssertTrue(failures.first?.message.hasPrefix(
            "HomePage.openAtItsCorner: 'last' is off screen after 1.0 s (short), and a gesture at a point of it does not scroll it into view: reveal it first (\"reveal\" in the step).") == true,
                      failures.first?.message ?? "")

        let first = application.cells["Long.0"]
        XCTAssertTrue(page.ready(first, "first", .hittableInPlace, within: .short, for: "openAtItsCorner", file: #filePath, line: 3),
                      "an element on screen is ready")
    }
}
