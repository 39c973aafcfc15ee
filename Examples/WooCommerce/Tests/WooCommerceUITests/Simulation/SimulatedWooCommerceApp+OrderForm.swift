#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// The order form, shared by creating and editing an order, and the screens it opens: products,
/// customer details, shipping, a custom amount, the customer note and the order status.
extension SimulatedWooCommerceApp {
    func declareOrderForm() {
        var showsAmountTypeSheet = false
        var showsFeedbackPopover = false

        app.screen("OrderForm") {
            let form = self.form ?? OrderForm(mode: .creation)
            // On iPad the product list sits beside a new order's form (the app's side-by-side order form).
            if self.isPad && form.mode == .creation {
                self.primaryColumn { self.productSelector(doneButton: false) }
                self.secondaryColumn { self.orderForm(form) }
            } else {
                self.orderForm(form)
            }
            if showsFeedbackPopover {
                SimulatedElement.group("feedback-banner-popover") {
                    SimulatedElement.text("How is order creation going?")
                    SimulatedElement.button("feedback-banner-popover-close-button", label: "Close").onTap { event in
                        showsFeedbackPopover = false
                        event.app.show("OrderForm")
                    }
                }
            }
            if showsAmountTypeSheet {
                SimulatedElement.overlay("dimming-view")
                SimulatedElement.group("custom-amount-type-sheet") {
                    SimulatedElement.text("How do you want to add your custom amount?")
                    SimulatedElement.button("custom-amount-fixed-button", label: "A fixed amount").onTap { event in
                        showsAmountTypeSheet = false
                        self.form?.keypadEntry = ""
                        event.app.show("CustomAmount", after: Delay.push)
                    }
                    SimulatedElement.button("custom-amount-percentage-button", label: "A percentage of the order total")
                }
            }
        }

        // What the form's own buttons do, in handlers the builder above refers to.
        openAmountTypeSheet = { app in
            showsAmountTypeSheet = true
            app.show("OrderForm", after: Delay.push)
        }
        shippingAdded = { app in
            if self.feedbackPopover { showsFeedbackPopover = true }
            app.show("OrderForm", after: Delay.push)
        }

        app.screen("ProductSelector") {
            self.productSelector(doneButton: true)
        }

        app.screen("AddCustomerDetails") {
            self.navigationBar("Add customer details", back: ("Cancel", "OrderForm")) {
                SimulatedElement.button("add-customer-details-plus-button", label: "Add").onTap(show: "CustomerDetails", after: Delay.push)
            }
            SimulatedElement.searchField("", placeholder: "Search customers")
            SimulatedElement.text("No customers yet")
        }

        app.screen("CustomerDetails") { self.customerDetails() }

        app.screen("AddShipping") {
            let amount = SimulatedElement.text("$0.00", id: "add-shipping-amount")
            let name = SimulatedElement.textField("add-shipping-name-field", placeholder: "Shipping name")
            self.navigationBar("Shipping", back: ("Cancel", "OrderForm")) {
                SimulatedElement.button("add-shipping-done-button", label: "Done").onTap { event in
                    let entry = self.form?.keypadEntry
                    self.form?.shippingAmount = entry
                    self.form?.shippingName = name.value
                    self.shippingAdded?(event.app)
                }
            }
            SimulatedElement.text("Amount")
            amount
            SimulatedElement.text("Name")
            name
            self.keypad { key in
                self.form?.keypadEntry += key
                amount.label = "$" + (self.form?.keypadEntry ?? "")
            }
        }

        app.screen("CustomAmount") {
            let amount = SimulatedElement.text("$0", id: "custom-amount-value")
            self.navigationBar("Custom Amount", back: ("Cancel", "OrderForm"))
            amount
            self.keypad { key in
                self.form?.keypadEntry += key
                amount.label = "$" + (self.form?.keypadEntry ?? "")
            }
            SimulatedElement.button("order-add-custom-amount-view-add-custom-amount-button", label: "Add Custom Amount").onTap { event in
                let entry = self.form?.keypadEntry
                self.form?.customAmount = entry
                event.app.show("OrderForm", after: Delay.push)
            }
        }

        app.screen("CustomerNote") {
            let editor = SimulatedElement.textView("edit-note-text-editor", text: self.form?.note).focusedWhenShown()
            self.navigationBar("Customer Note", back: ("Cancel", "OrderForm")) {
                SimulatedElement.button("edit-note-done-button", label: "Done").onTap { event in
                    self.form?.note = editor.value
                    event.app.show("OrderForm", after: Delay.push)
                }
            }
            editor
        }

        app.screen("OrderStatus") {
            self.navigationBar("Order Status", back: ("Cancel", "OrderForm"))
            SimulatedElement.list("order-status-list") {
                for status in ["Pending payment", "Processing", "On hold", "Completed", "Cancelled", "Refunded", "Failed"] {
                    SimulatedElement.cell(label: status).onTap(show: "OrderForm", after: Delay.push)
                }
            }
        }
    }

