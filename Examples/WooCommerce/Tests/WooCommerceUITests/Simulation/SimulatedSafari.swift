#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// Safari, as far as the universal-link tests use it: the address bar (a capsule at the bottom on
/// iPhone, the tab bar at the top on iPad), typing an address, and the mock server's page of links,
/// whose links open the WooCommerce app.
@MainActor
enum SimulatedSafari {
    static let bundleIdentifier = "com.apple.mobilesafari"

    static func install(on device: SimulatedDevice = .current, opening wooCommerce: SimulatedWooCommerceApp) {
        let safari = SimulatedApp(bundleIdentifier: bundleIdentifier, name: "Safari", launchDelay: 1)
        var page = "start"
        let address = SimulatedElement.textField("URL", placeholder: "Search or enter website name", keyboard: .default.returning("Go"))
        let isPad = device.model.idiom == .pad
        // The keyboard's Go key (a button "Go") loads the typed address.
        address.onTypeText { event in
            guard event.text?.contains("\n") == true, address.value == "http://localhost:8282/links.html" else { return }
            page = "links"
            event.app.focus(nil)
            event.app.show("Browser", after: SimulatedWooCommerceApp.Delay.network)
        }

        safari.screen("Browser") {
            // The address bar is an element of its own that focuses the address field when tapped.
            SimulatedElement(.other, id: isPad ? "UnifiedTabBar" : "CapsuleNavigationBar?isSelected=true") {
                address
            }.onTap(focus: address)
            SimulatedElement(.webView) {
                if page == "links" {
                    for link in ["https://woocommerce.com/mobile/payments",
                                 "https://www.woocommerce.com/mobile/orders/details?blog_id=161477129&order_id=3337"] {
                        SimulatedElement.link(link).onTap { _ in
                            // iOS hands a universal link to the app that claims the domain, which comes to
                            // the front. (The stand-in's open(_:) leaves a running app in the background,
                            // so the app is activated first.)
                            let woo = XCUIApplication(bundleIdentifier: SimulatedWooCommerceApp.bundleIdentifier)
                            woo.activate()
                            woo.open(URL(string: link)!)
                        }
                    }
                } else {
                    SimulatedElement.text("Favorites")
                }
            }
        }
        device.install(safari)
        wooCommerce.app.onOpenURL = { app, url in wooCommerce.open(url) }
    }
}

extension SimulatedWooCommerceApp {
    /// The app's universal links: payments, and an order's details.
    func open(_ url: URL) {
        guard isLoggedIn else { return }
        if url.path.hasSuffix("/mobile/payments") {
            app.show("Payments", after: Delay.push)
        } else if url.path.hasSuffix("/mobile/orders/details") {
            openedOrder = store.createdOrder
            app.show("OrderDetails", after: Delay.network)
        }
    }
}
#endif
