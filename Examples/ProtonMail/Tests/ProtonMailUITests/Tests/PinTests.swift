import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's `PinTests`: each starts on the App PIN settings with the PIN 0000 set, as its `setUp`
/// leaves them.
@MainActor
class PinTests: ProtonMailUITestCase {
    private let correctPin = "0000"
    private var pinRobot: PinRobot!

    override func setUp() async throws {
        try await super.setUp()
        pinRobot = logIn()
            .menuDrawer()
            .settings()
            .pin()
            .enablePin()
            .setPin(correctPin)
    }

    func testTurnOnAndOffPin() async throws {
        let wrongPin = "6789"
        pinRobot
            .disablePin()
            .enterPin(wrongPin)
            .continueWithWrongPin()
            .canSeeIncorrectPinError()
            .enterPin(correctPin)
            .continueWithCorrectPin()
            .isPinEnabled(false)
    }

    func testChangePinCode_inputWrongPinCode_shouldSeeError() async throws {
        let wrongPin = "6789"
        pinRobot
            .changePin()
            .enterPin(wrongPin)
            .continueWithWrongPin()
            .canSeeIncorrectPinError()
    }

    func testChangePinCode_ableToUpdatePin_withCorrectPinCode() async throws {
        let newPin = "6789"
        pinRobot
            .changePin()
            .enterPin(correctPin)
            .continueSettingPin()
            .setPin(newPin)
            .isPinEnabled(true)
    }

    func testEnterCorrectPinCanUnlock() async throws {
        pinRobot
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .navigateUpToSettings()
            .close()
            .backgroundApp()
            .activateAppWithPin()
            .confirmWithEmptyPin()
            .emptyPinErrorMessageShows()
            .clickOK()
            .inputCorrectPin()
            .inboxShown()
    }

    func testEnterIncorrectPinCantUnlock() async throws {
        pinRobot
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .backgroundApp()
            .activateAppWithPin()
            .inputIncorrectPin()
            .pinErrorMessageShows(1)
            .inputIncorrectPin()
            .pinErrorMessageShows(2)
            .logout()
            .loginScreenIsShown()
    }

    func testEnterEmptyPin() async throws {
        pinRobot
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .backgroundApp()
            .activateAppWithPin()
            .confirmWithEmptyPin()
            .emptyPinErrorMessageShows()
    }

    func testEnterIncorrectPinTenTimesLogOut() async throws {
        pinRobot
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .backgroundApp()
            .activateAppWithPin()
            .inputIncorrectPinNTimes(count: 10)
            .loginScreenIsShown()
    }

    func testIncorrectPinBeforeThirtySec() async throws {
        pinRobot
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .navigateUpToSettings()
            .close()
            .backgroundApp()
            .activateAppWithPin()
            .inputCorrectPin()
            .backgroundApp()
            .activateAppWithPin()
            .inputIncorrectPin()
            .pinErrorMessageShows(1)
    }

    func testErrorMessageOnThreeRemainingPinTries() async throws {
        pinRobot
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .navigateUpToSettings()
            .close()
            .backgroundApp()
            .activateAppWithPin()
            .inputCorrectPin()
            .backgroundApp()
            .activateAppWithPin()
            .inputIncorrectPin()
            .pinErrorMessageShows(1)
            .inputIncorrectPinNTimesStayLoggedIn(count: 6)
            .pinErrorMessageShowsThreeRemainingTries(3)
    }

    func testLogoutBeforeUnlockingDoesNotCrash() async throws {
        pinRobot
            .enableAppKey()
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .foregroundApp()
            .logout()
            .loginScreenIsShown()
    }

    func testEnableAutoLockPin() async throws {
        pinRobot
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .backgroundApp()
            .activateAppWithPin()
            .pinInputScreenIsShown()
    }

    func testSetPinAndLockTheAppActionInTheMenuWillLockTheApp() async throws {
        pinRobot
            .navigateUpToSettings()
            .close()
            .menuDrawer()
            .lockTheApp()
            .pinCodeEnterScreenIsShown()
    }
}