    /// The form itself: the navigation bar's buttons and the sections in a scroll view, the
    /// customer, shipping and note buttons below the fold.
    @SimulatedUIBuilder
    private func orderForm(_ form: OrderForm) -> [SimulatedElement] {
        if form.mode == .creation {
            navigationBar("New Order") {
                SimulatedElement.button("new-order-cancel-button", label: "Cancel").onTap { event in
                    self.form = nil
                    event.app.show("Orders", after: Delay.push)
                }
                SimulatedElement.button("new-order-create-button", label: "Create").onTap { event in
                    self.form = nil
                    self.openedOrder = self.store.createdOrder
                    event.app.show("OrderDetails", after: Delay.network)
                }
            }
        } else {
            navigationBar("Edit Order") {
                SimulatedElement.button("edit-order-done-button", label: "Done").onTap { event in
                    self.form = nil
                    event.app.show("OrderDetails", after: Delay.network)
                }
            }
        }
        SimulatedElement.scrollView("order-form-scroll-view") {
            if let number = form.number {
                SimulatedElement.text("Order #\(number)")
            }
            SimulatedElement.text(form.mode == .creation ? "Pending payment" : "Processing")
            SimulatedElement.button("order-status-section-edit-button", label: "Edit status").onTap(show: "OrderStatus", after: Delay.push)
            SimulatedElement.text("Products")
            for product in form.products {
                SimulatedElement.group {
                    SimulatedElement.text(product)
                    SimulatedElement.text("Quantity 1")
                }
            }
            if !self.isPad {
                SimulatedElement.button("new-order-add-product-button", label: "Add Products").onTap { event in
                    self.form?.selection = []
                    event.app.show("ProductSelector", after: Delay.push)
                }
            }
            if self.recalculateButton && !form.products.isEmpty {
                SimulatedElement.button("new-order-recalculate-button", label: "Recalculate").onTap { event in
                    self.recalculateButton = false  // the totals are up to date until the form changes again
                    event.app.show("OrderForm")
                }
            }
            if let amount = form.customAmount {
                SimulatedElement.text("Custom amount $\(amount).00")
            }
            SimulatedElement.button("new-order-add-custom-amount-button", label: "Add Custom Amount").onTap { event in
                self.openAmountTypeSheet?(event.app)
            }
            SimulatedElement.text("Payment")
            SimulatedElement.text("Products total")
            SimulatedElement.text("Discounts")
            SimulatedElement.text("Taxes")
            SimulatedElement.text("Order total")
            SimulatedElement.text("Customer")
            if let name = form.customerName {
                SimulatedElement.text(name)
            } else {
                SimulatedElement.button(label: "Add Customer Details").onTap(show: "AddCustomerDetails", after: Delay.push)
            }
            SimulatedElement.text("Shipping")
            if let name = form.shippingName, let amount = form.shippingAmount {
                SimulatedElement.text("\(name) $\(amount)")
            }
            SimulatedElement.button("add-shipping-button", label: "Add Shipping").onTap { event in
                self.form?.keypadEntry = ""
                event.app.show("AddShipping", after: Delay.push)
            }
            SimulatedElement.text("Coupons")
            SimulatedElement.text("Gift cards")
            SimulatedElement.text("Customer note")
            if let note = form.note {
                SimulatedElement.text(note)
            }
            SimulatedElement.button("add-customer-note-button", label: "Add Note").onTap(show: "CustomerNote", after: Delay.push)
        }
    }

