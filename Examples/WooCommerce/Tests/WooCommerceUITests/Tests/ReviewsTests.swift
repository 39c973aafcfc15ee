import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's ReviewsTests, re-expressed against the generated page objects.
class ReviewsTests: WooCommerceUITestCase {
    var products: ProductsScreen!

    override func setUp() async throws {
        try await super.setUp()
        // Extra step needed to get products mock data to appear on Reviews screen (the app's issue 1907).
        products = logIn().goToProductsScreen()
    }

    func test_load_reviews_screen() async throws {
        let reviews = GetMocks.readReviewsData()

        products.goToMenuScreen()
            .goToReviewsScreen()
            .verifyLoaded()
            .verifyReviewList(reviews: reviews)
            .tapReview(byReviewer: reviews[0].reviewer)
            .verifyLoaded()
            .verifyReview(review: reviews[0])
            .goBackToReviewsScreen()
            .verifyLoaded()
    }
}
