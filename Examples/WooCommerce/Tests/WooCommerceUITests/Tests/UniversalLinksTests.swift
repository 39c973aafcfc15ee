import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's UniversalLinksTests (skipped by the app's test plan), re-expressed against the
/// generated page objects: Safari opens the mock server's page of links, a link opens the app.
class UniversalLinksTests: WooCommerceUITestCase {
    override func setUp() async throws {
        try await super.setUp()
        #if !canImport(Darwin)
        SimulatedSafari.install(opening: woo)
        #endif
    }

    func test_load_payments_universal_link() async throws {
        logIn()

        factory.launchSafari().openUniversalLinkFromSafariApp(linkedScreen: .payments)
            .asPayments().verifyPaymentsScreenLoaded()
    }

    func test_load_orders_universal_link() async throws {
        // run test only on iPhone, on iPad there's an issue where the incorrect order is opened
        if UIDevice.current.userInterfaceIdiom == .phone {
            logIn()
            let order = GetMocks.readSingleOrderData()

            factory.launchSafari().openUniversalLinkFromSafariApp(linkedScreen: .orders)
                .asSingleOrder().verifySingleOrder(order: order)
        }
    }
}
