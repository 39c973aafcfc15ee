import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What every Proton Mail UI test shares (the app's `BaseTestCase` and `FixtureAuthenticatedTestCase`):
/// the factory of robots, which launches the app with the app's launch arguments (in the specs'
/// pagewright.json), and the account the test signs in with. A `@MainActor` class with `async` test
/// methods: the form swift-corelibs-xctest runs on Linux, and a valid one on Apple platforms.
@MainActor
class ProtonMailUITestCase: XCTestCase {
    #if !canImport(Darwin)
    /// The device the simulated app runs on; `OnIPad.swift` runs each test class again on an iPad.
    class var device: SimulatedDevice.Model { .iPhone15 }
    /// The simulated app the test runs against.
    var proton: SimulatedProtonMailApp!
    #endif

    var factory: PageObjectsFactory!
    /// The account the test server created for this test (scenario qaMail001).
    let user = User(name: TestData.user.name, password: TestData.user.password, email: TestData.user.email)

    #if !canImport(Darwin)
    /// Whether the class's tests share one app, each finding it as the test before left it (as
    /// on a device, where the app stays as a test leaves it). Off: each test gets a fresh device.
    class var keepsTheAppBetweenTests: Bool { false }
    /// The app a class that keeps it left, by class.
    private static var kept: [ObjectIdentifier: SimulatedProtonMailApp] = [:]
    #endif

    override func setUp() async throws {
        continueAfterFailure = false
        #if !canImport(Darwin)
        let device = SimulatedDevice.reset(model: Self.device)
        if Self.keepsTheAppBetweenTests, let kept = Self.kept[ObjectIdentifier(Self.self)] {
            // The stand-in gives every test a fresh device; this one takes over the app (its
            // screen, alerts, process, session, PIN) as the class's last test left it.
            device.install(kept.app, asAppUnderTest: true)
            proton = kept
        } else {
            proton = SimulatedProtonMailApp.install(on: device)
        }
        if Self.keepsTheAppBetweenTests { Self.kept[ObjectIdentifier(Self.self)] = proton }
        #endif
        factory = PageObjectsFactory()
    }

    /// Launches the app on its sign-in screen (a fresh app opens there).
    func launch() -> LoginRobot {
        factory.launch().asLogin()
    }

    /// Launches the app and signs in, as `FixtureAuthenticatedTestCase.setUp()` does.
    @discardableResult
    func logIn() -> InboxRobot {
        launch().loginUser(user)
    }
}

/// The account a test signs in with: on a device the one the test server creates for the test
/// (scenario qaMail001, `FixtureAuthenticatedTestCase`), here the simulated app's.
struct TestAccount: Sendable {
    var name: String
    var password: String
    var email: String

    static let fixture = TestAccount(name: "qaMail001", password: "correcthorse", email: "qaMail001@proton.black")
}

/// The test's data (the app's `TestData`): fixed here, so a run is the same every time.
enum TestData {
    static let user = TestAccount.fixture
    /// A name, as `testData.alphaNumericString` gives a random one.
    static func alphaNumericString(_ seed: String) -> String { "pm\(seed)" }
    /// An address, as `testData.newEmailAddress` gives a random one.
    static func newEmailAddress(_ seed: String) -> String { "\(seed)@proton.black" }
}
