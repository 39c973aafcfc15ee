import Foundation
import XCTest
import XCUIAutomation

@MainActor
final class ApplicationTests: XCTestCase {
    private func makeApp(on device: SimulatedDevice, _ identifier: String = "com.example.app") -> SimulatedApp {
        let app = SimulatedApp(bundleIdentifier: identifier, launchDelay: 2)
        app.screen("Welcome") { SimulatedElement(.button, id: "Welcome.start").onTap(show: "Home") }
        app.screen("Home") { SimulatedElement(.staticText, id: "Home.title", label: "Home") }
        app.onLaunch = { app in
            if app.launchArguments.contains("-skipWelcome") || app.launchEnvironment["USER"] != nil {
                app.show("Home")
            }
        }
        device.install(app)
        return app
    }

    func testXCUIApplicationCreatedBeforeTheDeviceIsSetUp() async {
        let ui = XCUIApplication()  // as a stored property of a test case would be
        let device = SimulatedDevice.reset()
        let app = makeApp(on: device)
        XCTAssertEqual(ui.state, .notRunning)
        XCTAssertFalse(ui.exists)
        ui.launch()
        XCTAssertEqual(device.clock.now, 2, "launch takes the app's launch delay")
        XCTAssertEqual(ui.state, .runningForeground)
        XCTAssertTrue(ui.exists)
        XCTAssertEqual(ui.elementType, .application)
        XCTAssertEqual(ui.label, "app")
        XCTAssertEqual(app.currentScreen, "Welcome")
    }

    /// A test can change what a screen shows as the app builds it: a broken build of the app.
    func testAScreenCanBeChangedAsItIsBuilt() async {
        let device = SimulatedDevice.reset()
        let app = makeApp(on: device)
        var built: [String] = []
        app.onScreenBuilt = { name, elements in
            built.append(name)
            for element in elements where element.identifier == "Welcome.start" { element.identifier = "Welcome.begin" }
        }
        let ui = XCUIApplication()
        ui.launch()
        XCTAssertEqual(built, ["Welcome"])
        XCTAssertFalse(ui.buttons["Welcome.start"].exists)
        XCTAssertTrue(ui.buttons["Welcome.begin"].exists)
        ui.buttons["Welcome.begin"].tap()
        XCTAssertEqual(built, ["Welcome", "Home"])
        XCTAssertTrue(ui.staticTexts["Home.title"].exists)
    }

    func testLaunchArgumentsAndEnvironmentReachTheApp() async {
        let device = SimulatedDevice.reset()
        let app = makeApp(on: device)
        let ui = XCUIApplication()
        ui.launchArguments = ["-skipWelcome"]
        ui.launch()
        XCTAssertEqual(app.launchArguments, ["-skipWelcome"])
        XCTAssertTrue(ui.staticTexts["Home.title"].exists)

        ui.launchArguments = []
        ui.launchEnvironment = ["USER": "ada"]
        ui.launch()
        XCTAssertEqual(app.launchEnvironment, ["USER": "ada"])
        XCTAssertEqual(app.screenHistory, ["Welcome", "Home"])
    }

    func testTerminateRelaunchAndScheduledWorkOfAnEarlierRun() async {
        let device = SimulatedDevice.reset()
        let app = makeApp(on: device)
        let ui = XCUIApplication()
        ui.launch()
        app.perform(after: 5) { $0.show("Home") }
        ui.terminate()
        XCTAssertEqual(ui.state, .notRunning)
        XCTAssertFalse(ui.buttons["Welcome.start"].exists)
        let failures = device.capturingFailures { ui.buttons["Welcome.start"].tap() }
        XCTAssertTrue(failures.first?.message.contains("application \"com.example.app\" is not running") == true, "\(failures.messages)")
        ui.launch()
        device.clock.advance(by: 10)
        XCTAssertEqual(app.currentScreen, "Welcome", "work scheduled by the terminated run is dropped")
        XCTAssertTrue(ui.wait(for: .runningForeground, timeout: 1))
    }

