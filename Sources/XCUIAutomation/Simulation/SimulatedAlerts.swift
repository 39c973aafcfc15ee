import Foundation

/// A text field of a simulated alert (`UIAlertController.addTextField`). Not Apple API.
public struct SimulatedAlertField: Sendable, Equatable {
    public var identifier: String
    public var placeholder: String?
    /// The text the field starts with.
    public var text: String
    /// A password field: its value reads as bullets, as iOS reports a secure text field.
    public var isSecure: Bool

    public init(id identifier: String = "", placeholder: String? = nil, text: String = "", secure isSecure: Bool = false) {
        self.identifier = identifier
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
    }

    /// A plain text field.
    public static func text(id identifier: String = "", placeholder: String? = nil, text: String = "") -> SimulatedAlertField {
        SimulatedAlertField(id: identifier, placeholder: placeholder, text: text)
    }

    /// A password field.
    public static func secure(id identifier: String = "", placeholder: String? = nil) -> SimulatedAlertField {
        SimulatedAlertField(id: identifier, placeholder: placeholder, secure: true)
    }
}

/// What the user answered to a simulated alert: the button and what the text fields held. Not Apple API.
@MainActor
public struct SimulatedAlertAnswer {
    /// The tapped button's label.
    public let button: String
    /// The text fields' contents, in order.
    public let texts: [String]
    public let app: SimulatedApp
}

/// The permission alerts iOS shows from Springboard. Not Apple API.
public enum SimulatedPermission: Sendable {
    case notifications
    case location
}

extension SimulatedElement {
    /// An alert as UIKit shows it: a title, an optional message and buttons. Tapping a button dismisses
    /// the alert and then calls `onChoose` with the button's label. `cancel` names the button with the
    /// cancel style (by default one titled "Cancel", as apps style their Cancel action), `preferred` the
    /// alert's preferred action; XCUITest's built-in interruption handler picks by them
    /// (`SimulatedDevice.handleInterruptions`).
    public static func alert(
        _ title: String,
        message: String? = nil,
        buttons: [String],
        cancel: String? = nil,
        preferred: String? = nil,
        onChoose: (@MainActor (_ button: String, _ app: SimulatedApp) -> Void)? = nil
    ) -> SimulatedElement {
        alert(title, message: message, textFields: [], buttons: buttons, cancel: cancel, preferred: preferred) { answer in
            onChoose?(answer.button, answer.app)
        }
    }

    /// An alert with text fields (a sign-in prompt, "Name this list"): XCUITest finds them as the
    /// alert's `textFields` / `secureTextFields`; tap one to type into it. Tapping a button dismisses
    /// the alert and then calls `onChoose` with the button and the fields' texts.
    ///
    ///     .alert("Sign in to iTunes Store", message: "Enter the password for ada@example.com.",
    ///            textFields: [.secure(placeholder: "Password")], buttons: ["Cancel", "Sign In"]) { answer in
    ///         if answer.button == "Sign In" { signIn(password: answer.texts[0]) }
    ///     }
    public static func alert(
        _ title: String,
        message: String? = nil,
        textFields: [SimulatedAlertField],
        buttons: [String],
        cancel: String? = nil,
        preferred: String? = nil,
        onChoose: @escaping @MainActor (SimulatedAlertAnswer) -> Void
    ) -> SimulatedElement {
        let cancel = cancel ?? (buttons.contains("Cancel") ? "Cancel" : nil)
        let alert = SimulatedElement(.alert, label: title)
        alert.children.append(SimulatedElement(.staticText, label: title))
        if let message { alert.children.append(SimulatedElement(.staticText, label: message)) }
        let fields = textFields.map { field in
            SimulatedElement(field.isSecure ? .secureTextField : .textField, id: field.identifier,
                             value: field.text.isEmpty ? nil : field.text, placeholder: field.placeholder)
        }
        alert.children += fields
        for name in buttons {
            let button = SimulatedElement(.button, id: name, label: name)
            button.isCancelAction = name == cancel
            button.isPreferredAction = name == preferred
            // Weak: under chaos the app reacts late, by when the alert may have gone another way.
            button.onTap { [weak alert] event in
                let texts = fields.map { $0.value ?? "" }
                if let alert { event.app.dismiss(alert) }
                onChoose(SimulatedAlertAnswer(button: name, texts: texts, app: event.app))
            }
            alert.children.append(button)
        }
        return alert
    }

    /// The alert iOS shows the first time an app asks for `permission`, worded as iOS words it.
    /// The titles and buttons are those public UI-test suites match on ("Allow “App” to use your
    /// location?" with "Allow Once" / "Allow While Using App" / "Don’t Allow"; "“App” Would Like to
    /// Send You Notifications" with "Don’t Allow" / "Allow"); the messages are the app's own text.
    /// "Don’t Allow" is the cancel action: UIKit puts the cancel action on the left of a pair and
    /// at the bottom of a stack, where iOS shows it on both prompts, and XCUITest's built-in
    /// handler taps it ("XCTest would tap 'Don't Allow' button by default and proceed",
    /// openradar 33842609, lionheart/openradar-mirror#18172).
    /// Present it on `device.springboard` (or with `device.presentSystemAlert`).
    public static func permissionAlert(
        _ permission: SimulatedPermission,
        appName: String,
        onChoose: (@MainActor (_ button: String, _ app: SimulatedApp) -> Void)? = nil
    ) -> SimulatedElement {
        switch permission {
        case .notifications:
            alert("“\(appName)” Would Like to Send You Notifications",
                  message: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                  buttons: ["Don’t Allow", "Allow"], cancel: "Don’t Allow", onChoose: onChoose)
        case .location:
            alert("Allow “\(appName)” to use your location?",
                  message: "Your location is used to show results near you.",
                  buttons: ["Allow Once", "Allow While Using App", "Don’t Allow"], cancel: "Don’t Allow", onChoose: onChoose)
        }
    }
}

extension SimulatedDevice {
    /// Shows a system alert (from Springboard) over whatever app is in front, now or after a delay.
    public func presentSystemAlert(_ alert: SimulatedElement, after delay: TimeInterval = 0) {
        springboard.present(alert, after: delay)
    }
}
