import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A full-form `Element` enum, as Pagewright generates one for elements with parameters, an index
/// or a predicate: one switch of `PagewrightFinding`s.
private enum HomeScreen: PagewrightDescribedElement {
    case title
    case next
    case list
    case row(position: Int)
    case rows
    case rowLabelled(String? = nil)
    case startingWith(prefix: String)
    case listWithRows
    case onlyNext
    case app

    var found: PagewrightFinding {
        switch self {
        case .title: .identifier(.staticText, "Home.title")
        case .next: .label(.button, "Next")
        case .list: .identifier(.table, "Home.list")
        case .row(let position): .type(.cell, "cell").inside(HomeScreen.list).at(position)
        case .rows: .identifier(.cell, "Home.row").inside(HomeScreen.list)
        case .rowLabelled(let label): .identifier(.cell, "Home.row").matching("label == %@ OR value == %@", label)
        case .startingWith(let prefix): .predicate(.cell, "label BEGINSWITH \(prefix)", NSPredicate(format: "label BEGINSWITH %@", prefix))
        case .listWithRows: .identifier(.table, "Home.list").containing(.cell, identifier: "Home.row")
        case .onlyNext: .label(.button, "Next").only
        case .app: .application
        }
    }
}

final class FindingTests: RuntimeTestCase {
    func testEachCaseIsFoundAsItsFindingSays() async {
        let application = launched()
        XCTAssertEqual(HomeScreen.title.locator(application).label, "Welcome")
        XCTAssertEqual(HomeScreen.next.locator(application).identifier, "Home.next", "found by its label")
        XCTAssertEqual(HomeScreen.row(position: 1).locator(application).label, "Row 2", "the match at the index, inside the list")
        XCTAssertEqual(HomeScreen.rows.query(application).count, 3)
        XCTAssertEqual(HomeScreen.rowLabelled("Row 3").query(application).count, 1, "narrowed by the value given")
        XCTAssertEqual(HomeScreen.rowLabelled().query(application).count, 3, "not narrowed without one")
        XCTAssertEqual(HomeScreen.startingWith(prefix: "Row").query(application).count, 3)
        XCTAssertEqual(HomeScreen.listWithRows.query(application).count, 1)
        XCTAssertTrue(HomeScreen.onlyNext.locator(application).exists)
        XCTAssertTrue(HomeScreen.app.locator(application) === application, "the application is the context itself")
    }

    func testTheRawValueIsWhatTheElementIsFoundBy() async {
        XCTAssertEqual(HomeScreen.title.rawValue, "Home.title")
        XCTAssertEqual(HomeScreen.next.rawValue, "Next")
        XCTAssertEqual(HomeScreen.row(position: 2).rawValue, "cell")
        XCTAssertEqual(HomeScreen.startingWith(prefix: "Ro").rawValue, "label BEGINSWITH Ro")
        XCTAssertEqual(HomeScreen.app.rawValue, "application")
        XCTAssertEqual(HomeScreen.row(position: 2).elementType, .cell)
        XCTAssertEqual(PagewrightFinding.label(.button, "Done").named("the done button").rawValue, "the done button")
    }

    func testOnlyAnElementFoundByIdentifierFromTheContextNamesASnapshotIdentifier() async {
        XCTAssertEqual(HomeScreen.title.snapshotIdentifier, "Home.title")
        XCTAssertNil(HomeScreen.next.snapshotIdentifier, "found by label")
        XCTAssertNil(HomeScreen.rows.snapshotIdentifier, "inside another element")
        XCTAssertNil(HomeScreen.rowLabelled("Row 1").snapshotIdentifier, "narrowed further")
        XCTAssertNil(HomeScreen.listWithRows.snapshotIdentifier, "narrowed further")
        XCTAssertNil(HomeScreen.app.snapshotIdentifier)
        let anchor = PagewrightVerification<TestWait>.Anchor("title", HomeScreen.title)
        XCTAssertEqual(anchor.identifier, "Home.title")
        XCTAssertEqual(anchor.elementType, .staticText)
    }

    func testAQueryOfTheOnlyMatchFailsWhenThereAreMore() async {
        let application = launched()
        let only = PagewrightFinding.identifier(.cell, "Home.row").only
        XCTAssertEqual(only.query(application).count, 3, "the query is every match; `element` is asked for one")
        XCTAssertEqual(PagewrightFinding.identifier(.cell, "Home.row").at(nil).locator(application).label, "Row 1", "no index: the first match")
        XCTAssertEqual(PagewrightFinding.identifier(.cell, "Home.row").matching("value == %@", switchedOn: nil).query(application).count, 3)
    }
}
