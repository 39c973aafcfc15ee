import Foundation

/// One element of a simulated app's accessibility tree: what the app "shows". Tests build screens
/// from these and attach handlers for gestures. Not Apple API: UI tests reach elements only through
/// `XCUIApplication` queries.
///
/// Geometry: an element without a `frame` is laid out automatically (see `AppLayout`): children
/// stack top to bottom inside their parent (side by side in tab bars, toolbars, navigation bars,
/// segmented controls and pickers), a screen fills the window between the status bar and the home
/// indicator, and alerts are centred over it. Tables, collection views and scroll views scroll:
/// their rows may lie outside the visible part and are then not hittable until swiped into view.
@MainActor
public final class SimulatedElement {
    public var elementType: XCUIElement.ElementType
    public var identifier: String
    /// The accessibility label. Under chaos (`SimulatedDevice.chaos`) a change the app makes may
    /// reach the test a moment late.
    public var label: String {
        didSet { noteTextChange(of: \.labelLag, from: oldValue, to: label) }
    }
    /// The element's value: the text of a field, "1"/"0" of a switch, a slider's "50%".
    /// An empty text field with a placeholder reports the placeholder, as iOS does; a secure field
    /// reports bullets.
    public var value: String? {
        didSet {
            if !Self.updatingOnBehalfOfTheSystem { caretOffset = nil }  // text the app sets leaves the caret at its end
            noteTextChange(of: \.valueLag, from: oldValue ?? "", to: value ?? "")
            if let innerSwitch, innerSwitch.value != value { innerSwitch.setValueOnBehalfOfTheSystem(value) }
        }
    }
    /// A value the element reports as a number instead of `value`'s text: an `NSNumber`, as a
    /// checkbox in a web view reports its state (XCUITest's `value` is `Any?`:
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value).
    /// While set, it is what `value` reads, in a snapshot and in a predicate.
    public var numberValue: NSNumber?
    public var placeholderValue: String?
    public var title: String
    public var isEnabled: Bool
    public var isSelected: Bool
    /// Where the element is, in screen points; nil lays it out automatically. Inside a table,
    /// collection view or scroll view the frame is in the content's coordinates (it scrolls).
    public var frame: CGRect? {
        didSet { LayoutRevision.bump() }
    }
    /// False makes the element never hittable (say, fully transparent to touches). Hittability is
    /// otherwise computed as on a device: on screen, not covered by an alert or an overlay, app in front.
    public var isHittable: Bool
    /// A hidden view (UIKit's `isHidden`, SwiftUI's `.hidden()`): it and its subtree are not in the
    /// accessibility tree, so for XCUITest they do not exist (see `AppLayout.isExposed`).
    public var isHidden = false {
        didSet { LayoutRevision.bump() }
    }
    /// The view's opacity; at 0 (fully transparent) it and its subtree are not in the tree.
    public var alpha: CGFloat = 1 {
        didSet { LayoutRevision.bump() }
    }
    /// Collapsed to zero height (a height constraint of 0, SwiftUI's `.frame(height: 0)`): it takes
    /// no room in its stack, and, with no size, it and its subtree are not in the tree. An explicit
    /// `frame` with no width or height collapses an element the same way.
    public var isCollapsed = false {
        didSet { LayoutRevision.bump() }
    }
    /// For a button of an alert: the alert's cancel action (`UIAlertAction.Style.cancel`), the one
    /// XCUITest's built-in interruption handler taps (`SimulatedDevice.handleInterruptions`).
    /// `SimulatedElement.alert` sets it from `cancel:` (a button titled "Cancel" by default).
    public var isCancelAction = false
    /// For a button of an alert: the alert's preferred action (`UIAlertController.preferredAction`),
    /// which the built-in handler taps when the alert has no cancel action.
    public var isPreferredAction = false
    public var children: [SimulatedElement] {
        didSet { LayoutRevision.bump() }
    }
    /// Values a picker wheel accepts in `adjust(toPickerWheelValue:)`; empty accepts any.
    public var pickerValues: [String] = []
    public internal(set) var normalizedSliderPosition: CGFloat = 0

    /// How far a table, collection view or scroll view is scrolled, in points from the top.
    public var contentOffset: CGFloat = 0 {
        didSet { LayoutRevision.bump() }
    }
    /// Whether a scrolling container creates its rows only when they scroll into view, so that rows
    /// out of view do not exist for queries. Defaults to true for collection views (UICollectionView,
    /// SwiftUI `List` and lazy stacks) and false for tables (UITableView exposes every row).
    public var createsRowsLazily: Bool {
        didSet { LayoutRevision.bump() }
    }
    /// An overlay (a dimming view, a toast, a loading HUD) that takes the touches meant for what
    /// lies beneath its frame, so those elements are not hittable.
    public var blocksTouchesBeneath: Bool = false {
        didSet { LayoutRevision.bump() }
    }
    /// The software keyboard that comes up while this element has keyboard focus: `.default` for
    /// text fields, secure fields and text views, `.search` for search fields, nil for other elements.
    /// Set it to nil for a field with its own input view (a custom keypad of the app's): focus and
    /// typing work, no system keyboard appears.
    public var keyboard: SimulatedKeyboard? {
        didSet { focusOwner?.updateKeyboard() }
    }
    /// Whether a tap gives this text element keyboard focus (and brings up its keyboard). False for
    /// a read-only text view (UITextView with `isEditable` false: its text and links can be tapped,
    /// no keyboard comes up).
    public var isEditable = true {
        didSet { focusOwner?.updateKeyboard() }
    }
    /// Text elements a tap focuses: fields, and text views unless read-only.
    var takesFocusOnTap: Bool { elementType.acceptsText && isEditable }
    /// Whether all of a text element's text is selected (after a double tap, or Select in its edit
    /// menu): typing or pasting replaces it. The stand-in lays out no text, so a selection is all
    /// of it or nothing.
    var selectsAllText = false
    /// Where typing goes in a text element's text, in characters from its start; nil is the end,
    /// where focus given without a touch and text the app sets leave it. A tap or a press puts it
    /// where the finger lands (`SimulatedApp.placeCaret`).
    var caretOffset: Int?
    /// A secure text field that got keyboard focus while holding text: the next key typed
    /// replaces all of it (see `SimulatedApp.placeCaret`).
    var replacesTextOnNextKey = false
    /// Whether a tap on the status bar scrolls this table, collection view or scroll view to the
    /// top (UIScrollView's `scrollsToTop`, true by default). See `SimulatedDevice.statusBar`.
    public var scrollsToTop = true
    /// Gives this element keyboard focus whenever its screen is shown (a field that becomes first
    /// responder as its view appears, or SwiftUI's focus state set on appear).
    public var focusesWhenShown = false
    /// Size classes this element and its subtree report instead of the device's (nil: inherited),
    /// as a split view's column or a form sheet on iPad may have a compact width.
    public var horizontalSizeClass: XCUIElement.SizeClass? {
        didSet { LayoutRevision.bump() }
    }
    public var verticalSizeClass: XCUIElement.SizeClass? {
        didSet { LayoutRevision.bump() }
    }
    /// For an alert: stack its buttons vertically even when two would fit side by side (nil: as
    /// UIKit decides, see `AppLayout`).
    public var stacksButtons: Bool? {
        didSet { LayoutRevision.bump() }
    }
    /// Accessibility defects the simulated app exhibits on this element, reported by
    /// `XCUIApplication.performAccessibilityAudit(for:_:)` (besides the ones the stand-in detects
    /// itself: a control without a description, a hit region smaller than 44×44 points).
    public var accessibilityDefects: XCUIAccessibilityAuditType = []

    /// For a switch that spans a row (`toggle(_:label:isOn:enabled:spansRow:)`): the switch control
    /// at its trailing edge, whose value mirrors the row's.
    var innerSwitch: SimulatedElement?
    /// For that control: the row switch it belongs to, which a tap on the control flips.
    weak var rowSwitch: SimulatedElement?

    var handlers: [SimulatedGesture: [@MainActor (SimulatedEvent) -> Void]] = [:]
    /// The app whose focused element this is, so a change of `keyboard` shows at once.
    weak var focusOwner: SimulatedApp?
    /// The window that holds an app's screens prints as "Window (Main)".
    var isMainWindow = false

    // Chaos (see `ChaosSettings`): a text the test sees late, a button disabled for a moment.
    struct TextLag {
        let shown: String
        let until: TimeInterval
    }
    var labelLag: TextLag?
    var valueLag: TextLag?
    var disabledByChaos = false
    /// Set while the stand-in itself changes a value (typing, a switch flipping), which is never late.
    static var updatingOnBehalfOfTheSystem = false

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
        frame: CGRect? = nil,
        @SimulatedUIBuilder children: () -> [SimulatedElement] = { [] }
    ) {
        self.elementType = elementType
        self.identifier = identifier
        self.label = label
        // A switch without a value is off, as a UISwitch reports it.
        self.value = value ?? (elementType.isOnOffControl ? "0" : nil)
        self.placeholderValue = placeholderValue
        self.title = title
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHittable = isHittable
        self.frame = frame
        self.createsRowsLazily = elementType == .collectionView
        self.children = children()
        switch elementType {
        case .searchField: keyboard = .search
        case .textField, .secureTextField, .textView: keyboard = .default
        default: keyboard = nil
        }
    }

    /// On or off, for a switch: its value is the string "1" or "0", as UIKit's UISwitch reports it to
    /// XCUITest (public UI tests read it with `(value as? String) == "1"`, e.g. gtroshin/OnlineShop's
    /// `isOn` extension; Appium's Mac2 driver documents 1 or 0 for switches). iOS has no check box;
    /// `.checkBox` and `.toggle` (macOS types) are treated as switches here.
    public var isOn: Bool {
        get { value == "1" }
        set { value = newValue ? "1" : "0" }
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

    /// Pre-order walk of the subtree (the app's model, rows not yet created included), this element first.
    func forEachInSubtree(_ body: (SimulatedElement) -> Void) {
        body(self)
        for child in children { child.forEachInSubtree(body) }
    }

    // MARK: What the test sees

    /// Whether the element reacts to touches: enabled and not held disabled by chaos.
    var isEffectivelyEnabled: Bool { isEnabled && !disabledByChaos }

    func reportedLabel(at now: TimeInterval) -> String {
        if let lag = labelLag, now < lag.until { return lag.shown }
        return label
    }

    func reportedValue(at now: TimeInterval) -> String? {
        if let lag = valueLag, now < lag.until { return lag.shown.isEmpty ? nil : lag.shown }
        return value
    }

    /// Changes `value` as the system does when the user types or flips a switch: never late.
    func setValueOnBehalfOfTheSystem(_ newValue: String?) {
        Self.updatingOnBehalfOfTheSystem = true
        defer { Self.updatingOnBehalfOfTheSystem = false }
        value = newValue
        valueLag = nil
    }

    private func noteTextChange(of lag: ReferenceWritableKeyPath<SimulatedElement, TextLag?>, from old: String, to new: String) {
        guard old != new, !Self.updatingOnBehalfOfTheSystem, !elementType.acceptsText, elementType != .application else { return }
        guard let device = SimulatedDevice.existing, let chaos = device.chaosEngine,
              let delay = chaos.lateTextDelay() else { return }
        // If an earlier change is still pending, the test keeps seeing what it saw before that one.
        let shown = self[keyPath: lag].flatMap { $0.until > device.clock.now ? $0.shown : nil } ?? old
        self[keyPath: lag] = TextLag(shown: shown, until: device.clock.now + delay)
        device.logChaos(.lateText, "\(elementType.displayName) \(describeForChaos) shows \(quoted(new)) \(formatSeconds(delay)) late")
    }

    var describeForChaos: String {
        if !identifier.isEmpty { return "'\(identifier)'" }
        return label.isEmpty ? "(unnamed)" : "'\(label)'"
    }
}

