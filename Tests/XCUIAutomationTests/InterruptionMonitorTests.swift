import Foundation
import XCTest
import XCUIAutomation

/// UI interruption monitors: invoked when an interaction is blocked by an interrupting element,
/// most recently added first, until one returns true; the interaction then proceeds.
@MainActor
final class InterruptionMonitorTests: XCTestCase {
    private var taps = 0
    private var answers: [String] = []

    /// The app under test with a "Continue" button, and a system permission alert over it.
    private func launchWithSystemAlert() -> (SimulatedDevice, XCUIApplication) {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement.button("Continue", label: "Continue").onTap { [unowned self] _ in taps += 1 }
        }
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Test") { [unowned self] button, _ in
            answers.append(button)
        })
        return (device, ui)
    }

    func testMonitorsRunNewestFirstUntilOneHandlesTheAlertAndThenTheTapProceeds() async {
        let (device, ui) = launchWithSystemAlert()
        var calls: [String] = []
        addUIInterruptionMonitor(withDescription: "Location") { alert in
            calls.append("location: \(alert.label)")
            return false
        }
        addUIInterruptionMonitor(withDescription: "Notifications") { alert in
            calls.append("notifications: \(alert.label)")
            guard alert.label.contains("Notifications") else { return false }
            alert.buttons["Allow"].tap()
            return true
        }
        addUIInterruptionMonitor(withDescription: "Unrelated") { _ in
            calls.append("unrelated")
            return false
        }
        XCTAssertFalse(ui.buttons["Continue"].isHittable, "the system alert covers the app")
        XCTAssertEqual(calls, [], "reading attributes does not run monitors")

        ui.buttons["Continue"].tap()
        XCTAssertEqual(calls, ["unrelated", "notifications: “Test” Would Like to Send You Notifications"],
                       "newest first, stopping at the first that returns true")
        XCTAssertEqual(answers, ["Allow"])
        XCTAssertEqual(taps, 1, "the interrupted tap went on once the alert was gone")
        XCTAssertTrue(device.failures.isEmpty, "\(device.failures)")
    }

    /// No monitor handles it: XCUITest's built-in handler taps the alert's cancel button ("Don’t
    /// Allow") and the tap goes on; a removed monitor is not asked again.
    func testWithoutAHandlingMonitorTheBuiltInHandlerAnswersAndTheTapProceeds() async {
        let (device, ui) = launchWithSystemAlert()
        var asked = 0
        let token = addUIInterruptionMonitor(withDescription: "Declines") { _ in
            asked += 1
            return false
        }
        let failures = device.capturingFailures { ui.buttons["Continue"].tap() }
        XCTAssertEqual(failures.messages, [])
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(answers, ["Don’t Allow"])
        XCTAssertEqual(taps, 1)
        removeUIInterruptionMonitor(token)
        device.presentSystemAlert(.permissionAlert(.location, appName: "Test"))
        ui.buttons["Continue"].tap()
        XCTAssertEqual(asked, 1, "a removed monitor is not asked again")
        XCTAssertEqual(taps, 2)
    }

    func testMonitorsAreNotUsedForTheAlertItselfOrWhenNothingBlocks() async {
        let (_, ui) = launchWithSystemAlert()
        var asked = 0
        addUIInterruptionMonitor(withDescription: "Counts") { _ in
            asked += 1
            return false
        }
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.alerts.buttons["Don’t Allow"].waitForExistence(timeout: 1))
        springboard.alerts.buttons["Don’t Allow"].tap()
        XCTAssertEqual(asked, 0, "an alert that is part of the step does not interrupt it")
        ui.buttons["Continue"].tap()
        XCTAssertEqual(asked, 0, "nothing blocks the button any more")
        XCTAssertEqual(answers, ["Don’t Allow"])
        XCTAssertEqual(taps, 1)
    }

    func testATapOnTheAppTriggersTheMonitorsAsTestsCommonlyDo() async {
        let (_, ui) = launchWithSystemAlert()
        addUIInterruptionMonitor(withDescription: "Allow") { alert in
            alert.buttons["Allow"].tap()
            return true
        }
        ui.tap()
        XCTAssertEqual(answers, ["Allow"])
        XCTAssertTrue(ui.buttons["Continue"].isHittable)
    }

    func testAnAlertOfTheAppThatBlocksTheStepIsAnInterruptionToo() async {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.button("Continue", label: "Continue").onTap { [unowned self] _ in taps += 1 }
        }
        app.present(.alert("Sync failed", message: "Try again later.", buttons: ["OK"]))
        addUIInterruptionMonitor(withDescription: "App alerts") { alert in
            alert.buttons["OK"].tap()
            return true
        }
        ui.buttons["Continue"].tap()
        XCTAssertEqual(taps, 1)
        XCTAssertTrue(device.failures.isEmpty, "\(device.failures)")
    }

    func testAMonitorWaitsForAnAlertThatGoesAwayLate() async {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.button("Continue", label: "Continue").onTap { [unowned self] _ in taps += 1 }
        }
        // An alert whose button takes a moment to dismiss it (an animation, a slow app).
        let alert = SimulatedElement(.alert, label: "Rate this app") {
            SimulatedElement.button("Later", label: "Later")
        }
        alert.children[0].onTap { event in event.app.perform(after: 0.5) { $0.dismiss(alert) } }
        app.present(alert)
        addUIInterruptionMonitor(withDescription: "Rating prompt") { alert in
            alert.buttons["Later"].tap()
            return true
        }
        ui.buttons["Continue"].tap()
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(device.clock.now, 0.5, accuracy: 1e-9, "the tap waited for the alert to go")
    }
}
