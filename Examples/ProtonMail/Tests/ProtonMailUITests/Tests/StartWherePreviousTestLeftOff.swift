// Navigation from wherever the app is (docs/navigation.md) on Proton Mail. On a device the app
// stays as a test leaves it; here the class keeps its simulated app between its tests
// (`keepsTheAppBetweenTests`), so each test starts where the one before left the app: locked
// behind the PIN, with the lock screen's sign-out dialog open, signed out, on a screen the robots
// model no way back from, or in the background. Its `setUp` is one generated call, and no test
// recovers by hand.
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

@MainActor
final class StartWherePreviousTestLeftOff: ProtonMailUITestCase {
    override class var keepsTheAppBetweenTests: Bool { true }

    private let pin = "0000"

    override func setUp() async throws {
        try await super.setUp()
        factory.goTo(InboxRobot.self)
    }

    /// What the last test left, and a report step the `setUp` must have taken from there, or
    /// (nil) nothing but bring the same process back.
    private static var left: (state: String, step: String?, process: Int32)?

    /// The app is on the inbox, signed in, nothing failed getting there, and the setUp's
    /// navigation dealt with what the test before left (whichever ran before).
    private func startsOnTheInbox(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(factory.currentScreen(), .inbox, file: file, line: line)
        XCTAssertTrue(proton.isLoggedIn, file: file, line: line)
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [], file: file, line: line)
        guard let left = Self.left else { return }
        let steps = SimulatedDevice.current.activities.map(\.name)
        if let step = left.step {
            XCTAssertTrue(steps.contains(step), "from \(left.state), setUp took \(step): \(steps)", file: file, line: line)
        } else {
            XCTAssertEqual(proton.app.processIdentifier, left.process, "from \(left.state), the same process", file: file, line: line)
            XCTAssertFalse(steps.contains("relaunch"), "\(steps)", file: file, line: line)
        }
    }

    private func leaves(_ state: String, setUpTakes step: String?) {
        Self.left = (state, step, proton.app.processIdentifier)
    }

    /// The PIN the suite uses, set unless a test before set it.
    private func withThePin() -> InboxRobot {
        let inbox = factory.makeInboxRobot()
        guard !proton.pinEnabled else { return inbox }
        return inbox.menuDrawer().settings().pin().enablePin().setPin(pin).navigateUpToSettings().close()
    }

    func test_1_leaves_the_app_locked() async throws {
        startsOnTheInbox()
        withThePin().menuDrawer().lockTheApp().pinInputScreenIsShown()
        XCTAssertEqual(factory.currentScreen(), .pinInput)
        leaves("the lock screen", setUpTakes: "PinInputRobot: inputCorrectPin")
    }

    func test_2_leaves_the_sign_out_dialog_open() async throws {
        startsOnTheInbox()
        withThePin().menuDrawer().lockTheApp().clickLogoutButton()
        XCTAssertEqual(factory.currentScreen(), .logoutDialog)
        leaves("the sign-out dialog", setUpTakes: "LogoutDialogRobot: cancel")
    }

    func test_3_leaves_the_app_signed_out() async throws {
        startsOnTheInbox()
        withThePin().menuDrawer().lockTheApp().logout().loginScreenIsShown()
        XCTAssertEqual(factory.currentScreen(), .login)
        XCTAssertFalse(proton.isLoggedIn)
        leaves("signed out", setUpTakes: "LoginRobot: signIn")
    }

    func test_4_leaves_a_screen_the_robots_model_no_way_back_from() async throws {
        startsOnTheInbox()
        factory.makeInboxRobot().menuDrawer().settings().openSwipeActions().selectLeftToRight()
        XCTAssertEqual(factory.currentScreen(), .swipeActionSelection)
        leaves("the swipe actions", setUpTakes: "relaunch")
    }

    func test_5_leaves_the_app_in_the_background_on_the_contacts() async throws {
        startsOnTheInbox()
        factory.makeInboxRobot().menuDrawer().contacts().contactsOpened()
        XCUIDevice.shared.press(.home)
        XCTAssertNotEqual(proton.app.state, .runningForeground)
        leaves("the app in the background", setUpTakes: nil)
    }
}

/// Where navigation goes from each state a test above leaves, one at a time on fresh devices, and
/// what "where am I" answers.
@MainActor
final class NavigationFromTheStatesTestsLeave: ProtonMailUITestCase {
    private func steps() -> [String] { SimulatedDevice.current.activities.map(\.name) }

    func testSignedOutSignsInWithTheTestAccount() async throws {
        factory.goTo(InboxRobot.self).inboxShown()
        XCTAssertTrue(proton.isLoggedIn, "signIn took fillUsername and insertPassword first")
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [])
    }

    func testTheSignOutDialogIsCancelledNotConfirmed() async throws {
        logIn().menuDrawer().settings().pin().enablePin().setPin("0000")
            .navigateUpToSettings().close().menuDrawer().lockTheApp().clickLogoutButton()
        factory.goTo(InboxRobot.self)
        XCTAssertTrue(proton.isLoggedIn && proton.pinEnabled, "clickLogout says \"navigate\": false")
        XCTAssertTrue(steps().contains("LogoutDialogRobot: cancel"), "\(steps())")
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [])
    }

    func testASignedInAppLaunchesOnTheInboxOrLocked() async throws {
        logIn()
        XCUIApplication().terminate()
        XCTAssertEqual(factory.launch().screen, .inbox)
        factory.makeInboxRobot().menuDrawer().settings().pin().enablePin().setPin("0000")
        XCUIApplication().terminate()
        XCTAssertEqual(factory.launch().screen, .pinInput)
    }

    func testWhereAmI() async throws {
        factory.launch()
        XCTAssertEqual(factory.currentScreen(), .login)
        let menu = logInAgain().menuDrawer()
        XCTAssertEqual(factory.currentScreen(), .menu)
        menu.contacts()
        XCTAssertEqual(factory.currentScreen(), .contactsView, "the contacts tab, within the contacts")
        factory.makeContactsRobot().groupsView()
        XCTAssertEqual(factory.currentScreen(), .contactsGroupView, "the groups tab, within the contacts")
        factory.goTo(PinRobot.self).enablePin().setPin("0000").navigateUpToSettings().close()
            .menuDrawer().lockTheApp().confirmWithEmptyPin()
        XCTAssertEqual(factory.currentScreen(), .pinAlertDialog, "over the lock screen")
        factory.makePinAlertDialogRobot().clickOK().clickLogoutButton()
        XCTAssertEqual(factory.currentScreen(), .logoutDialog, "over the lock screen")
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [])
    }

    private func logInAgain() -> InboxRobot { factory.makeLoginRobot().loginUser(user) }
}
#endif