// MARK: - Gestures and handlers

/// A gesture or input the simulated app can react to.
public enum SimulatedGesture: Hashable, Sendable {
    case tap, doubleTap, press, typeText, swipeUp, swipeDown, swipeLeft, swipeRight, adjust
    /// Taps with a count or several fingers other than one tap (`.tap`) or two (`.doubleTap`) of
    /// one finger: `tap(withNumberOfTaps: 3, numberOfTouches: 1)` is `.taps(3, touches: 1)`,
    /// `twoFingerTap()` is `.taps(1, touches: 2)`, as a `UITapGestureRecognizer` with that
    /// `numberOfTapsRequired` and `numberOfTouchesRequired` would recognise them.
    case taps(Int, touches: Int)
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

    /// Tapping this element gives `field` keyboard focus (a cell or a container whose text view
    /// becomes first responder when the row is tapped).
    @discardableResult
    public func onTap(focus field: SimulatedElement) -> SimulatedElement {
        on(.tap) { $0.app.focus(field) }
    }

    /// This element takes keyboard focus whenever its screen is shown (see `focusesWhenShown`).
    @discardableResult
    public func focusedWhenShown() -> SimulatedElement {
        focusesWhenShown = true
        return self
    }

    /// The keyboard that comes up while this element has focus (nil: none, for a custom input view).
    @discardableResult
    public func withKeyboard(_ keyboard: SimulatedKeyboard?) -> SimulatedElement {
        self.keyboard = keyboard
        return self
    }

