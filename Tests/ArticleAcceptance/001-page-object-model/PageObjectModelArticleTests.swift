// Article 001 ("XCTest and the Page Object Model"), its signed-in tests in this repository's
// words: the article's page names, method names and call shapes, against page objects generated
// from ./specs in the plain style with the article's options — the suffix "Page", pages that
// await themselves when created (`verifyOnCreate`: creating `HomePage()` waits for its unique
// element, failing at the creating line), navigating methods that return the next page
// (`returnsNextScreen`), and pages that are given the running test case (`"testCase"`:
// `HomePage(testCase: self)`, handed on from page to page). Type-checked by ArticleAcceptanceTests (Swift 6 and 5).
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The state every test class starts from: the start page, whether the user is signed in, and
/// the user to sign in as.
@MainActor
class UITestCase: XCTestCase {
    var startPage: HomePage!
    var isSignedIn = false
    var user: User? = User(email: "shopper@example.com", password: "correct horse")

    override func setUp() async throws {
        try await super.setUp()
        XCUIApplication().launch()
        startPage = HomePage(testCase: self)
    }
}

/// Given I am signed in, when I sign out, then I am signed out.
@MainActor
final class SignedInTests: UITestCase {
    /// Signs in when the app starts signed out, and returns to the home page.
    override func setUp() async throws {
        try await super.setUp()
        if !isSignedIn {
            let meUnauthenticatedPage = startPage.goToMeTabExpectingRootUnauthenticatedPage()
            let signInPage = meUnauthenticatedPage.goToSignInPage()
            // A page reads the running test's context, as the article's pages do.
            let meAuthenticatedPage = signInPage.signInAsValidUserExpectingMePage(signInPage.testCase.user!)
            startPage = meAuthenticatedPage.goToHomeTabExpectingRootPage()
        }
    }

    func testSignOut() {
        let meAuthenticatedPage = startPage.goToMeTabExpectingRootAuthenticatedPage()
        meAuthenticatedPage.signOut()
        XCTAssertTrue(MeUnauthenticatedPage.exists)
    }
}

/// The product list's behavioural API: products by index, by name, by whether they are saved.
@MainActor
final class ProductListTests: UITestCase {
    func testSavingAProduct() {
        let productList = startPage.goToShopTabExpectingProductListPage()
        XCTAssertFalse(productList.isEmpty)
        let title: String = productList.addItemToSaved()
        XCTAssertTrue(productList.isSavedForProductWithName(name: title))
        productList.addItemToSaved(offset: 1)
        productList
            .goToProductDetailPageForUnsavedItem()
            .goBackToProductList()
            .goToProductDetailPageForSavedItem(offset: 0)
            .goBackToProductList()
            .goToProductDetailPageForProductWithName(name: title)
            .goBackToProductList()
            .goToProductDetailPageForProductAtIndex(index: 2)
    }

    /// The article's getIndexForCell(saved:offset:), one getter per state: the index the cell
    /// has among all cells, for goToProductDetailPageForProductAtIndex(index:).
    func testOpeningAnUnsavedProductByItsIndex() throws {
        let productList = startPage.goToShopTabExpectingProductListPage()
        let index: UInt = try XCTUnwrap(productList.getIndexForUnsavedCell(offset: 1))
        XCTAssertNotEqual(productList.getIndexForSavedCell(offset: 0), index)
        productList.goToProductDetailPageForProductAtIndex(index: index)
    }

    /// The article's `getIndexForCell(saved:offset:) -> UInt`: a cell that must be there, so a
    /// `UInt` the test uses at once (it fails at this line when there is no such cell).
    func testOpeningASavedProductByTheArticlesIndexGetter() {
        let productList = startPage.goToShopTabExpectingProductListPage()
        productList.addItemToSaved()
        let index: UInt = productList.getIndexForCell(saved: true, offset: 0)
        productList.goToProductDetailPageForProductAtIndex(index: index)
    }
}

/// What the article's `Page` declares at class level, read without making a page: how long a
/// page awaits itself, the element unique to it, and whether it is on screen.
@MainActor
final class PageClassMembersTests: UITestCase {
    func testAPageIsAskedAboutWithoutBeingMade() {
        let awaitTimeout: Double = ProductListPage.awaitTimeout
        XCTAssertGreaterThan(awaitTimeout, 0)
        let uniqueElement: XCUIElement = HomePage.uniqueElement
        XCTAssertTrue(uniqueElement.exists)
        XCTAssertTrue(HomePage.exists)
        // What `await` does in the article's `init`, asked of the class for a page not made.
        XCTAssertFalse(SignInPage.uniqueElement.waitForExistence(timeout: SignInPage.awaitTimeout))
    }
}
