import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Saved vacancies: swipe to remove, and the system's notification permission alert.
final class SavedVacanciesTests: JobAppTestCase {
    func testSwipingTheFirstSavedVacancyRemovesIt() async throws {
        let saved = PageObjectsFactory().launch()
            .openSavedVacancies()
            .savedCountIs(count: 3)
        XCTAssertEqual(saved.savedCell(position: 0).label, "iOS Developer")
        XCTAssertFalse(saved.removeButton(position: 0).exists, "hidden until the swipe")

        saved.removeSavedVacancy(position: 0)
            .savedCountIs(count: 2)
        XCTAssertEqual(saved.savedCell(position: 0).label, "Swift Mentor")
    }

    func testSwipingALaterSavedVacancyRemovesThatOne() async throws {
        let saved = PageObjectsFactory().launch()
            .openSavedVacancies()
            .removeSavedVacancy(position: 1)
            .savedCountIs(count: 2)
        XCTAssertEqual(saved.savedCell(position: 0).label, "iOS Developer")
        XCTAssertEqual(saved.savedCell(position: 1).label, "Junior Tester")
    }

    func testAllowingNotificationsInSpringboardReturnsToSavedVacancies() async throws {
        let saved = PageObjectsFactory().launch()
            .openSavedVacancies()

        let alert = saved.turnOnNotifications()
        XCTAssertEqual(alert.application, saved.pageObjectsFactory.springboard, "the alert belongs to Springboard")
        XCTAssertFalse(saved.notifyButton.isHittable, "the system alert covers the app")

        let back: SavedVacanciesPageObject = alert.allow()
        back.savedCountIs(count: 3)
        XCTAssertFalse(NotificationPermissionAlertPageObject<SavedVacanciesPageObject>.isDisplayed(in: springboard))
        XCTAssertEqual(back.notifyButton.label, "Notifications on")
        XCTAssertTrue(back.notifyButton.isHittable)
    }

    func testDenyingNotificationsAlsoReturnsAndIOSAsksOnlyOnce() async throws {
        let saved = PageObjectsFactory().launch()
            .openSavedVacancies()
            .turnOnNotifications()
            .dontAllow()
        XCTAssertEqual(saved.notifyButton.label, "Notifications off")

        saved.notifyButton.tap()
        XCTAssertFalse(springboard.alerts.firstMatch.waitForExistence(timeout: 2), "iOS does not ask twice")
    }
}
