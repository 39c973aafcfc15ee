import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

final class TransferTests: BankUITestCase {
    func testATransferLowersTheCheckingBalance() async throws {
        let receipt = signedIn()
            .openTransfer()
            .enterRecipient("Grace")
            .enterAmount("200")
            .send()                         // waits for the bank's answer
        XCTAssertEqual(receipt.detailText, "$200.00 sent to Grace")
        receipt.done()
            .balanceIs(account: "checking", amount: "$1,000.00")
            .balanceIs(account: "savings", amount: "$5,000.00")
    }

    func testCancellingSendsNothing() async throws {
        signedIn()
            .openTransfer()
            .enterAmount("50")
            .cancel()
            .balanceIs(account: "checking", amount: "$1,200.00")
    }
}
