import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A screen whose identity is a runtime value (issue 41): the shop's list of a tag is the one
/// whose navigation bar is titled with the tag (`"params": { "tag": "String" }` on TagList,
/// `"screenArgs": { "tag": "$name" }` on the Links action that opens it). Both tags' lists have
/// the same products table, so only the title tells them apart: a page object of the wrong tag
/// fails verification at the test's line.
final class FactoryScreenParameterTests: ShopTestCase {
    func testTheListOpenedKeepsItsTagAndIsVerifiedWithIt() async throws {
        let list = launchedShop().openLinks().openTagList("Garden")
        XCTAssertEqual(list.tag, "Garden")
        XCTAssertTrue(list.isLoaded)
        list.close().openTagList("Tea").close()
    }

    func testAnotherTagsListFailsVerificationSayingWhatIsMissing() async throws {
        let links = launchedShop().openLinks()
        let garden = links.openTagList("Garden")
        let failures = recordingFailures {
            _ = garden.pageObjectsFactory.makeTagListPageObject(tag: "Tea")
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("title") == true, "\(failures)")
        XCTAssertTrue(garden.isLoaded, "Garden's list is what shows")
    }

    /// The app's Coffee button opens Garden's list (the same products table): the action's
    /// page object, made with "Coffee", fails its verification at the test's line.
    func testAnActionArrivingAtAnotherTagsListFails() async throws {
        let links = launchedShop().openLinks()
        let failures = recordingFailures { _ = links.openTagList("Coffee") }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("title") == true, "\(failures)")
        XCTAssertEqual(shop.state.openTag, "Garden")
    }

    /// The class asks only the anchors that need no tag: the products table shows for any tag.
    func testTheClassAsksTheAnchorsWithoutTheTag() async throws {
        _ = launchedShop().openLinks().openTagList("Garden")
        XCTAssertTrue(TagListPageObject.isDisplayed(in: XCUIApplication()))
    }
}

/// The plain style: the test makes the page object with the tag; the Screenplay style: the task
/// verifies the list with the tag its action gave.
final class PlainAndScreenplayScreenParameterTests: ShopTestCase {
    func testAPlainPageObjectIsMadeWithTheTag() async throws {
        XCUIApplication().launch()
        ShopScreen().waitForScreen(within: .appLaunch).openLinks()
        LinksScreen().waitForScreen().openTagList("Tea")
        let tea = TagListScreen(tag: "Tea").waitForScreen()
        XCTAssertEqual(tea.tag, "Tea")
        let failures = recordingFailures { TagListScreen(tag: "Garden").waitForScreen() }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertFalse(TagListScreen(tag: "Garden").isDisplayed)
    }

    func testAnActorsTaskVerifiesTheListWithItsTag() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(OpenLinks(), OpenTagList.with("Garden"))
        XCTAssertEqual(shop.state.openTag, "Garden")
        XCTAssertTrue(TagListActions.verify(TagListActions.verification(tag: "Garden")))
    }

    /// The task verifies the list with the tag it gave: the misrouted Coffee button shows
    /// Garden's list, and the task fails.
    func testAnActorsTaskArrivingAtAnotherTagsListFails() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(OpenLinks())
        let failures = recordingFailures { ada.attemptsTo(OpenTagList.with("Coffee")) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("title") == true, "\(failures)")
    }
}
