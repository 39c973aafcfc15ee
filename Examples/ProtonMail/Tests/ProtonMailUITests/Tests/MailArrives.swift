import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// This example's own tests, not the app's: the app's message tests send a message to the signed-in
/// account and pull to refresh once (`.sendMessage(…).refreshMailbox()`), expecting the message
/// to be there, which holds only if the server delivered it before that one refresh. The specs say
/// it as a bounded loop instead (`refreshUntilListed`: `repeat` a pull to refresh `until` the row
/// exists, at most 5 times). ChecksCatchABrokenApp has a message that never arrives.
@MainActor
final class MailArrivesTests: ProtonMailUITestCase {
    #if !canImport(Darwin)
    func testARefreshedInboxListsAMessageTheServerDeliversLate() async throws {
        proton.arriving = (subject: "Hello from the tests", refresh: 3)
        let inbox = logIn()
        XCTAssertFalse(inbox.messageCell(subject: "Hello from the tests").exists)
        inbox.refreshUntilListed(subject: "Hello from the tests")
        XCTAssertEqual(proton.mailboxRefreshes, 3, "it stops at the refresh that lists the message")
        XCTAssertTrue(inbox.messageCell(subject: "Hello from the tests").exists)
    }

    #endif
}
