import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What every Bank UI test shares. A `@MainActor` class with `async` test methods: the form
/// swift-corelibs-xctest runs on Linux (synchronous main-actor test methods crash its test
/// discovery), and a valid one on Apple platforms.
@MainActor
class BankUITestCase: XCTestCase {
    override func setUp() async throws {
        continueAfterFailure = false
        #if !canImport(Darwin)
        SimulatedBankApp.install()
        #endif
    }

    /// Signed in as the test customer, on the accounts screen.
    func signedIn() -> AccountsPage {
        PageObjectsFactory().launch()
            .signInAs(username: "ada", password: "correct horse")
    }
}
