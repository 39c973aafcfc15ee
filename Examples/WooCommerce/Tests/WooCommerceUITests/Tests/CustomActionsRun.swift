// The team's Swift behind `"custom": true` actions that none of the app's tests reach runs here,
// so it cannot rot unnoticed: adding several products (a loop over a count).
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class CustomActionsRun: WooCommerceUITestCase {
    func testAddingTheFirstTwoProducts() async throws {
        let names = woo.store.products.prefix(2).map(\.name)

        logIn().goToOrdersScreen()
            .startOrderCreation()
            .addProducts(numberOfProductsToAdd: 2)
            .checkForExistingProducts(byName: names)
    }
}
#endif
