#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// The dashboard, the Menu tab and what it leads to: settings, reviews, payments.
extension SimulatedWooCommerceApp {
    func declareDashboard() {
        var timeframe = "Today"
        app.screen("MyStore") {
            self.navigationBar("My Store")
            if self.topBanner {
                SimulatedElement.group("top-banner-view") {
                    SimulatedElement.text("New: stats for your store's performance")
                    SimulatedElement.button("top-banner-view-dismiss-button", label: "Dismiss").onTap { event in
                        self.topBanner = false
                        event.app.show("MyStore")
                    }
                }
            }
            SimulatedElement.text(self.store.name)
            SimulatedElement(.segmentedControl) {
                for (id, title) in [("period-data-today-tab", "Today"), ("period-data-thisWeek-tab", "This Week"),
                                    ("period-data-thisMonth-tab", "This Month"), ("period-data-thisYear-tab", "This Year")] {
                    SimulatedElement.button(id, label: title, selected: title == timeframe).onTap { event in
                        timeframe = title
                        event.app.show("MyStore")
                    }
                }
            }
            SimulatedElement.text(Self.revenue[timeframe] ?? "$0.00", id: "revenue-value")
            SimulatedElement.image("chart-image", label: "Store revenue chart \(timeframe)")
            self.tabBar(.myStore)
        }
    }

    /// The mocked revenue per timeframe (reports_revenue_stats_*.json in the app's mocks).
    private static let revenue = ["Today": "$0.00", "This Week": "$1,310.00", "This Month": "$2,910.00", "This Year": "$9,805.00"]

    func declareMenu() {
        app.screen("Menu") {
            self.navigationBar("Menu") {
                SimulatedElement.button("dashboard-settings-button", label: "Settings").onTap(show: "Settings", after: Delay.push)
            }
            SimulatedElement.group("menu-store-header") {
                SimulatedElement.text(self.store.name, id: "store-title")
                SimulatedElement.text(self.store.host, id: "store-url")
            }
            SimulatedElement.scrollView("menu-list") {
                SimulatedElement.button("menu-payments", label: "Payments").onTap(show: "Payments", after: Delay.push)
                SimulatedElement.button("menu-view-store", label: "View Store")
                SimulatedElement.button("menu-reviews", label: "Reviews").onTap(show: "Reviews", after: Delay.push)
                SimulatedElement.button("menu-coupons", label: "Coupons")
            }
            self.tabBar(.menu)
        }

        app.screen("Settings") {
            self.navigationBar("Settings", back: ("Menu", "Menu"))
            SimulatedElement.list("settings-table") {
                SimulatedElement.cell("settings-selected-store", label: self.store.name)
                SimulatedElement.cell("settings-beta-features-button", label: "Experimental Features")
                    .onTap(show: "BetaFeatures", after: Delay.push)
                SimulatedElement.cell("settings-log-out-button", label: "Log Out").onTap { event in
                    // UIKit lists the cancel action first; both titles are short, so the buttons sit side by side.
                    event.app.present(.alert("Are you sure you want to log out of the account e2eflowtestingmobile@example.com?",
                                             buttons: ["Back", "Log Out"]) { button, app in
                        guard button == "Log Out" else { return }
                        self.isLoggedIn = false
                        app.show("Prologue", after: Delay.push)
                    })
                }
            }
            self.tabBar(.menu)
        }

        var orderCreationEnabled = false
        app.screen("BetaFeatures") {
            self.navigationBar("Experimental Features", back: ("Settings", "Settings"))
            SimulatedElement.list("beta-features-table") {
                SimulatedElement.cell("beta-features-order-order-creation-cell", label: "Order Creation") {
                    SimulatedElement.toggle("", label: "Order Creation", isOn: orderCreationEnabled, spansRow: false)  // a UIKit cell's UISwitch
                }.onTap { _ in orderCreationEnabled.toggle() }
            }
        }
    }

    func declareReviews() {
        app.screen("Reviews") {
            self.navigationBar("Reviews", back: ("Menu", "Menu"))
            SimulatedElement.list("reviews-table") {
                for review in self.store.reviews {
                    SimulatedElement.cell {
                        SimulatedElement.text("\(review.reviewer) left a review on \(self.store.productName(review.productID))")
                        SimulatedElement.text(review.text)
                    }.onTapAnywhere { event in
                        self.openedReview = review
                        event.app.show("SingleReview", after: Delay.push)
                    }
                }
            }
            self.tabBar(.menu)
        }

        app.screen("SingleReview") {
            let review = self.openedReview ?? self.store.reviews[0]
            self.navigationBar("Product Review", back: ("Reviews", "Reviews"))
            SimulatedElement.list("single-review-table") {
                SimulatedElement.cell {
                    SimulatedElement.text(review.reviewer)
                    SimulatedElement.text(self.store.productName(review.productID))
                }
                SimulatedElement.cell {
                    SimulatedElement.textView("single-review-comment", label: review.text, text: review.text, editable: false)
                }
            }
            SimulatedElement(.toolbar) {
                SimulatedElement.button("single-review-spam-button", label: "Spam")
                SimulatedElement.button("single-review-trash-button", label: "Trash")
                SimulatedElement.button("single-review-approval-button", label: "Approve")
            }
            self.tabBar(.menu)
        }
    }

