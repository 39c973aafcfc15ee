import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Trait actions and checks, reached through screens that adopt the traits.
final class TraitTests: JobAppTestCase {
    func testTheTabBarLeadsFromAVacancyBackToSearch() async throws {
        let vacancy = PageObjectsFactory().launch()
            .openVacanciesList()
            .openVacancy()
            .viewIsShown()

        let main = vacancy.openSearchTab()
            .viewIsShown()
        XCTAssertFalse(VacancyPageObject.isDisplayed(in: main.application))
        XCTAssertTrue(main.searchTab.isSelected)
        XCTAssertFalse(main.profileTab.isSelected)

        main.openProfileTab()
            .waitView()
            .viewIsShown()
            .openSearchTab()
    }
}
