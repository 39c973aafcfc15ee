import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What every Bank UI test shares, and what the page objects read of the running test (the specs'
/// `"testCase": "BankUITestCase"` gives every page object a `testCase`). A `@MainActor` class with
/// `async` test methods: the form swift-corelibs-xctest runs on Linux (synchronous main-actor test
/// methods crash its test discovery), and a valid one on Apple platforms.
@MainActor
class BankUITestCase: XCTestCase {
    /// The customer this test signs in as; a test may choose another before it signs in.
    var customer = (username: "ada", password: "correct horse")

    override func setUp() async throws {
        continueAfterFailure = false
        #if !canImport(Darwin)
        SimulatedBankApp.install()
        #endif
    }

    /// Signed in as the test's customer, on the accounts screen.
    func signedIn() -> AccountsPage {
        PageObjectsFactory(testCase: self).launch()
            .signInAsTheTestsCustomer()
    }
}

/// The team's own code on a generated page: it signs in as whoever the running test chose.
extension LoginPage {
    func signInAsTheTestsCustomer(file: StaticString = #filePath, line: UInt = #line) -> AccountsPage {
        signInAs(username: testCase.customer.username, password: testCase.customer.password, file: file, line: line)
    }
}
