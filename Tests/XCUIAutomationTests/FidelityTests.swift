import Foundation
import XCTest
import XCUIAutomation

/// Where the stand-in was kinder than a device (issue #21), each behaviour as Apple documents it or,
/// where Apple is silent, in the reading that fails a test. Every test here failed on the stand-in
/// before: it is the evidence that the behaviour is modelled.
@MainActor
final class FidelityTests: XCTestCase {
    private var taps = 0

    /// The app under test with a "Continue" button that counts its taps.
    private func launchWithContinueButton() -> (SimulatedDevice, SimulatedApp, XCUIApplication) {
        launchSimulatedApp {
            SimulatedElement.button("Continue", label: "Continue").onTap { [unowned self] _ in taps += 1 }
        }
    }

    // MARK: XCUITest's built-in interruption handler

    /// WWDC20 10220: iOS's built-in handler "taps cancel button if any, falls back to the default
    /// button otherwise", and the blocked interaction then goes on. A permission prompt's cancel
    /// action is "Don’t Allow": unanswered by a monitor, the permission is silently denied.
    func testWithoutAMonitorTheBuiltInHandlerTapsTheCancelButtonAndTheTapProceeds() async {
        let (device, _, ui) = launchWithContinueButton()
        var answers: [String] = []
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Test") { button, _ in answers.append(button) })
        let failures = device.capturingFailures { ui.buttons["Continue"].tap() }
        XCTAssertEqual(failures.messages, [])
        XCTAssertEqual(answers, ["Don’t Allow"], "the built-in handler denies the permission")
        XCTAssertEqual(taps, 1, "the blocked tap went on")
        XCTAssertEqual(device.handledInterruptions, [
            HandledInterruption(alert: "“Test” Would Like to Send You Notifications", handler: nil, button: "Don’t Allow"),
        ])
    }

    func testTheBuiltInHandlerRunsAfterTheMonitorsThatDeclineIt() async {
        let (device, _, ui) = launchWithContinueButton()
        var answers: [String] = []
        device.presentSystemAlert(.permissionAlert(.location, appName: "Test") { button, _ in answers.append(button) })
        var asked = 0
        addUIInterruptionMonitor(withDescription: "Notifications only") { _ in
            asked += 1
            return false
        }
        ui.buttons["Continue"].tap()
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(answers, ["Don’t Allow"], "the location prompt's cancel action is at the bottom of its three buttons")
        XCTAssertEqual(taps, 1)
    }

    func testAMonitorThatHandlesTheAlertKeepsTheBuiltInHandlerOut() async {
        let (device, _, ui) = launchWithContinueButton()
        var answers: [String] = []
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Test") { button, _ in answers.append(button) })
        addUIInterruptionMonitor(withDescription: "Allow") { alert in
            alert.buttons["Allow"].tap()
            return true
        }
        ui.buttons["Continue"].tap()
        XCTAssertEqual(answers, ["Allow"])
        XCTAssertEqual(device.handledInterruptions.map(\.handler), ["Allow"])
    }

    /// An alert of the app over the screen: the cancel button (by default the one titled
    /// "Cancel"), else the preferred one, else the first.
    func testTheBuiltInHandlerPicksCancelThenPreferredThenTheFirstButton() async {
        let cases: [(alert: SimulatedElement, expected: String)] = [
            (.alert("Delete?", buttons: ["Delete", "Cancel"]), "Cancel"),
            (.alert("Leave?", buttons: ["Stay", "Leave"], cancel: "Stay"), "Stay"),
            (.alert("Sync failed", buttons: ["Retry", "Report"], preferred: "Report"), "Report"),
            (.alert("Software Update", buttons: ["Later", "Install"]), "Later"),
        ]
        for (alert, expected) in cases {
            taps = 0
            let (device, app, ui) = launchWithContinueButton()
            app.present(alert)
            ui.buttons["Continue"].tap()
            XCTAssertEqual(device.handledInterruptions.map(\.button), [expected], alert.label)
            XCTAssertEqual(taps, 1, alert.label)
            XCTAssertTrue(app.alerts.isEmpty, alert.label)
        }
    }

    func testAnAlertWithoutButtonsStillBlocksTheTap() async {
        let (device, app, ui) = launchWithContinueButton()
        app.present(SimulatedElement(.alert, label: "Please wait") { SimulatedElement.spinner() })
        let failures = device.capturingFailures { ui.buttons["Continue"].tap() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.messages.first?.contains("Not hittable") == true, "\(failures.messages)")
        XCTAssertEqual(taps, 0)
    }

