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
    private lazy var mainScreen = MainScreen(application: app)
    private lazy var profileScreen = ProfileScreen(application: app)
    private lazy var authorizationScreen = AuthorizationScreen(application: app)
    private lazy var loginScreen = LoginScreen(application: app)
    private lazy var savedVacanciesScreen = SavedVacanciesScreen(application: app)

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

    func testRemovingASavedVacancy() async throws {
        app.launch()
        mainScreen.waitForScreen(within: .appLaunch).openSavedVacancies()
        savedVacanciesScreen.waitForScreen().savedCountIs(count: 3)
        XCTAssertFalse(savedVacanciesScreen.removeButton(position: 0).exists, "hidden until the swipe")

        savedVacanciesScreen
            .removeSavedVacancy(position: 0)
            .savedCountIs(count: 2)
        XCTAssertEqual(savedVacanciesScreen.savedCount, 2)
        XCTAssertEqual(savedVacanciesScreen.savedCell(position: 0).label, "Swift Mentor")
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

    /// `MainScreen()` finds its screen in the app under test; a Springboard screen in Springboard.
    func testScreensCreatedWithoutAnApplicationUseTheAppTheyBelongTo() async throws {
        XCTAssertEqual("\(NotificationPermissionAlertScreen().application)", "\(springboard)")
        let main = MainScreen()
        XCUIApplication().launch()
        main.waitForScreen(within: .appLaunch).openSavedVacancies()
        let saved = SavedVacanciesScreen()
        saved.waitForScreen().turnOnNotifications()
        NotificationPermissionAlertScreen().waitForScreen().allow()
        XCTAssertEqual(saved.waitForScreen().notifyButton.label, "Notifications on")
        XCTAssertFalse(NotificationPermissionAlertScreen.isDisplayed(in: springboard))
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
