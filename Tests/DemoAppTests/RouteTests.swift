import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// `PageObjectsFactory.open<Screen>()`: one call from the entry screen to any screen reachable
/// without arguments, verifying each screen on the way, launching the app only when it is not running.
final class RouteTests: JobAppTestCase {
    // MARK: Routes followed end to end

    func testOpenProfileGoesThroughTheTabBarTraitAction() async throws {
        let factory = PageObjectsFactory()

        let profile: ProfilePageObject = factory.openProfile()

        XCTAssertTrue(profile.profileTab.isSelected, "the Profile tab is the selected one")
        XCTAssertFalse(profile.searchTab.isSelected)
        XCTAssertFalse(profile.isLoggedIn, "launched without -loggedIn")
        XCTAssertTrue(profile.loginButton.exists)
        XCTAssertEqual(jobApp.app.screenHistory, ["Main", "Profile"])
        XCTAssertEqual(device.activities.map(\.description), [
            "route Main → openProfileTab → Profile",
            "  verify MainPageObject",
            "  MainPageObject: openProfileTab",
            "  verify ProfilePageObject",
        ])
        XCTAssertNil(factory.currentRoute, "the route is over once the page object is returned")
        XCTAssertEqual(device.clock.now, SimulatedJobApp.Delay.launch, accuracy: 0.01, "the launch is the only wait")
    }

    func testOpenLoginLeavesTheTestOnTheFormReadyToSignIn() async throws {
        let login: LoginPageObject = PageObjectsFactory().openLogin()
        XCTAssertTrue(login.loginField.exists)
        XCTAssertEqual(jobApp.app.screenHistory, ["Main", "Profile", "Authorization", "Login"])
        XCTAssertEqual(device.activities.first?.name,
                       "route Main → openProfileTab → Profile → goToAuthorization → Authorization → goToLogin → Login")

        login.enterLogin(JobCatalogue.account.login)
            .enterPassword(JobCatalogue.account.password)
            .logIn()
            .isLoggedInAs(name: JobCatalogue.account.name)
        XCTAssertTrue(jobApp.state.isLoggedIn)
    }

    func testOpenSearchHistoryEntersTheSectionOnceTheHistoryHasLoaded() async throws {
        let history: SearchHistoryPageObject = PageObjectsFactory().openSearchHistory()

        XCTAssertEqual(device.activities.map(\.description), [
            "route Main → section → SearchHistory",
            "  verify MainPageObject",
            "  verify SearchHistoryPageObject",
        ])
        // The section's verification waited out the history's spinner (networking).
        XCTAssertFalse(history.spinner.exists)
        XCTAssertEqual(history.historyCount, JobCatalogue.searchHistory.count)
        XCTAssertGreaterThanOrEqual(device.clock.now, SimulatedJobApp.Delay.launch + SimulatedJobApp.Delay.history)
        XCTAssertEqual(jobApp.currentScreen, .main, "a section is part of its container's screen")

        history.repeatSearch(query: "Swift")
            .showsVacancies(count: 1)
            .openVacancy()
            .titleIs(text: "Swift Mentor")
    }

    func testOpenConfirmationAlertHandsTheChainBackToSavedVacancies() async throws {
        // Opened from anywhere: the route's way decides the alert's `Source`.
        let alert: ConfirmationAlertPageObject<SavedVacanciesPageObject> = PageObjectsFactory().openConfirmationAlert()
        XCTAssertEqual(alert.messageText, "All 3 saved vacancies will be removed.")
        XCTAssertEqual(device.activities.first?.name, "route Main → openSavedVacancies → SavedVacancies → clearAll → ConfirmationAlert")
        XCTAssertTrue(device.activities.contains { $0.name == "verify ConfirmationAlertPageObject<SavedVacanciesPageObject>" && $0.depth == 1 })

        let saved: SavedVacanciesPageObject = alert.dismissAlert()
        saved.savedCountIs(count: 3)
        XCTAssertFalse(ConfirmationAlertPageObject<SavedVacanciesPageObject>.isDisplayed(in: saved.application))

        saved.clearAll()
            .confirm()
            .savedCountIs(count: 0)
        XCTAssertEqual(jobApp.state.savedIDs, [])
    }