    /// The product selector: a search field and a row per product; on iPhone a Done button adds the
    /// chosen products, on iPad a tap adds the product at once.
    @SimulatedUIBuilder
    private func productSelector(doneButton: Bool) -> [SimulatedElement] {
        navigationBar("Add Product", back: doneButton ? ("Cancel", "OrderForm") : nil) {
            if doneButton {
                SimulatedElement.button("product-multiple-selection-done-button", label: "Done").onTap { event in
                    let chosen = self.store.products.map(\.name).filter { self.form?.selection.contains($0) == true }
                    self.form?.products += chosen
                    event.app.show("OrderForm", after: Delay.push)
                }
            }
        }
        SimulatedElement.searchField("product-selector-search-bar", placeholder: "Search products")
        SimulatedElement.list("product-selector-list", style: .collectionView) {  // a SwiftUI List: rows exist only in view
            for product in self.store.products {
                SimulatedElement(.button, id: "product-item", selected: self.form?.selection.contains(product.name) == true) {
                    SimulatedElement.text(product.name)
                    SimulatedElement.text("\(product.stockStatus.listLabel) • $\(product.regularPrice).00")
                }.onTapAnywhere { event in
                    if doneButton {
                        if self.form?.selection.contains(product.name) == true {
                            self.form?.selection.remove(product.name)
                        } else {
                            self.form?.selection.insert(product.name)
                        }
                    } else {
                        self.form?.products.append(product.name)
                        event.app.show("OrderForm")
                    }
                }
            }
        }
    }

    /// Billing and, once the toggle is on, shipping addresses; both forms use the same field
    /// identifiers. The toggle's switch control sits inside the row's own switch element.
    @SimulatedUIBuilder
    private func customerDetails() -> [SimulatedElement] {
        let billingName = SimulatedElement.textField("order-address-form-first-name-field", placeholder: "First name")
        let forms = SimulatedElement.group("customer-details-forms") {
            SimulatedElement.group("order-address-form") {
                SimulatedElement.text("Billing Address")
                billingName
                SimulatedElement.textField("order-address-form-last-name-field", placeholder: "Last name")
            }
        }
        let shippingForm = SimulatedElement.group("secondary-order-address-form") {
            SimulatedElement.text("Shipping Address")
            SimulatedElement.textField("order-address-form-first-name-field", placeholder: "First name")
            SimulatedElement.textField("order-address-form-last-name-field", placeholder: "Last name")
        }
        let toggle = shippingAddressToggle(forms: forms, shippingForm: shippingForm)
        navigationBar("Customer Details", back: ("Cancel", "AddCustomerDetails")) {
            SimulatedElement.button("order-customer-details-done-button", label: "Done").onTap { event in
                self.form?.customerName = billingName.value
                event.app.show("OrderForm", after: Delay.push)
            }
        }
        SimulatedElement.scrollView("customer-details-scroll-view") {
            forms
            toggle
        }
    }

    /// The switch that adds the shipping address form; the row is a switch holding the switch control.
    private func shippingAddressToggle(forms: SimulatedElement, shippingForm: SimulatedElement) -> SimulatedElement {
        let toggle = SimulatedElement(.switch, id: "order-creation-customer-details-shipping-address-toggle",
                                      label: "Add a different shipping address", value: "0")
        let control = SimulatedElement(.switch, value: "0")
        let changed: @MainActor (String) -> Void = { value in
            toggle.value = value
            control.value = value
            if value == "1", !forms.children.contains(where: { $0 === shippingForm }) {
                forms.children.append(shippingForm)
            } else if value == "0" {
                forms.children.removeAll { $0 === shippingForm }
            }
        }
        toggle.children = [control]
        // A stubborn row keeps the control's value, whatever the tap did to the row.
        toggle.onTap { event in changed(self.stubbornAddressToggle ? control.value ?? "0" : event.element.value ?? "0") }
        control.onTap { event in changed(event.element.value ?? "0") }
        return toggle
    }
}
#endif
