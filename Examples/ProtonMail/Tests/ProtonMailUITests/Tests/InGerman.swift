// The app's own `SettingsTests.testCustomSwipeActions` journey, run in English and in German
// against the same simulated app: nothing in it names a text of either language, because the
// specs name the app's keys and the generated robots look each up in the language the app was
// launched in (`-AppleLanguages`, recorded by the generated launch).

import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

@MainActor
final class SettingsTestsInGerman: ProtonMailUITestCase {
    /// The journey, from a launch with `arguments`.
    private func customSwipeActions(launchedWith arguments: [String]) {
        factory.launch(arguments: arguments).asLogin()
            .loginUser(user)
            .menuDrawer()
            .settings()  // the menu row's identifier holds the localised title, too
            .openSwipeActions()
            .selectLeftToRight()
            .selectMoveToSpam()
            .leftToRightIsMoveToSpam()
            .backButton()
            .selectRightToLeft()
            .selectLabelAs()
            .rightToLeftIsLabelAs()
    }

    func testCustomSwipeActions() async throws {
        customSwipeActions(launchedWith: ["-AppleLanguages", "(de)"])
        #if !canImport(Darwin)
        XCTAssertEqual(proton.language, "de", "the app ran in German")
        #endif
    }

    func testCustomSwipeActionsInEnglish() async throws {
        customSwipeActions(launchedWith: ["-AppleLanguages", "(en)"])
        #if !canImport(Darwin)
        XCTAssertEqual(proton.language, "en")
        #endif
    }

    /// Swiss German is German to an app that ships `de` (Bundle's matching by base language).
    func testCustomSwipeActionsInSwissGerman() async throws {
        customSwipeActions(launchedWith: ["-AppleLanguages", "(de-CH, en)"])
        #if !canImport(Darwin)
        XCTAssertEqual(proton.language, "de")
        #endif
    }
}
