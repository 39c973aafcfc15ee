import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Page objects run each action, check and verification as a named activity, so the test report
/// reads as the journey.
final class StepReportTests: JobAppTestCase {
    func testTheLoginJourneyReadsAsItsSteps() async throws {
        PageObjectsFactory().launch()
            .openProfileTab()
            .goToAuthorization()
            .goToLogin()
            .enterLogin("ada@example.com")
            .enterPassword("s3cret")
            .logIn()
            .isLoggedInAs(name: "Ada Lovelace")

        XCTAssertEqual(device.activities.map(\.name), [
            "verify MainPageObject",
            "MainPageObject: openProfileTab",
            "verify ProfilePageObject",
            "ProfilePageObject: goToAuthorization",
            "verify AuthorizationPageObject",
            "AuthorizationPageObject: goToLogin",
            "verify LoginPageObject",
            "LoginPageObject: enterLogin",
            "LoginPageObject: enterPassword",
            "LoginPageObject: logIn",
            "verify ProfilePageObject",
            "ProfilePageObject: check isLoggedInAs",
        ])
        XCTAssertEqual(Set(device.activities.map(\.depth)), [0], "steps are not nested in each other")
    }

    func testAnAlertStepIsNamedForItsOwnPageObject() async throws {
        PageObjectsFactory().launch()
            .openSavedVacancies()
            .turnOnNotifications()
            .allow()

        XCTAssertEqual(device.activities.map(\.name).suffix(5), [
            "SavedVacanciesPageObject: turnOnNotifications",
            "verify NotificationPermissionAlertPageObject<SavedVacanciesPageObject>",
            "NotificationPermissionAlertPageObject<SavedVacanciesPageObject>: allow",
            "wait until NotificationPermissionAlertPageObject<SavedVacanciesPageObject> is gone",
            "verify SavedVacanciesPageObject",
        ])
    }
}
