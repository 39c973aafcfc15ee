import Foundation
import XCTest
import XCUIAutomation

/// performAccessibilityAudit, control values, alerts with text fields and debug descriptions.
@MainActor
final class AuditAndValueTests: XCTestCase {
    private func launchAuditedScreen() -> (SimulatedDevice, XCUIApplication) {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement.button("Close")  // no label: nothing for VoiceOver to say
            SimulatedElement(.button, id: "Tiny", label: "i", frame: CGRect(x: 300, y: 60, width: 20, height: 20))
            SimulatedElement.text("Fine print", id: "Terms").withAccessibilityDefects([.contrast, .dynamicType])
            SimulatedElement.button("OK", label: "OK")
        }
        return (device, ui)
    }

    func testAnAuditReportsEachIssueAsAFailureUnlessTheHandlerTakesIt() async throws {
        let (device, ui) = launchAuditedScreen()
        var seen: [String] = []
        let failures = try device.capturingFailures {
            try ui.performAccessibilityAudit { issue in
                seen.append("\(issue.auditType.rawValue) \(issue.compactDescription) \(issue.element?.identifier ?? "-")")
                return issue.auditType == .dynamicType  // a known issue, accepted for now
            }
        }
        XCTAssertEqual(seen, [
            "8 Element has no description Close",
            "4 Hit region is too small Tiny",
            // Its fixed 20-point frame holds "i" at 17 points but not at 53 (TextFit).
            "65536 Dynamic Type font sizes are unsupported Tiny",
            "1 Contrast failed Terms",
            "65536 Dynamic Type font sizes are unsupported Terms",
        ])
        XCTAssertEqual(failures.count, 3, "the handled issue is not a failure")
        XCTAssertTrue(failures[1].message.hasPrefix("Accessibility audit of XCUIApplication() found an issue: Hit region is too small. The element's hit region is {{300.0, 60.0}, {20.0, 20.0}}, smaller than 44×44 points."), failures[1].message)
    }

    func testAnAuditOfSomeTypesOnlyAndAThrowingHandler() async throws {
        let (device, ui) = launchAuditedScreen()
        let failures = try device.capturingFailures {
            try ui.performAccessibilityAudit(for: [.contrast, .hitRegion])
        }
        XCTAssertEqual(failures.count, 2)
        struct Stop: Error {}
        var calls = 0
        XCTAssertThrowsError(try ui.performAccessibilityAudit(for: .all) { _ in
            calls += 1
            throw Stop()
        })
        XCTAssertEqual(calls, 1, "a thrown error ends the audit")
        XCTAssertEqual(XCUIAccessibilityAuditType.all.rawValue, UInt64.max)
        XCTAssertEqual(XCUIAccessibilityAuditType.trait.rawValue, 1 << 18)
    }

    func testAnAuditOfAnAppThatIsNotRunningThrows() async {
        let device = SimulatedDevice.reset()
        device.install(SimulatedApp(bundleIdentifier: "com.example.idle"))
        XCTAssertThrowsError(try XCUIApplication().performAccessibilityAudit())
    }

    func testSwitchesReportOneOrZeroAndFlipWhenTapped() async {
        var heard: [String?] = []
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.toggle("WiFi", label: "Wi-Fi", isOn: true, spansRow: false).onTap { heard.append($0.element.value) }
            SimulatedElement(.switch, id: "Bluetooth", label: "Bluetooth")
            SimulatedElement.slider("Volume", label: "Volume", position: 0.25)
        }
        XCTAssertEqual(ui.switches["WiFi"].value as? String, "1", "UISwitch's value through XCUITest is the string \"1\"")
        XCTAssertEqual(ui.switches["Bluetooth"].value as? String, "0", "a switch declared without a value is off")
        ui.switches["WiFi"].tap()
        XCTAssertEqual(ui.switches["WiFi"].value as? String, "0")
        XCTAssertEqual(heard, ["0"], "the app's handler sees the new state")
        XCTAssertEqual(ui.sliders["Volume"].value as? String, "25%")
        XCTAssertEqual(ui.sliders["Volume"].normalizedSliderPosition, 0.25)
    }

    /// XCUITest's `value` is `Any?`: a checkbox in a web view reports an `NSNumber`, which a
    /// read, a snapshot and a predicate see as a number.
    func testAnElementCanReportANumberAsItsValue() async throws {
        let agree = SimulatedElement(.checkBox, id: "agree", label: "I agree")
        agree.numberValue = 1
        let (_, _, ui) = launchSimulatedApp { agree }
        let box = ui.checkBoxes["agree"]
        XCTAssertEqual(box.value as? NSNumber, 1)
        XCTAssertEqual(try box.snapshot().value as? NSNumber, 1)
        XCTAssertNil(box.value as? String)
        XCTAssertEqual(ui.checkBoxes.matching(NSPredicate(format: "value == 1")).count, 1)
        agree.numberValue = 0
        XCTAssertEqual(box.value as? NSNumber, 0)
        XCTAssertEqual(ui.checkBoxes.matching(NSPredicate(format: "value == 1")).count, 0)
    }

    func testAnAlertWithTextFieldsTakesTypingAndHandsTheTextsToTheApp() async {
        var answer: (String, [String])?
        let (device, app, ui) = launchSimulatedApp { SimulatedElement.button("Rename", label: "Rename") }
        app.present(.alert("Rename list", message: "Enter a new name.",
                           textFields: [.text(placeholder: "Name", text: "Groceries"), .secure(placeholder: "Password")],
                           buttons: ["Cancel", "Save"]) { reply in answer = (reply.button, reply.texts) })
        let alert = ui.alerts["Rename list"]
        XCTAssertEqual(alert.textFields.count, 1)
        XCTAssertEqual(alert.textFields.element.value as? String, "Groceries")
        XCTAssertEqual(alert.secureTextFields.element.value as? String, "Password", "an empty field reads as its placeholder")
        alert.textFields.element.tap()
        alert.textFields.element.typeText(" & more")
        XCTAssertEqual(alert.textFields.element.value as? String, "Groce & moreries", "typing goes in where the tap left the caret, mid-text")
        alert.secureTextFields.element.tap()
        alert.secureTextFields.element.typeText("pa55")
        XCTAssertEqual(alert.secureTextFields.element.value as? String, "••••")
        alert.buttons["Save"].tap()
        XCTAssertEqual(answer?.0, "Save")
        XCTAssertEqual(answer?.1, ["Groce & moreries", "pa55"])
        XCTAssertFalse(alert.exists)
        XCTAssertTrue(device.failures.isEmpty, "\(device.failures)")
    }

    func testDebugDescriptionIsInXCUITestsFormat() async {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.group("Login.view", label: "Log in") {
                SimulatedElement.textField("Login.email", placeholder: "Email")
                SimulatedElement.button("Login.submit", label: "Sign In", enabled: false)
                SimulatedElement.toggle("Login.remember", label: "Remember me", isOn: true, spansRow: false)
            }
        }
        XCTAssertEqual(ui.debugDescription, """
            Attributes: Application, pid: 4134, label: 'Test'
            Element subtree:
             →Application, 0x6000000001e0, pid: 4134, label: 'Test'
                Window (Main), 0x6000000003c0, {{0.0, 0.0}, {393.0, 852.0}}
                  Other, 0x6000000005a0, {{0.0, 59.0}, {393.0, 132.0}}, identifier: 'Login.view', label: 'Log in'
                    TextField, 0x600000000780, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Login.email', placeholderValue: 'Email', value: Email
                    Button, 0x600000000960, {{0.0, 103.0}, {393.0, 44.0}}, identifier: 'Login.submit', label: 'Sign In', Disabled
                    Switch, 0x600000000b40, {{0.0, 147.0}, {393.0, 44.0}}, identifier: 'Login.remember', label: 'Remember me', value: 1
            Path to element:
             →Application, 0x6000000001e0, pid: 4134, label: 'Test'
            Query chain:
             →Find: Target Application 'com.example.test'
            """)
        XCTAssertEqual(ui.buttons["Login.submit"].debugDescription, """
            Attributes: Button, {{0.0, 103.0}, {393.0, 44.0}}, identifier: 'Login.submit', label: 'Sign In', Disabled
            Element subtree:
             →Button, 0x600000000960, {{0.0, 103.0}, {393.0, 44.0}}, identifier: 'Login.submit', label: 'Sign In', Disabled
            Path to element:
             →Application, 0x6000000001e0, pid: 4134, label: 'Test'
              ↳Window (Main), 0x6000000003c0, {{0.0, 0.0}, {393.0, 852.0}}
               ↳Other, 0x6000000005a0, {{0.0, 59.0}, {393.0, 132.0}}, identifier: 'Login.view', label: 'Log in'
                ↳Button, 0x600000000960, {{0.0, 103.0}, {393.0, 44.0}}, identifier: 'Login.submit', label: 'Sign In', Disabled
            Query chain:
             →Find: Target Application 'com.example.test'
              ↪︎Find: Descendants matching type Button
               ↪︎Find: Elements matching predicate '"Login.submit" IN identifiers'
            """)
    }
}
