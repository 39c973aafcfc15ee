// Kept out of the build (Package.swift excludes `Pending`) until the construct it needs exists:
// the generated robots finding a localised label by its text in the language the app was launched
// in (issue 23, phase 2). It is the app's own `SettingsTests.testCustomSwipeActions` journey,
// launched in German; nothing in it names a German text, because the specs name keys.

import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

@MainActor
final class SettingsTestsInGerman: ProtonMailUITestCase {
    func testCustomSwipeActions() async throws {
        factory.launch(arguments: ["-AppleLanguages", "(de)"])
            .loginUser(user)
            .menuDrawer()
            .settings()  // needs the menu row's identifier to hold the localised title, too
            .openSwipeActions()
            .selectLeftToRight()
            .selectMoveToSpam()
            .leftToRightIsMoveToSpam()
            .backButton()
            .selectRightToLeft()
            .selectLabelAs()
            .rightToLeftIsLabelAs()
    }
}
