import Foundation
import XCTest
import XCUIAutomation

/// Keyboard focus and the software keyboard: what comes up while a field has focus, its keys, and
/// typing, which needs focus.
@MainActor
final class KeyboardTests: XCTestCase {
    func testTheKeyboardIsUpOnlyWhileATextElementHasFocus() async {
        let (_, app, ui) = launchSimulatedApp {
            SimulatedElement.textField("Note", placeholder: "Note")
            SimulatedElement.button("Save", label: "Save")
        }
        XCTAssertEqual(ui.keyboards.count, 0)
        XCTAssertEqual(ui.windows.count, 1)
        ui.buttons["Save"].tap()
        XCTAssertEqual(ui.keyboards.count, 0, "a tap on a button gives nothing focus")
        ui.textFields["Note"].tap()
        XCTAssertTrue(ui.textFields["Note"].hasFocus)
        XCTAssertTrue(app.isKeyboardShown)
        XCTAssertEqual(ui.windows.count, 2, "the keyboard has its own window")
        let keyboard = ui.keyboards.element
        XCTAssertEqual(keyboard.frame, CGRect(x: 0, y: 852 - 291, width: 393, height: 233))
        XCTAssertTrue(keyboard.keys["delete"].exists)
        XCTAssertTrue(keyboard.keys["space"].exists)
        XCTAssertEqual(keyboard.keys["more"].label, "numbers")
        XCTAssertEqual(keyboard.buttons["shift"].label, "shift")
        XCTAssertEqual(keyboard.buttons["Return"].label, "return")
        XCTAssertEqual(keyboard.keys.count, 29, "26 letters, delete, more, space")
        XCTAssertTrue(ui.keys["Q"].exists, "capitals at the start of a sentence")
        XCTAssertFalse(ui.keys["q"].exists)
        app.focus(nil)
        XCTAssertFalse(ui.keyboards.element.exists)
        XCTAssertFalse(ui.textFields["Note"].hasFocus)
    }

