import Foundation
import XCTest
import XCUIAutomation

/// Chaos mode: each perturbation happens, and a seed reproduces a run exactly.
@MainActor
final class ChaosTests: XCTestCase {
    /// A two-screen app: a greeting and a button that opens a second screen.
    private func install(on device: SimulatedDevice) -> SimulatedApp {
        let app = SimulatedApp(bundleIdentifier: "com.example.chaos", name: "Chaos")
        app.screen("Start") {
            SimulatedElement.text("Hello", id: "Start.greeting")
            SimulatedElement.button("Start.next", label: "Next").onTap(show: "Next")
        }
        app.screen("Next") {
            SimulatedElement.text("Arrived", id: "Next.title")
            SimulatedElement.button("Next.rename", label: "Rename").onTap { event in
                event.app.element("Next.title")?.label = "Renamed"
            }
        }
        device.install(app)
        return app
    }

    /// A journey written as a robust UI test: it waits for what it needs (for an element to exist
    /// before it waits on its attributes) and handles system alerts.
    private func runJourney(seed: UInt64) -> (log: [ChaosEvent], time: TimeInterval, failures: [SimulatorFailure]) {
        let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: seed, systemAlertChance: 0.5,
                                                                lateElementChance: 0.3, undeclaredAlertChance: 0.3))
        _ = install(on: device)
        let token = addUIInterruptionMonitor(withDescription: "Permissions") { alert in
            for choice in ["Allow", "Allow While Using App"] where alert.buttons[choice].exists {
                alert.buttons[choice].tap()
                return true
            }
            return false
        }
        defer { removeUIInterruptionMonitor(token) }
        let failures = device.capturingFailures {
            let ui = XCUIApplication()
            ui.launch()
            let next = ui.buttons["Start.next"]
            XCTAssertTrue(next.waitForExistence(timeout: 5))
            XCTAssertTrue(next.wait(for: \.isEnabled, toEqual: true, timeout: 5))
            next.tap()
            XCTAssertTrue(ui.staticTexts["Next.title"].waitForExistence(timeout: 5))
            XCTAssertTrue(ui.staticTexts["Next.title"].wait(for: \.label, toEqual: "Arrived", timeout: 5))
            let rename = ui.buttons["Next.rename"]
            XCTAssertTrue(rename.waitForExistence(timeout: 5))
            XCTAssertTrue(rename.wait(for: \.isEnabled, toEqual: true, timeout: 5))
            rename.tap()
            XCTAssertTrue(ui.staticTexts["Next.title"].wait(for: \.label, toEqual: "Renamed", timeout: 5))
        }
        return (device.chaosLog, device.clock.now, failures)
    }

    func testChaosIsOffByDefault() async {
        let device = SimulatedDevice.reset()
        XCTAssertNil(device.chaos)
        let app = install(on: device)
        let ui = XCUIApplication()
        ui.launch()
        ui.buttons["Start.next"].tap()
        XCTAssertEqual(app.currentScreen, "Next", "a calm app reacts at once")
        XCTAssertEqual(device.chaosLog, [])
    }

    func testTheSameSeedGivesTheSameRunAndAnotherSeedAnotherOne() async {
        let first = runJourney(seed: 7)
        let again = runJourney(seed: 7)
        let other = runJourney(seed: 8)
        XCTAssertEqual(first.failures.count, 0, "\(first.failures)")
        XCTAssertFalse(first.log.isEmpty)
        XCTAssertEqual(first.log, again.log)
        XCTAssertEqual(first.time, again.time)
        XCTAssertNotEqual(first.log, other.log)
        XCTAssertEqual(other.failures.count, 0, "\(other.failures)")
    }

    func testManySeedsOfAWaitingJourneyAllPassAndTogetherShowEveryPerturbation() async {
        var kinds = Set<ChaosEvent.Kind>()
        for seed in 1...40 as ClosedRange<UInt64> {
            let run = runJourney(seed: seed)
            XCTAssertEqual(run.failures.map(\.message), [], "seed \(seed)")
            kinds.formUnion(run.log.map(\.kind))
        }
        XCTAssertEqual(kinds, [.lateReaction, .disabledButton, .lateText, .systemAlert, .hiddenElement, .collapsedElement, .undeclaredAlert])
    }

    func testAJourneyThatDoesNotWaitBreaksUnderChaos() async {
        var broken = 0
        for seed in 1...20 as ClosedRange<UInt64> {
            let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: seed))
            _ = install(on: device)
            let ui = XCUIApplication()
            ui.launch()
            let failures = device.capturingFailures { ui.buttons["Start.next"].tap() }
            if !failures.isEmpty || !ui.staticTexts["Next.title"].exists { broken += 1 }
        }
        XCTAssertGreaterThan(broken, 15, "a tap that does not wait, checked at once, fails under most seeds")
    }

    func testReactionsComeLateButInOrder() async {
        let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: 3, maxReactionDelay: 1, disabledButtonChance: 0,
                                                                lateTextChance: 0, systemAlertChance: 0,
                                                                lateElementChance: 0, undeclaredAlertChance: 0))
        let app = install(on: device)
        let ui = XCUIApplication()
        ui.launch()
        ui.buttons["Start.next"].tap()
        XCTAssertEqual(app.currentScreen, "Start", "the app has not reacted yet")
        XCTAssertFalse(ui.staticTexts["Next.title"].exists)
        XCTAssertTrue(ui.staticTexts["Next.title"].waitForExistence(timeout: 2))
        XCTAssertGreaterThan(device.clock.now, 0)
        XCTAssertLessThanOrEqual(device.clock.now, 1.1)
        XCTAssertEqual(device.chaosLog.map(\.kind), [.lateReaction])
    }

    func testButtonsAreDisabledForAMomentAfterTheScreenAppears() async {
        let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: 5, maxReactionDelay: 0, disabledButtonChance: 1,
                                                                maxDisabledTime: 0.6, lateTextChance: 0, systemAlertChance: 0,
                                                                lateElementChance: 0, undeclaredAlertChance: 0))
        let app = install(on: device)
        let ui = XCUIApplication()
        ui.launch()
        let next = ui.buttons["Start.next"]
        XCTAssertFalse(next.isEnabled)
        XCTAssertTrue(next.isHittable)
        next.tap()
        device.clock.advance(by: 0.01)
        XCTAssertEqual(app.currentScreen, "Start", "a tap on the disabled button did nothing")
        XCTAssertTrue(next.wait(for: \.isEnabled, toEqual: true, timeout: 1))
        next.tap()
        XCTAssertEqual(app.currentScreen, "Next")
        XCTAssertEqual(device.chaosLog.filter { $0.kind == .disabledButton }.count, 2, "one per screen's button")
    }

    func testTextsAppearLateAndChangesReachTheTestLate() async {
        let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: 11, maxReactionDelay: 0, disabledButtonChance: 0,
                                                                lateTextChance: 1, maxTextDelay: 0.7, systemAlertChance: 0,
                                                                lateElementChance: 0, undeclaredAlertChance: 0))
        _ = install(on: device)
        let ui = XCUIApplication()
        ui.launch()
        let greeting = ui.staticTexts["Start.greeting"]
        XCTAssertEqual(greeting.label, "", "the text is not there yet")
        XCTAssertTrue(greeting.wait(for: \.label, toEqual: "Hello", timeout: 1))
        ui.buttons["Start.next"].tap()
        let title = ui.staticTexts["Next.title"]
        XCTAssertTrue(title.wait(for: \.label, toEqual: "Arrived", timeout: 1))
        ui.buttons["Next.rename"].tap()
        XCTAssertEqual(title.label, "Arrived", "the app changed it, the test still reads the old text")
        XCTAssertTrue(title.wait(for: \.label, toEqual: "Renamed", timeout: 1))
    }

    func testASystemAlertComesOverTheAppAndAMonitorHandlesIt() async {
        let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: 2, maxReactionDelay: 0, disabledButtonChance: 0,
                                                                lateTextChance: 0, systemAlertChance: 1, maxSystemAlertDelay: 0.5,
                                                                lateElementChance: 0, undeclaredAlertChance: 0))
        let app = install(on: device)
        var handled: [String] = []
        addUIInterruptionMonitor(withDescription: "Any permission") { alert in
            handled.append(alert.label)
            alert.buttons["Don’t Allow"].tap()
            return true
        }
        let ui = XCUIApplication()
        ui.launch()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.alerts.firstMatch.waitForExistence(timeout: 1))
        XCTAssertFalse(ui.buttons["Start.next"].isHittable)
        ui.buttons["Start.next"].tap()
        XCTAssertEqual(handled.count, 1)
        XCTAssertEqual(app.currentScreen, "Next")
        XCTAssertTrue(device.failures.isEmpty, "\(device.failures)")
    }

    /// Elements of a new screen that come late: hidden or collapsed, they do not exist for the test
    /// until the app shows them; waiting for existence is what sees them come.
    func testElementsComeLateHiddenOrCollapsed() async {
        let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: 4, maxReactionDelay: 0, disabledButtonChance: 0,
                                                                lateTextChance: 0, systemAlertChance: 0,
                                                                lateElementChance: 1, maxLateElementTime: 0.6, undeclaredAlertChance: 0))
        _ = install(on: device)
        let ui = XCUIApplication()
        ui.launch()
        let kinds = Set(device.chaosLog.map(\.kind))
        XCTAssertFalse(kinds.isDisjoint(with: [.hiddenElement, .collapsedElement]), "\(device.chaosLog)")
        XCTAssertFalse(ui.buttons["Start.next"].exists, "not there yet")
        let failures = device.capturingFailures {
            XCTAssertFalse(ui.buttons["Start.next"].wait(for: \.isEnabled, toEqual: true, timeout: 1), "waiting on an attribute fails")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(ui.buttons["Start.next"].waitForExistence(timeout: 1))
        XCTAssertLessThanOrEqual(device.clock.now, 0.7)
        XCTAssertTrue(ui.staticTexts["Start.greeting"].waitForExistence(timeout: 1))
    }

    /// An alert of the app that no spec declares comes over the screen and goes by itself; a tap it
    /// blocks meanwhile is answered by XCUITest's built-in handler (its Cancel button).
    func testAnUndeclaredAlertComesAndGoesByItself() async {
        let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: 9, maxReactionDelay: 0, disabledButtonChance: 0,
                                                                lateTextChance: 0, systemAlertChance: 0, maxSystemAlertDelay: 0.2,
                                                                lateElementChance: 0, undeclaredAlertChance: 1, maxUndeclaredAlertTime: 1))
        let app = install(on: device)
        let ui = XCUIApplication()
        ui.launch()
        XCTAssertTrue(ui.alerts["Syncing…"].waitForExistence(timeout: 1))
        XCTAssertFalse(ui.buttons["Start.next"].isHittable)
        XCTAssertTrue(ui.alerts["Syncing…"].waitForNonExistence(timeout: 2), "the app takes it down by itself")
        XCTAssertTrue(ui.buttons["Start.next"].isHittable)
        ui.buttons["Start.next"].tap()
        XCTAssertEqual(app.currentScreen, "Next")
        XCTAssertTrue(ui.alerts["Syncing…"].waitForExistence(timeout: 1), "the next screen has one too")
        ui.buttons["Next.rename"].tap()
        XCTAssertEqual(device.handledInterruptions.map(\.button), ["Cancel"])
        XCTAssertEqual(app.element("Next.title")?.label, "Renamed", "the tap went on")
        XCTAssertEqual(device.failures.map(\.message), [])
    }
}
