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
            .verifyLoaded()
            .verifyOrdersList(orders: orders)
            .tapOrder(byOrderNumber: orders[0].number)
            .verifySingleOrder(order: orders[0])
            .goBackToOrdersScreen()
            .verifyLoaded()
    }

    func test_create_new_order() async throws {
        let order = GetMocks.readSingleOrderData()

        myStore.goToOrdersScreen()
            .startOrderCreation()
            .addProduct(byName: "Black Coral shades")
            .addCustomerDetails(name: order.billing.first_name)
            .addShipping(amount: order.shipping_lines[0].total, name: order.shipping_lines[0].method_title)
            .addCustomAmount(amount: order.fee_lines[1].amount)
            .addCustomerNote(order.customer_note)
            .createOrder()
            .verifyLoaded()
            .goBackToOrdersScreen()
            .verifyLoaded()
    }

    func test_load_existing_order() async throws {
        let orders = GetMocks.readOrdersData()

        myStore.goToOrdersScreen()
            .tapOrder(byOrderNumber: orders[0].number)
            .tapEditOrderButton()
            .checkForExistingOrderTitle(byOrderNumber: orders[0].number)
            .checkForExistingProducts(byName: orders[0].line_items.map { $0.name })
            .closeEditingFlow()
            .verifyLoaded()
    }

    func test_add_note_to_existing_order() async throws {
        let orders = GetMocks.readOrdersData()

        myStore.goToOrdersScreen()
            .tapOrder(byOrderNumber: orders[0].number)
            .tapEditOrderButton()
            .openCustomerNoteScreen()
            .enterNote(customerNote)
            .verifyNoteAdded(customerNote)
    }

    func test_cancel_order_creation() async throws {
        myStore.goToOrdersScreen()
            .startOrderCreation()
            .cancelOrderCreation()
            .verifyLoaded()
    }
}
