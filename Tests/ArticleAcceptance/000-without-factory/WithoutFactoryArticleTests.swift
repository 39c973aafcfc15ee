// Article 000 ("Olya, tests and factory"), the tests written without a factory, in this
// repository's words: the article's type names, method names and call shapes, against plain page
// objects generated from ./specs. Type-checked by ArticleAcceptanceTests (Swift 6 and 5).
//
// The article keeps screens in stored properties (`let mainScreen = MainScreen()`); page objects
// and XCUIApplication are main-actor types, so in Swift 6 a test case creates them lazily (the
// form another listing of the article uses).
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

@MainActor
class BaseTestCase: XCTestCase {
    let userFixtureService = UserFixtureService()
}

/// The test's own user, as the article's fixture service makes it. The spec declares `User` as
/// external (`"external": true`): the page objects use this type instead of declaring one.
struct User: Hashable, Sendable {
    let login: String
    let password: String
}

/// Makes the users the tests sign in as.
struct UserFixtureService {
    func createUser() -> User {
        User(login: "candidate@example.com", password: "correct horse")
    }
}

/// One line per step, each naming the screen it happens on.
@MainActor
final class ExampleLoginTestSuit: BaseTestCase {
    lazy var mainScreen = MainScreen()
    lazy var profileScreen = ProfileScreen()
    lazy var authorizationScreen = AuthorizationScreen()
    lazy var loginScreen = LoginScreen()

    func testExampleLogin() {
        let user = userFixtureService.createUser()
        mainScreen.openProfileTab()
        profileScreen.goToAuthorization()
        authorizationScreen.goToLogin()
        loginScreen
            .enterLogin(user.login)
            .enterPassword(user.password)
            .logIn()
    }

    /// The article's second listing of the same test ends with `login()`.
    func testExampleLoginAsCommented() {
        let user = userFixtureService.createUser()
        mainScreen.openProfileTab()  // from the main screen open the profile tab
        profileScreen.goToAuthorization()  // on the profile screen choose "Login"
        authorizationScreen.goToLogin()  // sign in by login and password
        loginScreen  // enter the login and password, then press the login button
            .enterLogin(user.login)
            .enterPassword(user.password)
            .login()
    }
}

/// An action whose outcome depends on the app's state: the test describes what happens.
@MainActor
final class ExampleResponseTestSuit: BaseTestCase {
    lazy var vacancyScreen = VacancyScreen()
    lazy var authScreen = AuthScreen()
    lazy var responseScreen = ResponseScreen()

    func testResponseOfAnUnauthorizedUserOpensTheLoginScreen() {
        let user = userFixtureService.createUser()
        vacancyScreen.tapResponseButton()
        authScreen.authUser(user)
        responseScreen.checkScreenIsOpened()
    }

    func testResponseOfAnAuthorizedUserOpensTheResponseScreen() {
        vacancyScreen.tapResponseButton()
        responseScreen.checkScreenIsOpened()
    }

    func testAButtonTappedDirectly() {
        vacancyScreen.responseButton.tap()
        responseScreen.waitForScreen()
    }
}
