import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's LoginTests, re-expressed against the generated page objects.
class LoginTests: WooCommerceUITestCase {
    var prologue: PrologueScreen!

    override func setUp() async throws {
        try await super.setUp()
        prologue = factory.launch()
    }

    func test_site_address_login_logout() async throws {
        // do not test this case if site address login is not available
        guard prologue.isSiteAddressLoginAvailable else {
            return
        }
        prologue
            .tapLogIn()
            .proceedWith(siteUrl: TestCredentials.siteUrl)
            .proceedWith(email: TestCredentials.emailAddress)
            .enterValidPassword()
            .enterValidTwoFACode()
            .goToMenuScreen()
            .verifySelectedStoreDisplays(storeTitle: TestCredentials.storeName, storeURL: TestCredentials.siteUrlHost)
            .openSettingsPane()
            .logOut()
            .verifyPrologueScreenLoaded()
    }
}
