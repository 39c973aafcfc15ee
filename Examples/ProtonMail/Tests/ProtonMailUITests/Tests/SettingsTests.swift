import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's `SettingsTests`, from the menu its `setUp` opens. (`testEnableAndDisablePinForMultipleAccounts`
/// needs a second account and the account switcher: not re-expressed, see NOTES.md.)
@MainActor
class SettingsTests: ProtonMailUITestCase {
    private let correctPin = "0000"
    private var menu: MenuRobot!

    override func setUp() async throws {
        try await super.setUp()
        menu = logIn().menuDrawer()
    }

    func testEditAutoLockTime() async throws {
        menu
            .settings()
            .pin()
            .enablePin()
            .setPin(correctPin)
            .openPinTimerSelection()
            .selectAutoLockNone()
            .navigateUpToSettings()
            .close()
            .backgroundAppWithoutPin()
            .activateAppWithoutPin()
            .menuDrawer()
            .settings()
            .pin()
            .openPinTimerSelection()
            .selectAutolockEveryTime()
            .navigateUpToSettings()
            .close()
            .backgroundApp()
            .activateAppWithPin()
            .inputCorrectPin()
            .inboxShown()
    }

    func testDarkModeEnable() async throws {
        menu
            .settings()
            .selectDarkMode()
            .selectAlwaysOn()
            .navigateBackToSettings()
            .darkModeIsOn()
    }

    func testDarkModeDisabled() async throws {
        menu
            .settings()
            .selectDarkMode()
            .selectAlwaysOn()
            .selectAlwaysOff()
            .navigateBackToSettings()
            .darkModeIsOff()
    }

    func testBlockList() async throws {
        menu
            .settings()
            .selectAccount(user.email)
            .blockList()
            .pullDownToRefresh()
            .expectedTitleIsShown()
            .emptyListPlaceholderIsShown()
    }

    func testDefaultSwipeActions() async throws {
        menu
            .settings()
            .openSwipeActions()
            .selectLeftToRight()
            .leftToRightIsMoveToTrash()
            .backButton()
            .selectRightToLeft()
            .rightToLeftIsMoveToArchive()
    }

    func testCustomSwipeActions() async throws {
        menu
            .settings()
            .openSwipeActions()
            .selectLeftToRight()
            .selectMoveToSpam()
            .leftToRightIsMoveToSpam()
            .backButton()
            .selectRightToLeft()
            .selectLabelAs()
            .rightToLeftIsLabelAs()
    }
}
