#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// The Products tab: the list (filtered, searched), adding a product of a type, a product's form
/// (beside the list on iPad).
extension SimulatedWooCommerceApp {
    func declareProducts() {
        var showsProductTypeSheet = false

        app.screen("Products") {
            if showsProductTypeSheet {
                // A modal bottom sheet: VoiceOver, and so XCUITest, sees only the sheet while it is up.
                SimulatedElement(.other, id: "product-type-sheet", frame: self.bottomSheetFrame) {
                    SimulatedElement.text("Select a product type")
                    SimulatedElement.list("product-type-list") {
                        for type in MockStore.ProductType.allCases {
                            SimulatedElement.cell {
                                SimulatedElement.text(type.sheetTitle)
                                SimulatedElement.text(type.sheetDescription)
                            }.onTapAnywhere { event in
                                showsProductTypeSheet = false
                                self.openedProduct = .new(type: type, title: "", published: false)
                                event.app.show("ProductForm", after: Delay.push)
                            }
                        }
                        SimulatedElement.cell { SimulatedElement.text("Simple subscription") }
                        SimulatedElement.cell { SimulatedElement.text("Variable subscription") }
                    }
                }
            } else if self.isPad {
                self.primaryColumn { self.productList() }
                self.secondaryColumn {
                    self.navigationBar("Product")
                    SimulatedElement.text("Select a product to see its details")
                }
                self.tabBar(.products)
            } else {
                self.productList()
                self.tabBar(.products)
            }
        }
        openProductTypeSheet = { app in
            showsProductTypeSheet = true
            app.show("Products", after: Delay.push)
        }

        app.screen("ProductForm") {
            if self.isPad {
                self.primaryColumn { self.productList() }
                self.secondaryColumn { self.productForm(back: false) }
            } else {
                self.productForm(back: true)
            }
            self.tabBar(.products)
        }

        app.screen("ProductSearch") {
            let field = SimulatedElement.searchField("", placeholder: "Search products")
            let results = SimulatedElement.list("default-search-results-table-view") { self.productRows(self.store.products) }
            field.onTypeText { _ in
                let text = field.value ?? ""
                results.identifier = text.isEmpty ? "default-search-results-table-view" : "updated-search-results-table-view"
                results.children = self.productRows(self.store.products.filter { text.isEmpty || $0.name.localizedCaseInsensitiveContains(text) })
            }
            SimulatedElement(.other, id: "product-search-screen-search-field") { field }.onTap(focus: field)
            SimulatedElement.button("product-search-cancel-button", label: "Cancel").onTap(show: "Products", after: Delay.push)
            results
        }

        app.screen("ProductFilter") {
            self.navigationBar("Filters", back: ("Dismiss", "Products")) {
                SimulatedElement.button(label: "Clear").onTap { _ in self.chosenStockStatus = nil }
            }
            SimulatedElement.list("product-filter-table") {
                SimulatedElement.cell {
                    SimulatedElement.text("Stock Status")
                    SimulatedElement.text(self.chosenStockStatus?.filterLabel ?? "Any")
                }.onTapAnywhere(show: "StockStatusFilter", after: Delay.push)
                SimulatedElement.cell { SimulatedElement.text("Product Status") }
                SimulatedElement.cell { SimulatedElement.text("Product Type") }
                SimulatedElement.cell { SimulatedElement.text("Product Category") }
            }
            SimulatedElement(.button, id: "product-filter-show-products") {
                SimulatedElement.text("Show Products")
            }.onTapAnywhere { event in
                self.stockStatusFilter = self.chosenStockStatus
                event.app.show("Products", after: Delay.network)
            }
        }

        app.screen("StockStatusFilter") {
            self.navigationBar("Stock Status", back: ("Filters", "ProductFilter"))
            SimulatedElement.list("stock-status-table") {
                SimulatedElement.cell(label: "Any").onTap { event in
                    self.chosenStockStatus = nil
                    event.app.show("ProductFilter", after: Delay.push)
                }
                for status in MockStore.StockStatus.allCases {
                    SimulatedElement.cell(label: status.filterLabel).onTap { event in
                        self.chosenStockStatus = status
                        event.app.show("ProductFilter", after: Delay.push)
                    }
                }
            }
        }
    }

    private var bottomSheetFrame: CGRect {
        let size = app.hostDevice.screenSize
        return CGRect(x: 0, y: size.height * 0.45, width: size.width, height: size.height * 0.55)
    }

