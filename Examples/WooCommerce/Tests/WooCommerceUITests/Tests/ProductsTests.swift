import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's ProductsTests, re-expressed against the generated page objects.
class ProductsTests: WooCommerceUITestCase {
    var myStore: MyStoreScreen!

    override func setUp() async throws {
        try await super.setUp()
        myStore = logIn()
    }

    func test_load_products_screen() async throws {
        let products = GetMocks.readProductsData()

        myStore.goToProductsScreen()
            .verifyProductsScreenLoaded()
            .verifyTextVisibilityCount(text: products[0].name, count: 1)
            .verifyCellShows(name: products[0].name, text: products[0].stockStatus)
            .verifyProductCount(products.count)
            .tapProduct(name: products[0].name)
            .verifyTextInFormCount(text: products[0].stockStatus, count: 1)
            .verifyTextInFormCount(text: products[0].regularPrice, count: 1)
            .verifyNameShown(name: products[0].name)
            .goBackToProductList()
            .verifyProductsScreenLoaded()
    }

    func test_search_product() async throws {
        let products = GetMocks.readProductsData()

        myStore.goToProductsScreen()
            .tapSearchButton()
            .verifyNumberOfProductsInSearchResults(accessibilityId: "default-search-results-table-view", count: products.count)
            .enterSearchCriteria(text: products[0].name)
            .verifyNumberOfProductsInSearchResults(accessibilityId: "updated-search-results-table-view", count: 1)
            .verifyTextInResultsCount(accessibilityId: "updated-search-results-table-view", text: products[0].name, count: 1)
            .verifyTextInResultsCount(accessibilityId: "updated-search-results-table-view", text: products[0].stockStatus, count: 1)
    }

    func test_filter_product() async throws {
        let products = GetMocks.readProductsData()

        myStore.goToProductsScreen()
            .tapFilterButton()
            .setStockStatusFilterAs(filter: "Out of stock")
            .verifyTextInTableCount(text: products[3].name, count: 1)
            .verifyTextInTableCount(text: "Out of stock", count: 1)
    }

    func test_add_simple_physical_product() async throws {
        let product = GetMocks.readNewProductData(productType: "physical")

        myStore.goToProductsScreen()
            .tapAddProduct()
            .tapProductType("physical")
            .verifyReviewCellShown()
            .verifyTypeLabelShown(typeLabel: "physical")
            .verifyTextShown(text: "Add Price")
            .verifyTextShown(text: "Inventory")
            .addProductTitle(product.name)
            .publishProduct()
            .verifySaveButtonShown()
            .verifyTextShown(text: "TIP")
            .verifyNameShown(name: product.name)
            .verifyTextShown(text: "Price")
    }
}
