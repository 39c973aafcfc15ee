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
        PageObjectsFactory().launch()
            .enterUsername("ada")
            .enterPassword("incorrect")
            .signInExpectingError()
            .errorIs(message: "Wrong username or password")
    }

    func testSigningOutReturnsToLogin() async throws {
        signedIn()
            .signOut()
            .enterUsername("ada")
    }
}
