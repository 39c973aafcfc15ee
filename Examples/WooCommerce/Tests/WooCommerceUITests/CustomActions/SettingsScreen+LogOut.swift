import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

// The team's Swift for `"custom": true` actions lives in this folder, beside the specs and never
// inside the generated files: the generated page objects conform to `<Screen>CustomActions`, so the
// compiler asks for each method below. The generated action around it keeps its signature, the
// readiness waits of its steps, the verification of where it leads, its activity and coverage.

extension SettingsScreen {
    /// Which button of the log-out alert says "Log Out" depends on its layout: side by side
    /// (Cancel, Log Out) it is the second; in languages whose long title makes UIKit stack the
    /// buttons (all at the same x), the first. A spec cannot compare frames, so this choice is code.
    func logOutSteps(file: StaticString, line: UInt) {
        let buttons = Element.logOutAlertButtons.query(application).allElementsBoundByIndex
        let stacked = Set(buttons.map { $0.frame.minX }).count == 1
        let logOut = logOutAlertButton(position: stacked ? 0 : 1)
        guard logOut.waitForExistence(timeout: WaitingTime.uiInteraction.seconds) else {
            XCTFail("SettingsScreen.logOut: the alert has no button \(stacked ? 0 : 1) (it has \(buttons.count))", file: file, line: line)
            return
        }
        logOut.tap()
    }
}
