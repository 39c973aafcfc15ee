import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The four demo journeys of `RuntimeCostTests`, once per way of writing page objects: the
/// generated factory, plain and Screenplay styles, and the hand-written article-style baseline
/// (`HandWrittenPages.swift`). Each runs against the job app on the current device; the chaos
/// tests run them under many seeds.
@MainActor
enum ChaosJourneys {
    enum Style: String, CaseIterable {
        case factory, plain, screenplay, handWritten = "hand-written"
    }

    struct Journey {
        var name: String
        var launchArguments: [String] = []
        var run: @MainActor (Style) -> Void
    }

    static let journeys: [Journey] = [
        Journey(name: "log in", run: logIn),
        Journey(name: "open a vacancy and respond", launchArguments: ["-loggedIn"], run: respond),
        Journey(name: "open and dismiss the confirmation alert", run: dismissAlert),
        Journey(name: "remove a saved vacancy", run: removeSaved),
    ]

    /// The app under test as the journey launches it.
    private static var application: XCUIApplication {
        let application = XCUIApplication()
        application.launchArguments = current?.launchArguments ?? []
        return application
    }

    private static var current: Journey?
    private static var springboard: XCUIApplication { XCUIApplication(bundleIdentifier: "com.apple.springboard") }

    /// Runs `journey` in `style` on the current device.
    static func run(_ journey: Journey, in style: Style) {
        current = journey
        defer { current = nil }
        journey.run(style)
    }

    private static func factory() -> PageObjectsFactory {
        PageObjectsFactory(application: application, springboard: springboard)
    }

    private static func handWritten() -> PageFactory {
        PageFactory(application: application, springboard: springboard)
    }

    private static func launchPlain() -> MainScreen {
        MainScreen.launch(application: application)
    }

    private static func launchScreenplay(_ actor: DemoPageObjects.Actor) {
        actor.has(Launch.theApp(arguments: current?.launchArguments ?? []))
    }

    private static func logIn(_ style: Style) {
        switch style {
        case .factory:
            factory().launch()
                .openProfileTab()
                .goToAuthorization()
                .goToLogin()
                .enterLogin("ada@example.com")
                .enterPassword("s3cret")
                .logIn()
                .isLoggedInAs(name: "Ada Lovelace")
        case .plain:
            launchPlain().openProfileTab()
            ProfileScreen().waitForScreen().goToAuthorization()
            AuthorizationScreen().waitForScreen().goToLogin()
            LoginScreen().waitForScreen()
                .enterLogin("ada@example.com")
                .enterPassword("s3cret")
                .logIn()
            ProfileScreen().waitForScreen().isLoggedInAs(name: "Ada Lovelace")
        case .screenplay:
            let ada = DemoPageObjects.Actor(called: "Ada")
            launchScreenplay(ada)
            ada.attemptsTo(OpenProfileTab(), GoToAuthorization(), GoToLogin(),
                           EnterLogin.with("ada@example.com"), EnterPassword.with("s3cret"), LogIn())
            ada.sees(Profile.isLoggedInAs(name: "Ada Lovelace"))
        case .handWritten:
            handWritten().launch()
                .openProfileTab()
                .goToAuthorization()
                .goToLogin()
                .enterLogin("ada@example.com")
                .enterPassword("s3cret")
                .logIn()
                .checkLoggedIn(as: "Ada Lovelace")
        }
    }

    private static func respond(_ style: Style) {
        switch style {
        case .factory:
            factory().launch()
                .openVacanciesList()
                .openVacancy()
                .titleIs(text: "QA Automation Engineer")
                .tapResponseButton()
                .asResponseSent()
                .messageMentions(text: "has been sent")
                .close()
                .titleIs(text: "QA Automation Engineer")
        case .plain:
            launchPlain().openVacanciesList()
            VacancyListScreen().waitForScreen().openVacancy()
            VacancyScreen().waitForScreen().titleIs(text: "QA Automation Engineer").tapResponseButton()
            ResponseSentScreen().waitForScreen().messageMentions(text: "has been sent").close()
            VacancyScreen().waitForScreen().titleIs(text: "QA Automation Engineer")
        case .screenplay:
            let ada = DemoPageObjects.Actor(called: "Ada")
            launchScreenplay(ada)
            ada.attemptsTo(OpenVacanciesList(), OpenVacancy())
            ada.sees(Vacancy.title(is: "QA Automation Engineer"))
            ada.attemptsTo(TapResponseButton())
            ada.sees(ResponseSent.isDisplayed(), ResponseSent.messageMentions(text: "has been sent"))
            ada.attemptsTo(CloseResponseSent())
            ada.sees(Vacancy.title(is: "QA Automation Engineer"))
        case .handWritten:
            handWritten().launch()
                .openVacanciesList()
                .openVacancy()
                .checkTitle("QA Automation Engineer")
                .tapResponseButton()
                .checkMessageMentions("has been sent")
                .close()
                .checkTitle("QA Automation Engineer")
        }
    }

    private static func dismissAlert(_ style: Style) {
        switch style {
        case .factory:
            factory().launch()
                .openVacanciesList()
                .openVacancyAt(position: 1)
                .openAlert()
                .dismissAlert()
                .titleIs(text: "iOS Developer")
        case .plain:
            launchPlain().openVacanciesList()
            VacancyListScreen().waitForScreen().openVacancyAt(position: 1)
            VacancyScreen().waitForScreen().openAlert()
            ConfirmationAlertScreen().waitForScreen().dismissAlert()
            VacancyScreen().waitForScreen().titleIs(text: "iOS Developer")
        case .screenplay:
            let ada = DemoPageObjects.Actor(called: "Ada")
            launchScreenplay(ada)
            ada.attemptsTo(OpenVacanciesList(), OpenVacancyAt.inPosition(1), OpenAlert(), DismissAlert())
            ada.sees(Vacancy.title(is: "iOS Developer"))
        case .handWritten:
            handWritten().launch()
                .openVacanciesList()
                .openVacancy(at: 1)
                .openAlert()
                .dismissAlert()
                .checkTitle("iOS Developer")
        }
    }

    private static func removeSaved(_ style: Style) {
        switch style {
        case .factory:
            factory().launch()
                .openSavedVacancies()
                .savedCountIs(count: 3)
                .removeSavedVacancy(position: 0)
                .savedCountIs(count: 2)
        case .plain:
            launchPlain().openSavedVacancies()
            SavedVacanciesScreen().waitForScreen()
                .savedCountIs(count: 3)
                .removeSavedVacancy(position: 0)
                .savedCountIs(count: 2)
        case .screenplay:
            let ada = DemoPageObjects.Actor(called: "Ada")
            launchScreenplay(ada)
            ada.attemptsTo(OpenSavedVacancies())
            ada.sees(SavedVacancies.savedCount(is: 3))
            ada.attemptsTo(RemoveSavedVacancy.inPosition(0))
            ada.sees(SavedVacancies.savedCount(is: 2))
        case .handWritten:
            handWritten().launch()
                .openSavedVacancies()
                .checkSavedCount(3)
                .removeSavedVacancy(at: 0)
                .checkSavedCount(2)
        }
    }
}
