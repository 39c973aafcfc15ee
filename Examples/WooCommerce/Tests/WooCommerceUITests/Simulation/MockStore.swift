#if !canImport(Darwin)
import Foundation

/// What the app's mock server (WireMock, in the app's repository) answers: the store, its orders,
/// products and reviews, in the form the app receives them. The UI tests read the same files
/// (`GetMocks` in the tests here).
struct MockStore {
    let name = "Your WooCommerce Store"
    let url = "http://yourwoosite.com"
    var host: String { "yourwoosite.com" }

    enum StockStatus: String, CaseIterable {
        case inStock = "instock"
        case onBackorder = "onbackorder"
        case outOfStock = "outofstock"

        /// How the product list shows it.
        var listLabel: String {
            switch self {
            case .inStock: return "In stock"
            case .onBackorder: return "On back order"
            case .outOfStock: return "Out of stock"
            }
        }

        /// How the stock status filter lists it.
        var filterLabel: String {
            switch self {
            case .inStock: return "In stock"
            case .onBackorder: return "On backorder"
            case .outOfStock: return "Out of stock"
            }
        }
    }

    struct Product {
        var id: Int
        var name: String
        var stockStatus: StockStatus
        var regularPrice: String
    }

    struct Order {
        var number: Int
        var status: String
        /// The total as the app formats it.
        var total: String
        var firstName: String
        var lastName: String
        var lineItems: [String]
        var customerNote = ""
    }

    struct Review {
        var reviewer: String
        var productID: Int
        var text: String
    }

    enum ProductType: String, CaseIterable {
        case physical, virtual, variable, grouped, external

        /// The row of the product-type sheet.
        var sheetTitle: String {
            switch self {
            case .physical: return "Physical product"
            case .virtual: return "Virtual product"
            case .variable: return "Variable product"
            case .grouped: return "Grouped product"
            case .external: return "External product"
            }
        }

        var sheetDescription: String {
            switch self {
            case .physical: return "A unique physical product that you may have to ship to the customer"
            case .virtual: return "A unique digital product like services, downloadable books, music or videos"
            case .variable: return "A product with variations like color or size"
            case .grouped: return "A collection of related products"
            case .external: return "Link a product to an external website"
            }
        }

        /// The product type row of the new product's form.
        var formLabel: String {
            switch self {
            case .physical: return "Physical"
            case .virtual: return "Virtual"
            case .variable: return "Variable"
            case .grouped: return "Grouped"
            case .external: return "External/Affiliate"
            }
        }
    }

    // products.json
    var products = [
        Product(id: 2130, name: "Black Coral shades", stockStatus: .onBackorder, regularPrice: "150"),
        Product(id: 2131, name: "Colorado shades", stockStatus: .inStock, regularPrice: "135"),
        Product(id: 2123, name: "Malaya shades", stockStatus: .inStock, regularPrice: "140"),
        Product(id: 2132, name: "Rose Gold shades", stockStatus: .outOfStock, regularPrice: "120"),
    ]

    // orders_any.json
    var orders = [
        Order(number: 2201, status: "Processing", total: "$1,310.00", firstName: "Mira", lastName: "Workman",
              lineItems: ["Black Coral shades", "Malaya shades"]),
        Order(number: 2192, status: "Completed", total: "$420.00", firstName: "Paytin", lastName: "Lubin",
              lineItems: ["Black Coral shades", "Rose Gold shades"]),
        Order(number: 2171, status: "Pending payment", total: "$450.00", firstName: "Paytin", lastName: "Lubin",
              lineItems: ["Black Coral shades"]),
        Order(number: 2143, status: "Processing", total: "$300.00", firstName: "Lydia", lastName: "Donin",
              lineItems: ["Black Coral shades"]),
        Order(number: 2168, status: "Pending payment", total: "$430.00", firstName: "James", lastName: "Rosser",
              lineItems: ["Malaya shades", "Black Coral shades"]),
    ]

    // orders_3337.json: what creating an order answers.
    let createdOrder = Order(number: 3337, status: "Processing", total: "$113.59", firstName: "Mira", lastName: "Workman",
                             lineItems: ["Akoya Pearl shades"], customerNote: "Adipiscing Ipsum Amet Ipsum Amet")

    // products_reviews_all.json
    var reviews = [
        Review(reviewer: "Paytin Lubin", productID: 2132, text: "Great for travelling."),
        Review(reviewer: "Lydia Donin", productID: 2132, text: "Sturdy and stylish."),
        Review(reviewer: "Mira Workman", productID: 2131, text: "I wear them every day."),
        Review(reviewer: "Marcus Curtis", productID: 2130, text: "A great product."),
        Review(reviewer: "Lucy Liu", productID: 2130, text: "Good UV protection."),
        Review(reviewer: "Wang King", productID: 2132, text: "Sturdy and stylish."),
        Review(reviewer: "Mathilde Gerard", productID: 2131, text: "I wear them every day."),
    ]

    func productName(_ id: Int) -> String {
        products.first { $0.id == id }?.name ?? "Product \(id)"
    }
}
#endif
