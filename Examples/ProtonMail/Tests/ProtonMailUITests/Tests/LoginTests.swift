import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's `LoginTests` (its one enabled test): a wrong password keeps the app on the sign-in
/// screen with ProtonCore's error banner.
@MainActor
class LoginTests: ProtonMailUITestCase {
    func testTryToLoginWithInvalidPassword() async throws {
        let freeUser = user

        launch()
            .loginWithInvalidPassword(freeUser)
            .incorrectCredentialsErrorDialog()
    }
}
