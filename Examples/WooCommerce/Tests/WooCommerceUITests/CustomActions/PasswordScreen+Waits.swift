import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

extension PasswordScreen {
    /// While the app checks a password, Continue shows but cannot be tapped (the spec's condition on
    /// this step). The app's screen object then waits up to 5 s for the button to be enabled and goes
    /// on whatever happened (the check that follows polls for the error). A spec's `waitFor` waits
    /// for existence only, so this wait for a state is code.
    func waitUntilContinueEnabledSteps(file: StaticString, line: UInt) {
        _ = continueButton.wait(for: \.isEnabled, toEqual: true, timeout: WaitingTime.uiInteraction.seconds)
    }
}
