import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Flows declared in `specs/flows/JobFlows.json`, generated as methods on their start screens.
final class FlowTests: JobAppTestCase {
    private let account = JobCatalogue.account

    func testSignInAsFromMainEndsOnTheProfileLoggedIn() async throws {
        let main = PageObjectsFactory().launch()
        XCTAssertFalse(jobApp.state.isLoggedIn)

        let profile: ProfilePageObject = main.signInAs(login: account.login, password: account.password)

        profile.isLoggedInAs(name: account.name)
        XCTAssertTrue(profile.isLoggedIn)
        XCTAssertTrue(jobApp.state.isLoggedIn)
        XCTAssertEqual(jobApp.app.screenHistory, ["Main", "Profile", "Authorization", "Login", "Profile"])
        // The flow is one step of the report, its actions nested inside.
        XCTAssertEqual(device.activities.filter { $0.depth == 0 }.map(\.name), [
            "verify MainPageObject",
            "MainPageObject: flow signInAs",
            "ProfilePageObject: check isLoggedInAs",
        ])
        XCTAssertEqual(device.activities.filter { $0.depth == 1 }.map(\.name), [
            "MainPageObject: openProfileTab",
            "verify ProfilePageObject",
            "ProfilePageObject: logOutIfLoggedIn",
            "ProfilePageObject: goToAuthorization",
            "verify AuthorizationPageObject",
            "AuthorizationPageObject: goToLogin",
            "verify LoginPageObject",
            "LoginPageObject: enterLogin",
            "LoginPageObject: enterPassword",
            "LoginPageObject: logIn",
            "verify ProfilePageObject",
        ])
        XCTAssertEqual(device.clock.now, SimulatedJobApp.Delay.launch + SimulatedJobApp.Delay.login, accuracy: 0.5)
    }

    func testRespondSigningInWhileLoggedOutEndsOnTheProfileLoggedIn() async throws {
        let vacancy = PageObjectsFactory().openVacancy()
            .titleIs(text: "iOS Developer")
        XCTAssertFalse(jobApp.state.isLoggedIn)

        let profile: ProfilePageObject = vacancy.respondSigningIn(login: account.login, password: account.password)

        profile.isLoggedInAs(name: account.name)
        XCTAssertTrue(jobApp.state.isLoggedIn)
        XCTAssertEqual(Array(jobApp.app.screenHistory.suffix(4)), ["Vacancy", "Authorization", "Login", "Profile"],
                       "Respond asked to sign in first")
        XCTAssertEqual(jobApp.state.respondedIDs, [], "logged out, tapping Respond sent nothing")
        XCTAssertTrue(device.activities.contains { $0.name == "VacancyPageObject: flow respondSigningIn" && $0.depth == 0 })
        XCTAssertTrue(device.activities.contains { $0.name == "VacancyPageObject: tapResponseButton" && $0.depth == 1 })
    }

    func testAfterRespondSigningInTheResponseCanBeSent() async throws {
        PageObjectsFactory().openVacancy()
            .respondSigningIn(login: account.login, password: account.password)
            .openSearchTab()
            .openVacanciesList()
            .openFirstVacancyWithSalary()
            .tapResponseButton()
            .asResponseSent()
            .messageMentions(text: "iOS Developer")
        XCTAssertEqual(jobApp.state.respondedIDs, [2])
    }

    func testHideVacancyConfirmedReturnsToTheListWithOneRowFewer() async throws {
        let list = PageObjectsFactory().openVacancyList()
            .showsVacancies(count: 5)
        XCTAssertEqual(list.vacancyCell(position: 0).label, "QA Automation Engineer")

        let back: VacancyListPageObject = list.hideVacancyConfirmed(position: 0)

        XCTAssertTrue(back === list, "confirm hands back the list that opened the alert")
        back.showsVacancies(count: 4)
        XCTAssertEqual(back.vacancyCount, 4)
        XCTAssertEqual(back.vacancyCell(position: 0).label, "iOS Developer")
        XCTAssertEqual(jobApp.state.hiddenIDs, [1])
        XCTAssertFalse(ConfirmationAlertPageObject<VacancyListPageObject>.isDisplayed(in: back.application))
        XCTAssertEqual(device.activities.filter { $0.depth == 1 && $0.name.hasSuffix("confirm") }.map(\.name),
                       ["ConfirmationAlertPageObject<VacancyListPageObject>: confirm"])
    }

    func testHideVacancyConfirmedTwiceHidesTwoRows() async throws {
        PageObjectsFactory().openVacancyList()
            .hideVacancyConfirmed(position: 1)
            .hideVacancyConfirmed(position: 1)
            .showsVacancies(count: 3)
        XCTAssertEqual(jobApp.state.hiddenIDs, [2, 3], "the second row each time: iOS Developer, then Swift Mentor")
    }

    func testAFlowStepThatFailsReportsAtTheFlowsLine() async throws {
        let main = PageObjectsFactory().launch()

        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            main.signInAs(login: account.login, password: "wrong")
        }

        // The backend refuses: the form shows its error and the profile never comes.
        XCTAssertEqual(failures.count, 1, "\(failures)")
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertTrue(failure.message.contains("ProfilePageObject is not showing"), failure.message)
        XCTAssertTrue(failure.message.contains("Login.error"), "lists what is on screen: \(failure.message)")
        XCTAssertFalse(jobApp.state.isLoggedIn)
    }
}
