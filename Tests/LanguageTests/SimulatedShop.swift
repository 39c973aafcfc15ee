import Foundation
import XCUIAutomation

/// What the simulated shop remembers: its products, which are saved, the chosen period and sort,
/// what was typed, and who signed in.
@MainActor
final class ShopState {
    struct Product {
        let name: String
        let isNew: Bool
    }

    var products = [Product(name: "Teapot", isNew: true), Product(name: "Kettle", isNew: false),
                    Product(name: "Mug", isNew: true), Product(name: "Spoon", isNew: false)]
    /// How often the list was pulled down to refresh it.
    var refreshes = 0
    var saved: Set<String> = ["Kettle"]
    var period = "today"
    var sort: String?
    var message = ""
    var greeting = ""
    var search = ""
    /// The product whose page or editor shows.
    var product = ""
    /// The screen that opened the editor, where saving returns.
    var editorOpener = "Shop"
    /// The list that opened the product's page, where deleting returns.
    var productOpener = "Shop"
    var terms = TermsState()
    /// The tag whose list shows.
    var openTag = ""
}

/// A small shop app, as its accessibility tree looks on a device: a navigation bar, a toolbar of
/// period buttons (with a nested group holding one more button), sort buttons labelled with what
/// the app shows, a search field, a message line, and a table of products whose cells hold a
/// title, a save button (selected once saved) and, for new products, a badge. A login screen
/// greets the user by login and age. The only Linux-specific part of these tests.
@MainActor
final class SimulatedShop {
    static let bundleIdentifier = "com.example.shop"

    struct Options {
        var searchPlaceholder = "Search products"
        var searchHittable = true
        /// The refresh (a pull down on the list) after which a "Scarf" is listed; nil: never.
        var scarfArrivesOnRefresh: Int?
        /// Where saving in the editor returns, whichever screen opened it; nil: the opener.
        var editorSavesTo: String?
        /// Where deleting a product returns, whichever list opened its page; nil: that list.
        var deleteReturnsTo: String?
    }

    let app: SimulatedApp
    let state: ShopState
    let options: Options

    /// `state`: what the shop stored before, for a shop installed again that keeps its data.
    @discardableResult
    static func install(on device: SimulatedDevice = .current, options: Options = Options(), state: ShopState = ShopState()) -> SimulatedShop {
        SimulatedShop(device: device, options: options, state: state)
    }

    private init(device: SimulatedDevice, options: Options, state: ShopState) {
        self.options = options
        self.state = state
        app = SimulatedApp(bundleIdentifier: Self.bundleIdentifier, name: "Shop", launchDelay: 1)
        app.initialScreen = "Shop"
        app.onForeground = { [state] app in
            state.message = "Welcome back"
            app.show(app.currentScreen ?? "Shop")
        }
        declareShop()
        declareLogin()
        declareProductScreens()
        declareLinks()
        declareTerms()
        declareTagList()
        device.install(app, asAppUnderTest: true)
        // Springboard's home screen, with the shop's icon: what shows once the shop is away.
        device.springboard.screen("Home") { SimulatedElement(.icon, id: "Shop", label: "Shop") }
        device.springboard.show("Home")
    }

    /// The text the search field holds.
    var searchText: String { state.search }

    private func declareShop() {
        app.screen("Shop") { [self] in
            // The bar's items, so the elements below keep their places.
            SimulatedElement.navigationBar("Shop") {
                SimulatedElement.button("Shop.saved", label: "Saved").onTap(show: "SavedProducts")
                SimulatedElement.button("Shop.add", label: "Add product").onTap { [self] _ in openEditor(on: "New product", from: "Shop") }
                SimulatedElement.button("Shop.links", label: "Links").onTap(show: "Links")
                SimulatedElement.button("Shop.terms", label: "Terms").onTap(show: "Terms")
            }
            SimulatedElement(.toolbar, id: "Shop.toolbar") {
                for period in ["today", "week", "month"] {
                    SimulatedElement.button("period-\(period)", label: period.capitalized, selected: state.period == period).onTap { [self] _ in
                        state.period = period
                        state.message = "Period \(period)"
                        app.show("Shop")
                    }
                }
                SimulatedElement.group("Shop.more") {
                    SimulatedElement.button("Shop.filter", label: "Filter")
                }
            }
            for sort in ["Newest first", "Lowest price"] {
                SimulatedElement.button(label: sort).onTap { [self] _ in
                    state.sort = sort
                    state.message = "Sorted by \(sort)"
                    app.show("Shop")
                }
            }
            SimulatedElement(.searchField, id: "Shop.search", value: state.search.isEmpty ? nil : state.search,
                             placeholder: options.searchPlaceholder, title: "Search", hittable: options.searchHittable)
                .onTypeText { [self] event in state.search = event.element.value ?? "" }
            SimulatedElement.text(state.message, id: "Shop.message")
            SimulatedElement.text(state.greeting, id: "Shop.greeting")
            SimulatedElement.button("Shop.login", label: "Log in").onTap(show: "Login")
            // A logo that counts taps and fingers, as tap gesture recognisers do.
            SimulatedElement.button("Shop.logo", label: "Shop")
                .on(.tap) { [self] _ in state.message = "Logo tapped" }
                .on(.taps(3, touches: 1)) { [self] _ in state.message = "Logo tapped three times" }
                .on(.taps(1, touches: 2)) { [self] _ in state.message = "Logo tapped with two fingers" }
            // Buttons named as apps often name them: a prefix and the title with spaces as `_`.
            for category in ["Garden Tools", "Tea"] {
                SimulatedElement.button("Category.\(category.replacingOccurrences(of: " ", with: "_"))", label: category).onTap { [self] _ in
                    state.message = "Code \(category.uppercased().replacingOccurrences(of: " ", with: "-"))"
                    app.show("Shop")
                }
            }
            SimulatedElement.list("Products.list") {
                for (index, product) in state.products.enumerated() {
                    SimulatedElement.cell("Product.\(index)") {
                        SimulatedElement.text(product.name, id: "Product.title")
                        SimulatedElement.button("Product.save", label: "Save", selected: state.saved.contains(product.name)).onTap { [self] _ in
                            state.saved.insert(product.name)
                            app.show("Shop")
                        }
                        if product.isNew { SimulatedElement.image("badge.new", label: "New") }
                    }
                    .onTap { [self] _ in openPage(of: product.name, from: "Shop") }
                }
            }
            // Pull to refresh: a swipe down on the list loads what arrived since.
            .on(.swipeDown) { [self] _ in
                state.refreshes += 1
                if state.refreshes == options.scarfArrivesOnRefresh { state.products.append(.init(name: "Scarf", isNew: true)) }
                app.show("Shop")
            }
        }
    }

