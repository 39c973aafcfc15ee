import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What a check ignores of a text, how it reads a value as a number or a flag, and `anyOf`, in
/// the runtime itself (LanguageTests runs them through generated page objects).
final class CheckValuesTests: RuntimeTestCase {
    func testIgnoringTakesTheSameFromBothSides() async {
        let all: PagewrightCheck.Ignoring = [.attachments, .surroundingWhitespace, .case]
        XCTAssertEqual(all.apply("\u{FFFC} Terms of Sale\n"), all.apply("terms of sale"))
        XCTAssertEqual(PagewrightCheck.Ignoring.attachments.apply("a\u{FFFC}b"), "ab")
        XCTAssertEqual(PagewrightCheck.Ignoring.surroundingWhitespace.apply("  a b "), "a b", "only the ends")
        XCTAssertNotEqual(PagewrightCheck.Ignoring.case.apply("Ab"), PagewrightCheck.Ignoring.case.apply("A b"))
    }

    func testAValueIsReadAsANumberOrAFlag() async {
        XCTAssertEqual(PagewrightCheck.number(ofValue: NSNumber(value: 1)), 1)
        XCTAssertEqual(PagewrightCheck.number(ofValue: " 2.5"), 2.5)
        XCTAssertNil(PagewrightCheck.number(ofValue: "on"))
        XCTAssertNil(PagewrightCheck.number(ofValue: nil))
        XCTAssertEqual(PagewrightCheck.bool(ofValue: NSNumber(value: 0)), false)
        XCTAssertEqual(PagewrightCheck.bool(ofValue: "1"), true)
        XCTAssertEqual(PagewrightCheck.bool(ofValue: "True"), true)
        XCTAssertNil(PagewrightCheck.bool(ofValue: "maybe"))
    }

    /// A value that is no number fails saying what it is, in quotes.
    func testANumberCheckOfATextSaysWhatItSaw() async throws {
        app.screen("Form") { SimulatedElement(.textField, id: "Form.amount", value: "ten") }
        app.initialScreen = "Form"
        let application = launched()
        let failures = recordingFailures {
            PagewrightCheck.expect(application.textFields["Form.amount"], "amount", .numericValue(10), within: TestWait.short, in: application,
                                   check: "Form.amountIsTen", evidence: false, file: #filePath, line: 7)
        }
        XCTAssertEqual(failures.first?.message, "Form.amountIsTen: value of 'amount' is \"ten\", expected the number 10 after 1.0 s (short).")
    }

    /// The second alternative comes half a second in: the check passes then, not after its wait.
    func testAnyOfPassesWhenALaterAlternativeHolds() async throws {
        app.screen("Form") { SimulatedElement.text("", id: "Form.status") }
        app.screen("Done") { SimulatedElement.text("Done", id: "Form.done") }
        app.initialScreen = "Form"
        let application = launched()
        app.show("Done", after: 0.5)
        let failures = recordingFailures {
            PagewrightCheck.expectAny([.element(application.staticTexts["Form.status"], "status", .equals(.label, "Sent")),
                                       .count(application.staticTexts.matching(identifier: "Form.done"), "done", equals: 1, atLeast: false)],
                                      within: TestWait.short, in: application, check: "Form.over", evidence: false, file: #filePath, line: 3)
        }
        XCTAssertEqual(failures.map(\.description), [])
    }
}

/// `holdsNow`, a getter's comparison: one look at what is there now.
final class HoldsNowTests: RuntimeTestCase {
    func testHoldsNowLooksOnceAtWhatIsThere() async throws {
        app.screen("Form") {
            SimulatedElement.text("\u{FFFC} Total ", id: "Form.total")
            SimulatedElement.button("Form.go", label: "Go", enabled: false)
        }
        app.initialScreen = "Form"
        let application = launched()
        let total = application.staticTexts["Form.total"]
        XCTAssertTrue(PagewrightCheck.holdsNow(.equals(.label, "total", ignoring: [.attachments, .surroundingWhitespace, .case]), of: total))
        XCTAssertFalse(PagewrightCheck.holdsNow(.equals(.label, "total", ignoring: [.case]), of: total))
        XCTAssertTrue(PagewrightCheck.holdsNow(.isHittable(true), of: application.buttons["Form.go"]))
        XCTAssertTrue(PagewrightCheck.holdsNow(.isEnabled(false), of: application.buttons["Form.go"]))
        XCTAssertTrue(PagewrightCheck.holdsNow(.notExists, of: application.buttons["Form.missing"]))
        XCTAssertFalse(PagewrightCheck.holdsNow(.exists, of: application.buttons["Form.missing"]))
    }
}
