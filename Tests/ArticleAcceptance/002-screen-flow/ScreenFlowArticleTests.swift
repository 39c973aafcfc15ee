// Article 002 ("Screen Flow Pattern in XCUITests"): the article's code listings did not survive in
// the seed (only their line numbers), so there is no test code to transcribe. These tests follow
// its prose with the screens it names (WelcomeScreen, LoginScreen, PhotoDetailScreen,
// VideoDetailScreen, a second app): every action returns the next screen, verified when it is
// made (the synchronisation point), a tap that can open a photo or a video is continued with the
// destination the test expects, and waits are the three named times. Type-checked by
// ArticleAcceptanceTests (Swift 6 and 5).
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

@MainActor
final class ScreenFlowTests: XCTestCase {
    func testLoggingInAndOpeningAPhoto() {
        PageObjectsFactory()
            .launch()  // WelcomeScreen, verified within appLaunch
            .tapLogin()
            .enterEmail("rider@example.com")
            .enterPassword("correct horse")
            .tapLogin()  // GalleryScreen, verified within networking
            .openMedia(at: 0)
            .asPhotoDetail()  // the article's `.as(PhotoDetailScreen.self)`
            .close()
            .openMedia(at: 1)
            .asVideoDetail()
            .close()
            .logOut()
            .tapRegistration()
            .goBack()
    }

    func testAWrongPasswordStaysOnTheLoginScreen() {
        PageObjectsFactory()
            .launch()
            .tapLogin()
            .enterEmail("rider@example.com")
            .enterPassword("wrong")
            .tapLoginExpectingError()
            .showsError("Wrong password")
    }

    /// Two apps: the passenger app under test and the driver app, each screen on its own app.
    func testTheDriverSeesTheRideRequest() {
        let driver = XCUIApplication(bundleIdentifier: "com.example.driver")
        let factory = PageObjectsFactory(application: XCUIApplication(), driver: driver)
        driver.launch()
        factory.makeDriverHomeScreen()
            .showsRequest(passenger: "Ada")
            .acceptRide(passenger: "Ada")
    }
}
