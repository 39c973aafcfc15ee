// The re-expressed tests pass against the simulated app; these show that their checks would not
// pass against a broken one. Each breaks the simulated app in one way and expects the check that
// looks at that part to fail (with its message) instead of passing silently.
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class ChecksCatchABrokenApp: WooCommerceUITestCase {
    private var expecting = false
    private var caught: [String] = []

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let keep = MainActor.assumeIsolated { () -> Bool in
            guard expecting else { return false }
            caught.append(description)
            return true
        }
        if !keep { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }

    /// Runs `journey` and fails unless some failure it reports contains `fragment`.
    private func expectFailure(_ fragment: String, file: StaticString = #filePath, line: UInt = #line, _ journey: () -> Void) {
        expecting = true
        journey()
        expecting = false
        XCTAssertTrue(caught.contains { $0.contains(fragment) }, "no failure mentioning \(fragment); caught: \(caught)", file: file, line: line)
    }

    func testAWrongOrderTotalFailsTheOrderList() async throws {
        woo.store.orders[0].total = "$1,301.00"
        let orders = GetMocks.readOrdersData()
        expectFailure("verifyOrdersCountAndFirst") {
            logIn().goToOrdersScreen().verifyOrdersList(orders: orders)
        }
    }

    func testAMissingLineItemFailsTheOrderDetails() async throws {
        woo.store.orders[0].lineItems = ["Black Coral shades"]
        let orders = GetMocks.readOrdersData()
        expectFailure("verifySingleOrder") {
            logIn().goToOrdersScreen().tapOrder(byOrderNumber: orders[0].number).verifySingleOrder(order: orders[0])
        }
    }

    func testAWrongStockStatusFailsTheProductList() async throws {
        woo.store.products[0].stockStatus = .inStock
        let products = GetMocks.readProductsData()
        expectFailure("verifyProductsCountAndFirst") {
            logIn().goToProductsScreen().verifyProductList(products: products)
        }
    }

    func testAReviewOfAnotherProductFailsTheReviewList() async throws {
        woo.store.reviews[0].productID = 2130
        let reviews = GetMocks.readReviewsData()
        expectFailure("verifyReviewsCountAndFirst") {
            logIn().goToMenuScreen().goToReviewsScreen().verifyReviewList(reviews: reviews)
        }
    }
}
#endif
