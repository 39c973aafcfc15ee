// The app ships German (its de.lproj table); launched with `-AppleLanguages (de)` it shows it. The
// specs name those labels by key, and the generated robots look each key's text up in the language
// the app was launched in (`InGerman.swift` runs a journey in both languages); this looks at the
// simulated app itself, by the texts a reader can see.
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class TheAppInGerman: ProtonMailUITestCase {
    func testLaunchedInGermanTheAppShowsItsGermanTable() async throws {
        factory.launch(arguments: ["-AppleLanguages", "(de)"]).asLogin()
            .loginUser(user)
            .menuDrawer()
        let app = XCUIApplication()
        // The menu's rows carry their localised title in their identifier, as the app's do.
        XCTAssertTrue(app.cells["MenuItemTableViewCell.Einstellungen"].waitForExistence(timeout: 5))
        XCTAssertFalse(app.cells["MenuItemTableViewCell.Settings"].exists)
        app.cells["MenuItemTableViewCell.Einstellungen"].tap()
        XCTAssertTrue(app.buttons["Schließen"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["Wischgesten"].exists)
    }

    func testALanguageTheAppDoesNotShipFallsBackToEnglish() async throws {
        factory.launch(arguments: ["-AppleLanguages", "(ja, fr)"]).asLogin().loginUser(user).menuDrawer().settings()
        XCTAssertTrue(XCUIApplication().buttons["Close"].exists)
    }
}
#endif
