import Foundation
import XCUIAutomation

/// Profile, Authorization and Login.
extension SimulatedJobApp {
    func declareAccountScreens() {
        screen(.profile) { [self] in
            SimulatedElement(.other, id: "Profile.view", label: "Profile") {
                if let name = state.userName {
                    SimulatedElement(.staticText, id: "Profile.userName", label: name)
                    SimulatedElement(.button, id: "Profile.logout", label: "Log out").onTap { [self] _ in
                        state.userName = nil
                        show(.profile)
                    }
                } else {
                    SimulatedElement(.staticText, id: "Profile.prompt", label: "Log in to respond to vacancies")
                    SimulatedElement(.button, id: "Profile.login", label: "Log in").onTap { [self] _ in show(.authorization) }
                }
            }
            tabBar(selected: .profile)
        }

        screen(.authorization) { [self] in
            SimulatedElement(.other, id: "Authorization.view", label: "Sign in") {
                SimulatedElement(.button, id: "Authorization.password", label: "Log in with password")
                    .onTap { [self] _ in show(.login) }
                SimulatedElement(.button, id: "Authorization.apple", label: "Sign in with Apple")
            }
        }

        screen(.login) { [self] in
            loginView()
        }
    }

    /// The form checks the credentials with the backend: a spinner while it waits, then the
    /// profile or an error under the form.
    private func loginView() -> SimulatedElement {
        let login = SimulatedElement(.textField, id: "Login.login", placeholder: "Email or phone")
        let password = SimulatedElement(.secureTextField, id: "Login.password", placeholder: "Password")
        let status = SimulatedElement(.other, label: "Status")
        let submit = SimulatedElement(.button, id: "Login.submit", label: "Log In").onTap { [self] event in
            let button = event.element
            let credentials = (login: login.value ?? "", password: password.value ?? "")
            button.isEnabled = false
            fill(status) { SimulatedElement(.activityIndicator, id: "Login.spinner", label: "In progress") }
            app.perform(after: Delay.login) { [self] _ in
                button.isEnabled = true
                let account = JobCatalogue.account
                if credentials.login == account.login, credentials.password == account.password {
                    state.userName = account.name
                    show(.profile)
                } else {
                    fill(status) { SimulatedElement(.staticText, id: "Login.error", label: "Wrong login or password") }
                }
            }
        }
        return SimulatedElement(.other, id: "Login.view", label: "Log in") {
            login
            password
            submit
            status
        }
    }
}