    /// The product list with its navigation bar's buttons.
    @SimulatedUIBuilder
    private func productList() -> [SimulatedElement] {
        navigationBar("Products") {
            SimulatedElement.button("product-search-button", label: "Search products").onTap(show: "ProductSearch", after: Delay.push)
            SimulatedElement.button("product-filter-button", label: "Filter").onTap { event in
                self.chosenStockStatus = self.stockStatusFilter
                event.app.show("ProductFilter", after: Delay.push)
            }
            SimulatedElement.button("product-add-button", label: "Add a product").onTap { event in
                self.openProductTypeSheet?(event.app)
            }
        }
        if self.topBanner {
            SimulatedElement.group("top-banner-view") {
                if !self.topBannerCollapsed {
                    SimulatedElement.button("top-banner-view-info-label", label: "Some products are not shown")
                }
                SimulatedElement.button("top-banner-view-expand-collapse-button", label: "Collapse").onTap { event in
                    self.topBannerCollapsed.toggle()
                    event.app.show("Products")
                }
            }
        }
        SimulatedElement.list("products-table-view") {
            self.productRows(self.store.products.filter { self.stockStatusFilter == nil || $0.stockStatus == self.stockStatusFilter })
        }
    }

    /// A row per product, named by the product, with its name and stock status.
    func productRows(_ products: [MockStore.Product]) -> [SimulatedElement] {
        products.map { product in
            SimulatedElement.cell(product.name) {
                SimulatedElement.text(product.name)
                SimulatedElement.text(product.stockStatus.listLabel)
            }.onTapAnywhere { event in
                self.openedProduct = .existing(product)
                event.app.show("ProductForm", after: Delay.push)
            }
        }
    }

    /// A product's form: an existing product's, or a new one's by type, before and after publishing.
    @SimulatedUIBuilder
    private func productForm(back: Bool) -> [SimulatedElement] {
        let opened = self.openedProduct ?? .existing(self.store.products[0])
        switch opened {
        case .existing(let product):
            navigationBar("Edit Product", back: back ? ("Products", "Products") : nil) {
                SimulatedElement.button("edit-product-more-options-button", label: "More options")
                SimulatedElement.button("save-product-button", label: "Save", enabled: false)
            }
            SimulatedElement.list("product-form") {
                SimulatedElement.cell("product-title") {
                    SimulatedElement.textView("", label: product.name, text: product.name)
                }
                SimulatedElement.cell { SimulatedElement.text("Describe your product") }
                SimulatedElement.cell {
                    SimulatedElement.text("Price")
                    SimulatedElement.text("Regular price: $\(product.regularPrice).00")
                }
                SimulatedElement.cell {
                    SimulatedElement.text("Inventory")
                    SimulatedElement.text("Stock status: \(product.stockStatus.listLabel)")
                }
                SimulatedElement.cell("product-review-cell") { SimulatedElement.text("Reviews") }
            }
        case .new(let type, let title, let published):
            let titleView = SimulatedElement.textView("", label: title, text: title.isEmpty ? nil : title)
            navigationBar(published ? "Edit Product" : "Add Product", back: back ? ("Products", "Products") : nil) {
                SimulatedElement.button("edit-product-more-options-button", label: "More options")
                if published {
                    SimulatedElement.button("save-product-button", label: "Save")
                } else {
                    SimulatedElement.button("publish-product-button", label: "Publish").onTap { event in
                        self.openedProduct = .new(type: type, title: titleView.value ?? "", published: true)
                        event.app.show("ProductForm", after: Delay.network)
                    }
                }
            }
            SimulatedElement.list("product-form") {
                if published {
                    SimulatedElement.cell { SimulatedElement.text("TIP") }
                }
                SimulatedElement.cell("product-title") { titleView }.onTap(focus: titleView)
                SimulatedElement.cell { SimulatedElement.text("Describe your product") }
                for row in Self.rows(of: type, published: published) {
                    SimulatedElement.cell { SimulatedElement.text(row) }
                }
                SimulatedElement.cell("product-review-cell") { SimulatedElement.text("Reviews") }
                SimulatedElement.cell {
                    SimulatedElement.text("Product type")
                    SimulatedElement.text(type.formLabel)
                }
            }
        }
    }

    /// The rows a new product's form shows by type, before and after publishing.
    private static func rows(of type: MockStore.ProductType, published: Bool) -> [String] {
        switch (type, published) {
        case (.physical, false), (.virtual, false): return ["Add Price", "Inventory"]
        case (.physical, true), (.virtual, true): return ["Price", "Inventory"]
        case (.variable, _): return ["Add variations", "Inventory"]
        case (.grouped, false): return ["Add products to the group"]
        case (.grouped, true): return ["Grouped products"]
        case (.external, false): return ["Add product link", "Add Price"]
        case (.external, true): return ["Add product link", "Price"]
        }
    }
}
#endif
