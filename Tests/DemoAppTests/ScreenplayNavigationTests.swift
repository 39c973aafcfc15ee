import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// NavigationTests' cases in the Screenplay style: the actor brings the app to any screen from
/// wherever it is (`GoTo.screen(_:)`) and sees which screen shows (`CurrentScreen`).
final class ScreenplayNavigationTests: JobAppTestCase {
    func testAdaSeesTheScreenAndWhatIsOverIt() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(), OpenSavedVacancies())
        ada.sees(CurrentScreen.is(.savedVacancies))
        XCTAssertEqual(CurrentScreen.answer(), .savedVacancies)

        ada.attemptsTo(ClearAll())
        ada.sees(CurrentScreen.is(.confirmationAlert))

        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Jobs"))
        XCTAssertEqual(CurrentScreen.answer(), .notificationPermissionAlert, "a system alert is over the app's own")
        XCTAssertTrue(device.activities.contains { $0.name == "Ada sees CurrentScreen.is(ConfirmationAlert)" }, "\(device.activities.map(\.name))")
    }

    func testAWrongAnswerFailsAtTheLineThatMadeTheQuestionNamingTheScreenShowing() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(), OpenSavedVacancies())

        let failures = recordingFailures { ada.sees(CurrentScreen.is(.profile)) }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(failures.first?.message.contains("the screen showing is Profile: SavedVacancies shows after") == true, "\(failures)")
    }

    func testGoToTakesTheShortestWayFromTheScreenShowingWithoutRelaunching() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(), OpenVacanciesList(), OpenVacancy())
        let process = jobApp.app.processIdentifier

        ada.attemptsTo(GoTo.screen(.login))

        ada.sees(Login.isDisplayed())
        XCTAssertEqual(jobApp.app.processIdentifier, process, "no relaunch")
        XCTAssertEqual(Array(jobApp.app.screenHistory.suffix(4)), ["Vacancy", "Profile", "Authorization", "Login"])
        XCTAssertTrue(device.activities.contains { $0.name == "Ada attempts to GoTo.screen(Login)" }, "\(device.activities.map(\.name))")
    }

    func testGoToLogsOutFirstWhenTheSpecsSaySignInNeedsIt() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(arguments: ["-loggedIn"]), OpenProfileTab())
        ada.sees(Profile.isLoggedInAs(name: JobCatalogue.account.name))

        ada.attemptsTo(GoTo.screen(.login))

        XCTAssertFalse(jobApp.state.isLoggedIn, "Profile's logOutIfLoggedIn, which goToAuthorization needs, ran first")
        XCTAssertEqual(jobApp.currentScreen, .login)
    }

    func testGoToCrossesAGatedActionWithTheValuesItsNeedsGive() async throws {
        let ada = Actor(called: "Ada")
        ada.attemptsTo(GoTo.screen(.login), GoTo.screen(.profile))

        ada.sees(Profile.isLoggedInAs(name: JobCatalogue.account.name))
        XCTAssertTrue(jobApp.state.isLoggedIn, "enterLogin and enterPassword came before logIn")
    }

    func testGoToLaunchesAnAppThatIsNotRunning() async throws {
        let ada = Actor(called: "Ada")
        ada.attemptsTo(GoTo.screen(.vacancyList))
        ada.sees(VacancyList.showsVacancies(count: 5))
        XCTAssertEqual(jobApp.app.screenHistory, ["Main", "VacancyList"])
    }

    func testAnAlertInTheWayIsLeftByItsWayBackNotByAnActionTheSpecsKeepNavigationFrom() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(), OpenSavedVacancies(), ClearAll())

        ada.attemptsTo(GoTo.screen(.savedVacancies))

        ada.sees(SavedVacancies.savedCount(is: 3))
        XCTAssertTrue(device.activities.contains { $0.name == "ConfirmationAlertActions: dismissAlert" },
                      "\"navigate\": false keeps it from confirming: \(device.activities.map(\.name))")
    }

    func testAnAppStateTheSpecsDoNotDescribeFailsAtTheTestsLineSayingWhatWasOnScreen() async throws {
        jobApp.app.screen("Unknown") { SimulatedElement(.other, id: "Unknown.view", label: "Somewhere else") }
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        jobApp.app.show("Unknown")

        let failures = recordingFailures { ada.attemptsTo(GoTo.screen(.main)) }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(failures.first?.message.contains("go to Main: no screen of the specs is showing after 20.0 s (networking).") == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("Identifiers on screen: Unknown.view") == true, "\(failures)")
    }
}
