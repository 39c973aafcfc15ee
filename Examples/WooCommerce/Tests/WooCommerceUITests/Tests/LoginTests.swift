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
            .verifyLoaded()
    }

    func test_WordPress_unsuccessfull_login() async throws {
        // do not test this case if wpcom login is not available
        guard prologue.isWPComLoginAvailable else {
            return
        }
        prologue.tapContinueWithWordPress()
            .proceedWith(email: TestCredentials.emailAddress)
            .enterInvalidPassword()
            .verifyLoginError()
    }
}

#if !canImport(Darwin)
/// This build of the app hides the WordPress.com login, so on a device the test above returns at its
/// guard and passes without testing anything. The simulated app can show the button: here the test's
/// body runs.
final class LoginTestsWithWordPressLogin: LoginTests {
    override func setUp() async throws {
        try await super.setUp()
        woo.alwaysShowsWPComLogin = true
        prologue = factory.launch()
    }

    override func test_WordPress_unsuccessfull_login() async throws {
        XCTAssertTrue(prologue.isWPComLoginAvailable)
        try await super.test_WordPress_unsuccessfull_login()
    }
}
#endif
