import Foundation

/// The attribute values an element reports, as iOS reports them. Plain data, so predicates can read
/// it from any thread.
struct ElementAttributes: Sendable {
    var identifier: String
    var label: String
    var title: String
    var value: String?
    /// `SimulatedElement.numberValue`, which the element reports instead of `value` when set.
    var numberValue: NSNumber?
    var placeholderValue: String?
    var elementType: XCUIElement.ElementType
    var isEnabled: Bool
    var isSelected: Bool
    var hasFocus: Bool
    var isHittable: Bool
    var frame: CGRect
    var horizontalSizeClass: XCUIElement.SizeClass
    var verticalSizeClass: XCUIElement.SizeClass

    @MainActor
    init(_ node: ResolvedNode) {
        let element = node.element
        let now = node.app.hostDevice.clock.now
        let layout = node.app.layout
        identifier = element.identifier
        label = element.reportedLabel(at: now)
        title = element.title
        placeholderValue = element.placeholderValue
        elementType = element.elementType
        isEnabled = element.isEffectivelyEnabled
        isSelected = element.isSelected
        hasFocus = node.app.focusedElement === element
        let placed = layout[element]
        frame = placed?.frame ?? element.frame ?? .zero
        // Size classes: the element's trait environment, as the layout resolved it (the device's
        // for the orientation unless the app overrides them), https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/horizontalsizeclass
        let device = node.app.hostDevice.sizeClasses
        horizontalSizeClass = placed?.horizontalSizeClass ?? element.horizontalSizeClass ?? device.horizontal
        verticalSizeClass = placed?.verticalSizeClass ?? element.verticalSizeClass ?? device.vertical
        value = element.reportedValue(at: now)
        if element.elementType.acceptsText {
            let text = element.value ?? ""
            if text.isEmpty, let placeholder = element.placeholderValue {
                value = placeholder  // iOS reports the placeholder as the value of an empty field
            } else if element.elementType == .secureTextField {
                value = String(repeating: "•", count: text.count)
            }
        }
        isHittable = node.hittability.isHittable
        numberValue = element.numberValue
    }

    /// What `value` reads: the number when the element reports one, else the text.
    var reportedValue: Any? {
        if let numberValue { return numberValue }
        return value
    }
}

/// Why an element can or cannot be touched now, as XCUITest decides before it synthesizes a touch.
@MainActor
enum Hittability {
    case hittable
    /// The application element of an app that is in front.
    case application
    /// Under an alert (of the app, or of the system) that does not contain it.
    case underAlert(SimulatedElement, system: Bool)
    /// Its app is not in front.
    case appInBackground
    /// Nothing of it is on screen; `scrollContainer` may bring it into view.
    case offscreen(scrollContainer: SimulatedElement?)
    /// An overlay drawn above it takes the touch.
    case covered(by: SimulatedElement)
    /// The app made it untouchable (`SimulatedElement.isHittable = false`).
    case refused

    var isHittable: Bool {
        switch self {
        case .hittable, .application: true
        default: false
        }
    }
}

@MainActor
extension ResolvedNode {
    /// Hittability as on a device: isHittable is true when "the element exists and can be clicked,
    /// tapped, or pressed at its current location", false when it "is offscreen, or is covered by
    /// another element", including an offscreen element in a scrollable view that a tap would scroll
    /// into view (https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable).
    /// Elements beneath an alert are not hittable (iOS 10 and later). Disabled elements are: Apple
    /// names only existence, position and covering, and enabled-ness is a separate attribute that
    /// public UI-test helpers check in addition (e.g. XCAppTest's `assertIsInteractive()` checks
    /// exists, isHittable and isEnabled); UIKit still hit-tests a disabled control, it just ignores
    /// the touch.
    var hittability: Hittability {
        let device = app.hostDevice
        if element === app.root {
            return app === device.springboard || app.state == .runningForeground ? .application : .appInBackground
        }
        if app !== device.springboard, app.state != .runningForeground { return .appInBackground }
        if device.isCoveredBySystemAlert(app), let alert = device.springboard.alerts.last { return .underAlert(alert, system: true) }
        if let topAlert = app.alerts.last, !topAlert.contains(element), !app.layout.isKeyboard(element) {
            return .underAlert(topAlert, system: false)
        }
        switch app.layout.reach(element) {
        case .hittable: return element.isHittable ? .hittable : .refused
        case .offscreen(let container): return .offscreen(scrollContainer: container)
        case .covered(let overlay): return .covered(by: overlay)
        }
    }
}

/// A snapshot of an element and (for `snapshot()`) its subtree.
@MainActor
final class ElementSnapshot: XCUIElementSnapshot {
    nonisolated let attributes: ElementAttributes
    let children: [any XCUIElementSnapshot]

    init(_ node: ResolvedNode, deep: Bool) {
        attributes = ElementAttributes(node)
        children = deep ? node.exposedChildren.map { ElementSnapshot($0, deep: true) } : []
    }

    var identifier: String { attributes.identifier }
    var frame: CGRect { attributes.frame }
    var value: Any? { attributes.reportedValue }
    var title: String { attributes.title }
    var label: String { attributes.label }
    var elementType: XCUIElement.ElementType { attributes.elementType }
    var isEnabled: Bool { attributes.isEnabled }
    var horizontalSizeClass: XCUIElement.SizeClass { attributes.horizontalSizeClass }
    var verticalSizeClass: XCUIElement.SizeClass { attributes.verticalSizeClass }
    var placeholderValue: String? { attributes.placeholderValue }
    var isSelected: Bool { attributes.isSelected }
    var hasFocus: Bool { attributes.hasFocus }

    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] {
        var result: [XCUIElement.AttributeName: Any] = [
            .identifier: identifier, .frame: frame, .title: title, .label: label,
            .elementType: elementType.rawValue, .enabled: isEnabled, .selected: isSelected,
            .hasFocus: hasFocus, .horizontalSizeClass: horizontalSizeClass.rawValue,
            .verticalSizeClass: verticalSizeClass.rawValue,
            .children: children.map(\.dictionaryRepresentation),
        ]
        if let value = attributes.reportedValue { result[.value] = value }
        if let placeholderValue { result[.placeholderValue] = placeholderValue }
        return result
    }
}
