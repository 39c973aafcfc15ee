// The app's CI runs the whole test plan on an iPhone 15 and on an iPad (10th generation). On Linux
// the simulated device is chosen per test class: each class below runs its parent's tests on the
// iPad. (swift-corelibs-xctest's discovery lists a subclass's inherited tests only when it declares
// a test method itself; each class names all of its parent's, so what runs on the iPad reads here.)
// On Apple platforms the test plan's destination picks the device instead.
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class LoginTestsOnIPad: LoginTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func test_site_address_login_logout() async throws { try await super.test_site_address_login_logout() }
    override func test_WordPress_unsuccessfull_login() async throws { try await super.test_WordPress_unsuccessfull_login() }
}

final class SupportTestsOnIPad: SupportTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func test_load_support_screen() async throws { try await super.test_load_support_screen() }
}

final class UniversalLinksTestsOnIPad: UniversalLinksTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func test_load_payments_universal_link() async throws { try await super.test_load_payments_universal_link() }
    override func test_load_orders_universal_link() async throws { try await super.test_load_orders_universal_link() }
}

final class StatsTestsOnIPad: StatsTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func test_load_stats_screen() async throws { try await super.test_load_stats_screen() }
}

final class OrdersTestsOnIPad: OrdersTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func test_load_orders_screen() async throws { try await super.test_load_orders_screen() }
    override func test_create_new_order() async throws { try await super.test_create_new_order() }
    override func test_load_existing_order() async throws { try await super.test_load_existing_order() }
    override func test_add_note_to_existing_order() async throws { try await super.test_add_note_to_existing_order() }
    override func test_cancel_order_creation() async throws { try await super.test_cancel_order_creation() }
}

final class ProductsTestsOnIPad: ProductsTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func test_load_products_screen() async throws { try await super.test_load_products_screen() }
    override func test_search_product() async throws { try await super.test_search_product() }
    override func test_filter_product() async throws { try await super.test_filter_product() }
    override func test_add_simple_physical_product() async throws { try await super.test_add_simple_physical_product() }
    override func test_add_simple_virtual_product() async throws { try await super.test_add_simple_virtual_product() }
    override func test_add_variable_product() async throws { try await super.test_add_variable_product() }
    override func test_add_grouped_product() async throws { try await super.test_add_grouped_product() }
    override func test_add_external_product() async throws { try await super.test_add_external_product() }
}

final class ReviewsTestsOnIPad: ReviewsTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func test_load_reviews_screen() async throws { try await super.test_load_reviews_screen() }
}

final class PaymentsTestsOnIPad: PaymentsTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func test_load_chipper_card_reader_manual() async throws { try await super.test_load_chipper_card_reader_manual() }
    override func test_load_learn_more_link() async throws { try await super.test_load_learn_more_link() }
    override func test_complete_cash_simple_payment() async throws { try await super.test_complete_cash_simple_payment() }
}
#endif