    func testOpenResponseSentFollowsTheRouteDefaultWhenLoggedIn() async throws {
        let sent: ResponseSentPageObject = factory(launchArguments: ["-loggedIn"]).openResponseSent()

        XCTAssertEqual(device.activities.first?.name,
                       "route Main → openVacanciesList → VacancyList → openFirstVacancyWithSalary → Vacancy → tapResponseButton → ResponseSent")
        sent.messageMentions(text: "iOS Developer")
        XCTAssertEqual(jobApp.state.respondedIDs, [2], "the first vacancy with a salary is the one responded to")
        XCTAssertEqual(jobApp.app.screenHistory, ["Main", "VacancyList", "Vacancy", "ResponseSent"])

        let vacancy = sent.close().titleIs(text: "iOS Developer")
        XCTAssertEqual(vacancy.responseButton.label, "You responded")
        XCTAssertFalse(vacancy.responseButton.isEnabled)
    }

    func testOpenNotificationPermissionAlertReachesSpringboard() async throws {
        let alert: NotificationPermissionAlertPageObject<SavedVacanciesPageObject> =
            PageObjectsFactory().openNotificationPermissionAlert()
        XCTAssertTrue(alert.application === alert.pageObjectsFactory.springboard)

        let saved: SavedVacanciesPageObject = alert.allow()
        XCTAssertEqual(saved.notifyButton.label, "Notifications on")
        XCTAssertEqual(jobApp.state.notificationsAllowed, true)
    }

    /// Every route, each from a fresh launch, arrives on its screen; the figures are printed.
    func testEveryRouteArrivesOnItsScreen() async throws {
        let loggedOut = PageObjectsFactory()
        let loggedIn = factory(launchArguments: ["-loggedIn"])
        let routes: [(screen: String, factory: PageObjectsFactory, open: (PageObjectsFactory) -> BasePageObject)] = [
            ("Main", loggedOut, { $0.openMain() }),
            ("Authorization", loggedOut, { $0.openAuthorization() }),
            ("CompanyGallery", loggedOut, { $0.openCompanyGallery() }),
            ("ConfirmationAlert", loggedOut, { $0.openConfirmationAlert() }),
            ("Login", loggedOut, { $0.openLogin() }),
            ("Profile", loggedOut, { $0.openProfile() }),
            ("RefineSearch", loggedOut, { $0.openRefineSearch() }),
            ("ResponseSent", loggedIn, { $0.openResponseSent() }),
            ("SavedVacancies", loggedOut, { $0.openSavedVacancies() }),
            ("SearchHistory", loggedOut, { $0.openSearchHistory() }),
            ("Vacancy", loggedOut, { $0.openVacancy() }),
            ("VacancyList", loggedOut, { $0.openVacancyList() }),
            // Last: Springboard's alert stays up when the app is terminated.
            ("NotificationPermissionAlert", loggedOut, { $0.openNotificationPermissionAlert() }),
        ]
        var figures: [String] = []
        for route in routes {
            route.factory.application.terminate()
            let startedAt = device.clock.now
            var page: BasePageObject?
            let trips = device.roundTrips.measure { page = route.open(route.factory) }
            let arrived = try XCTUnwrap(page)
            let pageType = type(of: arrived)
            XCTAssertEqual(pageType.verification.screen, route.screen)
            XCTAssertTrue(pageType.isDisplayed(in: arrived.application), "\(route.screen) is showing")
            XCTAssertEqual(device.activities.last { $0.depth == 0 }?.name.hasPrefix("route Main"), true, route.screen)
            figures.append("\(route.screen): \(trips) round trips, " + String(format: "%.2f s", device.clock.now - startedAt))
        }
        print("Routes from a fresh launch:\n  " + figures.joined(separator: "\n  "))
    }

    // MARK: Routes start at the entry

    func testARouteOnAnAppRunningOnMainDoesNotRelaunch() async throws {
        let factory = PageObjectsFactory()
        factory.launch().search(query: "Swift")  // app state a relaunch would forget
        let startedAt = device.clock.now
        let before = device.roundTrips.count

        factory.openVacancyList()
            .showsVacancies(count: 1)  // still the search for "Swift"

        let requests = device.roundTrips.log[before...].filter { $0.kind == .application }.map(\.request)
        XCTAssertEqual(requests, ["state XCUIApplication()"], "one state check, no launch")
        XCTAssertEqual(launches, 1)
        XCTAssertEqual(jobApp.state.searchText, "Swift")
        XCTAssertEqual(device.clock.now - startedAt, SimulatedJobApp.Delay.results, accuracy: 0.25,
                       "only the search results were waited for, not a launch")
    }

    func testARouteLaunchesTheAppWhenItIsNotRunning() async throws {
        let factory = PageObjectsFactory()
        factory.launch().search(query: "Swift")
        factory.application.terminate()

        factory.openVacancyList()
            .showsVacancies(count: JobCatalogue.vacancies.count)  // a fresh process: no search typed

        XCTAssertEqual(launches, 2)
        XCTAssertEqual(jobApp.state.searchText, "")
    }

