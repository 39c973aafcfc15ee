import Foundation
import XCTest
import StartAnywherePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The same navigation through the plain style's `ScreenNavigator` and page objects made
/// directly, and through Screenplay's `GoTo`, `CurrentScreen` and Tasks.
final class PlainStartAnywhereTests: MailTestCase {
    func testLaunchSaysWhichEntryShowed() async throws {
        XCTAssertEqual(ScreenNavigator().launch(), .onboarding)
        XCTAssertEqual(ScreenNavigator(application: application(["-onboarded"])).launch(), .inbox)
        InboxScreen().openSettings()
        XCTAssertEqual(mail.currentScreen, "Settings")
    }

    func testGoToFromASheetOverAMessageWithoutRelaunching() async throws {
        let application = application(["-onboarded"])
        let navigator = ScreenNavigator(application: application)
        navigator.goTo(MessageScreen.self)
        mail.presentCompose()
        XCTAssertEqual(navigator.currentScreen(), .compose)
        let process = mail.app.processIdentifier

        navigator.goTo(SettingsScreen.self)

        XCTAssertEqual(mail.currentScreen, "Settings")
        XCTAssertEqual(mail.app.processIdentifier, process)
        XCTAssertEqual(mail.sent, 0, "left by Cancel, never by Send")
    }

    func testSigningInTakesTheCodeStepWhenTheAppShowsIt() async throws {
        let application = application(["-unknownDevice"])
        let navigator = ScreenNavigator(application: application)
        navigator.goTo(SignInScreen.self)
            .enterEmail(SimulatedMail.account.email)
            .enterPassword(SimulatedMail.account.password)
            .signIn()
        XCTAssertTrue(mail.signedIn)
        // A plain action that leaves returns before the app has moved on: the test waits for the
        // next screen, as plain tests do ("where am I" would answer the code step, still showing).
        InboxScreen(application: application).waitForScreen()
        XCTAssertEqual(navigator.currentScreen(), .inbox)
    }

    func testADeadEndIsLeftByTheRelaunchTheSpecsAllow() async throws {
        let navigator = ScreenNavigator(application: application(["-onboarded"]))
        navigator.goTo(DiagnosticsScreen.self)
        let failures = recordingFailures { navigator.goTo(InboxScreen.self) }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(mail.currentScreen, "Inbox")
        XCTAssertTrue(device.activities.contains { $0.name == "relaunch" })
    }
}

final class ScreenplayStartAnywhereTests: MailTestCase {
    func testLaunchWaitsForWhicheverEntryShowsAndGoToGoesOnFromThere() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        XCTAssertEqual(CurrentScreen.answer(), .onboarding)

        ada.has(Launch.theApp(arguments: ["-onboarded"]))
        ada.sees(CurrentScreen.is(.inbox))
        ada.attemptsTo(GoTo.screen(.settings))
        XCTAssertEqual(mail.currentScreen, "Settings")
    }

    func testSigningInArrivesThroughTheCodeStepEitherWay() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(arguments: ["-unknownDevice"]))
        ada.attemptsTo(GoToSignIn(), EnterEmail.with(SimulatedMail.account.email), EnterPassword.with(SimulatedMail.account.password), SignInSignIn())
        XCTAssertTrue(mail.signedIn)
        ada.sees(CurrentScreen.is(.inbox))
    }

    func testPrecedenceAnswersTheMessage() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp(arguments: ["-onboarded"]))
        ada.attemptsTo(GoTo.screen(.message))
        ada.sees(CurrentScreen.is(.message))
    }
}
