// Article 000 ("Olya, tests and factory"), the tests that use a factory of page objects, in this
// repository's words: the article's type names, method names and call shapes, against page
// objects generated from ./specs. Type-checked by ArticleAcceptanceTests (Swift 6 and 5).
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What the article's tests share: the factory (and the spelling one listing uses for it) and a
/// service that makes test users.
@MainActor
class BaseTestCase: XCTestCase {
    lazy var pageObjectsFactory = PageObjectsFactory()
    /// One listing of the article writes `pageObjectFactory`.
    var pageObjectFactory: PageObjectsFactory { pageObjectsFactory }
    let userFixtureService = UserFixtureService()
}

/// Makes the users the tests sign in as.
struct UserFixtureService {
    func createUser() -> User {
        User(login: "candidate@example.com", password: "correct horse")
    }
}

/// From the profile tab to a signed-in user, one chain.
@MainActor
final class ExampleLoginTestSuit: BaseTestCase {
    func testExampleLogin() {
        let user = userFixtureService.createUser()
        pageObjectsFactory
            .makeMainScreenPageObject()
            .openProfileTab()
            .goToAuthorization()
            .goToLogin()
            .enterLogin(user.login)
            .enterPassword(user.password)
            .logIn()
    }
}

/// The tab bar's actions come from `TabBarUsable`, on every screen that adopts it.
@MainActor
final class ExampleTabbarTestSuit: BaseTestCase {
    func testExampleOpenSearchTab() {
        pageObjectsFactory
            .makeMainScreenPageObject()
            .openVacanciesList()
            .openVacancy()  // returns the vacancy's page object
            .openSearchTab()  // from TabBarUsable
    }
}

/// Breaking the chain once after an alert, as the article's first workaround does.
@MainActor
final class ExampleTestSuit: BaseTestCase {
    func testExample() {
        pageObjectsFactory
            .makeMainScreenPageObject()
            .openVacanciesList()
            .openVacancy()
            .openAlert()
            .closeAlert()
        pageObjectFactory
            .makeVacancyPageObject()  // the screen made again
            .waitView()
    }
}

/// An alert opened from anywhere returns to the screen that opened it.
@MainActor
final class ExampleSourcesTestSuit: BaseTestCase {
    func testExampleSource() {
        pageObjectsFactory
            .makeMainScreenPageObject()
            .openVacanciesList()
            .openVacancy()
            .openAlert()
            .dismissAlert()
            .checkVacancyScreenIsOpened()  // back on the vacancy, the chain goes on
    }

    func testTheAlertRemembersItsOpener() {
        let alert: AlertPageObject<VacancyPageObject> = pageObjectsFactory
            .makeMainScreenPageObject()
            .openVacanciesList()
            .openVacancy()
            .openAlert()
        alert.dismissAlert().waitView()
    }
}

/// A huge screen worked with section by section.
@MainActor
final class ExampleSectionsTestSuit: BaseTestCase {
    func testSearchHistorySection() {
        pageObjectsFactory
            .makeMainScreenPageObject()
            .openSearchTab()  // appears in MainScreenPageObject
            .section(SearchHistoryPageObject.self)  // into the search history
            .waitHistoryIsLoad()  // a check of the section's page object
            .section(MainScreenPageObject.self)  // back to the screen the section belongs to
            .openVacanciesList()
    }

    /// The article's `MainScreenPageObject.section<Section: MainScreenSection>(_:) -> Section`:
    /// code generic over the sections reaches any of them through the one generic method.
    func openSection<Section: MainScreenSection>(_ section: Section.Type, on mainScreen: MainScreenPageObject) -> Section {
        mainScreen.section(section)
    }

    func testAnySectionThroughTheGenericMethod() {
        let mainScreen = pageObjectsFactory.makeMainScreenPageObject()
        openSection(SearchHistoryPageObject.self, on: mainScreen)
            .waitHistoryIsLoad()
    }
}

/// The vacancy's response actions: one per way the app can go on.
@MainActor
final class ExampleResponseTestSuit: BaseTestCase {
    func testResponseOfASignedInUser() {
        pageObjectsFactory
            .makeVacancyPageObject()
            .tapResponseButton()
            .checkScreenIsOpened()
    }

    func testResponseOfASignedOutUser() {
        let user = userFixtureService.createUser()
        pageObjectsFactory
            .makeVacancyPageObject()
            .tapResponseButtonAndLogin(login: user.login)
            .checkScreenIsOpened()
    }

    func testTheProfileOpensTheAuthScreen() {
        let auth: AuthPageObject = pageObjectsFactory
            .makeMainScreenPageObject()
            .openProfileTab()
            .goToAuthScreen()
        auth.goToLogin()
    }
}
