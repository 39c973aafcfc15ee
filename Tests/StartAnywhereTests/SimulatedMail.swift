import Foundation
import XCUIAutomation

/// A small mail app, written the way its accessibility tree looks on a device, for navigation
/// from wherever the app is. What it keeps across launches comes in as launch arguments (a
/// device would keep it on disk): `-onboarded` (it then opens on the inbox), `-signedIn`, and
/// `-unknownDevice` (signing in then asks for a code first).
@MainActor
final class SimulatedMail {
    static let bundleIdentifier = "com.example.mail"
    static let account = (email: "ada@example.com", password: "s3cret", code: "123456")

    let app: SimulatedApp
    private(set) var onboarded = false
    private(set) var signedIn = false
    private(set) var unknownDevice = false
    /// Messages sent from the compose sheet.
    private(set) var sent = 0

    @discardableResult
    static func install(on device: SimulatedDevice = .current) -> SimulatedMail {
        SimulatedMail(device: device)
    }

    private init(device: SimulatedDevice) {
        app = SimulatedApp(bundleIdentifier: Self.bundleIdentifier, name: "Mail", launchDelay: 1)
        app.initialScreen = "Onboarding"
        app.onLaunch = { [unowned self] app in
            onboarded = app.launchArguments.contains("-onboarded")
            signedIn = app.launchArguments.contains("-signedIn")
            unknownDevice = app.launchArguments.contains("-unknownDevice")
            if onboarded { app.show("Inbox") }
        }
        declareScreens()
        device.install(app, asAppUnderTest: true)
    }

    var currentScreen: String? { app.currentScreen }

    /// The compose sheet, over whatever shows.
    func presentCompose() {
        var sheet: SimulatedElement?
        sheet = SimulatedElement(.other, id: "Compose.sheet", label: "New Message") {
            SimulatedElement.textView("Compose.editor", text: "")
            SimulatedElement.button("Compose.cancel", label: "Cancel").onTap { [unowned self] _ in
                if let sheet { app.dismiss(sheet) }
            }
            SimulatedElement.button("Compose.send", label: "Send").onTap { [unowned self] _ in
                sent += 1
                if let sheet { app.dismiss(sheet) }
            }
        }
        app.present(sheet!)
    }

    private func declareScreens() {
        app.screen("Onboarding") { [unowned self] in
            SimulatedElement.text("Welcome to Mail", id: "Onboarding.title")
            SimulatedElement.button("Onboarding.skip", label: "Not now").onTap { [unowned self] _ in
                onboarded = true
                app.show("Inbox")
            }
            SimulatedElement.button("Onboarding.signIn", label: "Sign in").onTap(show: "SignIn")
        }
        app.screen("SignIn") { [unowned self] in
            let email = SimulatedElement.textField("SignIn.email", placeholder: "Email")
            let password = SimulatedElement.secureField("SignIn.password", placeholder: "Password")
            email
            password
            SimulatedElement.button("SignIn.submit", label: "Sign in").onTap { [unowned self] _ in
                guard email.value == Self.account.email, password.value == Self.account.password else { return }
                onboarded = true
                if unknownDevice {
                    app.show("TwoFactor", after: 0.5)
                } else {
                    signedIn = true
                    app.show("Inbox", after: 0.5)
                }
            }
        }
        app.screen("TwoFactor") { [unowned self] in
            let code = SimulatedElement.textField("TwoFactor.code", placeholder: "Code")
            code
            SimulatedElement.button("TwoFactor.confirm", label: "Confirm").onTap { [unowned self] _ in
                guard code.value == Self.account.code else { return }
                signedIn = true
                unknownDevice = false
                app.show("Inbox", after: 0.5)
            }
        }
        app.screen("Inbox") { [unowned self] in
            SimulatedElement.text("Inbox", id: "Inbox.title")
            SimulatedElement.button("Inbox.settings", label: "Settings").onTap(show: "Settings")
            SimulatedElement.button("Inbox.compose", label: "Compose").onTap { [unowned self] _ in presentCompose() }
            SimulatedElement.list("Inbox.list") {
                for subject in ["Welcome", "Your invoice", "Lunch?"] {
                    SimulatedElement.cell("Inbox.message", label: subject).onTap(show: "Message")
                }
            }
        }
        // Pushed over the inbox: the inbox's title stays in the navigation bar.
        app.screen("Message") {
            SimulatedElement.text("Inbox", id: "Inbox.title")
            SimulatedElement.button("Message.back", label: "Inbox").onTap(show: "Inbox")
            SimulatedElement.textView("Message.body", text: "Hello!", editable: false)
        }
        app.screen("Settings") { [unowned self] in
            SimulatedElement.text("Settings", id: "Settings.title")
            SimulatedElement.button("Settings.done", label: "Done").onTap(show: "Inbox")
            SimulatedElement.button("Settings.signOut", label: "Sign out").onTap { [unowned self] _ in
                signedIn = false
                onboarded = false
                app.show("Onboarding")
            }
            SimulatedElement.button("Settings.diagnostics", label: "Diagnostics").onTap(show: "Diagnostics")
        }
        app.screen("Diagnostics") {
            SimulatedElement.textView("Diagnostics.log", text: "all well", editable: false)
        }
    }
}
