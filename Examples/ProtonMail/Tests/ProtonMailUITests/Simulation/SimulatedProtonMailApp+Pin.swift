#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// The App PIN: its settings, setting it up, changing and turning it off, and the lock screen.
extension SimulatedProtonMailApp {
    /// Wrong PINs before the app signs out and wipes its data.
    static let allowedAttempts = 10

    func declarePin() {
        app.screen("Pin") {
            self.navigationBar("App PIN", back: (self.t("Settings"), "Settings"))
            SimulatedElement.list("SettingsLockView.tableView") {
                SimulatedElement.cell("SettingsLockView.nonCell", label: self.t("None")) {
                    if !self.pinEnabled { SimulatedElement.button("checkmark", label: "checkmark") }
                }.onTap { event in
                    if self.pinEnabled { event.app.show("DisablePin") }
                }
                SimulatedElement.cell("SettingsLockView.pinCodeCell", label: "PIN code") {
                    if self.pinEnabled { SimulatedElement.button("checkmark", label: "checkmark") }
                }.onTap { event in
                    if !self.pinEnabled { event.app.show("SetPin") }
                }
                if self.pinEnabled {
                    SimulatedElement.cell("SettingsLockView.changePingCodeCell", label: "Change PIN code").onTap(show: "ChangePin")
                    SimulatedElement.cell("SettingsGeneralCell.Timing", label: "Auto Lock Time") {
                        SimulatedElement.text(self.autoLock == .none ? self.t("None") : self.t("Every time enter app"))
                    }.onTap(show: "AutoLockTime")
                    SimulatedElement.cell("", label: "App key protection") {
                        SimulatedElement.toggle("SettingsLockView.appKeySwitch", isOn: self.appKeyEnabled, spansRow: false).onTap { event in
                            event.app.present(.alert("App key protection", message: "The app key is kept encrypted with your PIN.",
                                                     buttons: ["Cancel", "Continue"]) { button, app in
                                self.appKeyEnabled = button == "Continue"
                                app.show("Pin")
                            })
                        }
                    }
                }
            }
        }

        app.screen("AutoLockTime") {
            self.navigationBar("Auto Lock Time", back: ("App PIN", "Pin"))
            SimulatedElement.button("", label: self.t("None")).onTap { event in
                self.autoLock = .none
                event.app.show("Pin")
            }
            SimulatedElement.button("", label: self.t("Every time enter app")).onTap { event in
                self.autoLock = .everyTime
                event.app.show("Pin")
            }
        }

        // The steps of setting the PIN up share one view: a title, the field and Continue.
        setupStep("SetPin", title: "Set PIN code") { pin, _, app in
            self.pendingPin = pin
            app.show("RepeatPin")
        }
        setupStep("RepeatPin", title: "Repeat PIN code") { pin, error, app in
            guard pin == self.pendingPin, !pin.isEmpty else {
                error.label = "The PIN codes do not match"
                return
            }
            self.pinEnabled = true
            self.pin = pin
            app.show("Pin")
        }
        setupStep("ChangePin", title: "Change PIN code") { pin, error, app in
            guard pin == self.pin else {
                error.label = self.t("Incorrect PIN.")
                return
            }
            app.show("SetPin")
        }
        setupStep("DisablePin", title: "Disable PIN code") { pin, error, app in
            guard pin == self.pin else {
                error.label = String(self.t("Incorrect PIN.").dropLast())  // shown without its full stop here
                return
            }
            self.pinEnabled = false
            self.pin = ""
            self.autoLock = .none
            app.show("Pin")
        }

        app.screen("PinInput") {
            let entered = SimulatedElement(.secureTextField, id: "PinCodeViewController.pinCodeView.pinField")
            SimulatedElement.group("PinCodeViewController.pinCodeView") {
                SimulatedElement.text("Enter PIN", id: "PinCodeViewController.pinCodeView.titleLabel")
                entered
                SimulatedElement.text(self.attemptsText, id: "PinCodeViewController.pinCodeView.attempsLabel")
                for digit in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"] {
                    SimulatedElement.text(digit).onTap { _ in entered.value = (entered.value ?? "") + digit }
                }
                SimulatedElement.text(self.t("Confirm")).onTap { event in
                    let pin = entered.value ?? ""
                    entered.value = nil
                    guard !pin.isEmpty else {
                        event.app.present(.alert(self.t("PIN code can't be empty."), buttons: [self.t("OK")]))
                        return
                    }
                    guard pin != self.pin else {
                        self.failedAttempts = 0
                        event.app.show(self.lockedScreen)
                        return
                    }
                    self.failedAttempts += 1
                    if self.failedAttempts >= Self.allowedAttempts {
                        self.signOut()
                    } else {
                        event.app.element("PinCodeViewController.pinCodeView.attempsLabel")?.label = self.attemptsText
                    }
                }
                SimulatedElement.button("PinCodeViewController.pinCodeView.backButton", label: "").onTap { event in
                    event.app.present(.alert(self.t("Sign out"), message: "Are you sure you want to sign out?",
                                             buttons: ["Cancel", self.t("Sign out")]) { button, _ in
                        if button == self.t("Sign out") { self.signOut() }
                    })
                }
            }
        }
    }

    /// What the lock screen says after wrong PINs: the attempts left, and a warning for the last three.
    var attemptsText: String {
        let remaining = Self.allowedAttempts - failedAttempts - (broken.contains(.miscountsAttempts) ? 1 : 0)
        guard failedAttempts > 0 else { return "" }
        return remaining > 3 ? "Incorrect PIN. \(remaining) attempts remaining" : "\(remaining) attempts remaining until secure data wipe!"
    }

    private func setupStep(_ name: String, title: String,
                           confirmed: @escaping @MainActor (_ pin: String, _ error: SimulatedElement, _ app: SimulatedApp) -> Void) {
        app.screen(name) {
            self.navigationBar(title, back: ("App PIN", "Pin"))
            let field = SimulatedElement.secureField("PinCodeSetupView.passwordTextField.textField", placeholder: "PIN code")
            field
            let error = SimulatedElement.text("", id: "PinCodeSetupView.passwordTextField.errorLabel")
            error
            SimulatedElement.button("PinCodeSetupViewController.customView.confirmationButton", label: "Continue").onTap { event in
                confirmed(field.value ?? "", error, event.app)
            }
        }
    }
}
#endif
