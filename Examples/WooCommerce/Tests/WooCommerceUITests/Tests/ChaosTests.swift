// The app's tests run on real devices, where the app answers late, buttons stay disabled while a
// screen loads and iOS asks for permissions at any moment. The stand-in's chaos mode does all of
// that from a seed; the re-expressed journeys must pass under every seed, as waiting page objects
// should. (A factory given the test case installs the interruption monitor for system dialogs, as
// the app's screenshots target does.)
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class ChaosTests: WooCommerceUITestCase {
    private static let seeds: ClosedRange<UInt64> = 1...(ProcessInfo.processInfo.environment["PAGEWRIGHT_THOROUGH"] == "1" ? 40 : 6)

    /// Runs `journey` once per seed on a chaotic device, each from a fresh launch.
    private func underChaos(file: StaticString = #filePath, line: UInt = #line, _ journey: (PageObjectsFactory) -> Void) {
        for seed in Self.seeds {
            let device = SimulatedDevice.reset(model: Self.device, chaos: ChaosSettings(seed: seed))
            woo = SimulatedWooCommerceApp.install(on: device)
            let factory = PageObjectsFactory(testCase: self)
            XCTContext.runActivity(named: "chaos seed \(seed)") { _ in journey(factory) }
        }
    }

    private func logIn(_ factory: PageObjectsFactory) -> MyStoreScreen {
        factory.launch().logInWithSiteAddress(siteUrl: TestCredentials.siteUrl, email: TestCredentials.emailAddress)
    }

    func testLoadingAnExistingOrder() async throws {
        let orders = GetMocks.readOrdersData()
        underChaos { factory in
            logIn(factory).goToOrdersScreen()
                .verifyOrdersList(orders: orders)
                .tapOrder(byOrderNumber: orders[0].number)
                .tapEditOrderButton()
                .checkForExistingProducts(byName: orders[0].line_items.map { $0.name })
                .closeEditingFlow()
                .verifyLoaded()
        }
    }

    func testReviewingAProductsReviews() async throws {
        let products = GetMocks.readProductsData()
        let reviews = GetMocks.readReviewsData()
        underChaos { factory in
            logIn(factory).goToProductsScreen()
                .verifyProductList(products: products)
                .goToMenuScreen()
                .goToReviewsScreen()
                .verifyReviewList(reviews: reviews)
                .tapReview(byReviewer: reviews[0].reviewer)
                .verifyReview(review: reviews[0])
        }
    }

    func testTakingACashPayment() async throws {
        underChaos { factory in
            logIn(factory).goToMenuScreen()
                .goToPaymentsScreen()
                .tapCollectPayment()
                .enterPaymentAmount("5")
                .takeCashPayment()
                .verifyOrderCompletedToastDisplayed()
                .verifyPaymentsScreenLoaded()
        }
    }
}
#endif
