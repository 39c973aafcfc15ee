import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A flow's branch (one condition asked once, then one way across screens) and loop (a journey
/// per item, back on the shop each time), in every style, against the simulated shop.
final class FlowBranchAndLoopTests: ShopTestCase {
    private func names() -> [String] { shop.state.products.map(\.name) }

    func testABranchTakesTheWayThroughThePageWhenTheShopListsTheProduct() async throws {
        launchedShop()
            .renameOrAdd("Mug", to: "Cup")
            .listsProducts(names: ["Cup"])
        XCTAssertEqual(names(), ["Teapot", "Kettle", "Cup", "Spoon"])
        XCTAssertEqual(shop.state.editorOpener, "ProductPage")
    }

    /// The `else` way adds the product, after which the shop lists it: the branch does not ask
    /// again, so none of the `then` way's steps (through the product's page) follows.
    func testABranchAsksOnceAndTakesOnlyTheOtherWay() async throws {
        launchedShop()
            .renameOrAdd("Scarf", to: "Scarf")
            .listsProducts(names: ["Scarf"])
        XCTAssertEqual(names(), ["Teapot", "Kettle", "Mug", "Spoon", "Scarf"])
        XCTAssertEqual(shop.state.editorOpener, "Shop", "the editor was opened from the shop, never from the product's page")
    }

    func testALoopTakesItsJourneyForEachItemAndIsBackOnTheShop() async throws {
        launchedShop()
            .addProducts(names: ["Scarf", "Hat"])
            .listsProducts(names: ["Scarf", "Hat"])
            .sortBy(.price)
        XCTAssertEqual(names(), ["Teapot", "Kettle", "Mug", "Spoon", "Scarf", "Hat"])
        XCTAssertEqual(shop.state.sort, "Lowest price", "the flow returned the shop's page object, on the shop")
    }

    func testALoopOverNoItemsTakesNoStep() async throws {
        launchedShop().addProducts(names: []).sortBy(.price)
        XCTAssertEqual(names(), ["Teapot", "Kettle", "Mug", "Spoon"])
    }

    /// A journey that does not come back (the app saves to the login screen) fails at the test's
    /// line, at the step that expected the shop, and the loop goes no further.
    func testALoopWhoseJourneyDoesNotComeBackFailsAtTheTestsLine() async throws {
        reinstall(SimulatedShop.Options(editorSavesTo: "Login"))
        let shop = launchedShop()
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            shop.addProducts(names: ["Scarf", "Hat"])
        }
        XCTAssertEqual(failures.first?.line, line, "\(failures)")
        XCTAssertEqual(names(), ["Teapot", "Kettle", "Mug", "Spoon", "Scarf"], "the second item's journey did not start")
    }

    func testThePlainStyleBranchesAndLoops() async throws {
        XCUIApplication().launch()
        let screen = ShopScreen().waitForScreen(within: .appLaunch)
        screen.renameOrAdd("Kettle", to: "Jug")
        screen.addProducts(names: ["Hat"])
        XCTAssertEqual(names(), ["Teapot", "Jug", "Mug", "Spoon", "Hat"])
    }

    func testAnActorBranchesAndLoops() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(RenameOrAdd.with("Scarf", to: "Scarf"), AddProducts.with(names: ["Hat", "Cap"]))
        ada.sees(Shop.isDisplayed(), Shop.listsProducts(names: ["Scarf", "Hat", "Cap"]))
        XCTAssertEqual(names(), ["Teapot", "Kettle", "Mug", "Spoon", "Scarf", "Hat", "Cap"])
    }
}

/// Flows that run once. Each test starts on a device of its own, with the shop installed anew but
/// keeping what it stored (its products, kept here across the class's tests, as an app keeps its
/// database across launches; what it held in memory, such as the screen it showed, is gone).
/// Each test calls the flows it needs; whichever runs first takes their steps.
@MainActor
final class OnceFlowTests: XCTestCase {
    /// What the shop stored, kept across the class's tests.
    private static var stored: ShopState?

    private var shop: SimulatedShop!

    override func setUp() async throws {
        let state = Self.stored ?? ShopState()
        Self.stored = state
        shop = SimulatedShop.install(state: state)
    }

    nonisolated override class func tearDown() {
        MainActor.assumeIsolated { stored = nil }
        super.tearDown()
    }

    private var starters: Int { shop.state.products.filter { $0.name == "Starter" }.count }

    func testAFixtureMadeOncePerClassIsThereForEachTest() async throws {
        PageObjectsFactory().launch()
            .addStarterProduct()
            .addStarterProduct()
            .listsProducts(names: ["Starter"])
        XCTAssertEqual(starters, 1)
    }

    func testTheNextTestOfTheClassFindsTheFixtureWithoutMakingItAgain() async throws {
        XCUIApplication().launch()
        ShopScreen().waitForScreen(within: .appLaunch).addStarterProduct()
        XCTAssertEqual(starters, 1)
    }

    func testAFlowOncePerRunIsLeftOutOnceItRan() async throws {
        let page = PageObjectsFactory().launch().welcomeOnce()
        shop.state.sort = nil
        page.welcomeOnce()
        let ada = Actor(called: "Ada")
        ada.attemptsTo(WelcomeOnce())
        XCTAssertNil(shop.state.sort, "neither style took its steps again")
    }
}
