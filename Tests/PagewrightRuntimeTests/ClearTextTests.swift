import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Clearing a field under the caret a device gives: where the tap lands, mid-text for a tap at the
/// centre (the stand-in's Caret.swift), so deleting one character per character is not enough.
final class ClearTextTests: RuntimeTestCase {
    /// The Form screen: a prefilled field, a prefilled secure field, a field the app refills
    /// whenever it is edited, and a prefilled text view.
    private func launchedOnForm() -> FormPage {
        app.screen("Form") {
            SimulatedElement.textField("Form.name", placeholder: "Name", text: "Ada Lovelace")
            SimulatedElement.secureField("Form.pin", placeholder: "PIN")
            SimulatedElement.textField("Form.locked", text: "Fixed").on(.typeText) { $0.element.value = "Fixed" }
            SimulatedElement.textView("Form.notes", text: "First line\nSecond line of the notes")
        }
        let application = launched()
        app.show("Form")
        app.element("Form.pin")?.value = "1234"
        return FormPage(application: application)
    }

    func testAPrefilledFieldIsClearedWhateverTheCaretAndTypingThenReplacesItsText() async throws {
        let form = launchedOnForm()
        let failures = recordingFailures {
            form.perform("rename") {
                guard form.step(form.name, "name", file: #filePath, line: #line, { form.clearText(in: $0) }) else { return }
                form.step(form.name, "name", .enabled, file: #filePath, line: #line) { $0.typeText("Grace Hopper") }
            }
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(app.element("Form.name")?.value, "Grace Hopper", "the spec's clear then type replaces the text, not inserts into it")
    }

    func testATextViewOverSeveralLinesIsCleared() async throws {
        let form = launchedOnForm()
        XCTAssertTrue(PagewrightStepping<TestSettings>.clearText(in: form.notes, "notes", in: form.application))
        XCTAssertEqual(app.element("Form.notes")?.value, "")
    }

    /// A secure field reads as bullets, one per character, and drops its text at the first key
    /// after it gets focus.
    func testASecureFieldIsCleared() async throws {
        let form = launchedOnForm()
        XCTAssertEqual(form.pin.value as? String, "••••")
        let failures = recordingFailures {
            XCTAssertTrue(PagewrightStepping<TestSettings>.clearText(in: form.pin, "pin", in: form.application))
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(app.element("Form.pin")?.value, "")
        XCTAssertEqual(form.pin.value as? String, "PIN", "only the placeholder is left")
    }

    /// A field that will not give up its text fails the step at the test's line, saying what it
    /// holds, and the action stops there.
    func testAFieldThatKeepsItsTextFailsAtTheStepsLineAndTheActionStops() async throws {
        let form = launchedOnForm()
        var typedAfter = false
        let line: UInt = #line + 3
        let failures = recordingFailures {
            form.perform("clearLocked") {
                guard form.step(form.locked, "locked", file: #filePath, line: line, { form.clearText(in: $0) }) else { return }
                typedAfter = true
            }
        }
        XCTAssertEqual(failures.map(\.line), [Int(line)])
        XCTAssertTrue(failures.first?.message.hasPrefix(
            "FormPage.clearLocked: 'locked' still holds \"Fixed\" after its text was deleted 3 times; the app may put it back or refuse the change.") == true,
                      "\(failures)")
        XCTAssertFalse(typedAfter, "the step failed, so the action stopped")
    }

    /// The Screenplay style's steps fail the same way.
    func testAScreenplayClearFailsAtTheStepsLine() async throws {
        _ = launchedOnForm()
        let line: UInt = #line + 3
        let failures = recordingFailures {
            FormScreen.perform("clearLocked") {
                _ = FormScreen.step(FormScreen.application.textFields["Form.locked"], "locked", file: #filePath, line: line) { FormScreen.clearText(in: $0) }
            }
        }
        XCTAssertEqual(failures.map(\.line), [Int(line)])
        XCTAssertTrue(failures.first?.message.hasPrefix("FormScreen.clearLocked: 'locked' still holds \"Fixed\"") == true, "\(failures)")
    }

    func testAnEmptyFieldTakesOneTapAndOneLook() async throws {
        let home = HomePage(application: launched())
        let before = device.roundTrips.count
        XCTAssertTrue(PagewrightStepping<TestSettings>.clearText(in: home.field, "field", in: home.application))
        XCTAssertEqual(device.roundTrips.count - before, 2, "\(device.roundTrips.log.suffix(2))")
    }
}

private final class FormPage: PagewrightPageObject<TestSettings> {
    override class var verification: Verification {
        Verification(screen: "Form", wait: .uiInteraction, present: [], absent: [])
    }

    var name: XCUIElement { application.textFields["Form.name"] }
    var pin: XCUIElement { application.secureTextFields["Form.pin"] }
    var locked: XCUIElement { application.textFields["Form.locked"] }
    var notes: XCUIElement { application.textViews["Form.notes"] }
}

private enum FormScreen: PagewrightScreenplayActions {
    typealias Settings = TestSettings
    static var verification: PagewrightVerification<TestWait> { PagewrightVerification(screen: "Form", wait: .uiInteraction, present: [], absent: []) }
}