    // MARK: Hidden, transparent and zero-size views

    /// Since iOS 10 hidden views, views with an alpha of 0 and views of zero size are not in the
    /// accessibility tree: queries, snapshots and `debugDescription` do not see them or anything
    /// inside them. The app can show them again.
    func testHiddenTransparentAndCollapsedViewsDoNotExist() async throws {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.button("Visible", label: "Visible")
            SimulatedElement.button("Hidden", label: "Hidden")
            SimulatedElement.button("Transparent", label: "Transparent")
            SimulatedElement.group("Collapsed") { SimulatedElement.text("Inside", id: "Inside") }
            SimulatedElement(.button, id: "ZeroFrame", label: "Zero", frame: CGRect(x: 10, y: 300, width: 0, height: 44))
        }
        let hidden = try XCTUnwrap(app.element("Hidden"))
        let transparent = try XCTUnwrap(app.element("Transparent"))
        let collapsed = try XCTUnwrap(app.element("Collapsed"))
        hidden.isHidden = true
        transparent.alpha = 0
        collapsed.isCollapsed = true

        XCTAssertEqual(identifiers(ui.buttons), ["Visible"])
        for gone in [ui.buttons["Hidden"], ui.buttons["Transparent"], ui.otherElements["Collapsed"],
                     ui.staticTexts["Inside"], ui.buttons["ZeroFrame"]] {
            XCTAssertFalse(gone.exists, gone.description)
        }
        let tree = ui.debugDescription
        for name in ["Hidden", "Transparent", "Collapsed", "Inside", "ZeroFrame"] {
            XCTAssertFalse(tree.contains("'\(name)'"), "\(name) is in the debug description:\n\(tree)")
        }
        var seen: [String] = []
        func walk(_ snapshot: any XCUIElementSnapshot) {
            if !snapshot.identifier.isEmpty { seen.append(snapshot.identifier) }
            snapshot.children.forEach(walk)
        }
        walk(try ui.snapshot())
        XCTAssertEqual(seen, ["Visible"])
        XCTAssertEqual(ui.buttons["Visible"].frame.minY, 59, "a collapsed or hidden view does not move the others")

