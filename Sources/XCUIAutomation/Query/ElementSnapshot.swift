import Foundation

/// The attribute values an element reports, as iOS reports them. Plain data, so predicates can read
/// it from any thread.
struct ElementAttributes: Sendable {
    var identifier: String
    var label: String
    var title: String
    var value: String?
    var placeholderValue: String?
    var elementType: XCUIElement.ElementType
    var isEnabled: Bool
    var isSelected: Bool
    var hasFocus: Bool
    var isHittable: Bool
    var frame: CGRect

    @MainActor
    init(_ node: ResolvedNode) {
        let element = node.element
        identifier = element.identifier
        label = element.label
        title = element.title
        placeholderValue = element.placeholderValue
        elementType = element.elementType
        isEnabled = element.isEnabled
        isSelected = element.isSelected
        hasFocus = node.app.focusedElement === element
        frame = element.frame
        value = element.value
        if element.elementType.acceptsText {
            let text = element.value ?? ""
            if text.isEmpty, let placeholder = element.placeholderValue {
                value = placeholder  // iOS reports the placeholder as the value of an empty field
            } else if element.elementType == .secureTextField {
                value = String(repeating: "•", count: text.count)
            }
        }
        isHittable = element.isHittable && node.isUncovered
    }
}

@MainActor
extension ResolvedNode {
    /// Not hidden behind an alert of its own app or a system alert, and the app is in front.
    var isUncovered: Bool {
        let device = app.hostDevice
        if device.isCoveredBySystemAlert(app) { return false }
        if app !== device.springboard, app.state != .runningForeground { return false }
        if let topAlert = app.alerts.last, !topAlert.contains(element), element !== app.root { return false }
        return true
    }
}

/// A snapshot of an element and (for `snapshot()`) its subtree.
@MainActor
final class ElementSnapshot: XCUIElementSnapshot {
    nonisolated let attributes: ElementAttributes
    let children: [any XCUIElementSnapshot]

    init(_ node: ResolvedNode, deep: Bool) {
        attributes = ElementAttributes(node)
        children = deep
            ? node.element.children.map { ElementSnapshot(ResolvedNode(element: $0, app: node.app), deep: true) }
            : []
    }

    var identifier: String { attributes.identifier }
    var frame: CGRect { attributes.frame }
    var value: Any? { attributes.value }
    var title: String { attributes.title }
    var label: String { attributes.label }
    var elementType: XCUIElement.ElementType { attributes.elementType }
    var isEnabled: Bool { attributes.isEnabled }
    var horizontalSizeClass: XCUIElement.SizeClass { .unspecified }
    var verticalSizeClass: XCUIElement.SizeClass { .unspecified }
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
        if let value = attributes.value { result[.value] = value }
        if let placeholderValue { result[.placeholderValue] = placeholderValue }
        return result
    }
}
