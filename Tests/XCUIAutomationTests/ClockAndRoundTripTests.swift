import Foundation
import XCTest
import XCUIAutomation

@MainActor
final class ClockAndRoundTripTests: XCTestCase {
    func testDelayedTransitionWithVirtualWaits() async {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.button, id: "Search").onTap { $0.app.show("Results", after: 3) }
        }
        let app = device.appUnderTest!
        app.screen("Results") { SimulatedElement(.staticText, id: "Results.title", label: "3 results") }

        ui.buttons["Search"].tap()
        let title = ui.staticTexts["Results.title"]
        XCTAssertFalse(title.waitForExistence(timeout: 1))
        XCTAssertEqual(device.clock.now, 1, accuracy: 1e-9)
        XCTAssertTrue(title.waitForExistence(timeout: 5))
        XCTAssertEqual(device.clock.now, 3, accuracy: 1e-9, "the wait ends at the poll that sees the screen")

        // 1 tap + 11 polls over 1 s (t = 0, 0.1, …, 1.0) + 21 polls from t = 1 to t = 3.
        XCTAssertEqual(device.roundTrips.count, 1 + 11 + 21)
        XCTAssertEqual(device.roundTrips.count(of: .action), 1)
        XCTAssertEqual(device.roundTrips.count(of: .query), 32)
    }

    /// A 60-second timeout is 60 seconds of the virtual clock and 601 polls, one every 0.1 s;
    /// that nothing sleeps in real time meanwhile is `VirtualTimeTests`'s.
    func testSixtySecondTimeoutIsSixtyVirtualSecondsOfPolls() async {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement(.other, id: "Empty") }
        XCTAssertFalse(ui.buttons["Never"].waitForExistence(timeout: 60))
        XCTAssertEqual(device.clock.now, 60, accuracy: 1e-9)
        XCTAssertEqual(device.roundTrips.count, 601)
    }

    func testWaitForNonExistenceAndKeyPathWait() async {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement(.activityIndicator, id: "Spinner")
            SimulatedElement(.staticText, id: "Status", label: "Loading")
        }
        app.perform(after: 2) { app in
            app.element("Status")?.label = "Done"
        }
        app.perform(after: 4) { app in
            app.show("Main")  // rebuilds the screen: spinner back, status "Loading" again
        }
        app.perform(after: 2.5) { app in
            _ = app  // nothing: keeps the event queue non-trivial
        }
        XCTAssertTrue(ui.staticTexts["Status"].wait(for: \.label, toEqual: "Done", timeout: 5))
        XCTAssertEqual(device.clock.now, 2, accuracy: 1e-9)
        ui.activityIndicators["Spinner"].waitForNonExistence(timeout: 1)  // discardable, like Apple's
        XCTAssertFalse(ui.activityIndicators["Spinner"].waitForNonExistence(timeout: 1))
        XCTAssertEqual(device.clock.now, 4, accuracy: 1e-9)
        XCTAssertEqual(ui.staticTexts["Status"].label, "Loading")
    }

    func testRoundTripsOfASmallScenarioAreExact() async throws {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.staticText, id: "Title", label: "Hello")
            SimulatedElement(.button, id: "A")
            SimulatedElement(.button, id: "B")
        }
        let counter = device.roundTrips
        let buttons = ui.buttons            // building queries and elements: free
        let first = buttons.element(boundBy: 0)
        XCTAssertEqual(counter.count, 0)

        XCTAssertTrue(first.exists)                          // 1 query
        XCTAssertEqual(ui.staticTexts["Title"].label, "Hello")  // 1 attribute
        first.tap()                                          // 1 action
        XCTAssertEqual(buttons.count, 2)                     // 1 query
        let all = buttons.allElementsBoundByIndex            // 1 query
        XCTAssertEqual(all.count, 2)
        _ = try ui.snapshot()                                // 1 snapshot
        XCTAssertEqual(ui.state, .runningForeground)         // 1 application

        XCTAssertEqual(counter.count, 7)
        XCTAssertEqual(counter.count(of: .query), 3)
        XCTAssertEqual(counter.count(of: .attribute), 1)
        XCTAssertEqual(counter.count(of: .action), 1)
        XCTAssertEqual(counter.count(of: .snapshot), 1)
        XCTAssertEqual(counter.count(of: .application), 1)
        XCTAssertEqual(counter.log[2].description, "[action] tap XCUIApplication().buttons.element(boundBy: 0)")
        XCTAssertEqual(counter.measure { _ = ui.buttons["A"].isHittable; _ = ui.buttons["B"].isEnabled }, 2)
    }

    func testRoundTripDurationMovesTheClock() async {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement(.button, id: "A") }
        device.roundTripDuration = 0.25
        _ = ui.buttons["A"].exists
        ui.buttons["A"].tap()
        XCTAssertEqual(device.clock.now, 0.5, accuracy: 1e-9)
    }

    func testClockRunsEventsInTimeThenSchedulingOrder() async {
        let clock = VirtualClock()
        var order: [String] = []
        clock.schedule(after: 2) { order.append("b") }
        clock.schedule(after: 1) {
            order.append("a")
            clock.schedule(after: 0.5) { order.append("a+0.5") }
        }
        clock.schedule(after: 2) { order.append("c") }
        clock.schedule(after: 5) { order.append("late") }
        clock.advance(by: 3)
        XCTAssertEqual(order, ["a", "a+0.5", "b", "c"])
        XCTAssertEqual(clock.now, 3)
        XCTAssertEqual(clock.pendingEventCount, 1)
    }
}
