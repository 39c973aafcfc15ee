import Foundation

/// One element of a simulated app's accessibility tree: what the app "shows". Tests build screens
/// from these and attach handlers for gestures. Not Apple API: UI tests reach elements only through
/// `XCUIApplication` queries.
@MainActor
public final class SimulatedElement {
    public var elementType: XCUIElement.ElementType
    public var identifier: String
    public var label: String
    /// The element's value: the text of a field, "1"/"0" of a switch, a slider's "50%".
    /// An empty text field with a placeholder reports the placeholder, as iOS does; a secure field
    /// reports bullets.
    public var value: String?
    public var placeholderValue: String?
    public var title: String
    public var isEnabled: Bool
    public var isSelected: Bool
    public var frame: CGRect
    /// False for elements that exist but cannot be touched (off screen, covered).
    public var isHittable: Bool
    public var children: [SimulatedElement]
    /// Values a picker wheel accepts in `adjust(toPickerWheelValue:)`; empty accepts any.
    public var pickerValues: [String] = []
    public internal(set) var normalizedSliderPosition: CGFloat = 0

    var handlers: [SimulatedGesture: [@MainActor (SimulatedEvent) -> Void]] = [:]

    public init(
        _ elementType: XCUIElement.ElementType,
        id identifier: String = "",
        label: String = "",
        value: String? = nil,
        placeholder placeholderValue: String? = nil,
        title: String = "",
        enabled isEnabled: Bool = true,
        selected isSelected: Bool = false,
        hittable isHittable: Bool = true,
        frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44),
        @SimulatedUIBuilder children: () -> [SimulatedElement] = { [] }
    ) {
        self.elementType = elementType
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholderValue = placeholderValue
        self.title = title
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHittable = isHittable
        self.frame = frame
        self.children = children()
    }

    /// The first element in this subtree (itself included) whose identifier or label is `key`.
    public func find(_ key: String) -> SimulatedElement? {
        if identifier == key || label == key { return self }
        for child in children {
            if let found = child.find(key) { return found }
        }
        return nil
    }

    func contains(_ other: SimulatedElement) -> Bool {
        self === other || children.contains { $0.contains(other) }
    }

    /// Pre-order walk of the subtree, this element first.
    func forEachInSubtree(_ body: (SimulatedElement) -> Void) {
        body(self)
        for child in children { child.forEachInSubtree(body) }
    }
}

// MARK: - Gestures and handlers

/// A gesture or input the simulated app can react to.
public enum SimulatedGesture: Hashable, Sendable {
    case tap, doubleTap, press, typeText, swipeUp, swipeDown, swipeLeft, swipeRight, adjust
}

/// What a handler receives: the app, the element the event hit and the event's details.
@MainActor
public struct SimulatedEvent {
    public let app: SimulatedApp
    public let element: SimulatedElement
    public let gesture: SimulatedGesture
    /// The typed text for `.typeText`, the new value for `.adjust`.
    public let text: String?
    /// How long a `.press` lasted.
    public let duration: TimeInterval
}

extension SimulatedElement {
    /// Adds a handler for `gesture`; several run in the order added. Returns the element for chaining.
    @discardableResult
    public func on(_ gesture: SimulatedGesture, _ handler: @escaping @MainActor (SimulatedEvent) -> Void) -> SimulatedElement {
        handlers[gesture, default: []].append(handler)
        return self
    }

    @discardableResult
    public func onTap(_ handler: @escaping @MainActor (SimulatedEvent) -> Void) -> SimulatedElement {
        on(.tap, handler)
    }

    /// Tapping shows another screen, optionally after a simulated delay (a network call, say).
    @discardableResult
    public func onTap(show screen: String, after delay: TimeInterval = 0) -> SimulatedElement {
        on(.tap) { $0.app.show(screen, after: delay) }
    }

    /// Swiping left reveals `button` (typically a "Delete" button) as a child of this element.
    @discardableResult
    public func onSwipeLeft(reveal button: SimulatedElement) -> SimulatedElement {
        on(.swipeLeft) { event in
            if !event.element.children.contains(where: { $0 === button }) {
                event.element.children.append(button)
            }
        }
    }

    /// Typing runs `handler` after the text has been entered into the element's value.
    @discardableResult
    public func onTypeText(_ handler: @escaping @MainActor (SimulatedEvent) -> Void) -> SimulatedElement {
        on(.typeText, handler)
    }

    func handle(_ gesture: SimulatedGesture, in app: SimulatedApp, text: String? = nil, duration: TimeInterval = 0) {
        guard let list = handlers[gesture] else { return }
        let event = SimulatedEvent(app: app, element: self, gesture: gesture, text: text, duration: duration)
        for handler in list { handler(event) }
    }
}

// MARK: - Alerts

extension SimulatedElement {
    /// An alert as UIKit shows it: a title, an optional message and buttons. Tapping a button dismisses
    /// the alert and then calls `onChoose` with the button's label.
    public static func alert(
        _ title: String,
        message: String? = nil,
        buttons: [String],
        onChoose: (@MainActor (_ button: String, _ app: SimulatedApp) -> Void)? = nil
    ) -> SimulatedElement {
        let alert = SimulatedElement(.alert, label: title)
        alert.children.append(SimulatedElement(.staticText, label: title))
        if let message { alert.children.append(SimulatedElement(.staticText, label: message)) }
        for name in buttons {
            let button = SimulatedElement(.button, id: name, label: name)
            button.onTap { [unowned alert] event in
                event.app.dismiss(alert)
                onChoose?(name, event.app)
            }
            alert.children.append(button)
        }
        return alert
    }
}
