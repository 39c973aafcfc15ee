#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// Logging in (WordPressAuthenticator's screens) and the help screens reached from it.
extension SimulatedWooCommerceApp {
    func declareLogin() {
        var passwordRejected = false
        var wpcomPath = false

        app.screen("Prologue") {
            SimulatedElement.image("prologue-image", label: "WooCommerce")
            SimulatedElement.text("Run your store from anywhere", id: "prologue-title-label")
            if self.wpcomLoginVisible {
                SimulatedElement.button("Prologue Continue Button", label: "Continue With WordPress.com").onTap { event in
                    wpcomPath = true
                    event.app.show("GetStarted", after: Delay.push)
                }
            }
            SimulatedElement.button("Prologue Self Hosted Button", label: "Enter Your Store Address").onTap { event in
                wpcomPath = false
                event.app.show("SiteAddress", after: Delay.push)
            }
        }

        app.screen("SiteAddress") {
            self.navigationBar("Log In", back: ("Back", "Prologue")) {
                SimulatedElement.button("authenticator-help-button", label: "Help").onTap(show: "Help", after: Delay.push)
            }
            SimulatedElement.text("Enter the address of the WooCommerce store you'd like to connect.")
            let field = SimulatedElement.textField("", placeholder: "Site address", keyboard: .default)
            field
            SimulatedElement.button("Site Address Next Button", label: "Continue").onTap { event in
                guard let address = field.value, !address.isEmpty else { return }
                event.app.show("GetStarted", after: Delay.network)
            }
        }

        app.screen("GetStarted") {
            self.navigationBar("Log In", back: ("Back", wpcomPath ? "Prologue" : "SiteAddress"))
            SimulatedElement.text("Log in with your WordPress.com account.")
            let field = SimulatedElement.textField("", placeholder: "Email address", keyboard: .emailAddress)
            field
            SimulatedElement.button("Get Started Email Continue Button", label: "Continue").onTap { event in
                guard let email = field.value, email.contains("@") else { return }
                passwordRejected = false
                event.app.show("Password", after: Delay.network)
            }
        }

        app.screen("Password") {
            self.navigationBar("Log In", back: ("Back", "GetStarted"))
            SimulatedElement.text("Enter your WordPress.com password.")
            let field = SimulatedElement.secureField("", placeholder: "Password")
            field
            if passwordRejected {
                SimulatedElement.cell("Password Error") {
                    SimulatedElement.text("It seems the password you entered is incorrect.")
                }
            }
            SimulatedElement.button("Continue Button", label: "Continue").onTap { event in
                guard field.value == "pw" else {
                    passwordRejected = true
                    if self.slowPasswordCheck {
                        event.element.isEnabled = false
                        event.element.isHittable = false
                    }
                    event.app.show("Password", after: self.slowPasswordCheck ? 18 : Delay.network)
                    return
                }
                event.app.show("TwoFA", after: Delay.network)
                if self.savePasswordPrompt {
                    // iOS offers to keep the password once the next screen is up.
                    event.app.present(.alert("Save Password?", message: "Save this password in your iCloud Keychain?",
                                             buttons: ["Not Now", "Save Password"]), after: Delay.network + 1)
                }
            }
        }

        app.screen("TwoFA") {
            self.navigationBar("Log In", back: ("Back", "Password"))
            SimulatedElement.text("Enter the code from your authenticator app, or use a passkey.")
            SimulatedElement.button(label: "Passkeys")
            let field = SimulatedElement.textField("", placeholder: "Authentication code", keyboard: .default)
            field
            SimulatedElement.button("Continue Button", label: "Continue").onTap { event in
                guard field.value == "123456" else { return }
                self.isLoggedIn = true
                event.app.show(wpcomPath ? "Epilogue" : "MyStore", after: Delay.network)
            }
        }

        app.screen("Epilogue") {
            SimulatedElement.text("Logged in as")
            SimulatedElement.text("e2eflowtestingmobile@example.com", id: "email-label")
            SimulatedElement.text(self.store.url, id: "url-label")
            SimulatedElement.button("login-epilogue-continue-button", label: "Continue").onTap(show: "MyStore", after: Delay.push)
        }

        declareHelp()
    }

    /// The Help page; Contact Support asks for an email first, then shows the support form.
    private func declareHelp() {
        app.screen("Help") {
            self.navigationBar("Help", back: ("Back", "SiteAddress"))
            SimulatedElement.list("help-list") {
                SimulatedElement.cell {
                    SimulatedElement.text("Help Center")
                }
                SimulatedElement.cell {
                    SimulatedElement.text("Contact Support").onTap { event in
                        event.app.present(.alert("Please enter your email address", textFields: [.text(placeholder: "Email")],
                                                 buttons: ["Cancel", "OK"]) { answer in
                            guard answer.button == "OK", answer.texts[0].contains("@") else { return }
                            answer.app.show("ContactSupport", after: Delay.push)
                        })
                    }
                }
            }
        }

        app.screen("ContactSupport") {
            self.navigationBar("Help", back: ("Back", "Help"))
            let subject = SimulatedElement.textField("", placeholder: "Subject")
            let message = SimulatedElement.textView("")
            let submit = SimulatedElement.button(label: "Submit Support Request", enabled: false)
            let update: @MainActor (SimulatedEvent) -> Void = { _ in
                submit.isEnabled = !(subject.value ?? "").isEmpty && !(message.value ?? "").isEmpty
            }
            SimulatedElement.scrollView {
                SimulatedElement.text("What can we help you with?")
                SimulatedElement.text("Mobile app").onTap { event in event.element.isSelected = true }
                subject.onTypeText(update)
                message.onTypeText(update)
            }
            submit
        }
    }
}

#endif
