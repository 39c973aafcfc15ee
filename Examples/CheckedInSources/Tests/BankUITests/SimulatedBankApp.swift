// On a device the real Bank app answers the UI tests. On Linux nothing can, so this file builds
// the app's accessibility tree with Pagewright's stand-in for XCUITest; it is the only part of
// the suite that exists for Linux alone.
#if !canImport(Darwin)
import Foundation
import XCUIAutomation

@MainActor
final class SimulatedBankApp {
    /// Simulated seconds the bank's server takes to answer.
    enum Delay {
        static let launch: TimeInterval = 1
        static let accounts: TimeInterval = 1.5
        static let transfer: TimeInterval = 3
    }

    static let username = "ada", password = "correct horse"

    let app = SimulatedApp(bundleIdentifier: "com.example.bank", name: "Bank", launchDelay: Delay.launch)
    /// Balances in cents, by account identifier.
    var balances: [String: Int] = ["checking": 120_000, "savings": 500_000]
    private var loading = false
    private var signInError: String?
    private var receipt = ""

    @discardableResult
    static func install() -> SimulatedBankApp { SimulatedBankApp() }

    private init() {
        app.initialScreen = "Login"
        app.onLaunch = { _ in self.signInError = nil }
        declareLogin()
        declareAccounts()
        declareTransfer()
        SimulatedDevice.current.install(app, asAppUnderTest: true)
    }

    private func declareLogin() {
        app.screen("Login") {
            SimulatedElement(.textField, id: "Login.username", placeholder: "Username")
            SimulatedElement(.secureTextField, id: "Login.password", placeholder: "Password")
            SimulatedElement(.button, id: "Login.signIn", label: "Sign In").onTap { event in
                let username = event.app.element("Login.username")?.value ?? ""
                let password = event.app.element("Login.password")?.value ?? ""
                guard username == Self.username && password == Self.password else {
                    event.app.element("Login.error")?.label = "Wrong username or password"
                    return
                }
                self.showAccounts()
            }
            SimulatedElement(.staticText, id: "Login.error", label: "")
        }
    }

    /// The accounts screen shows a spinner until the bank has answered.
    private func showAccounts() {
        loading = true
        app.show("Accounts")
        app.perform(after: Delay.accounts) { app in
            self.loading = false
            app.show("Accounts")
        }
    }

    private func declareAccounts() {
        app.screen("Accounts") {
            if self.loading {
                SimulatedElement(.activityIndicator, id: "Accounts.loading", label: "Loading")
            }
            SimulatedElement(.table, id: "Accounts.table") {
                if !self.loading {
                    for account in self.balances.keys.sorted() {
                        SimulatedElement(.cell, id: "Accounts.account.\(account)", label: account.capitalized) {
                            SimulatedElement(.staticText, id: "Accounts.balance.\(account)", label: Self.money(self.balances[account] ?? 0))
                        }
                    }
                }
            }
            SimulatedElement(.button, id: "Accounts.transfer", label: "Transfer").onTap(show: "Transfer")
            SimulatedElement(.button, id: "Accounts.signOut", label: "Sign Out").onTap(show: "Login")
        }
    }

    private func declareTransfer() {
        app.screen("Transfer") {
            SimulatedElement(.textField, id: "Transfer.recipient", placeholder: "To")
            SimulatedElement(.textField, id: "Transfer.amount", placeholder: "Amount")
            SimulatedElement(.button, id: "Transfer.send", label: "Send").onTap { event in
                let recipient = event.app.element("Transfer.recipient")?.value ?? ""
                let cents = Int((Double(event.app.element("Transfer.amount")?.value ?? "") ?? 0) * 100)
                // The receipt shows once the bank confirmed.
                event.app.perform(after: Delay.transfer) { app in
                    self.balances["checking", default: 0] -= cents
                    self.receipt = "\(Self.money(cents)) sent to \(recipient)"
                    app.show("TransferReceipt")
                }
            }
            SimulatedElement(.button, id: "Transfer.cancel", label: "Cancel").onTap(show: "Accounts")
        }
        app.screen("TransferReceipt") {
            SimulatedElement(.staticText, id: "Receipt.title", label: "Sent")
            SimulatedElement(.staticText, id: "Receipt.detail", label: self.receipt)
            SimulatedElement(.button, id: "Receipt.done", label: "Done").onTap(show: "Accounts")
        }
    }

    static func money(_ cents: Int) -> String {
        let dollars = cents / 100, rest = cents % 100
        let grouped = String(dollars).reversed().enumerated()
            .map { $0.offset > 0 && $0.offset % 3 == 0 ? ",\($0.element)" : "\($0.element)" }.joined()
        return "$" + String(grouped.reversed()) + "." + (rest < 10 ? "0\(rest)" : "\(rest)")
    }
}
#endif