        hidden.isHidden = false
        transparent.alpha = 0.5
        collapsed.isCollapsed = false
        XCTAssertEqual(identifiers(ui.buttons), ["Visible", "Hidden", "Transparent"])
        XCTAssertTrue(ui.staticTexts["Inside"].exists)
        XCTAssertEqual(device.failures.messages, [])
    }

    // MARK: isHittable of a missing element

    /// Apple: isHittable "returns false if the element doesn't exist" — no failure.
    func testIsHittableIsFalseForAnElementThatDoesNotExist() async {
        let (device, _, ui) = launchWithContinueButton()
        let failures = device.capturingFailures {
            XCTAssertFalse(ui.buttons["Nowhere"].isHittable)
        }
        XCTAssertEqual(failures.messages, [])
        XCTAssertTrue(ui.buttons["Continue"].isHittable)
    }

    // MARK: A switch that spans a row

    /// A SwiftUI Toggle in a row: its element spans the row, and a tap at its centre lands on the
    /// label (iOS 16.4+, woocommerce/woocommerce-ios#9629). The control at its trailing edge flips it.
    func testATapAtTheCentreOfARowWideSwitchDoesNotFlipItButATapOnItsControlDoes() async {
        var changes = 0
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement.toggle("Settings.wifi", label: "Wi-Fi", isOn: false, spansRow: true).onTap { _ in changes += 1 }
            SimulatedElement.toggle("Settings.plain", label: "Plain", isOn: false, spansRow: false)
        }
        let row = ui.switches["Settings.wifi"]
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(row.switches.firstMatch.frame, CGRect(x: 326, y: 65.5, width: 51, height: 31))
        XCTAssertEqual(row.staticTexts.firstMatch.label, "Wi-Fi")

        row.tap()
        XCTAssertEqual(row.value as? String, "0", "the tap landed on the label")
        XCTAssertEqual(changes, 0)

        row.switches.firstMatch.tap()
        XCTAssertEqual(row.value as? String, "1")
        XCTAssertEqual(row.switches.firstMatch.value as? String, "1", "the control shows the row's value")
        XCTAssertEqual(changes, 1)

        row.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)).tap()
        XCTAssertEqual(row.value as? String, "0", "a tap over the control flips it too")

        let plain = ui.switches["Settings.plain"]
        plain.tap()
        XCTAssertEqual(plain.value as? String, "1", "a switch that is only its control flips on any tap")
        XCTAssertEqual(device.failures.messages, [])
    }

    /// A press at a coordinate goes to what is under the finger when it comes down, even if the
    /// screen moves while it is held (UIKit assigns a touch to its view at touch-down).
    func testAPressAtACoordinateIsHitTestedWhenTheFingerComesDown() async throws {
        var pressed: [String] = []
        let (_, app, ui) = launchSimulatedApp {
            SimulatedElement.group("Banner") { SimulatedElement.text("Sale", id: "Banner.text") }
            SimulatedElement.button("Pad", label: "Pad").on(.press) { _ in pressed.append("Pad") }
            SimulatedElement.button("Below", label: "Below").on(.press) { _ in pressed.append("Below") }
        }
        let banner = try XCTUnwrap(app.element("Banner"))
        app.perform(after: 0.05) { _ in banner.isCollapsed = true }  // the pad moves up mid-press
        ui.buttons["Pad"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).press(forDuration: 0.1)
        XCTAssertEqual(pressed, ["Pad"])
    }

    // MARK: Waits and reads of a missing element

    /// Apple documents only the timeout of wait(for:toEqual:timeout:); on an element that does not
    /// exist the stand-in fails the test, as an attribute read does, and returns false at once.
    func testWaitForToEqualOnAMissingElementFailsTheTest() async {
        let (device, _, ui) = launchWithContinueButton()
        let start = device.clock.now
        let failures = device.capturingFailures {
            XCTAssertFalse(ui.buttons["Later"].wait(for: \.isEnabled, toEqual: true, timeout: 5))
            XCTAssertFalse(ui.buttons["Later"].wait(for: \.exists, toEqual: true, timeout: 5))
        }
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.messages.allSatisfy { $0.contains("No matches found for XCUIApplication().buttons") }, "\(failures.messages)")
        XCTAssertEqual(device.clock.now, start, "it does not wait for the element to appear")
        XCTAssertTrue(ui.buttons["Continue"].wait(for: \.isEnabled, toEqual: true, timeout: 5))
    }

    func testDebugDescriptionOfAMissingElementFailsTheTest() async {
        let (device, _, ui) = launchWithContinueButton()
        let failures = device.capturingFailures { _ = ui.buttons["Later"].debugDescription }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.messages.first?.hasPrefix("Failed to get debugDescription of XCUIApplication().buttons[\"Later\"]: No matches found") == true,
                      "\(failures.messages)")
    }

    // MARK: XCUIDevice

    func testAppearanceIsReadAndSetAndAppsHearOfIt() async {
        let (device, app, _) = launchWithContinueButton()
        var heard: [XCUIDevice.Appearance] = []
        app.onAppearanceChange = { _, appearance in heard.append(appearance) }
        XCTAssertEqual(XCUIDevice.shared.appearance, .light)
        XCUIDevice.shared.appearance = .dark
        XCTAssertEqual(XCUIDevice.shared.appearance, .dark)
        XCTAssertEqual(device.appearance, .dark)
        XCTAssertEqual(heard, [.dark])
        XCTAssertEqual(XCUIDevice.Appearance.unspecified.rawValue, 0)
        XCTAssertEqual(XCUIDevice.Appearance.dark.rawValue, 2)
    }

    func testPointerInteractionIsSupportedOnTheIPadOnly() async {
        SimulatedDevice.reset(model: .iPhone15)
        XCTAssertFalse(XCUIDevice.shared.supportsPointerInteraction)
        SimulatedDevice.reset(model: .iPad10)
        XCTAssertTrue(XCUIDevice.shared.supportsPointerInteraction)
    }

    func testSiriRequestsAndOpeningURLsThroughTheSystem() async {
        let (device, app, _) = launchWithContinueButton()
        var opened: [URL] = []
        app.urlSchemes = ["test"]
        app.onOpenURL = { _, url in opened.append(url) }
        var heard: [String] = []
        device.onSiriRequest = { _, text in heard.append(text) }
        XCUIDevice.shared.siriService.activate(voiceRecognitionText: "Open Test")
        XCTAssertEqual(device.siriRequests, ["Open Test"])
        XCTAssertEqual(heard, ["Open Test"])

        XCUIDevice.shared.system.open(URL(string: "test://orders/42")!)
        XCTAssertEqual(opened, [URL(string: "test://orders/42")!])
        let failures = device.capturingFailures { XCUIDevice.shared.system.open(URL(string: "nobody://x")!) }
        XCTAssertEqual(failures.messages, ["Failed to open nobody://x: no application on the simulated device opens \"nobody:\" URLs (SimulatedApp.urlSchemes)."])
    }
}

