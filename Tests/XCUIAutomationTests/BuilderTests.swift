import Foundation
import XCTest
import XCUIAutomation

/// The builder API's conveniences: what each short form gives XCUITest.
@MainActor
final class BuilderTests: XCTestCase {
    func testShortFormsGiveTheElementsXCUITestExpects() async {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.navigationBar("Settings") { SimulatedElement.button("Back", label: "Back") }
            SimulatedElement.searchField("Search", placeholder: "Search")
            SimulatedElement.image("Avatar", label: "Ada")
            SimulatedElement.spinner("Busy")
            SimulatedElement.cell("Row", label: "General") { SimulatedElement.text("General") }
        }
        XCTAssertEqual(ui.navigationBars["Settings"].buttons["Back"].label, "Back")
        XCTAssertEqual(ui.navigationBars["Settings"].staticTexts.element.label, "Settings")
        XCTAssertEqual(ui.searchFields["Search"].value as? String, "Search")
        XCTAssertEqual(ui.images["Avatar"].label, "Ada")
        XCTAssertEqual(ui.activityIndicators["Busy"].label, "In progress")
        XCTAssertEqual(ui.cells["Row"].staticTexts.element.label, "General")
    }

    func testLoadShowsASpinnerUntilTheContentArrives() async {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.group("Feed")
        }
        app.load(app.element("Feed")!, after: 2) {
            SimulatedElement.text("First post", id: "Post.1")
        }
        XCTAssertTrue(ui.activityIndicators.firstMatch.exists)
        XCTAssertFalse(ui.staticTexts["Post.1"].exists)
        XCTAssertTrue(ui.staticTexts["Post.1"].waitForExistence(timeout: 3))
        XCTAssertEqual(device.clock.now, 2, accuracy: 1e-9)
        XCTAssertFalse(ui.activityIndicators.firstMatch.exists)
    }

    func testPermissionAlertsAreWordedAsOnIOSAndComeFromSpringboard() async {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement.button("Map", label: "Map") }
        var answer: String?
        device.presentSystemAlert(.permissionAlert(.location, appName: "Maps") { button, _ in answer = button }, after: 1)
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertFalse(springboard.alerts.firstMatch.exists)
        XCTAssertTrue(springboard.alerts["Allow “Maps” to use your location?"].waitForExistence(timeout: 2))
        XCTAssertEqual(springboard.alerts.buttons.allElementsBoundByIndex.map(\.label),
                       ["Allow Once", "Allow While Using App", "Don’t Allow"])
        XCTAssertFalse(ui.buttons["Map"].isHittable)
        springboard.alerts.buttons["Allow While Using App"].tap()
        XCTAssertEqual(answer, "Allow While Using App")
        XCTAssertTrue(ui.buttons["Map"].isHittable)
    }
}
