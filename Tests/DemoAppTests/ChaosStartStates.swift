import Foundation
import SyntheticSpecs
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Where a test may find the app when it starts, as `ChaosStartStateTests` draws it from a seed:
/// not running, or running on any of its screens (logged in or not), perhaps with the app's
/// confirmation alert open over it, a permission alert of Springboard's over that, the app sent
/// to the background. The state is made by driving the simulated app directly (its state, `show`,
/// its own alert), not through page objects, so that navigation is what is tested. Then the app
/// is brought to every screen navigation can reach, one after another in a seeded order, in one
/// style of page objects.
@MainActor
enum ChaosStartStates {
    /// A way of writing page objects whose navigation from wherever the app is is tested.
    enum Style: String, CaseIterable {
        case factory, plain, screenplay
    }

    /// The start state one seed draws.
    struct StartState: CustomStringConvertible {
        enum Process: String { case notRunning = "not running", foreground, background }

        var process: Process
        /// Launched with `-loggedIn` (the factory launches with it too, when the app is not running).
        var loggedIn: Bool
        /// The screen the app shows (when it runs), with the vacancy and gallery tile it shows.
        var screen: SimulatedJobApp.Screen
        var vacancyID: Int
        var tileIndex: Int
        /// Virtual seconds that pass once the screen is shown: from none (the screen still
        /// loading, chaos's late elements and disabled buttons still to come) to all of it.
        var settling: TimeInterval
        /// The app's "Are you sure?" alert open over the screen (only where the app opens it).
        var confirmation: Bool
        /// A Springboard permission alert over the app.
        var systemAlert: SimulatedPermission?
        /// The screens to go to, in order.
        var destinations: [Destination]

        /// The vacancy the app responded to on the way to the start state (the response sheet).
        var respondedTo: Int? { process != .notRunning && screen == .responseSent ? vacancyID : nil }

        /// Screens with a `goTo` that no way reaches from this state. The only move to
        /// ResponseSent is Respond on the vacancy navigation opens (VacancyList's
        /// `openFirstVacancyWithSalary`); once the app has responded to it, Respond reads "You
        /// responded" and is disabled, as it stays on a device (the backend remembers), and
        /// navigation cannot get there: it fails saying so. (Opening another vacancy takes a
        /// position, which the specs give navigation no value for.)
        var unreachable: [Destination] {
            respondedTo == ChaosStartStates.vacancyNavigationOpens ? destinations.filter { $0.name == "ResponseSent" } : []
        }

        /// The screens to go to, in order, that a way reaches.
        var reachable: [Destination] {
            let unreachable = Set(unreachable.map(\.name))
            return destinations.filter { !unreachable.contains($0.name) }
        }

        var description: String {
            guard process != .notRunning else { return "not running (\(loggedIn ? "-loggedIn" : "logged out"))" }
            var parts = ["\(process) on \(screen.rawValue)", loggedIn ? "logged in" : "logged out", "after \(String(format: "%.2f", settling)) s"]
            if confirmation { parts.append("ConfirmationAlert open") }
            if let systemAlert { parts.append("\(systemAlert) alert over it") }
            return parts.joined(separator: ", ")
        }
    }

    /// A screen navigation can go to, how each style goes there, and what "where am I" answers
    /// once there.
    struct Destination: CustomStringConvertible {
        let name: String
        /// The screen "where am I" answers on arrival, as the specs name it: the screen, or for a
        /// section its container (a section is part of its container's screen).
        let answer: String
        /// Goes there through the factory's `goTo` at `file`/`line`; the page object it returns.
        let factory: @MainActor (PageObjectsFactory, StaticString, UInt) -> BasePageObject
        /// Goes there through the plain style's `ScreenNavigator.goTo` at `file`/`line`; the
        /// screen object it returns.
        let plain: @MainActor (ScreenNavigator, StaticString, UInt) -> BaseScreen
        /// The screen as the Screenplay style's `GoTo.screen(_:)` names it.
        let screenplay: GoTo.Screen
        /// That the screen shows, as a Screenplay Question made at `file`/`line`.
        let isDisplayed: @MainActor (StaticString, UInt) -> any Question