    private func declareLogin() {
        app.screen("Login") { [self] in
            SimulatedElement.group("Login.view", label: "Log in") {
                SimulatedElement.textField("Login.login", placeholder: "Login")
                SimulatedElement.secureField("Login.password", placeholder: "Password")
                SimulatedElement.textField("Login.age", placeholder: "Age")
                SimulatedElement.button("Login.submit", label: "Log in").onTap { [self] event in
                    let login = event.app.element("Login.login")?.value ?? ""
                    let age = event.app.element("Login.age")?.value ?? ""
                    state.greeting = "Hello \(login) (\(age))"
                    app.show("Shop", after: 0.5)
                }
            }
        }
    }

    /// A product's page opens its editor; the shop opens it on a new product. Saving renames the
    /// product and returns to the screen that opened the editor (or, to make a test fail, where
    /// `editorSavesTo` says).
    private func declareProductScreens() {
        app.screen("ProductPage") { [self] in
            SimulatedElement.group("ProductPage.view", label: state.product) {
                SimulatedElement.text(state.product, id: "ProductPage.title")
            }
            SimulatedElement.button("ProductPage.edit", label: "Edit").onTap { [self] _ in openEditor(on: state.product, from: "ProductPage") }
            SimulatedElement.button("ProductPage.back", label: "Shop").onTap(show: "Shop")
            SimulatedElement.button("ProductPage.delete", label: "Delete").onTap { [self] _ in
                state.products.removeAll { $0.name == state.product }
                state.saved.remove(state.product)
                app.show(options.deleteReturnsTo ?? state.productOpener)
            }
        }
        app.screen("SavedProducts") { [self] in
            SimulatedElement.text("Saved products", id: "Saved.header")
            SimulatedElement.list("Products.list") {
                for product in state.products where state.saved.contains(product.name) {
                    SimulatedElement.cell {
                        SimulatedElement.text(product.name, id: "Product.title")
                    }
                    .onTap { [self] _ in openPage(of: product.name, from: "SavedProducts") }
                }
                // An empty-state row, as many apps show one.
                if state.saved.isEmpty {
                    SimulatedElement.cell { SimulatedElement.text("Nothing saved yet", id: "Saved.empty") }
                }
            }
            SimulatedElement.button("Saved.close", label: "Close").onTap(show: "Shop")
        }
        app.screen("ProductEditor") { [self] in
            SimulatedElement.textField("Editor.name", placeholder: "Name", text: state.product)
            SimulatedElement.button("Editor.save", label: "Save").onTap { [self] event in
                let name = event.app.element("Editor.name")?.value ?? ""
                if let index = state.products.firstIndex(where: { $0.name == state.product }) {
                    state.products[index] = ShopState.Product(name: name, isNew: state.products[index].isNew)
                } else {
                    state.products.append(ShopState.Product(name: name, isNew: true))
                }
                state.product = name
                app.show(options.editorSavesTo ?? state.editorOpener)
            }
        }
    }

    private func openPage(of product: String, from list: String) {
        state.product = product
        state.productOpener = list
        app.show("ProductPage")
    }

    private func openEditor(on product: String, from opener: String) {
        state.product = product
        state.editorOpener = opener
        app.show("ProductEditor")
    }
}
