import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// `"to": "$source"` on a screen opened from several screens, without `"opensFrom": "anywhere"`:
/// the product editor, opened from the shop and from a product's page, returns to whichever
/// opened it, typed as that screen's page object and verified on arrival.
final class ReturnToSourceTests: ShopTestCase {
    func testSavingReturnsToTheShopWhenTheShopOpenedTheEditor() async throws {
        let editor: ProductEditorPageObject<ShopPageObject> = launchedShop().addProduct()
        let shop: ShopPageObject = editor.rename(to: "Teacup").saveChanges()
        XCTAssertTrue(shop.product("Teacup").exists)
        XCTAssertEqual(self.shop.state.products.last?.name, "Teacup")
    }

    func testSavingReturnsToTheProductsPageWhenThePageOpenedTheEditor() async throws {
        let page: ProductPagePageObject = launchedShop().openProduct("Mug")
            .edit()
            .rename(to: "Cup")
            .saveChanges()
        XCTAssertEqual(page.titleText, "Cup")
        XCTAssertEqual(page.backToShop().product("Cup").identifier, "Product.2")
    }

    func testARouteToTheEditorOpensItFromTheShopAndReturnsThere() async throws {
        let editor: ProductEditorPageObject<ShopPageObject> = PageObjectsFactory().openProductEditor()
        XCTAssertEqual(self.shop.state.editorOpener, "Shop")
        editor.saveChanges().messageIs("")
    }

    /// The return is verified: an app that goes back to the shop when the product's page opened
    /// the editor fails the test at the line of `saveChanges()`, naming the page it expected.
    func testAnAppThatReturnsElsewhereFailsAtTheSave() async throws {
        reinstall(SimulatedShop.Options(editorSavesTo: "Shop"))
        let editor = launchedShop().openProduct("Mug").edit()
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            editor.saveChanges()
        }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertEqual(failures.first?.line, line, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("ProductPagePageObject is not showing after") == true, "\(failures)")
    }
}

/// The plain style's editor returns nothing (plain.returnsNextScreen is off here): the test goes
/// on with the page object of the screen it knows it came from.
final class PlainReturnToSourceTests: ShopTestCase {
    func testSavingLeavesTheEditorForTheScreenThatOpenedIt() async throws {
        XCUIApplication().launch()
        ShopScreen().waitForScreen(within: .appLaunch).openProduct("Kettle")
        ProductPageScreen().waitForScreen().edit()
        ProductEditorScreen().waitForScreen().rename(to: "Jug").saveChanges()
        XCTAssertEqual(ProductPageScreen().waitForScreen().titleText, "Jug")
    }

    /// The test names no opener, so the action checks that one of them shows.
    func testAnAppThatReturnsToNoOpenerFailsAtTheSave() async throws {
        reinstall(SimulatedShop.Options(editorSavesTo: "Login"))
        XCUIApplication().launch()
        ShopScreen().waitForScreen(within: .appLaunch).addProduct()
        let editor = ProductEditorScreen().waitForScreen()
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            editor.saveChanges()
        }
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("ProductEditorScreen.saveChanges did not return to the screen that opened it") == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("none of ProductPage, Shop is showing") == true, "\(failures)")
    }
}

/// Through the Screenplay style: the Task of `saveChanges` leaves the editor; a Question checks where.
final class ScreenplayReturnToSourceTests: ShopTestCase {
    func testAnActorSavesAndIsBackOnTheShop() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(AddProduct(), Rename.to("Lamp"), SaveChanges())
        ada.sees(Shop.isDisplayed(), Shop.listsProducts(names: ["Lamp"]))
    }

    func testTheTaskFailsWhenTheAppReturnsToNoOpener() async throws {
        reinstall(SimulatedShop.Options(editorSavesTo: "Login"))
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(AddProduct())
        let failures = recordingFailures { ada.attemptsTo(SaveChanges()) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("ProductEditorActions.saveChanges did not return to the screen that opened it") == true, "\(failures)")
    }
}

/// `"to"` a trait: deleting on a product's page returns to the list it was opened from, the shop
/// or the saved products (both adopt `ProductListing`), typed as the trait and found on arrival.
final class ReturnToTraitTests: ShopTestCase {
    func testDeletingReturnsToTheShopWhenTheShopOpenedThePage() async throws {
        let list: any ProductListing = launchedShop().openProduct("Mug").delete()
        let shop = try XCTUnwrap(list as? ShopPageObject)
        XCTAssertFalse(shop.product("Mug").exists)
        XCTAssertEqual(list.listedProducts.identifier, "Products.list")
    }

    func testDeletingReturnsToTheSavedProductsWhenTheyOpenedThePage() async throws {
        let list = launchedShop().openSaved().openProduct("Kettle").delete()
        let saved = try XCTUnwrap(list as? SavedProductsPageObject)
        XCTAssertFalse(saved.savedProduct("Kettle").exists)
        XCTAssertFalse(self.shop.state.products.contains { $0.name == "Kettle" })
    }

    /// When no screen adopting the trait shows, the test fails at the line of the action, naming
    /// the trait and each screen it looked for.
    func testAnAppThatReturnsToNoListFailsAtTheDelete() async throws {
        reinstall(SimulatedShop.Options(deleteReturnsTo: "Login"))
        let page = launchedShop().openProduct("Mug")
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            page.delete()
        }
        XCTAssertEqual(failures.first?.line, line, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("ProductPagePageObject.delete did not return to a screen adopting ProductListing") == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("none of SavedProducts, Shop is showing") == true, "\(failures)")
    }

    func testAnActorDeletesAndIsBackOnTheListItCameFrom() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(OpenSaved(), OpenProductSavedProducts.with("Kettle"), Delete())
        ada.sees(SavedProducts.isDisplayed())
        XCTAssertFalse(shop.state.saved.contains("Kettle"))
    }
}
