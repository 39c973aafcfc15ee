import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's PaymentsTests, re-expressed against the generated page objects.
class PaymentsTests: WooCommerceUITestCase {
    var payments: PaymentsScreen!

    override func setUp() async throws {
        try await super.setUp()
        payments = logIn().goToMenuScreen()
            .goToPaymentsScreen()
    }

    func test_load_chipper_card_reader_manual() async throws {
        payments.tapCardReaderManuals()
            .tapChipperManual()
            .verifyChipperManualLoadedInWebView()
    }

    func test_load_learn_more_link() async throws {
        payments.tapLearnMoreIPPLink()
            .verifyIPPDocumentationLoadedInWebView()
    }

    func test_complete_cash_simple_payment() async throws {
        payments.tapCollectPayment()
            .enterPaymentAmount("5")
            .takeCashPayment()
            .verifyOrderCompletedToastDisplayed()
            .verifyPaymentsScreenLoaded()
    }
}
