import Foundation
import XCUIAutomation

/// What the simulated till remembers: what the test did, so a test can check the app saw it.
@MainActor
final class TillState {
    /// The order a row tap opened (its number).
    var openedOrder: Int?
    /// The button that answered the launch prompt.
    var promptAnswer: String?
    /// Taps on the "Open only" filter, which toggles.
    var filterTaps = 0
    /// The keys of the app's keypad, in the order tapped.
    var keysPressed: [String] = []
    var amount: String { keysPressed.joined() }
    /// The link of the terms text that was tapped.
    var openedLink: String?
    /// The note, once the return key sent it.
    var sentNote: String?
    /// Strokes on the signature pad.
    var strokes = 0
    /// The button that opened the new order ("Orders.add", "Orders.addInBar", "Sidebar.add") and
    /// the one that closed it ("Back", "Cancel").
    var addedWith: String?
    var closedWith: String?
}

/// A till as its accessibility tree looks on a device: a tab bar (Orders, Pay); a long lazy list
/// of orders whose add button sits in a sidebar on an iPad and in the navigation bar in landscape;
/// a prompt the app may show after launch; a pay screen with the app's own keypad (no system
/// keyboard), a text of three links one above the other, a note field and a signature pad; and a
/// new-order screen pushed with a back button on an iPhone, a popover with Cancel on an iPad. The
/// only Linux-specific part of these tests.
@MainActor
final class SimulatedTill {
    static let bundleIdentifier = "com.example.till"

    struct Options {
        /// Rows of the orders list.
        var orders = 200
        /// Seconds after launch at which the app asks to save the password; nil: never.
        var promptAfter: TimeInterval?
        /// The screen signing leads to (another than Receipt: a till that lands on the wrong screen).
        var afterSigning = "Receipt"
    }

    let app: SimulatedApp
    let state = TillState()
    let options: Options

    @discardableResult
    static func install(on device: SimulatedDevice = .current, options: Options = Options()) -> SimulatedTill {
        SimulatedTill(device: device, options: options)
    }

    private init(device: SimulatedDevice, options: Options) {
        self.options = options
        app = SimulatedApp(bundleIdentifier: Self.bundleIdentifier, name: "Till", launchDelay: 1)
        app.initialScreen = "Orders"
        declareOrders()
        declareDetails()
        declarePay()
        declareReceipt()
        declareAddOrder()
        app.onLaunch = { [self] app in
            guard let delay = self.options.promptAfter else { return }
            app.present(.alert("Save Password?", message: "Save the password for this till?", buttons: ["Not Now", "Save"]) { [self] button, _ in
                state.promptAnswer = button
            }, after: delay)
        }
        device.install(app, asAppUnderTest: true)
    }

    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    private var isLandscape: Bool { app.hostDevice.orientation.isLandscape }

    private func addButton(_ identifier: String) -> SimulatedElement {
        SimulatedElement.button(identifier, label: "New order").onTap { [self] event in
            state.addedWith = identifier
            event.app.show("AddOrder")
        }
    }

    @SimulatedUIBuilder
    private func tabBar() -> [SimulatedElement] {
        SimulatedElement(.tabBar, id: "Tabs") {
            SimulatedElement.button("Tabs.orders", label: "Orders").onTap(show: "Orders")
            SimulatedElement.button("Tabs.pay", label: "Pay").onTap(show: "Pay")
        }
    }

    private func declareOrders() {
        app.screen("Orders") { [self] in
            if isPad {
                SimulatedElement.group("Orders.sidebar") { addButton("Sidebar.add") }
            }
            SimulatedElement.navigationBar("Orders", id: "Orders.nav") {
                if !isPad && isLandscape { addButton("Orders.addInBar") }
            }
            if !isPad && !isLandscape { addButton("Orders.add") }
            SimulatedElement.button("Orders.openOnly", label: "Open only").onTap { [self] event in
                state.filterTaps += 1
                event.element.isSelected.toggle()
            }
            SimulatedElement.group("Orders.view") {
                SimulatedElement.list("Orders.list", style: .collectionView) {
                    for number in 1...options.orders {
                        SimulatedElement.cell("Order.\(number)", label: "Order #\(number)").onTap { [self] event in
                            state.openedOrder = number
                            event.app.show("Details")
                        }
                    }
                }
            }
            tabBar()
        }
    }

    private func declareDetails() {
        app.screen("Details") { [self] in
            SimulatedElement.navigationBar("Order", id: "Details.nav") {
                SimulatedElement.button("Details.back", label: "Orders").onTap(show: "Orders")
            }
            SimulatedElement.text("Order #\(state.openedOrder ?? 0)", id: "Details.title")
            // A wide window (a full-screen iPad) has room for the order's whole summary.
            let regular = isPad && app.windowHorizontalSizeClass != .compact
            SimulatedElement.text("Paid", id: regular ? "Details.summaryWide" : "Details.summary")
        }
    }

    private func declarePay() {
        app.screen("Pay") { [self] in
            SimulatedElement.group("Pay.view") {
                SimulatedElement.text(state.amount, id: "Pay.amount")
                SimulatedElement(.keyboard, id: "Pay.keypad") {
                    for key in ["1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "0"] {
                        SimulatedElement(.key, label: key).onTap { [self] event in
                            state.keysPressed.append(key)
                            event.app.element("Pay.amount")?.label = state.amount
                        }
                    }
                }
                // Three links one above the other: a tap at the middle reaches Privacy.
                SimulatedElement.textView("Pay.terms", editable: false) {
                    for link in ["Terms", "Privacy", "Refunds"] {
                        SimulatedElement.link(link).onTap { [self] _ in state.openedLink = link }
                    }
                }
                SimulatedElement.textField("Pay.note", placeholder: "Note").onTypeText { [self] event in
                    if event.text == XCUIKeyboardKey.return.rawValue { state.sentNote = event.element.value }
                }
                // Signed after three strokes (presses, here), then the receipt comes.
                SimulatedElement.group("Pay.signature", label: "Sign here").on(.press) { [self] event in
                    state.strokes += 1
                    if state.strokes == 3 { event.app.show(options.afterSigning, after: 0.5) }
                }
            }
            tabBar()
        }
    }

    private func declareReceipt() {
        app.screen("Receipt") { [self] in
            SimulatedElement.group("Receipt.view") {
                SimulatedElement.text("Paid \(state.amount)", id: "Receipt.total")
            }
            SimulatedElement.button("Receipt.done", label: "Done").onTap(show: "Orders")
            tabBar()
        }
    }

    private func declareAddOrder() {
        app.screen("AddOrder") { [self] in
            if isPad {
                SimulatedElement.button(label: "Cancel").onTap { [self] event in
                    state.closedWith = "Cancel"
                    event.app.show("Orders")
                }
            } else {
                SimulatedElement.navigationBar("New Order", id: "AddOrder.nav") {
                    SimulatedElement.button(label: "Back").onTap { [self] event in
                        state.closedWith = "Back"
                        event.app.show("Orders")
                    }
                }
            }
            SimulatedElement.group("AddOrder.view") {
                SimulatedElement.textField("AddOrder.customer", placeholder: "Customer")
            }
        }
    }
}
