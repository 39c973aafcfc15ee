// Navigation from wherever the app is (docs/navigation.md) on WooCommerce. On a device the app
// stays as a test leaves it; here the class keeps its simulated app between its tests
// (`keepsTheAppBetweenTests`), so each test starts where the one before left the app: signed out,
// deep in an order's form, with the log-out alert open, on a screen the app's objects model no
// way back from, or behind Safari. Its `setUp` is one generated call, and no test recovers by hand.
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class StartWherePreviousTestLeftOff: WooCommerceUITestCase {
    override class var keepsTheAppBetweenTests: Bool { true }

    override func setUp() async throws {
        try await super.setUp()
        factory.goTo(OrdersScreen.self)
    }

    /// What the last test left, and what `setUp` had to do about it: a report step it took, or
    /// (nil) nothing but bring the same process back.
    private static var left: (state: String, step: String?, process: Int32)?

    /// The app is on Orders, signed in, nothing failed getting there, and the setUp's navigation
    /// dealt with what the test before left (whichever ran before: the order does not matter).
    private func startsOnOrders(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(factory.currentScreen(), .orders, file: file, line: line)
        XCTAssertTrue(woo.isLoggedIn, file: file, line: line)
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [], file: file, line: line)
        guard let left = Self.left else { return }
        let steps = SimulatedDevice.current.activities.map(\.name)
        if let step = left.step {
            XCTAssertTrue(steps.contains(step), "from \(left.state), setUp took \(step): \(steps)", file: file, line: line)
        } else {
            XCTAssertEqual(woo.app.processIdentifier, left.process, "from \(left.state), the same process", file: file, line: line)
            XCTAssertFalse(steps.contains("relaunch"), "\(steps)", file: file, line: line)
        }
    }

    /// The test leaves the app in `state`; the next setUp must take `step`.
    private func leaves(_ state: String, setUpTakes step: String?) {
        Self.left = (state, step, woo.app.processIdentifier)
    }

    func test_1_leaves_an_order_open_in_its_editing_form() async throws {
        startsOnOrders()
        let order = GetMocks.readOrdersData()[0]
        factory.makeOrdersScreen()
            .tapOrder(byOrderNumber: order.number)
            .tapEditOrderButton()
            .checkForExistingOrderTitle(byOrderNumber: order.number)
        XCTAssertEqual(factory.currentScreen(), .unifiedOrderEditing)
        leaves("an order's editing form", setUpTakes: "UnifiedOrderEditingScreen: closeEditingFlow")
    }

    func test_2_leaves_the_app_signed_out() async throws {
        startsOnOrders()
        factory.makeOrdersScreen().goToMenuScreen().openSettingsPane().logOut()
        XCTAssertEqual(factory.currentScreen(), .prologue)
        XCTAssertFalse(woo.isLoggedIn)
        leaves("signed out", setUpTakes: "LoginSiteAddressScreen: tapNextButton")
    }

    func test_3_signs_in_again_with_the_tests_account_and_leaves_the_log_out_alert_open() async throws {
        startsOnOrders()
        // Whatever test ran before, a fresh one signs in with the values "needs" give.
        factory.makeOrdersScreen().goToMenuScreen()
            .verifySelectedStoreDisplays(storeTitle: TestCredentials.storeName, storeURL: TestCredentials.siteUrlHost)
            .openSettingsPane()
            .openLogOutAlert()
        XCTAssertEqual(factory.currentScreen(), .logOutAlert)
        XCTAssertTrue(woo.isLoggedIn)
        leaves("the log-out alert", setUpTakes: "LogOutAlertScreen<BasePageObject>: cancelLogOut")
    }

    func test_4_leaves_a_new_orders_note_open() async throws {
        startsOnOrders()
        factory.makeOrdersScreen().startOrderCreation()
            .openCustomerNoteScreen()
            .enterNote("Left open")
        XCTAssertEqual(factory.currentScreen(), .customerNote)
        leaves("a customer note, which no action of the specs leaves", setUpTakes: "relaunch")
    }

    func test_5_leaves_safari_in_front() async throws {
        startsOnOrders()
        SimulatedSafari.install(opening: woo)
        factory.launchSafari()
        XCTAssertNotEqual(woo.app.state, .runningForeground)
        leaves("Safari in front", setUpTakes: nil)
    }

    func test_6_leaves_an_order_open() async throws {
        startsOnOrders()
        factory.makeOrdersScreen().tapFirstOrder()
        XCTAssertEqual(factory.currentScreen(), .singleOrder)
        leaves("an order", setUpTakes: "SingleOrderScreen: goBackToOrdersScreen")
    }
}

