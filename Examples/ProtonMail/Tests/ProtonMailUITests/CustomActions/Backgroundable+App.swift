import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

// The team's Swift for `"custom": true` actions lives in this folder, beside the specs and never
// inside the generated files: the generated robots conform to `<Screen>CustomActions` (for a trait,
// its protocol), so the compiler asks for each method below. The generated action around it keeps
// its signature, its activity and coverage, and the verification of where it leads.

/// Launching the app again (fusion's `foregroundApp(.launch)`): Home and back are system steps in
/// the spec; a launch with the settings' arguments is not a step yet.
extension Backgroundable {
    /// fusion's `foregroundApp(.launch)`: the app is launched again, with the settings' launch
    /// arguments.
    func foregroundAppSteps(file: StaticString, line: UInt) {
        PagewrightLaunch.launch(application, app: "main")
    }
}
