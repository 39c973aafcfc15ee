import Foundation
import XCTest
import XCUIAutomation

/// The API ordinary UI tests use beyond queries and actions: performance metrics, protected
/// resources, the simulated location, snapshot dictionaries, held modifier keys, screenshot images.
@MainActor
final class UITestAPITests: XCTestCase {
    // MARK: measure(metrics:)

    func testTheLaunchMetricMeasuresEachLaunchAndIgnoresTheFirstIteration() async throws {
        let (device, app, _) = launchSimulatedApp(launchDelay: 1.5) { SimulatedElement.text("Hi") }
        var runs = 0
        measure(metrics: [XCTApplicationLaunchMetric(), XCTClockMetric()]) {
            runs += 1
            XCUIApplication().launch()
        }
        XCTAssertEqual(runs, 6, "iterationCount (5) + 1")
        XCTAssertEqual(device.failures.messages, [])
        let recorded = device.performanceMeasurements
        XCTAssertEqual(recorded.map(\.displayName), ["Duration (AppLaunch)", "Clock Monotonic Time"])
        XCTAssertEqual(recorded[0].values, [1.5, 1.5, 1.5, 1.5, 1.5], "the app's launchDelay, once per recorded iteration")
        XCTAssertEqual(recorded[1].values, [1.5, 1.5, 1.5, 1.5, 1.5], "virtual time the block took")
        XCTAssertEqual(recorded[0].blockRuns, 6)
        XCTAssertEqual(device.launches.filter { $0.bundleIdentifier == app.bundleIdentifier }.count, 7, "one launch before, six in measure")
        XCTAssertTrue(XCTApplicationLaunchMetric(waitUntilResponsive: true).waitUntilResponsive)
    }

