import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

extension ContactsGroupViewRobot {
    /// The robot scrolls the list to the top by tapping the status bar, which Springboard owns
    /// (`scrollToTop()`); no spec step taps it yet. Where no status bar is hittable (the simulated
    /// Springboard has none) nothing happens, as in the robot.
    func scrollToTopSteps(file: StaticString, line: UInt) {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        springboard.statusBars.allElementsBoundByIndex.first(where: { $0.isHittable })?.tap()
    }
}
