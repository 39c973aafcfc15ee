// Article 002 ("Screen Flow Pattern in XCUITests"): the article's code listings did not survive in
// the seed (only their line numbers), so there is no test code to transcribe. These tests follow
// its prose with the screens it names (WelcomeScreen, LoginScreen, PhotoDetailScreen,
// VideoDetailScreen, a second app), in the plain style with the article's options: a screen
// verifies itself when it is created (its init is the synchronisation point), every action
// returns the next screen, a tap that can open a photo or a video is continued with the
// destination the test expects, and waits are named. Type-checked by ArticleAcceptanceTests
// (Swift 6 and 5).
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

@MainActor
final class ScreenFlowTests: XCTestCase {
    func testLoggingInAndOpeningAPhoto() {
        XCUIApplication().launch()
        WelcomeScreen()  // verified on creation, within appLaunch
            .tapLogin()
            .enterEmail("rider@example.com")
            .enterPassword("correct horse")
            .tapLogin()  // GalleryScreen, verified within networking
            .openMedia(at: 0)
            .as(PhotoDetailScreen.self)  // the article's chaining by type
            .close()
            .openMedia(at: 1)
            .asVideoDetail()
            .close()
            .logOut()
            .tapRegistration()
            .goBack()
    }

    func testAWrongPasswordStaysOnTheLoginScreen() {
        XCUIApplication().launch()
        WelcomeScreen()
            .tapLogin()
            .enterEmail("rider@example.com")
            .enterPassword("wrong")
            .tapLoginExpectingError()
            .showsError("Wrong password")
    }

    /// Two apps: the passenger app under test and the driver app, each screen on its own app.
    func testTheDriverSeesTheRideRequest() {
        XCUIApplication(bundleIdentifier: "com.example.driver").launch()
        DriverHomeScreen()  // on the driver app, the app its spec names
            .showsRequest(passenger: "Ada")
            .acceptRide(passenger: "Ada")
    }
}
