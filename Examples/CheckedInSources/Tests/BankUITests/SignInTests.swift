import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

final class SignInTests: BankUITestCase {
    func testSigningInShowsTheBalances() async throws {
        signedIn()
            .balanceIs(account: "checking", amount: "$1,200.00")
            .balanceIs(account: "savings", amount: "$5,000.00")
    }

    func testAWrongPasswordIsRefusedOnTheSameScreen() async throws {
        PageObjectsFactory(testCase: self).launch()
            .enterUsername("ada")
            .enterPassword("incorrect")
            .signInExpectingError()
            .errorIs(message: "Wrong username or password")
    }

    /// Every page object holds the running test, handed on from page to page.
    func testThePagesHoldTheRunningTest() async throws {
        let login = PageObjectsFactory(testCase: self).launch()
        XCTAssertTrue(login.testCase === self)
        XCTAssertTrue(login.signInAsTheTestsCustomer().testCase === self)
    }

    func testSigningOutReturnsToLogin() async throws {
        signedIn()
            .signOut()
            .enterUsername("ada")
    }
}
