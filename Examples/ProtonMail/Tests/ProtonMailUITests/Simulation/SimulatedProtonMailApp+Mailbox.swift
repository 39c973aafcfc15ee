#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// Signing in (ProtonCore's login screen), the inbox and the side menu.
extension SimulatedProtonMailApp {
    func declareLogin() {
        app.screen("Login") {
            SimulatedElement.text("Sign in", id: "LoginViewController.titleLabel")
            SimulatedElement.text("Enter your Proton Account details.", id: "LoginViewController.subtitleLabel")
            let login = SimulatedElement.textField("LoginViewController.loginTextField.textField", placeholder: "Email or username", keyboard: .emailAddress)
            login
            let password = SimulatedElement.secureField("LoginViewController.passwordTextField.textField", placeholder: "Password")
            password
            if self.loginFailed {
                SimulatedElement.textView("", label: "Incorrect login credentials. Please try again", editable: false)
            }
            SimulatedElement.button("LoginViewController.signInButton", label: "Sign in").onTap { event in
                let accepted = login.value == self.account.name && password.value == self.account.password
                event.app.perform(after: Delay.network) { app in
                    if accepted {
                        self.isLoggedIn = true
                        self.loginFailed = false
                        app.show("Inbox")
                    } else {
                        self.loginFailed = true
                        app.show("Login")
                    }
                }
            }
        }
    }

    static let messages = ["Welcome to Proton Mail", "Your account is ready", "Get the Proton apps"]

    func declareMailbox() {
        app.screen("Inbox") {
            self.navigationBar(self.t("Inbox")) {
                SimulatedElement.button("Menu", label: "Menu").onTap(show: "Menu")
                SimulatedElement.button("MailboxViewController.composeBarButtonItem", label: "Compose")
            }
            let table = SimulatedElement.list("MailboxViewController.tableView") {}
                // Pull to refresh: the list loads again, with what the server delivered since.
                .on(.swipeDown) { event in
                    self.mailboxRefreshes += 1
                    event.app.show("Inbox")
                }
            let delivered = self.arriving.flatMap { self.mailboxRefreshes >= $0.refresh ? [$0.subject] : nil } ?? []
            self.app.load(table, after: Delay.network) {
                for subject in delivered + Self.messages {
                    SimulatedElement.cell(Self.identifier("NewMailboxMessageCell", subject)) {
                        SimulatedElement.text(subject, id: "\(subject.replacingOccurrences(of: " ", with: "_")).titleLabel")
                    }
                }
            }
        }

        app.screen("Menu") {
            SimulatedElement.button("MenuViewController.primaryUserview", label: self.account.name)
            SimulatedElement.list("MenuViewController.tableView") {
                for title in ["Inbox", "Drafts", "Sent", "Starred", "Archive", "Spam", "Trash", "All Mail"] {
                    SimulatedElement.cell(Self.identifier("MenuItemTableViewCell", self.t(title)), label: self.t(title)).onTap(show: title == "Inbox" ? "Inbox" : "Menu")
                }
                SimulatedElement.cell(Self.identifier("MenuItemTableViewCell", self.t("Contacts")), label: self.t("Contacts")).onTap { event in
                    self.contactsTabShowsGroups = false
                    self.showsCreateMenu = false
                    event.app.show("Contacts")
                }
                SimulatedElement.cell(Self.identifier("MenuItemTableViewCell", self.t("Settings")), label: self.t("Settings")).onTap(show: "Settings")
                SimulatedElement.cell("MenuItemTableViewCell.Report_a_problem", label: "Report a problem")
                if self.pinEnabled {
                    SimulatedElement.cell("MenuItemTableViewCell.Lock_The_App", label: "Lock The App").onTap { _ in self.lock(showing: "Inbox") }
                }
                SimulatedElement.cell("MenuItemTableViewCell.Sign_out", label: self.t("Sign out")).onTap { _ in self.signOut() }
            }
        }
    }
}
#endif
