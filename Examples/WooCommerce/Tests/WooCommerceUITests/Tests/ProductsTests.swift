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
            .verifyLoaded()
            .verifyProductList(count: products.count, first: products[0])
            .tapProduct(byName: products[0].name)
            .verifyProduct(product: products[0])
            .goBackToProductList()
            .verifyLoaded()
    }

    func test_search_product() async throws {
        let products = GetMocks.readProductsData()

        myStore.goToProductsScreen()
            .tapSearchButton()
            .verifyNumberOfProductsInSearchResults(equals: products.count)
            .enterSearchCriteria(text: products[0].name)
            .verifyProductSearchResults(expectedProduct: products[0])
    }

    func test_filter_product() async throws {
        let products = GetMocks.readProductsData().filter { $0.stock_status == "out of stock" }

        myStore.goToProductsScreen()
            .tapFilterButton()
            .setStockStatusFilterAs("Out of stock")
            .verifyProductFilterResults(products: products, filter: "Out of stock", count: products.count)
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
