import Foundation
import XCUIAutomation

/// The simulated app the XCUITest-style tests drive: a shop with a login, a catalogue, a product page
/// and a checkout that "talks to the network" for 3 seconds. On a device this would be the real app;
/// here it is the only Linux-specific part of those tests.
@MainActor
enum DemoShopApp {
    static let bundleIdentifier = "com.example.shop"

    /// What the simulated app remembers across screens.
    final class State {
        var loggedIn = false
        var notificationsAllowed: Bool?
        var askedForNotifications = false
        var basket: [String] = []
    }

    @discardableResult
    static func install(on device: SimulatedDevice = .current) -> State {
        let state = State()
        let app = SimulatedApp(bundleIdentifier: bundleIdentifier, name: "Shop", launchDelay: 1.5)

        app.onLaunch = { app in
            if app.launchArguments.contains("-loggedIn") {
                state.loggedIn = true
                app.show("Catalogue")
            }
            // iOS asks for notification permission once, shortly after the first launch.
            guard !state.askedForNotifications else { return }
            state.askedForNotifications = true
            let alert = SimulatedElement.alert(
                "“Shop” Would Like to Send You Notifications",
                message: "Notifications may include alerts, sounds and icon badges.",
                buttons: ["Don’t Allow", "Allow"]
            ) { choice, _ in state.notificationsAllowed = choice == "Allow" }
            device.springboard.present(alert, after: 0.5)
        }

        app.screen("Login") {
            SimulatedElement(.navigationBar, id: "Login.nav", label: "Sign In")
            SimulatedElement(.textField, id: "Login.email", placeholder: "Email")
            SimulatedElement(.secureTextField, id: "Login.password", placeholder: "Password")
            SimulatedElement(.button, id: "Login.submit", label: "Sign In").onTap { event in
                let email = event.app.element("Login.email")?.value ?? ""
                guard !email.isEmpty else {
                    event.app.present(.alert("Missing email", buttons: ["OK"]))
                    return
                }
                state.loggedIn = true
                event.app.show("Catalogue")
            }
        }

        app.screen("Catalogue") {
            SimulatedElement(.navigationBar, id: "Catalogue.nav", label: "Catalogue")
            SimulatedElement(.table, id: "Catalogue.list") {
                for (index, name) in ["Teapot", "Kettle", "Mug"].enumerated() {
                    SimulatedElement(.cell, id: "Catalogue.product.\(index)") {
                        SimulatedElement(.staticText, label: name)
                    }
                    .onTap { event in
                        state.basket.append(name)
                        event.app.show("Product")
                    }
                }
            }
        }

        app.screen("Product") {
            SimulatedElement(.staticText, id: "Product.name", label: state.basket.last ?? "")
            SimulatedElement(.button, id: "Product.checkout", label: "Checkout").onTap(show: "Checkout")
        }

        app.screen("Checkout") {
            SimulatedElement(.textField, id: "Checkout.name", placeholder: "Name on card")
                .onTypeText { event in
                    event.app.element("Checkout.greeting")?.label = "Paying as \(event.element.value ?? "")"
                }
            SimulatedElement(.staticText, id: "Checkout.greeting", label: "")
            // Paying waits 3 s for the (simulated) payment service before the receipt appears.
            SimulatedElement(.button, id: "Checkout.pay", label: "Pay").onTap(show: "Receipt", after: 3)
        }

        app.screen("Receipt") {
            SimulatedElement(.staticText, id: "Receipt.title", label: "Thank you!")
            SimulatedElement(.staticText, id: "Receipt.items", label: state.basket.joined(separator: ", "))
        }

        device.install(app, asAppUnderTest: true)
        return state
    }
}
