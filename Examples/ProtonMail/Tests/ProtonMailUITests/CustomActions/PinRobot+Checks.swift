import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

extension PinRobot {
    /// The robot's `verify.isPinEnabled(_:)` switches on its argument; a spec check cannot, so
    /// this calls one of two generated checks (which still poll and fail at the test's line).
    func isPinEnabledSteps(_ status: Bool, file: StaticString, line: UInt) {
        if status {
            pinCheckmarkShown(file: file, line: line)
        } else {
            pinCheckmarkNotShown(file: file, line: line)
        }
    }
}
