// On a device the real WooCommerce app answers the UI tests, with its network mocked by WireMock.
// On Linux nothing can, so these files build the app's accessibility tree with Pagewright's
// stand-in for XCUITest: the screens the UI tests visit, with the identifiers, types and texts the
// app shows, and the mocked store's data. Facts (identifiers, labels, data) come from
// woocommerce/woocommerce-ios at the commit NOTES.md names; the code is this example's own.
#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// The simulated WooCommerce app: its state, launch, and what several screens share (navigation
/// bars, the tab bar, iPad's split view). The screens are in the `SimulatedWooCommerceApp+…` files.
@MainActor
final class SimulatedWooCommerceApp {
    static let bundleIdentifier = "com.automattic.woocommerce"

    /// Simulated seconds the app's slow parts take (network calls answered by the mock server).
    enum Delay {
        static let launch: TimeInterval = 1
        static let network: TimeInterval = 1
        /// A screen pushed or presented: instant with `disable-animations`, as every test launches the app.
        @MainActor static var push: TimeInterval = 0.35
        static let webPage: TimeInterval = 3
    }

    /// Options of the simulation itself (not the app's), as launch arguments a test may add.
    enum Option {
        /// Shows the WordPress.com login button on the prologue, hidden in this build of the app.
        static let wpcomLoginVisible = "sim-wpcom-login-visible"
        /// iOS offers to save the password after a successful login.
        static let savePasswordPrompt = "sim-save-password-prompt"
        /// The feedback popover shows over the order form after shipping is added.
        static let feedbackPopover = "sim-feedback-popover"
        /// The recalculate button shows on the order form after a product is added.
        static let recalculateButton = "sim-recalculate-button"
        /// The dashboard shows its top banner.
        static let topBanner = "sim-top-banner"
        /// Checking a password takes 18 s (longer than the 15 s the screen object gives iOS's offer
        /// to save it), and Continue can be neither tapped nor used meanwhile.
        static let slowPasswordCheck = "sim-slow-password-check"
        /// A tap on the shipping address row does not reach its switch (the app's PR 9629): only the
        /// switch control inside it changes it.
        static let stubbornAddressToggle = "sim-stubborn-address-toggle"
    }

    let app = SimulatedApp(bundleIdentifier: bundleIdentifier, name: "WooCommerce", launchDelay: Delay.launch)
    var store = MockStore()

    // Session and navigation.
    var isLoggedIn = false
    var wpcomLoginVisible = false
    /// Shows the WordPress.com login whatever the launch arguments (a test of the simulation sets it).
    var alwaysShowsWPComLogin = false
    var savePasswordPrompt = false
    var feedbackPopover = false
    var recalculateButton = false
    var topBanner = false
    var topBannerCollapsed = false
    var slowPasswordCheck = false
    var stubbornAddressToggle = false

    // Orders.
    /// The order the details screen shows.
    var openedOrder: MockStore.Order?
    /// The order form, while one is open.
    var form: OrderForm?

    // Products.
    var stockStatusFilter: MockStore.StockStatus?
    var chosenStockStatus: MockStore.StockStatus?
    /// The product the form shows: an existing one or a new one of a type.
    var openedProduct: OpenedProduct?
    var openProductTypeSheet: (@MainActor (SimulatedApp) -> Void)?

    /// Handlers of the order form that reach state its builder keeps (see `declareOrderForm`).
    var openAmountTypeSheet: (@MainActor (SimulatedApp) -> Void)?
    var shippingAdded: (@MainActor (SimulatedApp) -> Void)?

    // Reviews.
    var openedReview: MockStore.Review?

    // Payments.
    var paymentAmount = ""
    var showsOrderCompletedToast = false

    enum OpenedProduct {
        case existing(MockStore.Product)
        case new(type: MockStore.ProductType, title: String, published: Bool)
    }

    /// The order being created or edited.
    struct OrderForm {
        enum Mode { case creation, editing }
        var mode: Mode
        var number: Int?
        var products: [String] = []
        var customerName: String?
        var shippingAmount: String?
        var shippingName: String?
        var customAmount: String?
        var note: String?
        var keypadEntry = ""
        var selection: Set<String> = []
    }

    var isPad: Bool { app.hostDevice.model.idiom == .pad }

    /// Installs the app as the app under test on `device`.
    @discardableResult
    static func install(on device: SimulatedDevice = .current) -> SimulatedWooCommerceApp {
        let woo = SimulatedWooCommerceApp()
        device.install(woo.app, asAppUnderTest: true)
        return woo
    }

    private init() {
        app.initialScreen = "Launch"
        app.screen("Launch") { SimulatedElement.spinner("launch-spinner") }
        declareLogin()
        declareDashboard()
        declareMenu()
        declarePayments()
        declareOrders()
        declareOrderForm()
        declareProducts()
        declareReviews()
        app.onLaunch = { [unowned self] app in self.launched(arguments: app.launchArguments) }
    }

