import Foundation
import XCTest
import StartAnywherePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Navigation from wherever the app is, through the factory style's page objects, on an app
/// whose start depends on what it kept, whose sign-in sometimes takes a detour, and which has a
/// screen only a relaunch leaves.
final class FactoryStartAnywhereTests: MailTestCase {
    // MARK: Launching into one of several screens

    func testLaunchSaysWhichEntryTheAppOpenedOn() async throws {
        let first = PageObjectsFactory().launch()
        XCTAssertEqual(first.screen, .onboarding)
        first.asOnboarding().skip()

        let again = PageObjectsFactory(application: application(["-onboarded"]), springboard: XCUIApplication(bundleIdentifier: "com.apple.springboard")).launch()
        XCTAssertEqual(again.screen, .inbox)
        XCTAssertTrue(again.asInbox().title.exists)
    }

    func testATestGoesOnToTheScreenItWantsWhicheverEntryShowed() async throws {
        for arguments in [[], ["-onboarded"]] {
            let factory = PageObjectsFactory(application: application(arguments), springboard: XCUIApplication(bundleIdentifier: "com.apple.springboard"))
            factory.launch()
            factory.goTo(SettingsPageObject.self)
            XCTAssertEqual(mail.currentScreen, "Settings", "after launching with \(arguments)")
        }
    }

    // MARK: Where am I

    func testPrecedenceTellsAMessageFromTheInboxWhoseTitleItShows() async throws {
        let factory = PageObjectsFactory(application: application(["-onboarded"]), springboard: XCUIApplication(bundleIdentifier: "com.apple.springboard"))
        factory.launch().asInbox().openFirstMessage()
        XCTAssertEqual(factory.currentScreen(), .message)
        XCTAssertTrue(MessagePageObject.isDisplayed(in: factory.application) && InboxPageObject.isDisplayed(in: factory.application),
                      "both screens' anchors hold: only precedence tells them apart")
    }

    func testASheetIsAnsweredOverTheScreenItCovers() async throws {
        let factory = PageObjectsFactory(application: application(["-onboarded"]), springboard: XCUIApplication(bundleIdentifier: "com.apple.springboard"))
        factory.launch().asInbox().compose()
        XCTAssertEqual(factory.currentScreen(), .compose)
        factory.goTo(SettingsPageObject.self)
        XCTAssertEqual(mail.sent, 0, "left by Cancel: Send says \"navigate\": false")
    }

    // MARK: A sign-in that sometimes takes a detour

    func testSigningInArrivesEitherWayAndSaysWhichWayItWent() async throws {
        let straight = PageObjectsFactory().launch().asOnboarding().goToSignIn()
            .enterEmail(SimulatedMail.account.email).enterPassword(SimulatedMail.account.password)
            .signIn()
        XCTAssertNil(straight.arrivedThrough)
        XCTAssertTrue(mail.signedIn)

        mail = SimulatedMail.install(on: SimulatedDevice.reset())
        let factory = PageObjectsFactory(application: application(["-unknownDevice"]), springboard: XCUIApplication(bundleIdentifier: "com.apple.springboard"))
        let detour = factory.launch().asOnboarding().goToSignIn()
            .enterEmail(SimulatedMail.account.email).enterPassword(SimulatedMail.account.password)
            .signIn()
        XCTAssertEqual(detour.arrivedThrough, "TwoFactor", "the code step, taken with the value the spec gives")
        XCTAssertTrue(mail.signedIn)
        XCTAssertEqual(mail.currentScreen, "Inbox")
    }

    func testGoToCrossesTheSignInWithItsNeedsAndItsDetour() async throws {
        let factory = PageObjectsFactory(application: application(["-unknownDevice"]), springboard: XCUIApplication(bundleIdentifier: "com.apple.springboard"))
        factory.launch().asOnboarding().goToSignIn()
        factory.goTo(InboxPageObject.self)
        XCTAssertTrue(mail.signedIn, "signIn took enterEmail and enterPassword first, then the code step")
    }

    // MARK: The declared last resort

    func testADeadEndIsLeftByOneRelaunchBecauseTheSpecsAllowIt() async throws {
        let factory = PageObjectsFactory(application: application(["-onboarded"]), springboard: XCUIApplication(bundleIdentifier: "com.apple.springboard"))
        factory.launch().asInbox().openSettings().openDiagnostics()
        let process = mail.app.processIdentifier

        let failures = recordingFailures { factory.goTo(SettingsPageObject.self) }

        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertNotEqual(mail.app.processIdentifier, process, "relaunched")
        XCTAssertEqual(mail.currentScreen, "Settings")
        XCTAssertTrue(device.activities.contains { $0.name == "relaunch" })
    }

    func testAStateTheSpecsDoNotDescribeFailsAtTheTestsLineAfterTheOneRelaunch() async throws {
        mail.app.screen("Crash") { SimulatedElement.text("Something went wrong", id: "Crash.message") }
        mail.app.initialScreen = "Crash"
        let factory = PageObjectsFactory()
        // Looking for a screen that never comes, for the waiting time, then again after the
        // relaunch for the launch's: about 80 s of simulated looks, a look a second at most.
        roundTripBudget = 2_000

        let failures = recordingFailures { factory.goTo(InboxPageObject.self) }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(failures.first?.message.hasPrefix("go to Inbox: no screen of the specs is showing after") == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("The app was relaunched once. Identifiers on screen: Crash.message") == true, "\(failures)")
    }
}