    func declarePayments() {
        app.screen("Payments") {
            self.navigationBar("Payments", back: ("Menu", "Menu"))
            SimulatedElement.scrollView("payments-menu") {
                SimulatedElement.button("collect-payment", label: "Collect Payment").onTap { event in
                    self.paymentAmount = ""
                    event.app.show("CollectPaymentSheet", after: Delay.push)
                }
                SimulatedElement.button("card-reader-manuals", label: "Card Reader Manuals")
                    .onTap(show: "CardReaderManuals", after: Delay.push)
                SimulatedElement.button("payments-settings", label: "Payments Settings")
                // A text view whose first words are a link; the test taps near its left edge.
                SimulatedElement.textView("", label: "Learn more about In\u{2011}Person Payments", editable: false) {
                    SimulatedElement.link("Learn more").onTap(show: "IPPDocumentation", after: Delay.webPage)
                }
            }
            if self.showsOrderCompletedToast {
                SimulatedElement.text("🎉 Order completed", id: "toast")
            }
        }

        app.screen("IPPDocumentation") {
            self.navigationBar("In-Person Payments", back: ("Done", "Payments"))
            SimulatedElement(.webView) {
                SimulatedElement.text("Getting started with In-Person Payments with WooPayments")
                SimulatedElement.text("Collect payments in person with a card reader.")
            }
        }

        app.screen("CardReaderManuals") {
            self.navigationBar("Card Reader Manuals", back: ("Payments", "Payments"))
            SimulatedElement.scrollView("manuals-list") {
                SimulatedElement.button(label: "BBPOS Chipper 2X BT").onTap(show: "ChipperManual", after: Delay.webPage)
                SimulatedElement.button(label: "Stripe Reader M2")
                SimulatedElement.button(label: "WisePad 3")
            }
        }

        app.screen("ChipperManual") {
            self.navigationBar("Card Reader Manual", back: ("Done", "CardReaderManuals"))
            SimulatedElement(.webView) {
                SimulatedElement.textView("", label: "BBPOS ChipperTM 2X BT Reader Quick Start Guide", editable: false)
            }
        }

        declareCollectPayment()
    }

    /// Collecting a payment for a custom amount: one screen object in the tests, five states here.
    private func declareCollectPayment() {
        app.screen("CollectPaymentSheet") {
            self.navigationBar("Collect Payment", back: ("Cancel", "Payments"))
            SimulatedElement.text("Take payments for a custom amount from the order form.")
            SimulatedElement.button("simple-payments-migration-add-custom-amount", label: "Add Custom Amount")
                .onTap(show: "CollectPaymentAmount", after: Delay.push)
        }

        app.screen("CollectPaymentAmount") {
            self.navigationBar("Custom Amount", back: ("Cancel", "Payments"))
            let amount = SimulatedElement.text("$" + (self.paymentAmount.isEmpty ? "0" : self.paymentAmount), id: "custom-amount-value")
            amount
            self.keypad { key in
                self.paymentAmount += key
                amount.label = "$" + self.paymentAmount
            }
            SimulatedElement.button("order-add-custom-amount-view-add-custom-amount-button", label: "Add Custom Amount")
                .onTap(show: "CollectPaymentOrder", after: Delay.push)
        }

        app.screen("CollectPaymentOrder") {
            self.navigationBar("New Order", back: ("Cancel", "Payments"))
            SimulatedElement.text("Custom amount")
            SimulatedElement.text("$\(self.paymentAmount).00")
            SimulatedElement.button("order-form-collect-payment", label: "Collect Payment")
                .onTap(show: "CollectPaymentMethods", after: Delay.network)
        }

        app.screen("CollectPaymentMethods") {
            self.navigationBar("Take Payment", back: ("Cancel", "Payments"))
            SimulatedElement.text("Choose your payment method", id: "payment-methods-header-label")
            SimulatedElement.button("payment-methods-view-cash-row", label: "Cash").onTap(show: "CollectPaymentCash", after: Delay.push)
            SimulatedElement.button("payment-methods-view-card-row", label: "Card")
        }

        app.screen("CollectPaymentCash") {
            self.navigationBar("Take Payment", back: ("Back", "CollectPaymentMethods"))
            SimulatedElement.text("Cash payment of $\(self.paymentAmount).00")
            SimulatedElement.button(label: "Mark Order as Complete").onTap { event in
                self.showsOrderCompletedToast = true
                event.app.show("Payments", after: Delay.network)
                event.app.perform(after: Delay.network + 3) { app in
                    self.showsOrderCompletedToast = false
                    if app.currentScreen == "Payments" { app.show("Payments") }
                }
            }
        }
    }

    /// The app's own keypad (an input view of its own, not the system keyboard): digits and a
    /// decimal point; each tap runs `typed`.
    func keypad(_ typed: @escaping @MainActor (String) -> Void) -> SimulatedElement {
        SimulatedElement(.keyboard, id: "") {
            for row in [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], [".", "0"]] {
                SimulatedElement(.other) {
                    for key in row {
                        SimulatedElement(.key, id: "", label: key).onTap { _ in typed(key) }
                    }
                }
            }
        }
    }
}
#endif
