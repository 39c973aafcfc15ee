import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Navigation from wherever the app is, through the demo's generated factory: which screen shows
/// (`currentScreen()`), and `goTo(_:)` any screen from there, whatever the test before left open.
final class NavigationTests: JobAppTestCase {
    // MARK: Where am I

    func testWhereAmIAnswersTheScreenAndWhatIsOverIt() async throws {
        let factory = PageObjectsFactory()
        XCTAssertEqual(factory.launch().openSavedVacancies().pageObjectsFactory.currentScreen(), .savedVacancies)

        factory.makeSavedVacanciesPageObject().clearAll()
        XCTAssertEqual(factory.currentScreen(), .confirmationAlert, "the alert, over the screen it covers")

        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Jobs"))
        XCTAssertEqual(factory.currentScreen(), .notificationPermissionAlert, "a system alert is over the app's own")
    }

    func testWhereAmITakesOneSnapshotOfEachAppOnASettledScreen() async throws {
        let factory = PageObjectsFactory()
        factory.launch().openVacanciesList()
        let before = device.roundTrips.count
        XCTAssertEqual(factory.currentScreen(), .vacancyList)
        let snapshots = device.roundTrips.log.dropFirst(before).filter { $0.kind == .snapshot }
        XCTAssertEqual(snapshots.count, 2, "the app's and Springboard's: \(snapshots)")
    }

    // MARK: Go to any screen from here

    func testGoToTakesTheShortestWayFromTheScreenShowingWithoutRelaunching() async throws {
        let factory = PageObjectsFactory()
        factory.launch().openVacanciesList().openVacancy()
        let process = jobApp.app.processIdentifier

        let login: LoginPageObject = factory.goTo(LoginPageObject.self)

        XCTAssertTrue(login.loginField.exists)
        XCTAssertEqual(jobApp.app.processIdentifier, process, "no relaunch")
        XCTAssertEqual(Array(jobApp.app.screenHistory.suffix(4)), ["Vacancy", "Profile", "Authorization", "Login"])
    }

    func testGoToLogsOutFirstWhenTheSpecsSaySignInNeedsIt() async throws {
        let factory = self.factory(launchArguments: ["-loggedIn"])
        factory.launch().openProfileTab().isLoggedInAs(name: JobCatalogue.account.name)

        factory.goTo(LoginPageObject.self)

        XCTAssertFalse(jobApp.state.isLoggedIn, "Profile's logOutIfLoggedIn, which goToAuthorization needs, ran first")
        XCTAssertEqual(jobApp.currentScreen, .login)
    }

    func testGoToCrossesAGatedActionWithTheValuesItsNeedsGive() async throws {
        let factory = PageObjectsFactory()
        factory.goTo(LoginPageObject.self)

        factory.goTo(ProfilePageObject.self).isLoggedInAs(name: JobCatalogue.account.name)

        XCTAssertTrue(jobApp.state.isLoggedIn, "enterLogin and enterPassword came before logIn")
    }

    func testGoToLaunchesAnAppThatIsNotRunning() async throws {
        let list = PageObjectsFactory().goTo(VacancyListPageObject.self)
        list.showsVacancies(count: 5)
        XCTAssertEqual(jobApp.app.screenHistory, ["Main", "VacancyList"])
    }

    func testAnAlertInTheWayIsLeftByItsWayBackNotByAnActionTheSpecsKeepNavigationFrom() async throws {
        let factory = PageObjectsFactory()
        factory.launch().openSavedVacancies().savedCountIs(count: 3).clearAll()

        factory.goTo(SavedVacanciesPageObject.self).savedCountIs(count: 3)

        XCTAssertTrue(device.activities.contains { $0.name == "ConfirmationAlertPageObject<BasePageObject>: dismissAlert" },
                      "\"navigate\": false keeps it from confirming: \(device.activities.map(\.name))")
    }

    func testAPermissionAlertInTheWayIsAnsweredAsItsSpecSays() async throws {
        let factory = PageObjectsFactory()
        factory.launch().openProfileTab()
        var answered: String?
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Jobs") { button, _ in answered = button })

        factory.goTo(MainPageObject.self)

        XCTAssertEqual(answered, "Allow", "its interruption's dismiss action")
        XCTAssertEqual(jobApp.currentScreen, .main)
    }

    func testAScreenOpenedFromAnywhereIsReachedThroughTheScreenItsRouteOpensItFrom() async throws {
        let factory = PageObjectsFactory()
        factory.launch().openProfileTab()

        let alert: ConfirmationAlertPageObject<SavedVacanciesPageObject> = factory.goTo(ConfirmationAlertPageObject<SavedVacanciesPageObject>.self)

        alert.dismissAlert().savedCountIs(count: 3)
    }

    func testAnAppStateTheSpecsDoNotDescribeFailsAtTheTestsLineSayingWhatWasOnScreen() async throws {
        jobApp.app.screen("Unknown") { SimulatedElement(.other, id: "Unknown.view", label: "Somewhere else") }
        let factory = PageObjectsFactory()
        factory.launch()
        jobApp.app.show("Unknown")

        let failures = recordingFailures { factory.goTo(MainPageObject.self) }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(failures.first?.message.contains("go to Main: no screen of the specs is showing after 20.0 s (networking).") == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("Identifiers on screen: Unknown.view") == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("The specs allow no relaunch") == true, "\(failures)")
    }
}

/// A test class whose tests each start wherever the one before left the app: its `setUp` is one
/// generated call, with no recovery code of its own.
final class StartFromAKnownPlaceTests: JobAppTestCase {
    private var factory: PageObjectsFactory!
    private var process: Int32 = 0

    override func setUp() async throws {
        try await super.setUp()
        factory = PageObjectsFactory()
        // The state an earlier test might have left: the app running, deep in, an alert open.
        factory.launch().openVacanciesList().openVacancy().openAlert()
        process = jobApp.app.processIdentifier
        factory.goTo(MainPageObject.self)
    }

    func testTheTestStartsOnMain() async throws {
        XCTAssertEqual(factory.currentScreen(), .main)
        XCTAssertEqual(jobApp.app.processIdentifier, process, "brought back, not relaunched")
    }

    func testAndGoesOnFromThere() async throws {
        factory.makeMainPageObject().openSavedVacancies().savedCountIs(count: 3)
    }
}
