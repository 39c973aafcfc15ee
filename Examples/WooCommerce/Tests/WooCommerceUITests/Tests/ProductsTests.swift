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
            .verifyProductList(products: products)
            .tapProduct(byName: products[0].name)
            .verifyProduct(product: products[0])
            .goBackToProductList()
            .verifyLoaded()
    }

    func test_add_simple_physical_product() async throws {
        myStore.addAndVerifyNewProduct(productType: .physical, productName: GetMocks.readNewProductData(productType: .physical).name)
    }

    func test_add_simple_virtual_product() async throws {
        myStore.addAndVerifyNewProduct(productType: .virtual, productName: GetMocks.readNewProductData(productType: .virtual).name)
    }

    func test_add_variable_product() async throws {
        myStore.addAndVerifyNewProduct(productType: .variable, productName: GetMocks.readNewProductData(productType: .variable).name)
    }

    func test_add_grouped_product() async throws {
        myStore.addAndVerifyNewProduct(productType: .grouped, productName: GetMocks.readNewProductData(productType: .grouped).name)
    }

    func test_add_external_product() async throws {
        myStore.addAndVerifyNewProduct(productType: .external, productName: GetMocks.readNewProductData(productType: .external).name)
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
        let products = GetMocks.readProductsData()

        myStore.goToProductsScreen()
            .tapFilterButton()
            .setStockStatusFilterAs("Out of stock")
            .verifyProductFilterResults(products: products, filter: "Out of stock")
    }
}
