import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Logging in from the profile tab, with the right and the wrong password.
final class LoginJourneyTests: JobAppTestCase {
    func testLoggingInWithPasswordShowsTheUserOnTheProfile() async throws {
        let profile = PageObjectsFactory().launch()
            .openProfileTab()
            .goToAuthorization()
            .goToLogin()
            .enterLogin("ada@example.com")
            .enterPassword("s3cret")
            .logIn()
            .isLoggedInAs(name: "Ada Lovelace")

        XCTAssertTrue(profile.isLoggedIn)
        XCTAssertEqual(profile.displayedName, "Ada Lovelace")
        XCTAssertFalse(profile.loginButton.exists, "a logged-in profile offers no log-in button")
        XCTAssertFalse(LoginPageObject.isDisplayed(in: profile.application))
    }

    func testAWrongPasswordKeepsTheFormWithAnError() async throws {
        let login = PageObjectsFactory().launch()
            .openProfileTab()
            .goToAuthorization()
            .goToLogin()
            .enterLogin("ada@example.com")
            .enterPassword("wrong")
            .logInExpectingError()
            .errorIsShown()
            .errorText("Wrong login or password")

        XCTAssertEqual(login.errorMessage, "Wrong login or password")
        XCTAssertEqual(login.passwordField.value as? String, "•••••", "a secure field shows bullets")
        XCTAssertTrue(LoginPageObject.isDisplayed(in: login.application), "the spinner is gone, the form stays")
        XCTAssertFalse(ProfilePageObject.isDisplayed(in: login.application))
    }
}
