import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The "Are you sure?" alert opens over several screens and hands the chain back to its opener.
final class ConfirmationAlertTests: JobAppTestCase {
    func testDismissingOverAVacancyReturnsToTheVacancy() async throws {
        let vacancy = PageObjectsFactory().launch()
            .openVacanciesList()
            .openVacancyAt(position: 1)

        let alert = vacancy.openAlert()
        XCTAssertEqual(alert.messageText, "“iOS Developer” will no longer appear in search results.")
        XCTAssertFalse(vacancy.responseButton.isHittable, "the alert covers the vacancy")

        let back: VacancyPageObject = alert.dismissAlert()
        back.titleIs(text: "iOS Developer")
        XCTAssertFalse(ConfirmationAlertPageObject<VacancyPageObject>.isDisplayed(in: back.application))
        XCTAssertTrue(back.responseButton.isHittable)
        XCTAssertFalse(back.application.staticTexts["Vacancy.hiddenNote"].exists, "cancel hides nothing")

        back.openAlert()
            .confirm()
            .titleIs(text: "iOS Developer")
        XCTAssertTrue(back.application.staticTexts["Vacancy.hiddenNote"].exists)
    }

    func testConfirmingOverTheListHidesTheVacancyAndReturnsToTheList() async throws {
        let list = PageObjectsFactory().launch()
            .openVacanciesList()
            .showsVacancies(count: 5)

        let alert = list.hideVacancy(position: 0)
        XCTAssertEqual(alert.messageText, "“QA Automation Engineer” will no longer appear in search results.")

        let back: VacancyListPageObject = alert.confirm()
        back.showsVacancies(count: 4)
            .openVacancy()
            .titleIs(text: "iOS Developer")
        XCTAssertFalse(ConfirmationAlertPageObject<VacancyListPageObject>.isDisplayed(in: back.application))
    }

    func testClearingSavedVacanciesAsksFirst() async throws {
        let saved = PageObjectsFactory().launch()
            .openSavedVacancies()
            .savedCountIs(count: 3)

        let kept: SavedVacanciesPageObject = saved.clearAll().dismissAlert()
        kept.savedCountIs(count: 3)
            .clearAll()
            .confirm()
            .savedCountIs(count: 0)
    }

    /// The alert reached without an action of the spec (the app shows it, or the test tapped
    /// through XCUITest): the factory hands out its page object, verified, with the screen to
    /// return to. docs/spec-format.md quotes this test.
    func testAnAlertOpenedOutsideTheSpecsIsReachedThroughTheFactory() async throws {
        let vacancy = PageObjectsFactory().launch()
            .openVacanciesList()
            .openVacancyAt(position: 1)
        vacancy.application.buttons["Vacancy.hide"].tap()  // not through the spec's openAlert()

        let alert = vacancy.pageObjectsFactory.makeConfirmationAlertPageObject(from: vacancy)
        let back: VacancyPageObject = alert.dismissAlert()
        back.titleIs(text: "iOS Developer")
        XCTAssertFalse(ConfirmationAlertPageObject<VacancyPageObject>.isDisplayed(in: back.application))
    }
}
