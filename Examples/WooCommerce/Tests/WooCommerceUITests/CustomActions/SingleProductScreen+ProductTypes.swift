import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

// A new product's form shows other rows for each product type, before and after publishing. The
// assertions are generated checks; which of them apply to a type is a `switch`, which a spec's
// check cannot make on a parameter's value.

extension SingleProductScreen {
    func verifyProductTypeScreenLoadedSteps(productType: ProductType, file: StaticString, line: UInt) {
        // The form names an external product "External/Affiliate".
        let typeLabel = productType == .external ? "external/Affiliate" : productType.rawValue
        verifyReviewCellShown(file: file, line: line)
            .verifyTypeLabelShown(typeLabel: typeLabel, file: file, line: line)
        switch productType {
        case .physical, .virtual:
            verifyTextShown(text: "Add Price", file: file, line: line)
                .verifyTextShown(text: "Inventory", file: file, line: line)
        case .variable:
            verifyTextShown(text: "Add variations", file: file, line: line)
                .verifyTextShown(text: "Inventory", file: file, line: line)
        case .grouped:
            verifyTextShown(text: "Add products to the group", file: file, line: line)
                .verifyTextNotShown(text: "Inventory", file: file, line: line)
        case .external:
            verifyTextShown(text: "Add product link", file: file, line: line)
                .verifyTextShown(text: "Add Price", file: file, line: line)
                .verifyTextNotShown(text: "Inventory", file: file, line: line)
        }
    }

    func verifyPublishedProductScreenLoadedSteps(productType: ProductType, productName: String, file: StaticString, line: UInt) {
        verifySaveButtonShown(file: file, line: line)
            .verifyTextShown(text: "TIP", file: file, line: line)
            .verifyNameShown(name: productName, file: file, line: line)
        switch productType {
        case .physical, .virtual: verifyTextShown(text: "Price", file: file, line: line)
        case .variable: verifyTextShown(text: "Add variations", file: file, line: line)
        case .grouped: verifyTextShown(text: "Grouped products", file: file, line: line)
        case .external: verifyTextShown(text: "Add product link", file: file, line: line)
        }
    }
}