    func testSecondAppAndActivate() async {
        let device = SimulatedDevice.reset()
        let main = makeApp(on: device)
        let other = makeApp(on: device, "com.example.other")
        let ui = XCUIApplication()
        let otherUI = XCUIApplication(bundleIdentifier: "com.example.other")
        ui.launch()
        otherUI.launch()
        XCTAssertEqual(main.state, .runningBackgroundSuspended)
        XCTAssertEqual(other.state, .runningForeground)
        XCTAssertFalse(ui.buttons["Welcome.start"].isHittable, "a background app's elements cannot be touched")
        ui.activate()
        XCTAssertEqual(ui.state, .runningForeground)
        XCTAssertEqual(otherUI.state, .runningBackgroundSuspended)
        XCTAssertTrue(ui.buttons["Welcome.start"].isHittable)
        XCTAssertEqual(device.appUnderTest === main, true)
    }

    func testSpringboardAlertCoversTheAppUntilDismissed() async {
        let device = SimulatedDevice.reset()
        _ = makeApp(on: device)
        var answer: String?
        device.springboard.present(.alert("“App” Would Like to Use Your Location", buttons: ["Allow Once", "Don’t Allow"]) { button, _ in
            answer = button
        })
        let ui = XCUIApplication()
        ui.launch()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertEqual(springboard.state, .runningForeground)
        XCTAssertFalse(ui.buttons["Welcome.start"].isHittable)
        XCTAssertEqual(springboard.alerts.element.label, "“App” Would Like to Use Your Location")
        springboard.alerts.buttons["Allow Once"].tap()
        XCTAssertEqual(answer, "Allow Once")
        XCTAssertFalse(springboard.alerts.element.exists)
        ui.buttons["Welcome.start"].tap()
        XCTAssertTrue(ui.staticTexts["Home"].exists)
    }

    func testMissingAppsFailClearly() async {
        let device = SimulatedDevice.reset()
        let failures = device.capturingFailures {
            XCUIApplication().launch()
            XCUIApplication(bundleIdentifier: "com.example.none").activate()
        }
        XCTAssertEqual(failures.messages, [
            "Failed to launch XCUIApplication(): no app under test is installed on the simulated device (SimulatedDevice.install). "
                + "Install it in the test case's setUp; the tour's walks run the setUp of the class pagewright.json names in \"tour\": { \"testCase\": … }.",
            "Failed to activate XCUIApplication(bundleIdentifier: \"com.example.none\"): application \"com.example.none\" is not installed on the simulated device.",
        ])
    }

    func testOpenURL() async {
        let device = SimulatedDevice.reset()
        let app = makeApp(on: device)
        var opened: [URL] = []
        app.onOpenURL = { _, url in opened.append(url) }
        XCUIApplication().open(URL(string: "shop://item/1")!)
        XCTAssertEqual(opened, [URL(string: "shop://item/1")!])
        XCTAssertEqual(app.state, .runningForeground)
    }

    func testEachTestStartsWithAFreshDevice() async {
        // The XCTest observer replaced the device before this test; earlier tests' apps are gone.
        XCTAssertNil(SimulatedDevice.current.appUnderTest)
        XCTAssertEqual(SimulatedDevice.current.clock.now, 0)
        XCTAssertEqual(SimulatedDevice.current.roundTrips.count, 0)
    }
}

@MainActor
final class ActivityTests: XCTestCase {
    func testActivitiesAreRecordedNestedAndReturnTheirResult() async throws {
        let device = SimulatedDevice.reset()
        let result = XCTContext.runActivity(named: "Log in") { activity -> Int in
            XCTAssertEqual(activity.name, "Log in")
            XCTContext.runActivity(named: "Type the password") { _ in }
            return 42
        }
        XCTAssertEqual(result, 42)
        XCTAssertEqual(device.activities.map(\.name), ["Log in", "Type the password"])
        XCTAssertEqual(device.activities.map(\.depth), [0, 1])
        XCTAssertEqual(device.activities.map(\.description), ["Log in", "  Type the password"])

        struct Boom: Error {}
        XCTAssertThrowsError(try XCTContext.runActivity(named: "Fails") { _ in throw Boom() })
        XCTContext.runActivity(named: "After") { _ in }
        XCTAssertEqual(device.activities.last?.depth, 0, "a throwing activity closes")
    }
}