    /// Size classes this element and its subtree report instead of the device's.
    @discardableResult
    public func withSizeClasses(horizontal: XCUIElement.SizeClass? = nil, vertical: XCUIElement.SizeClass? = nil) -> SimulatedElement {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        return self
    }

    /// Typing runs `handler` after the text has been entered into the element's value.
    @discardableResult
    public func onTypeText(_ handler: @escaping @MainActor (SimulatedEvent) -> Void) -> SimulatedElement {
        on(.typeText, handler)
    }

    /// Runs the handlers for `gesture`: at once, or under chaos a random moment later (the app's
    /// reaction is asynchronous, as a network-backed app's often is).
    func handle(_ gesture: SimulatedGesture, in app: SimulatedApp, text: String? = nil, duration: TimeInterval = 0) {
        guard let list = handlers[gesture], !list.isEmpty else { return }
        let event = SimulatedEvent(app: app, element: self, gesture: gesture, text: text, duration: duration)
        app.react("\(gesture) on \(elementType.displayName) \(describeForChaos)") {
            for handler in list { handler(event) }
        }
    }
}

extension XCUIElement.ElementType {
    /// Controls that report their state as the value "1" or "0".
    var isOnOffControl: Bool {
        switch self {
        case .switch, .toggle, .checkBox: true
        default: false
        }
    }
}

func formatSeconds(_ seconds: TimeInterval) -> String {
    String(format: "%.2f s", seconds)
}
