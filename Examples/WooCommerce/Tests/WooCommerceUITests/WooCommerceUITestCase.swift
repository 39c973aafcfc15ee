import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What every WooCommerce UI test shares: the factory of page objects, which launches the app as
/// the app's own test classes launch it (logged out, animations off, the network mocked: the
/// launch arguments are in the specs' pagewright.json). A `@MainActor` class with `async` test methods:
/// the form swift-corelibs-xctest runs on Linux, and a valid one on Apple platforms.
@MainActor
class WooCommerceUITestCase: XCTestCase {
    #if !canImport(Darwin)
    /// The device the simulated app runs on. The app's CI runs every test on an iPhone 15 and on an
    /// iPad (10th generation); `OnIPad.swift` runs each test class again on the iPad.
    class var device: SimulatedDevice.Model { .iPhone15 }
    #endif

    var factory: PageObjectsFactory!
    #if !canImport(Darwin)
    /// The simulated app the test runs against.
    var woo: SimulatedWooCommerceApp!
    #endif

    override func setUp() async throws {
        continueAfterFailure = false
        #if !canImport(Darwin)
        woo = SimulatedWooCommerceApp.install(on: SimulatedDevice.reset(model: Self.device))
        #endif
        factory = PageObjectsFactory()
    }

    /// Launches the app and logs in with the store's address (the app's `LoginFlow.login()`; the
    /// WordPress.com branch it tries first is hidden in this build of the app).
    @discardableResult
    func logIn() -> MyStoreScreen {
        factory.launch()
            .logInWithSiteAddress(siteUrl: TestCredentials.siteUrl, email: TestCredentials.emailAddress)
    }
}

/// The test account and store (the app's `TestCredentials`).
enum TestCredentials {
    static let emailAddress = "t@wp.com"
    static let siteUrl = "http://yourwoosite.com"
    static let siteUrlHost = "yourwoosite.com"
    static let storeName = "Your WooCommerce Store"
}