    func testARouteCostsItsHandWrittenChainPlusOneStateRequest() async throws {
        let byHand = device.roundTrips.measure {
            PageObjectsFactory().launch()
                .openVacanciesList()
                .openFirstVacancyWithSalary()
                .openCompany()
        }
        let handTime = device.clock.now

        SimulatedDevice.reset()
        reinstall(.init())
        let byRoute = device.roundTrips.measure { PageObjectsFactory().openCompanyGallery() }

        print("CompanyGallery: by hand \(byHand) round trips, by route \(byRoute) (\(device.roundTrips.count(of: .snapshot)) snapshots, "
            + "\(device.roundTrips.count(of: .query)) queries, \(device.roundTrips.count(of: .action)) actions, "
            + "\(device.roundTrips.count(of: .application)) app requests), \(device.clock.now) s simulated")
        XCTAssertEqual(byRoute, byHand + 1, "the route adds only `application.state`")
        XCTAssertEqual(device.clock.now, handTime, accuracy: 0.01)
    }

    // MARK: A broken way fails at the test's line, naming the route

    func testAScreenMissingOnTheWayFailsAtTheTestsLineNamingTheRoute() async throws {
        reinstall(.init(renamedIdentifiers: ["Authorization.view": "SignIn.view"]))
        let factory = PageObjectsFactory()

        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            factory.openLogin()
        }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertTrue(failure.message.contains("AuthorizationPageObject is not showing"), failure.message)
        XCTAssertTrue(failure.message.contains("missing 'view' (\"Authorization.view\")"), failure.message)
        XCTAssertTrue(failure.message.contains(
            "Following the route Main → openProfileTab → Profile → goToAuthorization → Authorization → goToLogin → Login."), failure.message)
        XCTAssertTrue(failure.message.contains("SignIn.view"), "lists what is on screen: \(failure.message)")
        XCTAssertNil(factory.currentRoute)

        // Outside the route, failures no longer name it.
        let later = recordingFailures { _ = factory.makeVacancyPageObject() }
        XCTAssertEqual(later.count, 1, "\(later)")
        XCTAssertFalse(later.first?.message.contains("Following the route") ?? true, "\(later)")
    }

    func testAnElementMissingOnTheWayFailsTheStepNamingTheRoute() async throws {
        // (Not Profile's log-in button: since goToAuthorization needs logOutIfLoggedIn, which
        // looks for it, a build without it fails first at that step.)
        reinstall(.init(renamedIdentifiers: ["TabBar.profile": "TabBar.me"]))

        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            PageObjectsFactory().openProfile()
        }

        let route = "Following the route Main → openProfileTab → Profile."
        XCTAssertEqual(failures.count, 2, "\(failures)")
        let step = try XCTUnwrap(failures.first)
        XCTAssertEqual(step.file, #filePath)
        XCTAssertEqual(step.line, expectedLine)
        XCTAssertTrue(step.message.contains("MainPageObject.openProfileTab: 'profileTab' did not appear"), step.message)
        XCTAssertTrue(step.message.contains(route), step.message)
        XCTAssertTrue(step.message.contains("TabBar.me"), "lists what is on screen: \(step.message)")
        let arrival = try XCTUnwrap(failures.last)
        XCTAssertEqual(arrival.line, expectedLine)
        XCTAssertTrue(arrival.message.contains("ProfilePageObject is not showing"), arrival.message)
        XCTAssertTrue(arrival.message.contains(route), arrival.message)
    }

    func testTheRouteDefaultFailsWhenTheAppTakesTheOtherWay() async throws {
        // Logged out, Respond leads to Authorization, not to the route's ResponseSent.
        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            PageObjectsFactory().openResponseSent()
        }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertTrue(failure.message.contains("ResponseSentPageObject is not showing"), failure.message)
        XCTAssertTrue(failure.message.contains("missing 'message' (\"ResponseSent.message\")"), failure.message)
        XCTAssertTrue(failure.message.contains(
            "Following the route Main → openVacanciesList → VacancyList → openFirstVacancyWithSalary → Vacancy → tapResponseButton → ResponseSent."),
            failure.message)
        XCTAssertTrue(failure.message.contains("Authorization.view"), "lists what is on screen: \(failure.message)")
    }

    /// Launches of the app under test so far (each is one `launch` request to the device).
    private var launches: Int {
        device.roundTrips.log.filter { $0.kind == .application && $0.request.hasPrefix("launch ") }.count
    }
}
