import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The demo journeys of LoginJourneyTests and SavedVacanciesTests in the Screenplay style: an
/// actor performs Tasks made from the specs' actions and asks Questions made from their checks.
final class ScreenplayStyleTests: JobAppTestCase {
    func testAdaLogsInAndSeesHerNameOnTheProfile() async throws {
        let user = JobCatalogue.account
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(
            OpenProfileTab(),
            GoToAuthorization(),
            GoToLogin(),
            EnterLogin.with(user.login),
            EnterPassword.with(user.password),
            LogIn()
        )
        ada.sees(Profile.isLoggedInAs(name: user.name))

        XCTAssertEqual(ProfileElements.userName.label, "Ada Lovelace")
        XCTAssertFalse(ProfileElements.loginButton.exists, "a logged-in profile offers no log-in button")
    }

    /// The output styles guide's example (docs/output-styles.md).
    func testAdaRemovesASavedVacancy() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(OpenSavedVacancies(),
                       RemoveSavedVacancy.inPosition(0))
        ada.sees(SavedVacancies.savedCount(is: 2))
        XCTAssertEqual(SavedVacanciesElements.savedCell(position: 0).label, "Swift Mentor")
    }

    func testAdaRemovesALaterSavedVacancy() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(), OpenSavedVacancies())
        ada.sees(SavedVacancies.isDisplayed(), SavedVacancies.savedCount(is: 3))
        ada.attemptsTo(RemoveSavedVacancy.inPosition(1))
        ada.sees(SavedVacancies.savedCount(is: 2))
        XCTAssertEqual(SavedVacanciesElements.savedCell(position: 1).label, "Junior Tester")
    }

    /// A flow is a Task.
    func testTheSignInFlow() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(SignInAs.with(login: "ada@example.com", password: "s3cret"))
        ada.sees(Profile.isLoggedInAs(name: "Ada Lovelace"))
    }

    func testAWrongPasswordLeavesTheErrorOnTheForm() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(), OpenProfileTab(), GoToAuthorization(), GoToLogin())
        ada.attemptsTo(EnterLogin.with("ada@example.com"), EnterPassword.with("wrong"), LogInExpectingError())
        ada.sees(Login.isDisplayed(), Login.errorIsShown(), Login.errorText("Wrong login or password"))
    }

    func testLaunchArgumentsReachTheApp() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(arguments: ["-loggedIn"]))
        ada.attemptsTo(OpenProfileTab())
        ada.sees(Profile.isLoggedInAs(name: "Ada Lovelace"))
    }

    /// A trait's task that needs what each adopting screen supplies names the screen.
    func testATraitTaskOnTheScreenThatSuppliesItsView() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(WaitView.on(.main), OpenProfileTab(), WaitView.on(.profile))
        ada.sees(Profile.viewIsShown(), Profile.isDisplayed(within: .uiInteraction))
    }

    func testAWrongAnswerFailsAtTheLineThatMadeTheQuestion() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(), OpenSavedVacancies())
        let failures = recordingFailures {
            ada.sees(SavedVacancies.savedCount(is: 5))
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(failures.first?.message.contains("SavedVacancies.savedCountIs: the number of 'savedCells' is 3, expected 5, after 5.0 s") == true, "\(failures)")
    }

    /// Verification on arrival: a task that leads to a screen waits for it, and fails at the
    /// test's line when it never shows.
    func testATaskWhoseScreenNeverArrivesFailsAtTheTestsLine() async throws {
        reinstall(SimulatedJobApp.Options(renamedIdentifiers: ["Profile.view": "Profile.main"]))
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        let failures = recordingFailures {
            ada.attemptsTo(OpenProfileTab())
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(failures.first?.message.contains("Profile is not showing") == true, "\(failures)")
    }
}