    /// What the app does with the launch arguments the UI tests pass: `logout-at-launch` ends the
    /// session (so the prologue shows); `-ui_testing` skips onboarding and the privacy banner (never
    /// shown here); `mocked-wpcom-api` and `disable-animations` need nothing of a simulation.
    private func launched(arguments: [String]) {
        if arguments.contains("logout-at-launch") { isLoggedIn = false }
        Delay.push = arguments.contains("disable-animations") ? 0 : 0.35
        wpcomLoginVisible = alwaysShowsWPComLogin || arguments.contains(Option.wpcomLoginVisible)
        savePasswordPrompt = arguments.contains(Option.savePasswordPrompt)
        feedbackPopover = arguments.contains(Option.feedbackPopover)
        recalculateButton = arguments.contains(Option.recalculateButton)
        topBanner = arguments.contains(Option.topBanner)
        slowPasswordCheck = arguments.contains(Option.slowPasswordCheck)
        stubbornAddressToggle = arguments.contains(Option.stubbornAddressToggle)
        app.show(isLoggedIn ? "MyStore" : "Prologue", after: Delay.push)
    }

    // MARK: What several screens share

    enum Tab: String, CaseIterable {
        case myStore = "tab-bar-my-store-item"
        case orders = "tab-bar-orders-item"
        case products = "tab-bar-products-item"
        case menu = "tab-bar-menu-item"

        var title: String {
            switch self {
            case .myStore: return "My Store"
            case .orders: return "Orders"
            case .products: return "Products"
            case .menu: return "Menu"
            }
        }

        var screen: String {
            switch self {
            case .myStore: return "MyStore"
            case .orders: return "Orders"
            case .products: return "Products"
            case .menu: return "Menu"
            }
        }
    }

    /// The tab bar at the bottom of the main screens, `selected` highlighted.
    func tabBar(_ selected: Tab) -> SimulatedElement {
        let bar = SimulatedElement(.tabBar, id: "") {
            for tab in Tab.allCases {
                SimulatedElement.button(tab.rawValue, label: tab.title, selected: tab == selected).onTap { [unowned self] event in
                    self.form = nil
                    event.app.show(tab.screen)
                }
            }
        }
        bar.frame = tabBarFrame  // at the bottom, whatever the screen holds above it
        return bar
    }

    /// A navigation bar whose back button shows `back`.
    func navigationBar(_ title: String, back: (label: String, screen: String)? = nil,
                       @SimulatedUIBuilder items: () -> [SimulatedElement] = { [] }) -> SimulatedElement {
        SimulatedElement.navigationBar(title) {
            if let back {
                SimulatedElement.button("BackButton", label: back.label).onTap(show: back.screen)
            }
            items()
        }
    }

    // MARK: iPad's split view

    /// The part of the window between the status bar and the tab bar.
    private var contentArea: CGRect {
        let device = app.hostDevice
        let size = device.screenSize
        let top = device.insets.top
        return CGRect(x: 0, y: top, width: size.width, height: size.height - device.insets.bottom - 49 - top)
    }

    private var tabBarFrame: CGRect {
        let device = app.hostDevice
        let size = device.screenSize
        return CGRect(x: 0, y: size.height - device.insets.bottom - 49, width: size.width, height: 49)
    }

    /// Width of the list column of a split view, as UISplitViewController sizes its primary column.
    private static let primaryColumnWidth: CGFloat = 320

    /// The list column of iPad's split view (list and detail side by side).
    func primaryColumn(@SimulatedUIBuilder _ content: () -> [SimulatedElement]) -> SimulatedElement {
        let area = contentArea
        return SimulatedElement(.other, id: "", frame: CGRect(x: 0, y: area.minY, width: Self.primaryColumnWidth, height: area.height),
                                children: content)
    }

    /// The detail column of iPad's split view.
    func secondaryColumn(@SimulatedUIBuilder _ content: () -> [SimulatedElement]) -> SimulatedElement {
        let area = contentArea
        return SimulatedElement(.other, id: "", frame: CGRect(x: Self.primaryColumnWidth, y: area.minY,
                                                              width: area.width - Self.primaryColumnWidth, height: area.height),
                                children: content)
    }
}

extension SimulatedElement {
    /// Runs `handler` for a tap on this element or on any text inside it. On a device a tap on a
    /// row's label reaches the row (UIKit hit-tests the touch); the stand-in delivers an element's
    /// tap to that element only, so the row's texts get the handler too.
    @discardableResult
    func onTapAnywhere(_ handler: @escaping @MainActor (SimulatedEvent) -> Void) -> SimulatedElement {
        forEachText { $0.onTap(handler) }
        return onTap(handler)
    }

    /// Shows `screen` after `delay` for a tap on this element or any text inside it.
    @discardableResult
    func onTapAnywhere(show screen: String, after delay: TimeInterval = 0) -> SimulatedElement {
        onTapAnywhere { $0.app.show(screen, after: delay) }
    }

    private func forEachText(_ body: (SimulatedElement) -> Void) {
        for child in children {
            if child.elementType == .staticText || child.elementType == .image { body(child) }
            child.forEachText(body)
        }
    }
}
#endif
