// The re-expressed tests pass against the simulated app; these show that their checks would not
// pass against a broken one. Each breaks the simulated app in one way and expects the check (or
// the verification of a robot) that looks at that part to fail, with its message, instead of
// passing silently.
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class ChecksCatchABrokenApp: ProtonMailUITestCase {
    private var expecting = false
    private var caught: [String] = []

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let keep = MainActor.assumeIsolated { () -> Bool in
            guard expecting else { return false }
            caught.append(description)
            return true
        }
        if !keep { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }

    /// Runs `journey` and fails unless some failure it reports contains `fragment`.
    private func expectFailure(_ fragment: String, file: StaticString = #filePath, line: UInt = #line, _ journey: () -> Void) {
        expecting = true
        journey()
        expecting = false
        XCTAssertTrue(caught.contains { $0.contains(fragment) }, "no failure mentioning \(fragment); caught: \(caught)", file: file, line: line)
    }

    func testAContactThatStaysFailsTheDeletionCheck() async throws {
        proton.broken = [.keepsDeleted]
        expectFailure("contactDoesNotExists") {
            logIn().menuDrawer().contacts()
                .addContact().setNameEmailAndSave(user.name, user.email)
                .contactsView().deleteContact(user.name).contactDoesNotExists(user.name)
        }
    }

    func testAMessageThatNeverArrivesFailsAfterFiveRefreshes() async throws {
        expectFailure("InboxRobot.refreshUntilListed: 'messageCell' does not exist after repeating its steps 5 times") {
            logIn().refreshUntilListed(subject: "Lost in transit")
        }
        XCTAssertEqual(proton.mailboxRefreshes, 5)
    }

    func testAnAppThatDoesNotLockFailsTheLockScreensVerification() async throws {
        proton.broken = [.doesNotLock]
        expectFailure("PinInputRobot") {
            logIn().menuDrawer().settings().pin().enablePin().setPin("0000")
                .openPinTimerSelection().selectAutolockEveryTime()
                .backgroundApp().activateAppWithPin()
        }
    }

    func testAMiscountedAttemptFailsTheCustomCheck() async throws {
        proton.broken = [.miscountsAttempts]
        expectFailure("attemptsLabelIs") {
            logIn().menuDrawer().settings().pin().enablePin().setPin("0000")
                .openPinTimerSelection().selectAutolockEveryTime()
                .backgroundApp().activateAppWithPin()
                .inputIncorrectPin().pinErrorMessageShows(1)
        }
    }

    func testDarkModeThatStaysOffFailsItsCheck() async throws {
        proton.broken = [.ignoresDarkMode]
        expectFailure("darkModeIsOn") {
            logIn().menuDrawer().settings().selectDarkMode().selectAlwaysOn().navigateBackToSettings().darkModeIsOn()
        }
    }

}
#endif
