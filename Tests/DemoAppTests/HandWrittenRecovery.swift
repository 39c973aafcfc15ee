// A recovery helper for the demo job-search app, written by hand the way a team without
// Pagewright writes one so that each test starts from a known screen: plain XCUITest calls on top
// of the hand-written pages (`HandWrittenPages.swift`, the articles' style). It launches or
// foregrounds the app, closes a system alert and the app's own alert if one is up, taps its way
// back to Main (a Close or Back button, else the Search tab), and relaunches when it is lost on a
// screen with no way back (Authorization, Login, RefineSearch). From Main it follows the one way
// the team knows to each screen a test starts on, logging out first on the way to Login.
//
// `NavigationCostTests` measures it against the generated `PageObjectsFactory.goTo(_:)` from the
// same start states (BENCHMARKS.md, section 9). It lives apart from `HandWrittenPages.swift`, the
// compile and lean-output baseline, so that those figures stay those of the pages alone.
import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

@MainActor
final class HandWrittenRecovery {
    let pageFactory: PageFactory
    var application: XCUIApplication { pageFactory.application }
    var springboard: XCUIApplication { pageFactory.springboard }

    /// How many ways back the helper tries before it gives up (the deepest screen, a photo over the
    /// gallery over a vacancy, is three taps from Main).
    static let maxStepsBack = 6

    init(pageFactory: PageFactory) {
        self.pageFactory = pageFactory
    }

    // MARK: Back to Main, from wherever the app is

    @discardableResult
    func backToMain(file: StaticString = #filePath, line: UInt = #line) -> MainPage {
        switch application.state {
        case .notRunning, .unknown:
            return pageFactory.launch(file: file, line: line)
        case .runningBackground, .runningBackgroundSuspended:
            application.activate()
        default:
            break
        }
        let main = MainPage(pageFactory: pageFactory, application: application)
        let waysBack = [application.buttons["ResponseSent.close"], application.buttons["Gallery.close"], application.buttons["Gallery.back"]]
        let searchTab = application.tabBars["TabBar"].buttons["TabBar.search"]
        for _ in 0..<Self.maxStepsBack {
            closeSystemAlert()
            closeAppAlert()
            if main.isShown { return main }
            if let back = waysBack.first(where: \.exists) {
                back.tap()
                continue
            }
            if searchTab.exists {
                searchTab.tap()
                return main.waitForPage(file: file, line: line)
            }
            // Authorization, Login, RefineSearch: no way back but forward, so start again.
            return relaunch(file: file, line: line)
        }
        XCTFail("could not get back to Main in \(Self.maxStepsBack) steps", file: file, line: line)
        return main
    }

    /// A permission alert of Springboard's over the app: its first button, whatever it answers.
    func closeSystemAlert() {
        let alert = springboard.alerts.firstMatch
        if alert.exists {
            alert.buttons.element(boundBy: 0).tap()
        }
    }

    /// The app's own "Are you sure?" alert: Cancel, never OK.
    func closeAppAlert() {
        let alert = application.alerts.firstMatch
        if alert.exists {
            alert.buttons.matching(NSPredicate(format: "label == %@", "Cancel")).firstMatch.tap()
        }
    }

    @discardableResult
    func relaunch(file: StaticString = #filePath, line: UInt = #line) -> MainPage {
        application.terminate()
        return pageFactory.launch(file: file, line: line)
    }

    // MARK: The screens tests start on, from Main

    @discardableResult
    func toVacancyList(file: StaticString = #filePath, line: UInt = #line) -> VacancyListPage {
        backToMain(file: file, line: line).openVacanciesList()
    }

    @discardableResult
    func toSavedVacancies(file: StaticString = #filePath, line: UInt = #line) -> SavedVacanciesPage {
        backToMain(file: file, line: line).openSavedVacancies()
    }

    @discardableResult
    func toProfile(file: StaticString = #filePath, line: UInt = #line) -> ProfilePage {
        backToMain(file: file, line: line).openProfileTab()
    }

    /// Signed in, Profile shows "Log out" instead of "Log in": log out first.
    @discardableResult
    func toLogin(file: StaticString = #filePath, line: UInt = #line) -> LoginPage {
        let profile = toProfile(file: file, line: line)
        let logOut = application.buttons["Profile.logout"]
        if logOut.exists {
            logOut.tap()
        }
        return profile.goToAuthorization().goToLogin()
    }

    @discardableResult
    func toCompanyGallery(file: StaticString = #filePath, line: UInt = #line) -> CompanyGalleryPage {
        toVacancyList(file: file, line: line).openVacancy().openCompany()
    }
}
