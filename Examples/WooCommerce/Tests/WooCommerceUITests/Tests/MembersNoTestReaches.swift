// Members of the app's screen objects that none of its tests reach run here, so they cannot rot
// unnoticed: adding several products (a forEach over a count, then Done if it shows).
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class MembersNoTestReaches: WooCommerceUITestCase {
    func testAddingTheFirstTwoProducts() async throws {
        let names = woo.store.products.prefix(2).map(\.name)

        logIn().goToOrdersScreen()
            .startOrderCreation()
            .addProducts(numberOfProductsToAdd: 2)
            .checkForExistingProducts(byName: names)
    }
}
#endif