/// Where the navigation of the setUp above goes, from each state a test there leaves: asserted
/// here, on a fresh device each, so the class above needs no order to prove it.
final class NavigationFromTheStatesTestsLeave: WooCommerceUITestCase {
    private func steps() -> [String] { SimulatedDevice.current.activities.map(\.name) }

    func test_signed_out_signs_in_through_the_site_address_with_the_tests_values() async throws {
        factory.launch()
        factory.goTo(OrdersScreen.self).verifyLoaded()
        XCTAssertTrue(woo.isLoggedIn)
        XCTAssertTrue(steps().contains("LoginSiteAddressScreen: tapNextButton"), "\(steps())")
        XCTAssertFalse(steps().contains("PrologueScreen: tapContinueWithWordPress"), "\"navigate\": false")
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [])
    }

    func test_the_log_out_alert_is_left_by_back_and_settings_by_the_menu() async throws {
        logIn().goToMenuScreen().openSettingsPane().openLogOutAlert()
        factory.goTo(OrdersScreen.self)
        XCTAssertTrue(woo.isLoggedIn, "not Log Out: confirmLogOut says \"navigate\": false")
        XCTAssertTrue(steps().contains("LogOutAlertScreen<BasePageObject>: cancelLogOut"), "\(steps())")
        XCTAssertTrue(steps().contains("SettingsScreen: goBackToMenu"), "\(steps())")
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [])
    }

    func test_a_new_order_is_cancelled_not_created() async throws {
        logIn().goToOrdersScreen().startOrderCreation()
        factory.goTo(SingleOrderScreen.self)
        XCTAssertFalse(steps().contains("UnifiedOrderScreen: createOrder"), "\"navigate\": false: \(steps())")
        XCTAssertTrue(steps().contains("UnifiedOrderScreen: cancelOrderCreation"), "\(steps())")
        XCTAssertEqual(factory.currentScreen(), .singleOrder)
    }

    func test_a_screen_with_no_way_back_is_left_by_one_relaunch() async throws {
        logIn().goToMenuScreen().goToPaymentsScreen().tapCardReaderManuals()
        let process = woo.app.processIdentifier
        factory.goTo(ReviewsScreen.self)
        XCTAssertNotEqual(woo.app.processIdentifier, process, "relaunched")
        XCTAssertTrue(steps().contains("relaunch"), "\(steps())")
        XCTAssertEqual(factory.currentScreen(), .reviews)
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [])
    }

    func test_goTo_the_prologue_signs_out() async throws {
        logIn().goToProductsScreen()
        factory.goTo(PrologueScreen.self)
        XCTAssertFalse(woo.isLoggedIn)
    }

    func test_where_am_I() async throws {
        let factory = PageObjectsFactory(testCase: self)
        factory.launch()
        XCTAssertEqual(factory.currentScreen(), .prologue)
        let myStore = factory.makePrologueScreen()
            .logInWithSiteAddress(siteUrl: TestCredentials.siteUrl, email: TestCredentials.emailAddress)
        XCTAssertEqual(factory.currentScreen(), .myStore)
        let menu = myStore.goToMenuScreen()
        XCTAssertEqual(factory.currentScreen(), .menu, "the store's name shows on both")
        menu.openSettingsPane().openLogOutAlert()
        XCTAssertEqual(factory.currentScreen(), .logOutAlert, "over Settings")
        factory.goTo(SingleOrderScreen.self)
        XCTAssertEqual(factory.currentScreen(), .singleOrder, "its list's tab bar shows too")
        SimulatedDevice.current.presentSystemAlert(.permissionAlert(.notifications, appName: "WooCommerce"))
        XCTAssertEqual(factory.currentScreen(), .systemDialog, "a system alert is over the app")
        XCTAssertEqual(SimulatedDevice.current.failures.map(\.message), [])
    }
}
#endif
