import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

// The team's Swift for `"custom": true` actions lives in this folder, beside the specs and never
// inside the generated files: the generated robots conform to `<Screen>CustomActions` (for a trait,
// its protocol), so the compiler asks for each method below. The generated action around it keeps
// its signature, its activity and coverage, and the verification of where it leads.

/// Home and back (fusion's `device().backgroundApp()` and `foregroundApp(_:)`): no spec step says
/// "press Home" or "activate the app" yet (issue 23 plans them as system steps).
extension Backgroundable {
    func backgroundAppSteps(file: StaticString, line: UInt) {
        XCUIDevice.shared.press(.home)
    }

    func backgroundAppWithoutPinSteps(file: StaticString, line: UInt) {
        XCUIDevice.shared.press(.home)
    }

    func activateAppWithPinSteps(file: StaticString, line: UInt) {
        application.activate()
    }

    func activateAppWithoutPinSteps(file: StaticString, line: UInt) {
        application.activate()
    }

    /// fusion's `foregroundApp(.launch)`: the app is launched again, with the settings' launch
    /// arguments.
    func foregroundAppSteps(file: StaticString, line: UInt) {
        PagewrightLaunch.launch(application, app: "main")
    }
}
