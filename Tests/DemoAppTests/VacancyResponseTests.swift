import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Responding to a vacancy: the app's answer depends on the session, so the page object offers
/// both destinations and the test says which one it expects.
final class VacancyResponseTests: JobAppTestCase {
    func testRespondingLoggedOutAsksToSignInFirst() async throws {
        let vacancy = PageObjectsFactory().launch()
            .openVacanciesList()
            .openFirstVacancyWithSalary()
            .titleIs(text: "iOS Developer")

        let profile = vacancy.tapResponseButton()
            .asAuthorization()
            .goToLogin()
            .enterLogin("ada@example.com")
            .enterPassword("s3cret")
            .logIn()
            .isLoggedInAs(name: "Ada Lovelace")

        XCTAssertFalse(ResponseSentPageObject.isDisplayed(in: profile.application), "logged out, nothing was sent")
    }

    func testRespondingLoggedInSendsTheResponseAndTheSheetClosesItself() async throws {
        let vacancy = factory(launchArguments: ["-loggedIn"]).launch()
            .openVacanciesList()
            .openVacancy()
            .titleIs(text: "QA Automation Engineer")

        let sent = vacancy.tapResponseButton()
            .asResponseSent()
            .messageMentions(text: "“QA Automation Engineer” has been sent")
        XCTAssertFalse(VacancyPageObject.isDisplayed(in: sent.application), "the sheet covers the vacancy")

        let openedAt = device.clock.now
        let back = sent.waitUntilClosed()
            .titleIs(text: "QA Automation Engineer")
        XCTAssertEqual(device.clock.now - openedAt, SimulatedJobApp.Delay.responseSheet, accuracy: 0.5,
                       "waitUntilClosed waits for the sheet to close by itself")
        XCTAssertFalse(ResponseSentPageObject.isDisplayed(in: back.application))
        XCTAssertEqual(back.responseButton.label, "You responded")
        XCTAssertFalse(back.responseButton.isEnabled)
    }

    func testClosingTheSheetByHandReturnsToTheVacancy() async throws {
        let vacancy = factory(launchArguments: ["-loggedIn"]).launch()
            .openVacanciesList()
            .openVacancyAt(position: 2)
            .tapResponseButton()
            .asResponseSent()
            .close()
            .titleIs(text: "Swift Mentor")

        // The sheet's own timer must not close anything once the user has moved on.
        device.clock.advance(by: 10)
        XCTAssertTrue(VacancyPageObject.isDisplayed(in: vacancy.application))
    }
}