/// The caret after a tap on a text element that holds text: where the finger landed
/// (UITextField's `clearsOnBeginEditing`: "the text field places an insertion point at the place
/// where the user tapped the field"), mid-text for a tap at the centre (appium/appium#8037), not
/// at the end, so deleting as many characters as it holds leaves text (appium/appium#13046).
@MainActor
final class CaretTests: XCTestCase {
    private func launchForm() -> (SimulatedDevice, SimulatedApp, XCUIApplication) {
        let launched = launchSimulatedApp {
            SimulatedElement.textField("Name", text: "Hello world")
            SimulatedElement.textField("City", text: "Amsterdam")
            SimulatedElement.secureField("PIN", placeholder: "PIN")
            SimulatedElement.textView("Notes", text: "First line\nSecond line")
        }
        launched.app.element("PIN")?.value = "1234"
        return launched
    }

    func testATapAtTheCentreOfAFieldPutsTheCaretMidText() async {
        let (_, app, ui) = launchForm()
        ui.textFields["Name"].tap()
        ui.textFields["Name"].typeText("X")
        XCTAssertEqual(app.element("Name")?.value, "Hello Xworld", "typing goes in where the tap landed")

        ui.textFields["City"].tap()
        ui.textFields["City"].typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 9))
        XCTAssertEqual(app.element("City")?.value, "rdam", "one delete per character from mid-text leaves the part after the caret")
    }

    func testATapAtACoordinatePutsTheCaretUnderTheFinger() async {
        let (_, app, ui) = launchForm()
        let name = ui.textFields["Name"]
        name.coordinate(withNormalizedOffset: CGVector(dx: 1, dy: 0.5)).withOffset(CGVector(dx: -6, dy: 0)).tap()
        name.typeText("!")
        XCTAssertEqual(app.element("Name")?.value, "Hello world!", "a few points inside the trailing edge: the end")
        name.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0.5)).withOffset(CGVector(dx: 2, dy: 0)).tap()
        name.typeText(">")
        XCTAssertEqual(app.element("Name")?.value, ">Hello world!", "at the leading edge: the start")
        app.element("Name")?.value = "Set by the app"
        name.typeText(".")
        XCTAssertEqual(app.element("Name")?.value, "Set by the app.", "text the app sets leaves the caret at its end")
    }

    func testATextViewsCaretFollowsItsLines() async {
        let (_, app, ui) = launchForm()
        let notes = ui.textViews["Notes"]
        notes.coordinate(withNormalizedOffset: CGVector(dx: 1, dy: 1)).withOffset(CGVector(dx: -6, dy: -6)).tap()
        notes.typeText("!")
        XCTAssertEqual(app.element("Notes")?.value, "First line\nSecond line!", "the bottom trailing corner is the end")
    }

    /// A secure field that gets focus while it holds text drops it at the first key typed
    /// (reactivecocoa/reactivecocoa#779).
    func testASecureFieldGivenFocusLosesItsTextAtTheFirstKey() async {
        let (_, app, ui) = launchForm()
        let pin = ui.secureTextFields["PIN"]
        XCTAssertEqual(pin.value as? String, "••••")
        pin.tap()
        pin.typeText("9")
        XCTAssertEqual(app.element("PIN")?.value, "9", "typing replaces what it held")
        pin.typeText("8")
        XCTAssertEqual(app.element("PIN")?.value, "98", "only the first key after focus does")

        ui.textFields["City"].tap()
        pin.tap()
        pin.typeText(XCUIKeyboardKey.delete.rawValue)
        XCTAssertEqual(app.element("PIN")?.value, "", "a first delete clears it")
    }
}
