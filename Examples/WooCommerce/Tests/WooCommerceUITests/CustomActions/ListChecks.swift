import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

// The app's list checks take the whole list and then look at its size, its first item, or the
// items a filter keeps. Templates in a spec reach a record's fields and a check's forEach goes
// through a list, but nothing in a spec counts a list, picks its first item or filters it: that
// much is code here, and the assertions themselves stay generated checks (polling, reported at
// the test's line).

extension OrdersScreen {
    func verifyOrdersListSteps(orders: [OrderData], file: StaticString, line: UInt) {
        guard let first = orders.first else { return XCTFail("verifyOrdersList needs at least one order", file: file, line: line) }
        verifyOrdersCountAndFirst(count: orders.count, first: first, file: file, line: line)
    }
}

extension ProductsScreen {
    func verifyProductListSteps(products: [ProductData], file: StaticString, line: UInt) {
        guard let first = products.first else { return XCTFail("verifyProductList needs at least one product", file: file, line: line) }
        verifyProductsCountAndFirst(count: products.count, first: first, file: file, line: line)
    }

    /// The stock-status filter keeps the products whose status, in words, is the filter's text.
    func verifyProductFilterResultsSteps(products: [ProductData], filter: String, file: StaticString, line: UInt) {
        let kept = products.filter { $0.stock_status == filter.lowercased() }
        verifyFilteredProducts(products: kept, filter: filter, count: kept.count, file: file, line: line)
    }
}

extension ReviewsScreen {
    func verifyReviewListSteps(reviews: [ReviewData], file: StaticString, line: UInt) {
        guard let first = reviews.first else { return XCTFail("verifyReviewList needs at least one review", file: file, line: line) }
        verifyReviewsCountAndFirst(count: reviews.count, first: first, file: file, line: line)
    }
}
