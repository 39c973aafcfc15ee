import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A check of `value` compares what the element reports, which is `Any?`: a checkbox in a web
/// view reports an `NSNumber`, read as its string ("1", "0"), not as "".
final class ValueChecksTests: RuntimeTestCase {
    func testACheckOfANumberValuedElementComparesTheNumbersText() async throws {
        let agree = SimulatedElement(.checkBox, id: "Form.agree", label: "I agree")
        agree.numberValue = 1
        app.screen("Form") { agree }
        app.initialScreen = "Form"
        let application = launched()
        let box = application.checkBoxes["Form.agree"]
        XCTAssertEqual(PagewrightCheck.read(.value, of: box), "1")
        let failures = recordingFailures {
            PagewrightCheck.expect(box, "agree", .equals(.value, "1"), within: TestWait.short, in: application, check: "Form.agreed",
                                   evidence: false, file: #filePath, line: 1)
            PagewrightCheck.expect(box, "agree", .equals(.value, "0"), within: TestWait.short, in: application, check: "Form.notAgreed",
                                   evidence: false, file: #filePath, line: 2)
        }
        XCTAssertEqual(failures.map(\.line), [2], "\(failures)")
        XCTAssertEqual(failures.first?.message, "Form.notAgreed: value of 'agree' is \"1\", expected \"0\" after 1.0 s (short).")
    }

    func testAValueIsReadAsText() async {
        XCTAssertEqual(PagewrightCheck.text(ofValue: "Ada"), "Ada")
        XCTAssertEqual(PagewrightCheck.text(ofValue: NSNumber(value: 0)), "0")
        XCTAssertEqual(PagewrightCheck.text(ofValue: NSNumber(value: 2.5)), "2.5")
        XCTAssertEqual(PagewrightCheck.text(ofValue: true), "1")
        XCTAssertEqual(PagewrightCheck.text(ofValue: nil), "")
    }
}
