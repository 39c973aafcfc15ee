import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's SupportTests (skipped by the app's test plan: it would reach Zendesk), re-expressed
/// against the generated page objects.
class SupportTests: WooCommerceUITestCase {
    // Test ends before tapping the submit button so it doesn't get sent to zendesk
    func test_load_support_screen() async throws {
        factory.launch().tapLogIn()
            .tapHelpButton()
            .tapContactSupport()
            .addEmail(TestCredentials.emailAddress)
            .verifySubmitButtonDisabled()
            .addSupportContent(subject: TestStrings.supportSubject, message: TestStrings.supportMessage)
            .verifySubmitButtonEnabled()
    }
}

/// Texts the tests type (the app's `TestStrings`).
enum TestStrings {
    static let supportSubject = "Subject 123~"
    static let supportMessage = "Support Message 123 ~!@#$%^&*() مرحبًا 你好 привіт olá"
}
