import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A step's `reveal`: its container swiped one way, then the other, bounded, until the element is
/// hittable; a lazily created row above or below the part in view is found either way.
@MainActor
final class RevealTests: RuntimeTestCase {
    private var home: HomePage!
    private var list: XCUIElement { home.application.collectionViews["Contacts.list"] }

    override func setUp() async throws {
        try await super.setUp()
        app.screen("Contacts") {
            SimulatedElement.list("Contacts.list", style: .collectionView) {
                for index in 0..<60 { SimulatedElement.cell("Contact.\(index)", label: "Contact \(index)") }
            }
        }
        home = HomePage(application: launched())
        app.show("Contacts")
    }

    private func reveal(_ row: Int, _ directions: [PagewrightSwipe], max: Int) -> [RecordedFailure] {
        recordingFailures {
            XCTAssertEqual(home.reveal(list.cells["Contact.\(row)"], "row", in: list, "list", swiping: directions, max: max,
                                       for: "open", file: #filePath, line: 42),
                           list.cells["Contact.\(row)"].isHittable)
        }
    }

    func testARowBelowIsSwipedUpTo() async {
        XCTAssertFalse(list.cells["Contact.30"].exists, "a lazy row out of view does not exist")
        XCTAssertEqual(reveal(30, [.up, .down], max: 5).map(\.description), [])
        XCTAssertTrue(list.cells["Contact.30"].isHittable)
    }

    /// Scrolled to the end, a row near the top is above: the swipes up change nothing, and the
    /// swipes down come back past where they started.
    func testARowAboveIsFoundOnTheWayBack() async {
        for _ in 0..<5 { list.swipeUp(velocity: .fast) }
        XCTAssertFalse(list.cells["Contact.2"].exists)
        XCTAssertEqual(reveal(2, [.up, .down], max: 3).map(\.description), [])
        XCTAssertTrue(list.cells["Contact.2"].isHittable)
    }

    func testAnElementThatNeverShowsFailsNamingTheSwipes() async {
        XCTAssertEqual(reveal(99, [.up, .down], max: 2).map(\.description), [
            "42: HomePage.open: 'row' is not in view after swiping 'list' up and down, at most 2 times each way",
        ])
    }

    func testOneDirectionIsBounded() async {
        XCTAssertEqual(reveal(50, [.up], max: 1).count, 1, "one swipe up does not reach row 50")
        XCTAssertEqual(reveal(50, [.up], max: 3).count, 0)
    }
}
