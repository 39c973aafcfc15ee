import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The "done when" test: an ordinary XCUITest UI test. Its test method would compile
/// unchanged in an Xcode UI-test target; only setUp/tearDown install the simulated app and report.
///
/// The class is @MainActor and the test method `async`: on Linux, swift-corelibs-xctest's test
/// discovery crashes at launch on *synchronous* @MainActor test methods, while async ones run on the
/// main actor (see the module overview).
@MainActor
final class DemoShopUITests: XCTestCase {

    override func setUp() async throws {
        continueAfterFailure = false
        #if !canImport(Darwin)
        DemoShopApp.install()
        #endif
    }

    func testSignInBuyAndPay() async throws {
        let app = XCUIApplication()
        app.launch()

        // The system asks for notification permission over the app.
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let allow = springboard.alerts.buttons["Allow"]
        XCTAssertTrue(allow.waitForExistence(timeout: 5))
        allow.tap()
        XCTAssertTrue(allow.waitForNonExistence(timeout: 2))

        // Screen 1: sign in.
        let email = app.textFields["Login.email"]
        XCTAssertEqual(email.value as? String, "Email")
        email.tap()
        email.typeText("ada@example.com")
        app.secureTextFields["Login.password"].tap()
        app.secureTextFields["Login.password"].typeText("s3cret")
        XCTAssertEqual(app.secureTextFields["Login.password"].value as? String, "••••••")
        app.buttons["Sign In"].tap()

        // Screen 2: pick a product from the catalogue.
        XCTAssertTrue(app.navigationBars["Catalogue"].waitForExistence(timeout: 5))
        XCTAssertEqual(app.tables["Catalogue.list"].cells.count, 3)
        app.tables.cells.containing(.staticText, identifier: "Kettle").element.tap()

        // Screen 3: the product, then checkout.
        XCTAssertEqual(app.staticTexts["Product.name"].label, "Kettle")
        app.buttons["Product.checkout"].tap()

        // Screen 4: type a name and check the label that echoes it.
        let name = app.textFields["Checkout.name"]
        name.tap()
        name.typeText("Ada Lovelace")
        XCTAssertEqual(app.staticTexts["Checkout.greeting"].label, "Paying as Ada Lovelace")

        // Paying takes 3 s of (simulated) network time before the receipt appears.
        app.buttons["Pay"].tap()
        let receipt = app.staticTexts["Receipt.title"]
        XCTAssertFalse(receipt.exists)
        XCTAssertTrue(receipt.waitForExistence(timeout: 10))
        XCTAssertEqual(receipt.label, "Thank you!")
        XCTAssertEqual(app.staticTexts["Receipt.items"].label, "Kettle")
    }

    func testLaunchingLoggedInSkipsSignInAndEmptyEmailShowsAnAlert() async throws {
        let app = XCUIApplication()
        app.launchArguments = ["-loggedIn"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Catalogue"].exists)

        app.launchArguments = []
        app.launch()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        if springboard.alerts.buttons["Don’t Allow"].waitForExistence(timeout: 1) {
            springboard.alerts.buttons["Don’t Allow"].tap()
        }
        app.buttons["Login.submit"].tap()
        XCTAssertEqual(app.alerts.element.label, "Missing email")
        app.alerts.buttons["OK"].tap()
        XCTAssertFalse(app.alerts.element.exists)
        XCTAssertTrue(app.buttons["Login.submit"].isHittable)
    }

    override func tearDown() async throws {
        #if !canImport(Darwin)
        let device = SimulatedDevice.current
        print("DemoShopUITests: \(device.roundTrips.count) app round trips, \(device.clock.now) s simulated")
        XCTAssertTrue(device.failures.isEmpty, "\(device.failures)")
        // The work, counted by the device (a wall-clock limit here failed under load): the
        // journey makes well under a hundred requests.
        XCTAssertLessThanOrEqual(device.roundTrips.count, 200, "the test's work, in app round trips")
        #endif
    }
}
