import Foundation
import XCTest
import XCUIAutomation

@MainActor
final class ActionTests: XCTestCase {
    func testTapOnMissingElementFailsWithXCUITestLikeMessageAndContinues() async {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.button, id: "Login.submit", label: "Sign In")
        }
        let failures = device.capturingFailures {
            XCTContext.runActivity(named: "Log in") { _ in
                ui.buttons["Login.send"].tap()
            }
        }
        XCTAssertEqual(failures.count, 1)
        let failure = failures[0]
        XCTAssertTrue(failure.message.hasPrefix(
            "Failed to tap XCUIApplication().buttons[\"Login.send\"]: No matches found for XCUIApplication().buttons.matching(identifier: \"Login.send\")."
        ), failure.message)
        XCTAssertTrue(failure.message.contains("App \"com.example.test\" shows on screen \"Main\": Button id \"Login.submit\" label \"Sign In\""), failure.message)
        XCTAssertTrue(failure.message.hasSuffix("(in activity \"Log in\")"), failure.message)
        XCTAssertEqual(failure.activityPath, ["Log in"])
        // Apple's tap() takes no file/line, so the failure names the stand-in's entry point.
        XCTAssertTrue("\(failure.file)".hasSuffix("XCUIElement.swift"), "\(failure.file)")
        XCTAssertEqual(device.failures.count, 1, "the device keeps every failure")
    }

    func testDefaultHandlerIsXCTFailAndCanBeReplaced() async {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement(.button, id: "A") }
        var seen: [String] = []
        device.failureHandler = { seen.append($0.message) }
        ui.buttons["B"].doubleTap()
        ui.staticTexts["C"].swipeLeft()
        _ = ui.staticTexts["C"].label
        XCTAssertEqual(seen.count, 3)
        XCTAssertTrue(seen[0].hasPrefix("Failed to double tap"), seen[0])
        XCTAssertTrue(seen[1].hasPrefix("Failed to swipe left"), seen[1])
        XCTAssertTrue(seen[2].hasPrefix("Failed to get label of XCUIApplication().staticTexts[\"C\"]"), seen[2])
    }

    func testTypingNeedsFocusAndEditsTheValue() async {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement(.textField, id: "Name", placeholder: "Your name")
            SimulatedElement(.secureTextField, id: "PIN")
            SimulatedElement(.button, id: "Go")
        }
        let name = ui.textFields["Name"]
        let failures = device.capturingFailures { name.typeText("x") }
        XCTAssertEqual(failures.messages, [
            "Failed to type \"x\" into XCUIApplication().textFields[\"Name\"]: Failed to synthesize event: Neither element nor any descendant has keyboard focus."
        ])
        XCTAssertEqual(name.value as? String, "Your name", "an empty field reports its placeholder")
        name.tap()
        XCTAssertTrue(name.hasFocus)
        name.typeText("Adx")
        name.typeText(XCUIKeyboardKey.delete.rawValue + "a")
        ui.typeText("!")  // the application types into whatever has focus
        XCTAssertEqual(name.value as? String, "Ada!")
        XCTAssertEqual(app.element("Name")?.value, "Ada!")
        ui.secureTextFields["PIN"].tap()
        XCTAssertFalse(name.hasFocus)
        ui.secureTextFields["PIN"].typeText("1234")
        XCTAssertEqual(ui.secureTextFields["PIN"].value as? String, "••••")
        XCTAssertEqual(app.element("PIN")?.value, "1234")
    }

    func testSwipeLeftRevealsDeleteAndTapDeletes() async {
        let (_, app, ui) = launchSimulatedApp {
            SimulatedElement(.table, id: "List") {
                for name in ["One", "Two"] {
                    SimulatedElement(.cell, id: "Row.\(name)", label: name)
                }
            }
        }
        for row in app.element("List")!.children {
            let delete = SimulatedElement(.button, id: "Delete", label: "Delete").onTap { event in
                event.app.element("List")?.children.removeAll { $0 === row }
            }
            row.onSwipeLeft(reveal: delete)
        }
        let table = ui.tables["List"]
        XCTAssertFalse(table.cells["Row.Two"].buttons["Delete"].exists)
        table.cells["Row.Two"].swipeLeft()
        XCTAssertTrue(table.cells["Row.Two"].buttons["Delete"].exists)
        table.cells["Row.Two"].buttons["Delete"].tap()
        XCTAssertEqual(table.cells.count, 1)
        XCTAssertEqual(table.cells.element.label, "One")
    }

    /// The screen beneath an alert is not hittable. A tap there is an interrupted interaction: with
    /// no monitor, XCUITest's built-in handler cancels the alert and the tap goes on (here it asks
    /// again). An alert without buttons leaves the tap to fail.
    func testAlertOverScreenBlocksTapsUntilDismissed() async {
        var chosen: [String] = []
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement(.button, id: "Delete", label: "Delete")
        }
        app.element("Delete")?.onTap { event in
            event.app.present(.alert("Delete item?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"]) { button, _ in
                chosen.append(button)
            })
        }
        ui.buttons["Delete"].tap()
        let alert = ui.alerts["Delete item?"]
        XCTAssertTrue(alert.exists)
        XCTAssertEqual(alert.staticTexts.count, 2)
        XCTAssertFalse(ui.buttons["Delete"].firstMatch.isHittable, "the screen's button is under the alert")
        let failures = device.capturingFailures { ui.buttons.element(boundBy: 0).tap() }
        XCTAssertEqual(failures.messages, [])
        XCTAssertEqual(chosen, ["Cancel"], "the built-in handler tapped the cancel button")
        XCTAssertTrue(alert.exists, "the tap went on and asked again")

        app.present(SimulatedElement(.alert, label: "Deleting") { SimulatedElement.spinner() })
        let blocked = device.capturingFailures { ui.buttons.element(boundBy: 0).tap() }
        XCTAssertEqual(blocked.messages, [
            "Failed to tap XCUIApplication().buttons.element(boundBy: 0): Failed to synthesize event: Not hittable: "
                + "Button, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Delete', label: 'Delete' "
                + "(it is beneath Alert, {{61.5, 404.0}, {270.0, 44.0}}, label: 'Deleting').",
        ])
        app.dismiss(app.alerts[1])
        alert.buttons["Cancel"].tap()
        XCTAssertEqual(chosen, ["Cancel", "Cancel"])
        XCTAssertFalse(alert.exists)
        XCTAssertTrue(ui.buttons["Delete"].isHittable)
    }

    func testDisabledElementsTakeTapsWithoutReacting() async {
        var taps = 0
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.button, id: "Pay", enabled: false).onTap { _ in taps += 1 }
        }
        let failures = device.capturingFailures { ui.buttons["Pay"].tap() }
        XCTAssertEqual(failures.count, 0)
        XCTAssertEqual(taps, 0)
        XCTAssertFalse(ui.buttons["Pay"].isEnabled)
    }

    func testGesturesReachTheirHandlers() async {
        var log: [String] = []
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.image, id: "Photo")
                .on(.doubleTap) { _ in log.append("double") }
                .on(.press) { log.append("press \($0.duration)") }
                .on(.swipeUp) { _ in log.append("up") }
                .on(.swipeDown) { _ in log.append("down") }
                .on(.swipeRight) { _ in log.append("right") }
        }
        let photo = ui.images["Photo"]
        photo.doubleTap()
        photo.press(forDuration: 2)
        photo.swipeUp()
        photo.swipeDown(velocity: .fast)
        photo.swipeRight()
        photo.tap(withNumberOfTaps: 2, numberOfTouches: 1)
        XCTAssertEqual(log, ["double", "press 2.0", "up", "down", "right", "double"])
        XCTAssertEqual(device.clock.now, 2, "a long press takes its duration in virtual time")
    }

    func testSliderAndPickerWheel() async {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement(.slider, id: "Volume", value: "0%")
            SimulatedElement(.picker, id: "Size") {
                SimulatedElement(.pickerWheel, id: "Size.wheel", value: "M")
            }
        }
        app.element("Size.wheel")?.pickerValues = ["S", "M", "L"]
        let volume = ui.sliders["Volume"]
        volume.adjust(toNormalizedSliderPosition: 0.5)
        XCTAssertEqual(volume.value as? String, "48%", "a best effort: two hundredths short (GestureFidelityTests)")
        XCTAssertEqual(volume.normalizedSliderPosition, 0.48, accuracy: 1e-9)
        let wheel = ui.pickers["Size"].pickerWheels.element
        wheel.adjust(toPickerWheelValue: "L")
        XCTAssertEqual(wheel.value as? String, "L")
        let failures = device.capturingFailures {
            wheel.adjust(toPickerWheelValue: "XXL")
            volume.adjust(toPickerWheelValue: "L")
        }
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures[0].message.contains("unable to find value \"XXL\""), failures[0].message)
        XCTAssertTrue(failures[1].message.contains("not a PickerWheel"), failures[1].message)
    }

    func testSnapshotCopiesTheSubtreeInOneRoundTrip() async throws {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.cell, id: "Row", label: "Row") {
                SimulatedElement(.staticText, id: "Row.title", label: "Title")
                SimulatedElement(.button, id: "Row.more", label: "More", selected: true)
            }
        }
        let snapshot = try ui.cells["Row"].snapshot()
        XCTAssertEqual(device.roundTrips.count, 1)
        XCTAssertEqual(snapshot.elementType, .cell)
        XCTAssertEqual(snapshot.children.map(\.identifier), ["Row.title", "Row.more"])
        XCTAssertEqual(snapshot.children[1].isSelected, true)
        XCTAssertEqual(snapshot.dictionaryRepresentation[.label] as? String, "Row")
        XCTAssertEqual(device.roundTrips.count, 1, "reading a snapshot is free")
        XCTAssertThrowsError(try ui.cells["Nope"].snapshot())
    }

    /// On a device a tap on an element is a touch at its hit point, which UIKit delivers to the
    /// view hit-tested there and up its chain: a text inside a cell passes it to the cell.
    func testATapOnATextInsideACellReachesTheCellAsACoordinateTapDoes() async {
        var opened: [String] = []
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.list("Inbox") {
                SimulatedElement.cell("Inbox.row") {
                    SimulatedElement.text("Lunch on Friday?", id: "Inbox.subject")
                }.onTap { _ in opened.append("row") }
            }
        }
        let subject = ui.staticTexts["Inbox.subject"]
        subject.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        XCTAssertEqual(opened, ["row"])
        subject.tap()
        XCTAssertEqual(opened, ["row", "row"], "an element's tap is the same touch")
        subject.press(forDuration: 0.1)
        XCTAssertEqual(opened, ["row", "row"], "a press is not a tap")
    }

    func testCoordinatesPointIntoTheFrameAndReachTheElement() async {
        var taps = 0
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.button, id: "Big", frame: CGRect(x: 10, y: 20, width: 200, height: 100)).onTap { _ in taps += 1 }
        }
        let center = ui.buttons["Big"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        XCTAssertEqual(center.screenPoint, CGPoint(x: 110, y: 70))
        XCTAssertEqual(center.withOffset(CGVector(dx: 5, dy: -5)).screenPoint, CGPoint(x: 115, y: 65))
        center.tap()
        XCTAssertEqual(taps, 1)
        center.press(forDuration: 1)
        XCTAssertEqual(device.clock.now, 1)
        XCTAssertEqual(device.roundTrips.count, 4)
    }
}
