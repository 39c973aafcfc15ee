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

    #if !canImport(Darwin)
    /// Whether the class's tests share one app, each finding it as the test before left it (as
    /// on a device, where the app stays as a test leaves it). Off: each test gets a fresh device.
    class var keepsTheAppBetweenTests: Bool { false }
    /// The app a class that keeps it left, by class.
    private static var kept: [ObjectIdentifier: (woo: SimulatedWooCommerceApp, device: SimulatedDevice)] = [:]
    #endif

    override func setUp() async throws {
        continueAfterFailure = false
        #if !canImport(Darwin)
        if Self.keepsTheAppBetweenTests {
            // The stand-in gives every test a fresh device; this one takes over the apps (their
            // screens, alerts, process, session) of the device the class's last test used.
            let device = SimulatedDevice.reset(model: Self.device)
            if let (kept, old) = Self.kept[ObjectIdentifier(Self.self)] {
                for app in old.apps.values where app !== old.springboard { device.install(app) }
                device.install(kept.app, asAppUnderTest: true)
                woo = kept
            } else {
                woo = SimulatedWooCommerceApp.install(on: device)
            }
            Self.kept[ObjectIdentifier(Self.self)] = (woo, device)
        } else {
            woo = SimulatedWooCommerceApp.install(on: SimulatedDevice.reset(model: Self.device))
        }
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
