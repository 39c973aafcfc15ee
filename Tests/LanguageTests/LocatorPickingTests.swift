import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// `"last": true` and `"frame"` against the shop's Links screen, whose first link labelled Terms
/// is a 1-point copy no touch reaches and whose first cells are an off-screen sidebar's: the
/// first match is the wrong one each time, so without the option each step fails or taps the
/// sidebar.
final class FactoryLocatorPickingTests: ShopTestCase {
    func testTheLastMatchIsTheLinkATouchReaches() async throws {
        let links = launchedShop().openLinks()
        links.openTerms().messageIs("Terms opened")
        XCTAssertEqual(shop.state.message, "Terms opened")
    }

    func testAFrameBoundOnWidthSkipsTheZeroSizeLink() async throws {
        launchedShop().openLinks().openWideTerms().messageIs("Terms opened")
    }

    func testAFrameBoundOnXSkipsTheOffScreenSidebarsCell() async throws {
        let links = launchedShop().openLinks()
        links.openTag("Tea").messageIs("Tag Tea")
        links.openTag("Garden").messageIs("Tag Garden")
        XCTAssertEqual(links.tag("Tea").frame.minX, 0)
    }

    /// What the options are for: the first match of each query is the wrong element (so a
    /// spec without them taps a link no touch reaches, or the sidebar's cell).
    func testWithoutTheOptionsTheFirstMatchIsTheWrongOne() async throws {
        _ = launchedShop().openLinks()
        let app = XCUIApplication()
        let terms = app.links.matching(NSPredicate(format: "label == %@", "Terms"))
        XCTAssertEqual(terms.count, 2)
        XCTAssertFalse(terms.firstMatch.isHittable)
        XCTAssertTrue(terms.element(boundBy: 1).isHittable)
        let tea = app.cells.matching(NSPredicate(format: "label == %@", "Tea"))
        XCTAssertEqual(tea.count, 2)
        XCTAssertEqual(tea.firstMatch.frame.minX, -320)
        XCTAssertFalse(tea.firstMatch.isHittable, "the sidebar's cell is off screen: no tap reaches it")
    }

    func testNoMatchWithinTheFrameFailsSayingItDidNotAppear() async throws {
        let links = launchedShop().openLinks()
        let failures = recordingFailures { links.openTag("Coffee") }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("'tag' did not appear") == true, "\(failures)")
        XCTAssertEqual(shop.state.message, "", "nothing was tapped")
    }
}

/// The same through the plain style and the Screenplay style: the `Element` enum they share
/// picks the match.
final class PlainAndScreenplayLocatorPickingTests: ShopTestCase {
    func testAPlainScreenTapsTheLastLinkAndThePagesCell() async throws {
        XCUIApplication().launch()
        ShopScreen().waitForScreen(within: .appLaunch).openLinks()
        let links = LinksScreen().waitForScreen()
        links.openTerms().messageIs("Terms opened")
        links.openTag("Tea").messageIs("Tag Tea")
    }

    func testAnActorTapsTheLastLinkAndThePagesCell() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(OpenLinks(), OpenTerms())
        ada.sees(Links.messageIs("Terms opened"))
        ada.attemptsTo(OpenTag.with("Garden"))
        ada.sees(Links.messageIs("Tag Garden"))
    }
}

/// A step or check naming an element another screen owns (`"Shop.savedListButton"`), through
/// that screen's locator: the Links screen goes back and taps the shop's buttons and rows.
final class OwnedElementTests: ShopTestCase {
    func testAStepTapsAnElementTheNextScreenOwns() async throws {
        launchedShop().openLinks().shopIsBehind().closeAndOpenSaved()
            .close()
        XCTAssertEqual(shop.app.currentScreen, "Shop")
    }

    func testAnOwnedElementTakesItsParametersFromTheAction() async throws {
        launchedShop().openLinks().closeAndOpenProduct("Mug")
        XCTAssertEqual(shop.state.product, "Mug")
    }

    func testAPlainScreenAndAnActorUseTheOwnersLocatorToo() async throws {
        XCUIApplication().launch()
        ShopScreen().waitForScreen(within: .appLaunch).openLinks()
        LinksScreen().waitForScreen().shopIsBehind().closeAndOpenProduct("Kettle")
        XCTAssertEqual(shop.state.product, "Kettle")
        let ada = Actor(called: "Ada")
        ada.attemptsTo(BackToShop(), OpenLinks(), CloseAndOpenSaved())
        XCTAssertEqual(shop.app.currentScreen, "SavedProducts")
    }
}

/// A trait's check that one adopter defines its own way (issue 41): ProductListing's `isEmpty`
/// counts rows; the saved list shows an empty-state row, so it says `isEmpty` by that row.
final class TraitMemberOverrideBehaviourTests: ShopTestCase {
    /// What a helper generic over the trait calls: the adopter's definition when it has one.
    private func expectEmpty<Listing: ProductListing>(_ listing: Listing) { listing.isEmpty() }

    func testTheAdoptersOwnCheckIsCalledAlsoThroughTheTrait() async throws {
        shop.state.saved = []
        let saved = launchedShop().openSaved()
        saved.isEmpty()
        let failures = recordingFailures { expectEmpty(saved) }
        XCTAssertEqual(failures.count, 0, "the empty-state row is no product: \(failures)")
    }

    func testAnAdopterWithoutItsOwnKeepsTheTraitsDefinition() async throws {
        let shop = launchedShop()
        let failures = recordingFailures { expectEmpty(shop) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("'listedRows'") == true, "\(failures)")
    }
}
