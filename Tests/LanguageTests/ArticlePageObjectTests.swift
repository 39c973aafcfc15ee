import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What the articles' page objects declare, against the simulated shop: one generic `section(_:)`
/// over the trait the sections adopt, an index getter that must find its row, class-level
/// members asked without a page object, and the Task protocol by the project's name.
final class ArticlePageObjectTests: ShopTestCase {
    /// Reaches a section through the generic `section(_:)` only: `type` is any `ShopSection`.
    private func open<Section: ShopSection>(_ type: Section.Type, from shop: ShopPageObject, line: UInt = #line) -> Section {
        shop.section(type, line: line)
    }

    func testTheGenericSectionMakesAnySectionOfTheTraitAndVerifiesIt() async throws {
        let shop = launchedShop()
        let toolbar: ShopToolbarPageObject = open(ShopToolbarPageObject.self, from: shop)
        toolbar.showsPeriods(count: 3)
        open(ShopProductListPageObject.self, from: shop).listsSomeProducts()
        // The overload per section is still what a call naming the type picks, and back again.
        shop.section(ShopToolbarPageObject.self).section(ShopPageObject.self).section(ShopProductListPageObject.self)
    }

    func testTheGenericSectionFailsAtTheTestsLineWhenTheSectionIsNotShowing() async throws {
        let shop = launchedShop()
        self.shop.app.show("Login")
        let line = #line + 1
        let failures = recordingFailures { _ = open(ShopToolbarPageObject.self, from: shop) }
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("toolbar") == true, "\(failures)")
    }

    func testARequiredIndexIsTheRowsIndex() async throws {
        let shop = launchedShop()
        let index: UInt = shop.requiredIndexOfProduct("Mug")
        XCTAssertEqual(index, 2)
        XCTAssertEqual(shop.productCell(at: index).identifier, "Product.2")
    }

    func testARequiredIndexFailsAtTheTestsLineWhenTheRowIsNotListed() async throws {
        let shop = launchedShop()
        let line = #line + 1
        let failures = recordingFailures { _ = shop.requiredIndexOfProduct("Lamp") }
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("ShopPageObject.requiredIndexOfProduct: 'product' did not appear (4 matches of 'productCells')") == true,
                      "\(failures)")
    }

    /// A row the app lists two seconds later: the `UInt?` getter reads at once and finds none;
    /// the required one waits for it.
    func testARequiredIndexWaitsForTheRowToBeListed() async throws {
        let shop = launchedShop()
        self.shop.app.perform(after: 2) { [state = self.shop.state] app in
            state.products.append(ShopState.Product(name: "Scarf", isNew: true))
            app.show("Shop")
        }
        XCTAssertNil(shop.indexOfProduct("Scarf"), "not listed yet")
        XCTAssertEqual(recordingFailures { XCTAssertEqual(shop.requiredIndexOfProduct("Scarf"), 4) }.map(\.description), [])
    }

    func testClassLevelMembersAnswerWithoutAPageObject() async throws {
        _ = launchedShop()
        XCTAssertTrue(ShopPageObject.products.exists)
        XCTAssertEqual(ShopPageObject.products.identifier, "Products.list")
        XCTAssertEqual(ShopPageObject.awaitTimeout, WaitingTime.uiInteraction.seconds)
        XCTAssertEqual(ShopScreen.awaitTimeout, ShopPageObject.awaitTimeout)
        XCTAssertTrue(ShopScreen.products.exists)
        self.shop.app.show("Login")
        XCTAssertFalse(ShopScreen.products.exists)
    }

    func testATaskConformsToTheProjectsTaskProtocol() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(SaveByHand(name: "Spoon"))
        ada.sees(Shop.isSaved("Spoon"))
        // Swift's Task is still Swift's in a module that sees the page objects.
        let swiftTask = Task { 1 + 1 }
        let sum = await swiftTask.value
        XCTAssertEqual(sum, 2)
    }
}

/// A Task written by hand over the generated Actions, conforming to the project's name for the
/// Task protocol, as the Screenplay article's `RemoveBagItem: Task` does.
@MainActor
struct SaveByHand: ShopTask {
    let name: String

    func perform() {
        ShopActions.save(name)
    }
}
