import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's OrdersTests, re-expressed against the generated page objects.
class OrdersTests: WooCommerceUITestCase {
    var myStore: MyStoreScreen!

    override func setUp() async throws {
        try await super.setUp()
        myStore = logIn()
    }

    let customerNote = "New customer note"

    func test_load_orders_screen() async throws {
        let orders = GetMocks.readOrdersData()

        myStore.goToOrdersScreen()
            .verifyOrdersScreenLoaded()
            .verifyOrderCount(orders.count)
            .verifyTextVisibilityCount(text: String(orders[0].id), count: 1)
            .verifyTextVisibilityCount(text: orders[0].total, count: 1)
            .verifyOneLabelContains(first: String(orders[0].id), second: orders[0].billingFirstName)
            .tapOrder(orderNumber: orders[0].number)
            .verifyTitleShowsNumber(orders[0].number)
            .verifyTextVisibilityCount(text: orders[0].status, count: 1)
            .verifyCustomerName("\(orders[0].billingFirstName) \(orders[0].billingLastName)")
            .verifyLineItem(name: orders[0].lineItems[0])
            .verifyLineItem(name: orders[0].lineItems[1])
            .goBackToOrdersScreen()
            .verifyOrdersScreenLoaded()
    }

    func test_load_existing_order() async throws {
        let orders = GetMocks.readOrdersData()

        myStore.goToOrdersScreen()
            .tapOrder(orderNumber: orders[0].number)
            .tapEditOrderButton()
            .checkForExistingOrderTitle(orderNumber: orders[0].number)
            .checkForExistingProduct(name: orders[0].lineItems[0])
            .checkForExistingProduct(name: orders[0].lineItems[1])
            .closeEditingFlow()
            .verifySingleOrderScreenLoaded()
    }

    func test_add_note_to_existing_order() async throws {
        let orders = GetMocks.readOrdersData()

        myStore.goToOrdersScreen()
            .tapOrder(orderNumber: orders[0].number)
            .tapEditOrderButton()
            .openCustomerNoteScreen()
            .enterNote(text: customerNote)
            .verifyKeyboardShown()
            .verifyNoteAdded(text: customerNote)
    }

    func test_cancel_order_creation() async throws {
        myStore.goToOrdersScreen()
            .startOrderCreation()
            .cancelOrderCreation()
            .verifyOrdersScreenLoaded()
    }
}
