import Foundation

/// The mock data the tests expect: the values the app's tests read from the mock server's JSON
/// files (`GetMocks` in the app's UI tests), with the same adjustments (stock statuses in words,
/// totals with a thousands separator).
enum GetMocks {
    struct OrderData {
        let id: Int
        let number: String
        let status: String
        let total: String
        let billingFirstName: String
        let billingLastName: String
        let lineItems: [String]
        var shippingTotal = ""
        var shippingMethod = ""
        var fees: [String] = []
        var customerNote = ""
    }

    struct ProductData {
        let name: String
        let stockStatus: String
        let regularPrice: String
    }

    struct ReviewData {
        let reviewer: String
        let productName: String?
    }

    /// orders_any.json
    static func readOrdersData() -> [OrderData] {
        [
            OrderData(id: 2201, number: "2201", status: "processing", total: "1,310", billingFirstName: "Mira",
                      billingLastName: "Workman", lineItems: ["Black Coral shades", "Malaya shades"]),
            OrderData(id: 2192, number: "2192", status: "completed", total: "420", billingFirstName: "Paytin",
                      billingLastName: "Lubin", lineItems: ["Black Coral shades", "Rose Gold shades"]),
            OrderData(id: 2171, number: "2171", status: "pending", total: "450", billingFirstName: "Paytin",
                      billingLastName: "Lubin", lineItems: ["Black Coral shades"]),
            OrderData(id: 2143, number: "2143", status: "processing", total: "300", billingFirstName: "Lydia",
                      billingLastName: "Donin", lineItems: ["Black Coral shades"]),
            OrderData(id: 2168, number: "2168", status: "pending", total: "430", billingFirstName: "James",
                      billingLastName: "Rosser", lineItems: ["Malaya shades", "Black Coral shades"]),
        ]
    }

    /// orders_3337.json
    static func readSingleOrderData() -> OrderData {
        OrderData(id: 3337, number: "3337", status: "processing", total: "113.59", billingFirstName: "Mira",
                  billingLastName: "Workman", lineItems: ["Akoya Pearl shades"], shippingTotal: "1.25",
                  shippingMethod: "Flat Rate", fees: ["2.34", "2"], customerNote: "Adipiscing Ipsum Amet Ipsum Amet")
    }

    /// products.json
    static func readProductsData() -> [ProductData] {
        [
            ProductData(name: "Black Coral shades", stockStatus: "on back order", regularPrice: "150"),
            ProductData(name: "Colorado shades", stockStatus: "in stock", regularPrice: "135"),
            ProductData(name: "Malaya shades", stockStatus: "in stock", regularPrice: "140"),
            ProductData(name: "Rose Gold shades", stockStatus: "out of stock", regularPrice: "120"),
        ]
    }

    /// products_add_new_<type>_<id>.json: the product each type's test creates.
    static func readNewProductData(productType: String) -> ProductData {
        let names = ["physical": "Akoya Pearl shades", "virtual": "Malaya shades", "variable": "Colorado shades",
                     "grouped": "Black Coral shades", "external": "Rose Gold shades"]
        return ProductData(name: names[productType] ?? "", stockStatus: "in stock", regularPrice: "")
    }

    /// products_reviews_all.json, with product names in lower case as the app's tests map them.
    static func readReviewsData() -> [ReviewData] {
        [
            ReviewData(reviewer: "Paytin Lubin", productName: "rose gold shades"),
            ReviewData(reviewer: "Lydia Donin", productName: "rose gold shades"),
            ReviewData(reviewer: "Mira Workman", productName: "colorado shades"),
            ReviewData(reviewer: "Marcus Curtis", productName: "black coral shades"),
            ReviewData(reviewer: "Lucy Liu", productName: "black coral shades"),
            ReviewData(reviewer: "Wang King", productName: "rose gold shades"),
            ReviewData(reviewer: "Mathilde Gerard", productName: "colorado shades"),
        ]
    }
}
