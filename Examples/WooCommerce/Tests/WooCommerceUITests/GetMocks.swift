import Foundation

/// The mock data the tests expect: the values the app's tests read from the mock server's JSON
/// files (`GetMocks` in the app's UI tests), with the same adjustments (stock statuses in words,
/// totals with a thousands separator, review products by name). The record types are declared in
/// the specs (Specs/Types.json) and generated with the page objects.
enum GetMocks {
    /// orders_any.json
    static func readOrdersData() -> [OrderData] {
        [
            order(2201, "processing", "1,310", "Mira", "Workman", ["Black Coral shades", "Malaya shades"]),
            order(2192, "completed", "420", "Paytin", "Lubin", ["Black Coral shades", "Rose Gold shades"]),
            order(2171, "pending", "450", "Paytin", "Lubin", ["Black Coral shades"]),
            order(2143, "processing", "300", "Lydia", "Donin", ["Black Coral shades"]),
            order(2168, "pending", "430", "James", "Rosser", ["Malaya shades", "Black Coral shades"]),
        ]
    }

    /// orders_3337.json
    static func readSingleOrderData() -> OrderData {
        order(3337, "processing", "113.59", "Mira", "Workman", ["Akoya Pearl shades"],
              shipping: [ShippingLine(method_title: "Flat Rate", total: "1.25")],
              fees: [FeeLine(amount: "2.34"), FeeLine(amount: "2")], note: "Adipiscing Ipsum Amet Ipsum Amet")
    }

    /// products.json
    static func readProductsData() -> [ProductData] {
        [
            ProductData(name: "Black Coral shades", stock_status: "on back order", regular_price: "150"),
            ProductData(name: "Colorado shades", stock_status: "in stock", regular_price: "135"),
            ProductData(name: "Malaya shades", stock_status: "in stock", regular_price: "140"),
            ProductData(name: "Rose Gold shades", stock_status: "out of stock", regular_price: "120"),
        ]
    }

    /// products_add_new_<type>_<id>.json: the product each type's test creates.
    static func readNewProductData(productType: ProductType) -> ProductData {
        let names: [ProductType: String] = [.physical: "Akoya Pearl shades", .virtual: "Malaya shades", .variable: "Colorado shades",
                                            .grouped: "Black Coral shades", .external: "Rose Gold shades"]
        return ProductData(name: names[productType] ?? "", stock_status: "in stock", regular_price: "")
    }

    /// products_reviews_all.json, with product names as the app's tests map them (in lower case).
    static func readReviewsData() -> [ReviewData] {
        let names = [2130: "black coral shades", 2131: "colorado shades", 2132: "rose gold shades"]
        return [("Paytin Lubin", 2132), ("Lydia Donin", 2132), ("Mira Workman", 2131), ("Marcus Curtis", 2130),
                ("Lucy Liu", 2130), ("Wang King", 2132), ("Mathilde Gerard", 2131)]
            .map { ReviewData(reviewer: $0.0, product_id: $0.1, product_name: names[$0.1] ?? "") }
    }

    private static func order(_ number: Int, _ status: String, _ total: String, _ firstName: String, _ lastName: String,
                              _ items: [String], shipping: [ShippingLine] = [], fees: [FeeLine] = [], note: String = "") -> OrderData {
        OrderData(id: number, number: String(number), status: status, total: total,
                  line_items: items.map { LineItems(name: $0, product_id: 0) },
                  billing: BillingInformation(first_name: firstName, last_name: lastName),
                  shipping_lines: shipping, fee_lines: fees, customer_note: note)
    }
}
