import Foundation
import XCTest
import XCUIAutomation

/// isHittable and what a tap does on an element that cannot be touched, as on a device.
@MainActor
final class HittabilityTests: XCTestCase {
    func testElementsAreLaidOutBetweenTheStatusBarAndTheHomeIndicator() async {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.text("Title", id: "Title")
            SimulatedElement.button("Go", label: "Go")
            SimulatedElement(.tabBar, id: "Tabs") {
                SimulatedElement.button("Tab.one", label: "One")
                SimulatedElement.button("Tab.two", label: "Two")
            }
        }
        XCTAssertEqual(ui.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(ui.windows.element.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(ui.staticTexts["Title"].frame, CGRect(x: 0, y: 59, width: 393, height: 21), "below an iPhone 15's status bar")
        XCTAssertEqual(ui.buttons["Go"].frame, CGRect(x: 0, y: 80, width: 393, height: 44))
        XCTAssertEqual(ui.tabBars["Tabs"].frame, CGRect(x: 0, y: 124, width: 393, height: 49))
        XCTAssertEqual(ui.buttons["Tab.two"].frame, CGRect(x: 196.5, y: 124, width: 196.5, height: 49), "tab bar items sit side by side")
    }

    func testAnElementOutsideTheScreenIsNotHittableAndATapFailsToScrollItIntoView() async {
        var taps = 0
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.button, id: "Far", label: "Far", frame: CGRect(x: 20, y: 900, width: 100, height: 44))
                .onTap { _ in taps += 1 }
        }
        let far = ui.buttons["Far"]
        XCTAssertTrue(far.exists, "an element off screen still exists")
        XCTAssertFalse(far.isHittable)
        let failures = device.capturingFailures { far.tap() }
        XCTAssertEqual(failures.messages, [
            "Failed to tap XCUIApplication().buttons[\"Far\"]: Failed to synthesize event: Failed to scroll to visible (by AX action) "
                + "Button, {{20.0, 900.0}, {100.0, 44.0}}, identifier: 'Far', label: 'Far', error: Error kAXErrorCannotComplete "
                + "performing AXAction kAXScrollToVisibleAction on element AX element pid: 4134, elementOrHash.elementID: 0x6000000005a0.",
        ])
        XCTAssertEqual(taps, 0)
    }

    func testAnOverlayCoversWhatLiesBeneathUntilItGoes() async {
        var taps = 0
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.group("Checkout") {
                SimulatedElement.button("Pay", label: "Pay").onTap { _ in taps += 1 }
            }
        }
        let checkout = app.element("Checkout")!
        let hud = SimulatedElement.overlay("Loading", label: "Loading")
        checkout.children.append(hud)
        XCTAssertFalse(ui.buttons["Pay"].isHittable)
        XCTAssertTrue(ui.otherElements["Loading"].isHittable, "the overlay itself takes touches")
        let failures = device.capturingFailures { ui.buttons["Pay"].tap() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].message.hasSuffix("Failed to synthesize event: Not hittable: Button, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Pay', label: 'Pay' (covered by Other, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Loading', label: 'Loading')."), failures[0].message)
        XCTAssertEqual(taps, 0)
        checkout.children.removeAll { $0 === hud }
        XCTAssertTrue(ui.buttons["Pay"].isHittable)
        ui.buttons["Pay"].tap()
        XCTAssertEqual(taps, 1)
    }

    func testADisabledButtonIsHittableButATapDoesNothing() async {
        var taps = 0
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement.button("Send", label: "Send", enabled: false).onTap { _ in taps += 1 }
        }
        let send = ui.buttons["Send"]
        XCTAssertTrue(send.isHittable, "UIKit hit-tests a disabled control; XCUITest reports it hittable")
        XCTAssertFalse(send.isEnabled)
        XCTAssertEqual(device.capturingFailures { send.tap() }.count, 0, "a tap on a disabled button is not a failure")
        XCTAssertEqual(taps, 0, "…and the app does not react")
    }

    func testAnElementTheAppMadeUntouchableIsNotHittable() async {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.button, id: "Ghost", label: "Ghost", hittable: false)
        }
        XCTAssertFalse(ui.buttons["Ghost"].isHittable)
        XCTAssertEqual(device.capturingFailures { ui.buttons["Ghost"].tap() }.messages, [
            "Failed to tap XCUIApplication().buttons[\"Ghost\"]: Failed to synthesize event: Not hittable: Button, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Ghost', label: 'Ghost'.",
        ])
    }

    func testAnElementOfABackgroundAppIsNotHittable() async {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement.button("Go", label: "Go") }
        XCUIDevice.shared.press(.home)
        XCTAssertEqual(ui.state, .runningBackgroundSuspended)
        XCTAssertFalse(ui.buttons["Go"].isHittable)
        XCTAssertEqual(device.capturingFailures { ui.buttons["Go"].tap() }.messages, [
            "Failed to tap XCUIApplication().buttons[\"Go\"]: Failed to synthesize event: Application is not foreground (com.example.test is runningBackgroundSuspended).",
        ])
    }

    func testASqueezedScreenStillFitsAndAStackTakesWhatIsLeftForItsList() async {
        let (_, _, ui) = launchSimulatedApp {
            for index in 0..<30 { SimulatedElement.button("B\(index)", label: "\(index)") }
        }
        let last = ui.buttons["B29"]
        XCTAssertTrue(last.isHittable, "a screen that does not scroll is squeezed to fit, as its designer made it fit")
        XCTAssertEqual(last.frame.maxY, 852 - 34, accuracy: 0.001)
    }
}