    func testKeysTypeIntoTheFocusedField() async {
        var typed: [String] = []
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.textField("Name", placeholder: "Name").onTypeText { typed.append($0.text ?? "") }
        }
        let field = ui.textFields["Name"]
        field.tap()
        ui.keys["H"].tap()
        XCTAssertEqual(field.value as? String, "H")
        XCTAssertTrue(ui.keys["i"].exists, "lower case after the first letter")
        ui.keys["i"].tap()
        ui.keyboards.buttons["shift"].tap()
        XCTAssertTrue(ui.keys["X"].exists, "shift shows capitals")
        ui.keys["X"].tap()
        XCTAssertTrue(ui.keys["x"].exists, "…for one letter")
        ui.keys["delete"].tap()
        ui.keys["space"].tap()
        ui.keys["more"].tap()
        XCTAssertEqual(ui.keys["more"].label, "letters")
        ui.keys["5"].tap()
        ui.keyboards.buttons["Return"].tap()
        XCTAssertEqual(field.value as? String, "Hi 5")
        XCTAssertEqual(typed, ["H", "i", "X", "\u{8}", " ", "5", "\n"], "each key reaches the app as typing")
    }

    func testTypingNeedsFocusNotTheKeyboardAndTheApplicationTypesIntoWhateverHasFocus() async {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.textField("Search", placeholder: "Search").focusedWhenShown()
            SimulatedElement.textField("Other")
        }
        XCTAssertTrue(ui.textFields["Search"].hasFocus, "the screen focused it as it appeared")
        XCTAssertTrue(ui.keyboards.element.exists)
        ui.textFields["Search"].typeText("tea")  // no tap needed
        ui.typeText("pot")
        XCTAssertEqual(ui.textFields["Search"].value as? String, "teapot")
        XCTAssertEqual(device.capturingFailures { ui.textFields["Other"].typeText("x") }.messages, [
            "Failed to type \"x\" into XCUIApplication().textFields[\"Other\"]: Failed to synthesize event: Neither element nor any descendant has keyboard focus.",
        ])
        app.focus(nil)
        XCTAssertEqual(device.capturingFailures { ui.typeText("x") }.count, 1, "nothing has focus: the app cannot type")

        device.hardwareKeyboardConnected = true
        ui.textFields["Other"].tap()
        XCTAssertFalse(ui.keyboards.element.exists, "with a hardware keyboard no software keyboard comes up")
        ui.textFields["Other"].typeText("ok")
        XCTAssertEqual(ui.textFields["Other"].value as? String, "ok")
    }

    func testPadsHaveDigitsAndDeleteAndNoReturnKey() async {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.textField("Amount", keyboard: .decimalPad)
            SimulatedElement.textField("PIN", keyboard: .numberPad)
        }
        ui.textFields["Amount"].tap()
        for key in ["1", "2", ".", "5", "0"] { ui.keyboards.keys[key].tap() }
        ui.keys["Delete"].tap()
        XCTAssertEqual(ui.textFields["Amount"].value as? String, "12.5")
        XCTAssertFalse(ui.keyboards.buttons["Return"].exists)
        XCTAssertEqual(ui.keyboards.keys.count, 12)
        ui.textFields["PIN"].tap()
        XCTAssertEqual(ui.keyboards.keys.count, 11, "a number pad has no decimal point")
        XCTAssertFalse(ui.keys["."].exists)
    }

    func testSearchAndEmailKeyboardsAndOtherReturnKeys() async {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.searchField("Find", placeholder: "Find")
            SimulatedElement.textField("Email", keyboard: .emailAddress)
            SimulatedElement.textField("Title", keyboard: SimulatedKeyboard.default.returning("Done"))
        }
        ui.searchFields["Find"].tap()
        XCTAssertEqual(ui.keyboards.buttons["Search"].label, "search")
        ui.textFields["Email"].tap()
        XCTAssertTrue(ui.keys["@"].exists)
        XCTAssertTrue(ui.keys["a"].exists, "no capitals in an email field")
        ui.keys["a"].tap()
        ui.keys["@"].tap()
        XCTAssertEqual(ui.textFields["Email"].value as? String, "a@")
        ui.textFields["Title"].tap()
        XCTAssertEqual(ui.keyboards.buttons["Done"].label, "done")
        XCTAssertEqual(ui.buttons["Done"].label, "done", "the return key is a button of the app's tree")
    }

    func testTheKeyboardCoversTheBottomUnlessTheScreenMakesRoomForIt() async {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.textField("Message")
            SimulatedElement(.button, id: "Send", label: "Send", frame: CGRect(x: 0, y: 780, width: 393, height: 44))
        }
        ui.textFields["Message"].tap()
        XCTAssertFalse(ui.buttons["Send"].isHittable, "a button placed at the bottom is under the keyboard")
        XCTAssertTrue(ui.keys["A"].isHittable)

        let (_, stacked, stackedUI) = launchSimulatedApp {
            SimulatedElement.textField("Message")
            SimulatedElement.list("Thread") {
                for index in 0..<30 { SimulatedElement.cell("Line.\(index)", label: "Line \(index)") }
            }
            SimulatedElement.button("Send", label: "Send")
        }
        XCTAssertTrue(stacked.avoidsKeyboard, "screens make room for the keyboard by default")
        stackedUI.textFields["Message"].tap()
        XCTAssertEqual(stackedUI.buttons["Send"].frame.maxY, 852 - 291, "the screen ends where the keyboard begins")
        XCTAssertTrue(stackedUI.buttons["Send"].isHittable)
        stacked.avoidsKeyboard = false
        XCTAssertEqual(stackedUI.buttons["Send"].frame.maxY, 852 - 34)
        XCTAssertFalse(stackedUI.buttons["Send"].isHittable)
    }

    func testAnAppsOwnKeypadStaysTheAppsAndItsFieldBringsNoSystemKeyboard() async {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.textField("Amount", text: "").withKeyboard(nil).focusedWhenShown()
            SimulatedElement(.keyboard, id: "Keypad") {
                for digit in ["1", "2", "3"] {
                    SimulatedElement(.key, label: digit).onTap { event in
                        let field = event.app.element("Amount")!
                        field.value = (field.value ?? "") + digit
                    }
                }
            }
        }
        XCTAssertTrue(ui.textFields["Amount"].hasFocus)
        XCTAssertEqual(ui.keyboards.count, 1, "only the app's keypad")
        ui.keyboards.keys["3"].firstMatch.tap()
        ui.keyboards.keys["1"].firstMatch.tap()
        XCTAssertEqual(ui.textFields["Amount"].value as? String, "31")
        XCTAssertEqual(ui.windows.count, 1)
    }

    func testAnAlertWithATextFieldTakesFocusAndGivesItBack() async {
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.textField("Name").focusedWhenShown()
            SimulatedElement.button("Rename", label: "Rename").onTap { event in
                event.app.present(.alert("New name", textFields: [.text(id: "Alert.name")], buttons: ["Cancel", "OK"]) { _ in })
            }
            SimulatedElement.button("Info", label: "Info").onTap { event in
                event.app.present(.alert("About", buttons: ["OK"]))
            }
        }
        ui.buttons["Rename"].tap()
        XCTAssertTrue(ui.alerts.textFields["Alert.name"].hasFocus, "UIKit focuses an alert's first text field")
        XCTAssertTrue(ui.keys["N"].isHittable, "the keyboard is above the alert")
        ui.keys["N"].tap()
        XCTAssertEqual(ui.alerts.textFields["Alert.name"].value as? String, "N")
        XCTAssertLessThanOrEqual(ui.alerts.element.frame.maxY, 852 - 291, "the alert moves up above the keyboard")
        ui.alerts.buttons["Cancel"].tap()
        XCTAssertTrue(ui.textFields["Name"].hasFocus, "the focus goes back to the field")
        ui.buttons["Info"].tap()
        XCTAssertFalse(ui.keyboards.element.exists, "an alert without fields takes the keyboard away")
        ui.alerts.buttons["OK"].tap()
        XCTAssertTrue(ui.keyboards.element.exists)
    }

    func testAFieldTakenOffTheScreenLosesFocusAndTheKeyboardGoes() async {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.group("Form") { SimulatedElement.textField("Code").focusedWhenShown() }
        }
        XCTAssertTrue(ui.keyboards.element.exists)
        app.element("Form")!.children = [SimulatedElement.text("Done", id: "Done")]
        XCTAssertFalse(ui.keyboards.element.exists)
        XCTAssertNil(app.focusedElement)
        XCTAssertEqual(device.capturingFailures { ui.typeText("x") }.count, 1)
    }

    func testTappingARowCanFocusTheTextInsideIt() async {
        let (_, _, ui) = launchSimulatedApp {
            let title = SimulatedElement(.textView, id: "Title.text")
            SimulatedElement.cell("Title", label: "Title") { title }.onTap(focus: title)
        }
        ui.cells["Title"].tap()
        XCTAssertTrue(ui.textViews["Title.text"].hasFocus)
        ui.cells["Title"].typeText("Pearl")
        ui.keyboards.buttons["Return"].tap()
        ui.keys["S"].tap()
        XCTAssertEqual(ui.textViews["Title.text"].value as? String, "Pearl\nS", "return starts a line in a text view")
    }

    func testTheKeyboardFollowsTheDeviceAndItsOrientation() async {
        let (device, _, ui) = launchSimulatedApp { SimulatedElement.textField("Field") }
        ui.textFields["Field"].tap()
        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertEqual(ui.keyboards.element.frame.maxY, 393 - 209 + 209 * 233 / 291, accuracy: 0.001)
        XCTAssertEqual(ui.keys["Q"].frame.width, 852 / 10, accuracy: 0.001)
        XCUIDevice.shared.orientation = .portrait
        device.model = .iPad10
        XCTAssertEqual(ui.keyboards.element.frame.minY, 1180 - 313)
    }

    func testAnIPadHasNoNumberPadButTheFullKeyboardOnItsDigits() async {
        let device = SimulatedDevice.reset(model: .iPad10)
        let app = SimulatedApp(bundleIdentifier: "com.example.pad")
        app.screen("Main") { SimulatedElement.textField("Amount", keyboard: .numberPad).focusedWhenShown() }
        device.install(app)
        let ui = XCUIApplication()
        ui.launch()
        ui.keys["5"].tap()
        XCTAssertFalse(ui.keys["Delete"].exists)
        ui.keys["delete"].tap()
        ui.keys["7"].tap()
        XCTAssertEqual(ui.textFields["Amount"].value as? String, "7")
        XCTAssertEqual(ui.keys["more"].label, "letters")
        XCTAssertTrue(ui.keyboards.buttons["Return"].exists)
    }
}
