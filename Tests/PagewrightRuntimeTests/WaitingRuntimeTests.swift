import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The runtime's waits of issue 41 on one element whose label changes later: a check that must
/// hold throughout fails at the change, one that holds passes after its whole wait, and settling
/// waits until the label has stayed the same for the quiet interval.
final class WaitingRuntimeTests: RuntimeTestCase {
    private var label = "Loading"

    private var application: XCUIApplication!

    private func showStatus(changingAfter delay: TimeInterval?) -> XCUIElement {
        app.screen("Status") { [self] in SimulatedElement.text(label, id: "Status.text") }
        app.initialScreen = "Status"
        application = launched()
        if let delay {
            app.perform(after: delay) { [self] app in
                label = "Done"
                app.show("Status")
            }
        }
        return application.staticTexts["Status.text"]
    }

    func testALabelThatChangesWithinTheWaitFailsAThroughoutCheck() async {
        let status = showStatus(changingAfter: 2)
        let failures = recordingFailures {
            PagewrightCheck.expectThroughout(status, "status", .equals(.label, "Loading"), within: TestWait.uiInteraction, in: application,
                                             check: "Status.staysLoading", evidence: false, file: #filePath, line: 7)
        }
        XCTAssertEqual(failures.map(\.line), [7])
        XCTAssertTrue(failures.first?.message.hasPrefix("Status.staysLoading: label of 'status' is \"Done\", expected \"Loading\" after 2.") == true, "\(failures)")
    }

    func testALabelThatHoldsPassesAfterTheWholeWait() async {
        let status = showStatus(changingAfter: nil)
        let before = device.clock.now
        XCTAssertEqual(recordingFailures {
            PagewrightCheck.expectThroughout(status, "status", .equals(.label, "Loading"), within: TestWait.uiInteraction, in: application,
                                             check: "Status.staysLoading", evidence: false, file: #filePath, line: 7)
        }.count, 0)
        XCTAssertGreaterThanOrEqual(device.clock.now - before, 5)
    }

    func testSettlingWaitsOutTheChangeAndThenTheQuietInterval() async {
        let status = showStatus(changingAfter: 1)
        let before = device.clock.now
        XCTAssertTrue(PagewrightCheck.settle(status, quiet: 1.5, within: TestWait.uiInteraction))
        XCTAssertEqual(PagewrightCheck.read(.label, of: status), "Done")
        XCTAssertGreaterThanOrEqual(device.clock.now - before, 2.5, "the change at 1 s, then 1.5 s unchanged")
    }

    func testSettlingGivesUpWhenItsWaitIsShorterThanTheQuiet() async {
        let status = showStatus(changingAfter: nil)
        XCTAssertFalse(PagewrightCheck.settle(status, quiet: 2, within: TestWait.short), "1 s is less than the 2 s of quiet it asks")
    }
}
