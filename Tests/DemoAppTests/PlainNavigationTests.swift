import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// NavigationTests' cases through the demo's plain page objects: the generated `ScreenNavigator`
/// answers which screen shows and brings the app to any screen of the specs from there, whatever
/// the test before left open.
final class PlainNavigationTests: JobAppTestCase {
    func testWhereAmIAnswersTheScreenAndWhatIsOverIt() async throws {
        let navigator = ScreenNavigator()
        MainScreen.launch().openSavedVacancies()
        XCTAssertEqual(navigator.currentScreen(), .savedVacancies)

        SavedVacanciesScreen().waitForScreen().clearAll()
        XCTAssertEqual(navigator.currentScreen(), .confirmationAlert, "the alert, over the screen it covers")

        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Jobs"))
        XCTAssertEqual(navigator.currentScreen(), .notificationPermissionAlert, "a system alert is over the app's own")
    }

    func testGoToTakesTheShortestWayFromTheScreenShowingWithoutRelaunching() async throws {
        MainScreen.launch().openVacanciesList()
        VacancyListScreen().waitForScreen().openVacancy()
        let process = jobApp.app.processIdentifier

        let login: LoginScreen = ScreenNavigator().goTo(LoginScreen.self)

        XCTAssertTrue(login.loginField.exists)
        XCTAssertEqual(jobApp.app.processIdentifier, process, "no relaunch")
        XCTAssertEqual(Array(jobApp.app.screenHistory.suffix(4)), ["Vacancy", "Profile", "Authorization", "Login"])
    }

    func testGoToLogsOutFirstWhenTheSpecsSaySignInNeedsIt() async throws {
        let app = XCUIApplication()
        app.launchArguments = ["-loggedIn"]
        MainScreen.launch(application: app).openProfileTab()
        ProfileScreen(application: app).waitForScreen().isLoggedInAs(name: JobCatalogue.account.name)

        let login = ScreenNavigator(application: app).goTo(LoginScreen.self)

        XCTAssertTrue(login.application === app, "the page object is on the application the navigator was given")
        XCTAssertFalse(jobApp.state.isLoggedIn, "Profile's logOutIfLoggedIn, which goToAuthorization needs, ran first")
        XCTAssertEqual(jobApp.currentScreen, .login)
    }

    func testGoToCrossesAGatedActionWithTheValuesItsNeedsGive() async throws {
        let navigator = ScreenNavigator()
        navigator.goTo(LoginScreen.self)

        navigator.goTo(ProfileScreen.self).isLoggedInAs(name: JobCatalogue.account.name)

        XCTAssertTrue(jobApp.state.isLoggedIn, "enterLogin and enterPassword came before logIn")
    }

    func testGoToLaunchesAnAppThatIsNotRunning() async throws {
        ScreenNavigator().goTo(VacancyListScreen.self).showsVacancies(count: 5)
        XCTAssertEqual(jobApp.app.screenHistory, ["Main", "VacancyList"])
    }

    func testAnAlertInTheWayIsLeftByItsWayBackNotByAnActionTheSpecsKeepNavigationFrom() async throws {
        MainScreen.launch().openSavedVacancies()
        SavedVacanciesScreen().waitForScreen().savedCountIs(count: 3).clearAll()

        ScreenNavigator().goTo(SavedVacanciesScreen.self).savedCountIs(count: 3)

        XCTAssertTrue(device.activities.contains { $0.name == "ConfirmationAlertScreen: dismissAlert" },
                      "\"navigate\": false keeps it from confirming: \(device.activities.map(\.name))")
    }

    func testAnAppStateTheSpecsDoNotDescribeFailsAtTheTestsLineSayingWhatWasOnScreen() async throws {
        jobApp.app.screen("Unknown") { SimulatedElement(.other, id: "Unknown.view", label: "Somewhere else") }
        let navigator = ScreenNavigator()
        MainScreen.launch()
        jobApp.app.show("Unknown")

        let failures = recordingFailures { navigator.goTo(MainScreen.self) }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(failures.first?.message.contains("go to Main: no screen of the specs is showing after 20.0 s (networking).") == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("Identifiers on screen: Unknown.view") == true, "\(failures)")
    }
}