    func testTheLaunchMetricFailsWhenTheBlockLaunchesNothing() async throws {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement.button("Go", label: "Go") }
        let failures = device.capturingFailures {
            measure(metrics: [XCTApplicationLaunchMetric()]) { ui.buttons["Go"].tap() }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("measured no launch of the app under test") ?? false, "\(failures.messages)")
        XCTAssertEqual(device.performanceMeasurements.count, 0)
    }

    func testOptionsSetTheIterationsAndATestRecordsOneSetOfMetrics() async throws {
        let device = SimulatedDevice.reset()
        let options = XCTMeasureOptions()
        options.iterationCount = 3
        var runs = 0
        measure(options: options) {
            runs += 1
            device.clock.advance(by: 0.25)
        }
        XCTAssertEqual(runs, 4)
        XCTAssertEqual(device.performanceMeasurements.first?.values, [0.25, 0.25, 0.25])
        XCTAssertEqual(XCTMeasureOptions.default.iterationCount, 5)
        let failures = device.capturingFailures {
            measure(metrics: [XCTClockMetric()]) { runs += 1 }
        }
        XCTAssertEqual(failures.messages, ["Can only record one set of metrics per test method."])
        XCTAssertEqual(runs, 4, "the second call does not run its block")
    }

    // MARK: resetAuthorizationStatus(for:)

    /// A camera button that asks for the camera each time and shows what it was told.
    private func launchCameraApp() -> (SimulatedDevice, SimulatedApp, XCUIApplication) {
        let result = launchSimulatedApp {
            SimulatedElement.button("Scan", label: "Scan").onTap { event in
                event.app.requestAuthorization(for: .camera) { granted, app in
                    app.show(granted ? "Scanning" : "NoCamera")
                }
            }
        }
        result.app.screen("Scanning") { SimulatedElement.text("Scanning", id: "scanning") }
        result.app.screen("NoCamera") { SimulatedElement.text("No camera access", id: "noCamera") }
        return result
    }

    func testAnAnswerIsRememberedAcrossLaunchesUntilTheStatusIsReset() async throws {
        let (device, app, ui) = launchCameraApp()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        ui.buttons["Scan"].tap()
        let prompt = springboard.alerts["“Test” Would Like to Access the Camera"]
        XCTAssertTrue(prompt.exists, "the first request prompts")
        prompt.buttons["Allow"].tap()
        XCTAssertTrue(ui.staticTexts["scanning"].exists)
        XCTAssertEqual(device.authorizations[app.bundleIdentifier]?[.camera], .granted)

        ui.launch()
        ui.buttons["Scan"].tap()
        XCTAssertFalse(springboard.alerts.firstMatch.exists, "the answer is remembered across launches")
        XCTAssertTrue(ui.staticTexts["scanning"].exists)

        ui.resetAuthorizationStatus(for: .camera)
        XCTAssertEqual(ui.state, .notRunning, "a running app is terminated by the reset (the harsher reading of Apple's \"might\")")
        XCTAssertEqual(device.authorizations[app.bundleIdentifier]?[.camera], .notDetermined)
        ui.launch()
        ui.buttons["Scan"].tap()
        XCTAssertTrue(prompt.exists, "after a reset the next request prompts again")
        prompt.buttons["Don’t Allow"].tap()
        XCTAssertTrue(ui.staticTexts["noCamera"].exists)
        XCTAssertEqual(device.failures.messages, [])
    }

    func testResettingAStoppedAppOrAnotherResourceLeavesTheRestAlone() async throws {
        let (device, app, ui) = launchCameraApp()
        device.authorizations[app.bundleIdentifier] = [.camera: .denied, .photos: .granted]
        ui.terminate()
        ui.resetAuthorizationStatus(for: .photos)
        XCTAssertEqual(device.authorizations[app.bundleIdentifier], [.camera: .denied, .photos: .notDetermined])
        XCTAssertEqual(device.failures.messages, [], "the app does not have to be running")
        XCTAssertEqual(XCUIProtectedResource.location.rawValue, -0x4000_0002, "the header's raw values")
        let failures = device.capturingFailures {
            XCUIApplication(bundleIdentifier: "com.example.missing").resetAuthorizationStatus(for: .camera)
        }
        XCTAssertEqual(failures.count, 1)
    }

    // MARK: XCUIDevice.location

    func testTheSimulatedLocationIsWhatTheTestSetsAndTheAppHearsOfIt() async throws {
        let device = SimulatedDevice.reset()
        var heard: [CLLocationCoordinate2D?] = []
        device.onLocationChange = { _, location in heard.append(location?.location.coordinate) }
        XCTAssertNil(XCUIDevice.shared.location, "no simulated location until a test sets one")
        let location = XCUILocation(location: CLLocation(latitude: 37.050835, longitude: -122.070831))
        XCUIDevice.shared.location = location
        XCTAssertTrue(XCUIDevice.shared.location === location)
        XCTAssertEqual(XCUIDevice.shared.location?.location.coordinate.latitude, 37.050835)
        XCUIDevice.shared.location = nil
        XCTAssertEqual(heard, [CLLocationCoordinate2D(latitude: 37.050835, longitude: -122.070831), nil])
        XCTAssertEqual(location.location.course, -1, "Core Location's invalid course for init(latitude:longitude:)")
    }

    // MARK: snapshot dictionaries, held modifier keys, screenshot images

    func testASnapshotsDictionaryIsKeyedByAttributeName() async throws {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.button("Save", label: "Save changes", selected: true)
        }
        let snapshot = try ui.buttons["Save"].snapshot()
        let dictionary = snapshot.dictionaryRepresentation
        XCTAssertEqual(dictionary[.identifier] as? String, "Save")
        XCTAssertEqual(dictionary[.label] as? String, "Save changes")
        XCTAssertEqual(dictionary[.selected] as? Bool, true)
        XCTAssertEqual(dictionary[.enabled] as? Bool, true)
        XCTAssertEqual(dictionary[.elementType] as? UInt, XCUIElement.ElementType.button.rawValue)
        XCTAssertEqual(XCUIElement.AttributeName.placeholderValue.rawValue, "placeholderValue")
    }

    func testHeldModifierKeysApplyToTheKeysTypedInTheBlock() async throws {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement.textField("name") }
        let field = ui.textFields["name"]
        field.tap()
        XCUIElement.perform(withKeyModifiers: .shift) {
            field.typeKey("a", modifierFlags: [])
        }
        field.typeKey("b", modifierFlags: [])
        XCTAssertEqual(field.value as? String, "Ab", "Shift is held only inside the block")
        XCTAssertEqual(device.failures.messages, [])
        XCTAssertEqual(XCUIElement.KeyModifierFlags.alternate, .option)
    }

    func testAScreenshotsImageHasTheScreensSizeInPoints() async throws {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement.button("Go", label: "Go") }
        let screenshot = XCUIScreen.main.screenshot()
        let image = screenshot.image
        XCTAssertEqual(image.scale, 0.5, "the stand-in draws half a pixel per point")
        XCTAssertEqual(image.size, CGSize(width: 394, height: 852), "393 × 852 points, rounded up to whole pixels")
        XCTAssertEqual(image.pngData(), screenshot.pngRepresentation)
        XCTAssertEqual(ui.buttons["Go"].screenshot().image.size.height, 46, "the button's 44 points, in whole pixels")
        XCTAssertNil(UIImage(data: Data("not a png".utf8)))
        XCTAssertEqual(device.failures.messages, [])
    }
}