        var description: String { name }
    }

    /// Every screen that has a `goTo` and a way to it over the moves the specs allow.
    /// PhotoDetail and VideoDetail have a `goTo` but no way leads to them: CompanyGallery's
    /// `openTile` takes a tile index the specs give no value for navigation, so `goTo` reaches them
    /// only from where they already show.
    static let destinations: [Destination] = [
        Destination(name: "Authorization", answer: "Authorization",
                    factory: { $0.goTo(AuthorizationPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(AuthorizationScreen.self, file: $1, line: $2) },
                    screenplay: .authorization, isDisplayed: { Authorization.isDisplayed(file: $0, line: $1) }),
        Destination(name: "CompanyGallery", answer: "CompanyGallery",
                    factory: { $0.goTo(CompanyGalleryPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(CompanyGalleryScreen.self, file: $1, line: $2) },
                    screenplay: .companyGallery, isDisplayed: { CompanyGallery.isDisplayed(file: $0, line: $1) }),
        // The factory's is SavedVacancies' `clearAll` (its `Source` is a known type); the other
        // styles' goes the shortest way, Vacancy's `openAlert` or SavedVacancies' `clearAll`.
        Destination(name: "ConfirmationAlert", answer: "ConfirmationAlert",
                    factory: { $0.goTo(ConfirmationAlertPageObject<SavedVacanciesPageObject>.self, file: $1, line: $2) },
                    plain: { $0.goTo(ConfirmationAlertScreen.self, file: $1, line: $2) },
                    screenplay: .confirmationAlert, isDisplayed: { ConfirmationAlert.isDisplayed(file: $0, line: $1) }),
        Destination(name: "Login", answer: "Login",
                    factory: { $0.goTo(LoginPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(LoginScreen.self, file: $1, line: $2) },
                    screenplay: .login, isDisplayed: { Login.isDisplayed(file: $0, line: $1) }),
        Destination(name: "Main", answer: "Main",
                    factory: { $0.goTo(MainPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(MainScreen.self, file: $1, line: $2) },
                    screenplay: .main, isDisplayed: { Main.isDisplayed(file: $0, line: $1) }),
        Destination(name: "Profile", answer: "Profile",
                    factory: { $0.goTo(ProfilePageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(ProfileScreen.self, file: $1, line: $2) },
                    screenplay: .profile, isDisplayed: { Profile.isDisplayed(file: $0, line: $1) }),
        Destination(name: "RefineSearch", answer: "RefineSearch",
                    factory: { $0.goTo(RefineSearchPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(RefineSearchScreen.self, file: $1, line: $2) },
                    screenplay: .refineSearch, isDisplayed: { RefineSearch.isDisplayed(file: $0, line: $1) }),
        Destination(name: "ResponseSent", answer: "ResponseSent",
                    factory: { $0.goTo(ResponseSentPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(ResponseSentScreen.self, file: $1, line: $2) },
                    screenplay: .responseSent, isDisplayed: { ResponseSent.isDisplayed(file: $0, line: $1) }),
        Destination(name: "SavedVacancies", answer: "SavedVacancies",
                    factory: { $0.goTo(SavedVacanciesPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(SavedVacanciesScreen.self, file: $1, line: $2) },
                    screenplay: .savedVacancies, isDisplayed: { SavedVacancies.isDisplayed(file: $0, line: $1) }),
        Destination(name: "SearchHistory", answer: "Main",
                    factory: { $0.goTo(SearchHistoryPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(SearchHistoryScreen.self, file: $1, line: $2) },
                    screenplay: .searchHistory, isDisplayed: { SearchHistory.isDisplayed(file: $0, line: $1) }),
        Destination(name: "Vacancy", answer: "Vacancy",
                    factory: { $0.goTo(VacancyPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(VacancyScreen.self, file: $1, line: $2) },
                    screenplay: .vacancy, isDisplayed: { Vacancy.isDisplayed(file: $0, line: $1) }),
        Destination(name: "VacancyList", answer: "VacancyList",
                    factory: { $0.goTo(VacancyListPageObject.self, file: $1, line: $2) },
                    plain: { $0.goTo(VacancyListScreen.self, file: $1, line: $2) },
                    screenplay: .vacancyList, isDisplayed: { VacancyList.isDisplayed(file: $0, line: $1) }),
    ]

    /// The vacancy navigation opens: the first result with a salary (`openFirstVacancyWithSalary`
    /// sorts before `openVacancy`, and no way to Vacancy opens another).
    nonisolated static let vacancyNavigationOpens = JobCatalogue.vacancies.first { $0.salary != nil }!.id

    /// The screens over which the app opens its confirmation alert: hiding a vacancy (its screen,
    /// or a long press in the list) and clearing the saved ones.
    static let confirmingScreens: Set<SimulatedJobApp.Screen> = [.vacancy, .vacancyList, .savedVacancies]

    // MARK: Drawing a start state

    /// The start state of `seed`: from a stream of its own, not chaos's (which the device draws
    /// from the same seed), so the two vary independently.
    static func draw(seed: UInt64) -> StartState {
        var random = SeededGenerator(seed: seed ^ 0x5354_4152_5453_5441)  // "STARTSTA"
        let roll = random.unit()
        let process: StartState.Process = roll < 0.15 ? .notRunning : roll < 0.35 ? .background : .foreground
        let screen = SimulatedJobApp.allScreens.randomElement(using: &random)!
        let vacancyID = JobCatalogue.vacancies.randomElement(using: &random)!.id
        let tileKind: GalleryTile.Kind = screen == .videoDetail ? .video : .photo
        let tileIndex = JobCatalogue.gallery.indices.filter { JobCatalogue.gallery[$0].kind == tileKind }.randomElement(using: &random)!
        var loggedIn = random.unit() < 0.5
        // A response needs a session: the app asks to sign in otherwise.
        if screen == .responseSent { loggedIn = true }
        let confirmation = confirmingScreens.contains(screen) && random.unit() < 0.5
        let systemAlert: SimulatedPermission? = random.unit() < 0.3 ? (random.unit() < 0.5 ? .notifications : .location) : nil
        // The confirmation alert opens once the screen has loaded (a long press needs a row); the
        // response sheet is up a second or so after the tap, and closes itself three later.
        let settling = confirmation ? 3 + random.unit() : screen == .responseSent ? 2 + random.unit() : 3 * random.unit()
        return StartState(process: process, loggedIn: loggedIn, screen: screen, vacancyID: vacancyID, tileIndex: tileIndex,
                          settling: settling, confirmation: confirmation, systemAlert: systemAlert,
                          destinations: destinations.shuffled(using: &random))
    }

    // MARK: Making it

    /// Brings `jobApp`, installed on a fresh device, into `start`, as the app and the device would
    /// get there (the app's own state, screens and alerts; the home button).
    static func make(_ start: StartState, in jobApp: SimulatedJobApp) {
        guard start.process != .notRunning else { return }
        let device = jobApp.device
        let application = XCUIApplication()
        application.launchArguments = start.loggedIn ? ["-loggedIn"] : []
        application.launch()
        let state = jobApp.state
        switch start.screen {
        case .main:
            break
        case .vacancy, .companyGallery:
            state.openedVacancyID = start.vacancyID
            jobApp.show(start.screen)
        case .responseSent:
            // As the app gets there: the vacancy, a tap on Respond (the sheet comes a moment later
            // and closes itself a few seconds after).
            state.openedVacancyID = start.vacancyID
            jobApp.show(.vacancy)
            jobApp.respond(to: JobCatalogue.vacancy(id: start.vacancyID)!)
        case .photoDetail, .videoDetail:
            state.openedVacancyID = start.vacancyID
            state.openedTileIndex = start.tileIndex
            jobApp.show(start.screen)
        default:
            jobApp.show(start.screen)
        }
        device.clock.advance(by: start.settling)
        if start.confirmation {
            presentConfirmation(over: start.screen, in: jobApp)
        }
        // iOS shows one system alert at a time: none over one chaos has brought up already.
        if let permission = start.systemAlert, device.springboard.alerts.isEmpty {
            device.presentSystemAlert(.permissionAlert(permission, appName: jobApp.app.name))
        }
        if start.process == .background {
            XCUIDevice.shared.press(.home)
        }
    }

    /// The app's own confirmation over `screen`, asking what it asks there and doing on OK what
    /// it does (navigation never confirms: the spec's `"navigate": false`).
    private static func presentConfirmation(over screen: SimulatedJobApp.Screen, in jobApp: SimulatedJobApp) {
        let state = jobApp.state
        switch screen {
        case .savedVacancies:
            jobApp.presentConfirmation("Clear saved vacancies?", message: "All \(state.savedIDs.count) saved vacancies will be removed.") {
                state.savedIDs.removeAll()
                jobApp.show(.savedVacancies)
            }
        case .vacancy, .vacancyList:
            let vacancy = state.openedVacancy ?? state.results[0]
            jobApp.presentConfirmation("Hide vacancy?", message: "“\(vacancy.title)” will no longer appear in search results.") {
                state.hiddenIDs.insert(vacancy.id)
                jobApp.show(screen)
            }
        default:
            preconditionFailure("the app opens no confirmation over \(screen)")
        }
    }

    // MARK: Navigating

    /// Navigation in one style, over the app as a start state left it.
    struct Navigation {
        /// Goes to a destination at `file`/`line`; returns the check of the screen's verification
        /// (the page object's, in styles that return one), to make at a line of its own.
        let go: @MainActor (Destination, StaticString, UInt) -> (@MainActor (StaticString, UInt) -> Void)
        /// The screen "where am I" answers, as the specs name it, at `file`/`line`.
        let whereabouts: @MainActor (StaticString, UInt) -> String?
        /// Answers an interruption the specs declare that is showing, as its spec says; its name.
        let answerInterruption: @MainActor () -> String?
    }

    /// Navigation in `style` for an app launched (when navigation launches it) with
    /// `launchArguments`. The Screenplay style's `GoTo` launches the app as pagewright.json says,
    /// with no arguments of the test's: an app it launches is logged out.
    static func navigation(in style: Style, launchArguments: [String]) -> Navigation {
        let application = XCUIApplication()
        application.launchArguments = launchArguments
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let answerInterruption: @MainActor () -> String? = { PagewrightInterruptions.dismissShowing() }
        switch style {
        case .factory:
            let factory = PageObjectsFactory(application: application, springboard: springboard)
            return Navigation(
                go: { destination, file, line in
                    let page = destination.factory(factory, file, line)
                    return { file, line in page.verify(file: file, line: line) }
                },
                whereabouts: { file, line in factory.currentScreen(file: file, line: line)?.rawValue },
                answerInterruption: answerInterruption)
        case .plain:
            let navigator = ScreenNavigator(application: application, springboard: springboard)
            return Navigation(
                go: { destination, file, line in
                    let screen = destination.plain(navigator, file, line)
                    return { file, line in screen.waitForScreen(file: file, line: line) }
                },
                whereabouts: { file, line in navigator.currentScreen(file: file, line: line)?.rawValue },
                answerInterruption: answerInterruption)
        case .screenplay:
            let ada = DemoPageObjects.Actor(called: "Ada")
            return Navigation(
                go: { destination, file, line in
                    ada.attemptsTo(GoTo.screen(destination.screenplay, file: file, line: line))
                    return { file, line in ada.sees(destination.isDisplayed(file, line)) }
                },
                whereabouts: { file, line in CurrentScreen.answer(file: file, line: line)?.rawValue },
                answerInterruption: answerInterruption)
        }
    }

    /// The screens the specs mark as interruptions (permission alerts): chaos may bring one up
    /// over the app at any moment, the screen navigation arrived at included.
    static let interruptions = Set(PagewrightInterruptions.all.map(\.screen))
}
