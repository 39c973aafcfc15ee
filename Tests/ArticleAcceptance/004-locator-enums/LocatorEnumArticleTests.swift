// Article 004 ("Encapsulating Element Locators in Swift Enumerations"), in this repository's
// words: the article's `Element` cases (`view_title`, `refine_view(String)`,
// `facet_label(String? = nil)`, `filter_cell(String? = nil, String? = nil)`), `locator(_:)` with
// a search context, `rawValue` and the nested `Constants` enum, generated from ./specs and used
// with the article's call shapes. Type-checked by ArticleAcceptanceTests (Swift 6 and 5).
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

extension RefineSearchPageObject {
    /// The article's `setFilter(_:in:of:)`: the refine view found in the application is the
    /// context the filter cell is found in.
    func setFilter(_ filter: String, in facet: String, of refinement: String) {
        let refineView = Element.refine_view(refinement).locator(XCUIApplication())
        let filterElem = Element.filter_cell(facet, filter).locator(refineView)
        if !filterElem.isSelected { filterElem.tap() }
    }
}

@MainActor
final class RefineSearchTests: XCTestCase {
    func testSettingAFilter() {
        let refineSearch = PageObjectsFactory().launch()
        refineSearch.setFilter("Red", in: "Color", of: "Refine")
        refineSearch.filterIsSelected("Red", in: "Color")
    }

    /// Graduated specificity: every facet label, or the one with a name; every filter cell, the
    /// cells of a facet, or one filter of it.
    func testLocatorsFromGeneralToSpecific() {
        let app = XCUIApplication()
        typealias Element = RefineSearchPageObject.Element
        XCTAssertEqual(Element.view_title.rawValue, "Search Filter")
        XCTAssertEqual(Element.refine_view("Refine").rawValue, "Refine")
        XCTAssertEqual(Element.facet_label().rawValue, "RefineSearch.filterFacet.label")
        _ = Element.facet_label().query(app).count
        _ = Element.facet_label("Color").locator(app).exists
        _ = Element.filter_cell().query(app).count
        _ = Element.filter_cell("Color", "").query(app).count
        _ = Element.filter_cell("Color", "Red").locator(app).isSelected
        XCTAssertEqual(Element.Constants.FILTER_LABEL.rawValue, "RefineSearch.filterName.label")
    }
}
