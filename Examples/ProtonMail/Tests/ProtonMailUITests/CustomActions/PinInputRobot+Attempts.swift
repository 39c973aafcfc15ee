import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

extension PinInputRobot {
    /// The robot's `verify.pinErrorMessageShows(_:)` expects the attempts left after `count` wrong
    /// PINs, 10 - count: arithmetic on a parameter, which no spec transform does.
    func pinErrorMessageShowsSteps(_ count: Int, file: StaticString, line: UInt) {
        attemptsLabelIs(text: String(format: "Incorrect PIN. %d attempts remaining", 10 - count), file: file, line: line)
    }
}
