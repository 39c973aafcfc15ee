#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// The Orders tab: the list, an order's details (beside the list on iPad), search, and collecting
/// a payment for an order.
extension SimulatedWooCommerceApp {
    func declareOrders() {
        app.screen("Orders") {
            if self.isPad {
                self.primaryColumn { self.orderList() }
                self.secondaryColumn {
                    self.navigationBar("Order")
                    SimulatedElement.text("Select an order to see its details")
                }
            } else {
                self.orderList()
            }
            self.tabBar(.orders)
        }

        app.screen("OrderDetails") {
            if self.isPad {
                self.primaryColumn { self.orderList() }
                self.secondaryColumn { self.orderDetails(back: false) }
            } else {
                self.orderDetails(back: true)
            }
            self.tabBar(.orders)
        }

        app.screen("OrderSearch") {
            SimulatedElement(.other, id: "order-search-screen-search-field") {
                SimulatedElement.searchField("", placeholder: "Search all orders")
            }
            SimulatedElement.button("order-search-screen-cancel-button", label: "Cancel").onTap(show: "Orders", after: Delay.push)
            SimulatedElement.list("order-search-results") {}
        }

        app.screen("PaymentMethods") {
            self.navigationBar("Take Payment") {
                SimulatedElement.button("payment-methods-view-cancel-button", label: "Cancel").onTap(show: "OrderDetails", after: Delay.push)
            }
            SimulatedElement.text("Choose your payment method", id: "payment-methods-header-label")
            SimulatedElement.button("payment-methods-view-cash-row", label: "Cash")
            SimulatedElement.button("payment-methods-view-card-row", label: "Card").onTap(show: "CardPresentModal", after: Delay.push)
        }

        app.screen("CardPresentModal") {
            SimulatedElement.text("Connect your card reader", id: "card-present-payments-modal-title-label")
            SimulatedElement.button("card-present-payments-modal-primary-button", label: "Search")
            SimulatedElement.button("card-present-payments-modal-secondary-button", label: "Cancel")
                .onTap(show: "PaymentMethods", after: Delay.push)
        }
    }

    /// The order list: the navigation bar's buttons and a row per order.
    @SimulatedUIBuilder
    private func orderList() -> [SimulatedElement] {
        navigationBar("Orders") {
            SimulatedElement.button("order-search-button", label: "Search orders").onTap(show: "OrderSearch", after: Delay.push)
            SimulatedElement.button("orders-filter-button", label: "Filter")
            SimulatedElement.button("new-order-type-sheet-button", label: "Add").onTap { event in
                self.form = OrderForm(mode: .creation)
                event.app.show("OrderForm", after: Delay.push)
            }
        }
        SimulatedElement.list("orders-table-view") {
            for order in self.store.orders {
                let title = "#\(order.number) \(order.firstName) \(order.lastName)"
                SimulatedElement.cell(title) {
                    SimulatedElement.text(title)
                    SimulatedElement.text(order.total)
                    SimulatedElement.text(order.status)
                }.onTapAnywhere { event in
                    self.openedOrder = order
                    event.app.show("OrderDetails", after: Delay.network)
                }
            }
        }
    }

    /// An order's details: summary, status, products, totals, and the payment button far below.
    @SimulatedUIBuilder
    private func orderDetails(back: Bool) -> [SimulatedElement] {
        let order = self.openedOrder ?? self.store.orders[0]
        navigationBar("Order #\(order.number)", back: back ? ("Orders", "Orders") : nil) {
            SimulatedElement.button("order-details-edit-button", label: "Edit").onTap { event in
                self.form = OrderForm(mode: .editing, number: order.number, products: order.lineItems,
                                      customerName: "\(order.firstName) \(order.lastName)")
                event.app.show("OrderForm", after: Delay.push)
            }
        }
        SimulatedElement.list("order-details-table-view") {
            SimulatedElement.cell("summary-table-view-cell") {
                SimulatedElement.text("\(order.firstName) \(order.lastName)", id: "summary-table-view-cell-title-label")
                SimulatedElement.text("Paid by Cash", id: "summary-table-view-cell-payment-status-label")
            }
            SimulatedElement.cell { SimulatedElement.text(order.status, id: "order-status-label") }
            for item in order.lineItems {
                SimulatedElement.cell { SimulatedElement.text(item) }
            }
            SimulatedElement.cell { SimulatedElement.text("Customer Note") }
            SimulatedElement.cell { SimulatedElement.text(order.customerNote.isEmpty ? "No note" : order.customerNote) }
            SimulatedElement.cell { SimulatedElement.text("Shipping Address") }
            SimulatedElement.cell { SimulatedElement.text("\(order.firstName) \(order.lastName)") }
            SimulatedElement.cell { SimulatedElement.text("Billing Information") }
            SimulatedElement.cell { SimulatedElement.text("Shipping Labels") }
            SimulatedElement.cell { SimulatedElement.text("Payment") }
            SimulatedElement.cell { SimulatedElement.text("Product Total") }
            SimulatedElement.cell { SimulatedElement.text("Discount") }
            SimulatedElement.cell { SimulatedElement.text("Shipping") }
            SimulatedElement.cell { SimulatedElement.text("Taxes") }
            SimulatedElement.cell {
                SimulatedElement.group("order-total") {
                    SimulatedElement.text("Order Total")
                    SimulatedElement.text(order.total)
                }
            }
            SimulatedElement.cell { SimulatedElement.text("Paid by customer") }
            SimulatedElement.cell { SimulatedElement.text("Refunded Products") }
            SimulatedElement.cell { SimulatedElement.text("Order Notes") }
            SimulatedElement.cell {
                SimulatedElement.button("order-details-collect-payment-button", label: "Collect Payment")
                    .onTap(show: "PaymentMethods", after: Delay.push)
            }
        }
    }
}
#endif
