import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A lean `Element` enum, as Pagewright generates one, found through `PagewrightElement`.
private enum HomeElement: String, PagewrightElement {
    case title = "Home.title"
    case next = "Next"
    case list = "Home.list"
    case row = "cell"
    case app = "application"

    var elementType: XCUIElement.ElementType {
        switch self {
        case .title: .staticText
        case .next: .button
        case .list: .table
        case .row: .cell
        case .app: .application
        }
    }

    static var foundByLabel: Set<HomeElement> { [.next] }
    static var foundByType: Set<HomeElement> { [.row] }
    static var containerOf: [HomeElement: HomeElement] { [.row: .list] }
}

final class ElementTests: RuntimeTestCase {
    func testElementsAreFoundByIdentifierLabelOrTypeInsideTheirContainer() async throws {
        let application = launched()
        XCTAssertEqual(HomeElement.title.locator(application).label, "Welcome")
        XCTAssertEqual(HomeElement.next.locator(application).identifier, "Home.next", "found by its label")
        XCTAssertEqual(HomeElement.row.query(application).count, 3, "the cells inside the list")
        XCTAssertEqual(HomeElement.row.locator(application).label, "Row 1")
        XCTAssertTrue(HomeElement.app.locator(application) === application, "the application is the context itself")
    }

    func testOnlyAnElementFoundByIdentifierFromTheContextNamesASnapshotIdentifier() {
        XCTAssertEqual(HomeElement.title.snapshotIdentifier, "Home.title")
        XCTAssertNil(HomeElement.next.snapshotIdentifier)
        XCTAssertNil(HomeElement.row.snapshotIdentifier)
        XCTAssertNil(HomeElement.app.snapshotIdentifier)
        let anchor = PagewrightVerification<TestWait>.Anchor("title", HomeElement.title)
        XCTAssertEqual(anchor.identifier, "Home.title")
        XCTAssertEqual(anchor.elementType, .staticText)
    }
}
