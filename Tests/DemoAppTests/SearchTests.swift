import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The main screen's search history section, and refining a search.
final class SearchTests: JobAppTestCase {
    func testSearchHistorySectionLoadsAndLeadsBackToMain() async throws {
        let main = PageObjectsFactory().launch()
        XCTAssertFalse(SearchHistoryPageObject.isDisplayed(in: main.application), "history is still loading")
        let launchedAt = device.clock.now

        let history = main.section(SearchHistoryPageObject.self).waitHistoryIsLoad()
        XCTAssertGreaterThanOrEqual(device.clock.now - launchedAt, SimulatedJobApp.Delay.history,
                                    "the section waits for its spinner to go")
        XCTAssertFalse(history.spinner.exists)
        XCTAssertEqual(history.historyCount, 3)
        XCTAssertTrue(history.historyItem(query: "Swift").exists)

        let container: MainPageObject = history.container()
        // Back by type too, as the hh.ru article writes it, and into the section again.
        let again: MainPageObject = container.section(SearchHistoryPageObject.self).section(MainPageObject.self)
        XCTAssertTrue(again.searchField.exists)
        container.search(query: "Developer")
            .openVacanciesList()
            .showsVacancies(count: 2)
    }

    func testRepeatingASearchFromHistory() async throws {
        PageObjectsFactory().launch()
            .section(SearchHistoryPageObject.self)
            .repeatSearch(query: "Swift")
            .showsVacancies(count: 1)
            .openVacancy()
            .titleIs(text: "Swift Mentor")
    }

    func testRefiningBySchedulesSalaryAndExperience() async throws {
        let refine = PageObjectsFactory().launch()
            .openRefineSearch()
            .facetIsShown(prefix: "Region: Berlin")
            .facetIsShown(prefix: "Found: 5 vacancies")
            .selectFilter(group: "schedule", title: "Remote")
            .filterIsSelected(group: "schedule", title: "Remote")
            .facetIsShown(prefix: "Schedule: Remote")
            .setSalary(position: 0.4)
            .facetIsShown(prefix: "Salary: from 60 000 €")
            .facetIsShown(prefix: "Found: 2 vacancies")
            .chooseExperience(years: "3–6 years")
            .facetIsShown(prefix: "Experience: 3–6 years")
            .facetIsShown(prefix: "Found: 1 vacancy")

        XCTAssertFalse(refine.filterCell(group: "schedule", title: "Office").isSelected)
        XCTAssertEqual(refine.salarySlider.value as? String, "40%")
        XCTAssertEqual(refine.experienceWheel.value as? String, "3–6 years")

        refine.applyFilters()
            .showsVacancies(count: 1)
            .openVacancy()
            .titleIs(text: "iOS Developer")
    }

    func testAFilterTappedTwiceIsOffAgain() async throws {
        let refine = PageObjectsFactory().launch()
            .openRefineSearch()
            .selectFilter(group: "employment", title: "Part time")
            .filterIsSelected(group: "employment", title: "Part time")
            .selectFilter(group: "employment", title: "Part time")
        XCTAssertFalse(refine.filterCell(group: "employment", title: "Part time").isSelected)
        XCTAssertFalse(refine.facetLabel(prefix: "Employment:").exists)
        refine.applyFilters().showsVacancies(count: 5)
    }
}
