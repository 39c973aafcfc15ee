// Article 003 ("Screenplay Entities with XCTest and Swift"), in this repository's words: the
// article's Elements, Actions, Tasks, Questions and Actor names and call shapes, against the
// Screenplay-style code generated from ./specs. Type-checked by ArticleAcceptanceTests (Swift 6
// and 5).
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

@MainActor
final class BagTests: XCTestCase {
    func testRemovingAnItemFromTheBag() {
        let shopper = Actor(called: "Ada")
        shopper.has(Launch.theApp())
        shopper.attemptsTo(RemoveBagItem.inPosition(3))
        shopper.sees(BagItems.displayedCount(is: 5))
    }

    /// The Actions and Elements the Tasks are made of, used as the article's own Task uses them.
    func testRemovingAnItemStepByStep() {
        let shopper = Actor(called: "Ada")
        shopper.has(Launch.theApp())
        shopper.attemptsTo(RemoveBagItemByHand.inPosition(0))
        shopper.sees(BagItems.displayedCount(is: 4), BagItems.someAreDisplayed())
        XCTAssertTrue(BagElements.cell(at: 0).exists)
        XCTAssertEqual(BagElements.cells.count, 4)
    }
}

/// A hand-written Task over the generated Actions, as the article writes `RemoveBagItem`.
@MainActor
struct RemoveBagItemByHand: Performable {
    let index: Int

    /// Swipes the item's cell open, then confirms the removal.
    func perform() {
        BagActions.showRemoveItemButton(forItemAt: index)
        BagActions.confirmRemoveItem(forItemAt: index)
    }

    /// Removes the bag item at `index` (from 0).
    static func inPosition(_ index: Int) -> RemoveBagItemByHand {
        RemoveBagItemByHand(index: index)
    }
}
