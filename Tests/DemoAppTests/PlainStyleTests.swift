import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The demo journeys of LoginJourneyTests and SavedVacanciesTests against the plain page objects,
/// written as the factory article's test "without a factory": the screens declared as properties,
/// one line per step, each line naming the screen it acts on.
final class PlainStyleTests: JobAppTestCase {
    private lazy var app = XCUIApplication()
    private lazy var mainScreen = MainScreen()
    private lazy var profileScreen = ProfileScreen()
    private lazy var authorizationScreen = AuthorizationScreen()
    private lazy var loginScreen = LoginScreen()
    private lazy var savedScreen = SavedVacanciesScreen()

    func testLoggingInShowsTheUserOnTheProfile() async throws {
        let user = JobCatalogue.account
        app.launch()
        mainScreen.waitForScreen(within: .appLaunch)
        mainScreen.openProfileTab()
        profileScreen.goToAuthorization()
        authorizationScreen.goToLogin()
        loginScreen
            .enterLogin(user.login)
            .enterPassword(user.password)
            .logIn()
        profileScreen.waitForScreen().isLoggedInAs(name: user.name)

        XCTAssertTrue(profileScreen.isLoggedIn)
        XCTAssertEqual(profileScreen.displayedName, "Ada Lovelace")
        XCTAssertFalse(loginScreen.isDisplayed)
    }

    /// The output styles guide's example (docs/output-styles.md).
    func testRemovingASavedVacancy() async throws {
        XCUIApplication().launch()
        mainScreen.waitForScreen(within: .appLaunch)
        mainScreen.openSavedVacancies()
        savedScreen.waitForScreen()
            .removeSavedVacancy(position: 0)
            .savedCountIs(count: 2)
        XCTAssertEqual(savedScreen.savedCount, 2)
        XCTAssertEqual(savedScreen.savedCell(position: 0).label, "Swift Mentor")
        XCTAssertFalse(savedScreen.removeButton(position: 0).exists, "hidden until the next swipe")
    }

    /// A screen on an application the test has configured.
    func testAScreenOnAConfiguredApplication() async throws {
        app.launchArguments = ["-loggedIn"]
        app.launch()
        MainScreen(application: app).waitForScreen(within: .appLaunch).openProfileTab()
        let profile = ProfileScreen(application: app).waitForScreen().isLoggedInAs(name: "Ada Lovelace")
        XCTAssertTrue(profile.application === app)
    }

    func testAWrongPasswordKeepsTheFormWithAnError() async throws {
        app.launch()
        mainScreen.waitForScreen(within: .appLaunch).openProfileTab()
        profileScreen.goToAuthorization()
        authorizationScreen.goToLogin()
        loginScreen
            .enterLogin("ada@example.com")
            .enterPassword("wrong")
            .logInExpectingError()
            .waitForScreen()
            .errorIsShown()
            .errorText("Wrong login or password")
        XCTAssertEqual(loginScreen.errorMessage, "Wrong login or password")
    }

    /// A screen of another app is found there: the system alert in Springboard.
    func testASpringboardScreenIsFoundInSpringboard() async throws {
        XCTAssertEqual("\(NotificationPermissionAlertScreen().application)", "\(springboard)")
        app.launch()
        mainScreen.waitForScreen(within: .appLaunch).openSavedVacancies()
        savedScreen.waitForScreen().turnOnNotifications()
        NotificationPermissionAlertScreen().waitForScreen().allow()
        XCTAssertEqual(savedScreen.waitForScreen().notifyButton.label, "Notifications on")
        XCTAssertFalse(NotificationPermissionAlertScreen.isDisplayed(in: springboard))
    }

    /// A flow takes its steps in one call, waiting for each screen it reaches.
    func testTheSignInFlow() async throws {
        app.launch()
        mainScreen.waitForScreen(within: .appLaunch)
            .signInAs(login: "ada@example.com", password: "s3cret")
        profileScreen.isLoggedInAs(name: "Ada Lovelace")
    }

    func testAScreenThatDoesNotShowFailsAtTheTestsLine() async throws {
        app.launch()
        mainScreen.waitForScreen(within: .appLaunch)
        let failures = recordingFailures {
            loginScreen.waitForScreen()
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(failures.first?.message.contains("LoginScreen is not showing") == true, "\(failures)")
    }

    func testAnActionWhoseElementIsMissingFailsAtTheTestsLineNamingIt() async throws {
        app.launch()
        mainScreen.waitForScreen(within: .appLaunch)
        let failures = recordingFailures {
            loginScreen.enterLogin("ada@example.com")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(failures.first?.message.contains("LoginScreen.enterLogin: 'loginField' did not appear") == true, "\(failures)")
    }
}
