import Foundation

/// Attribute reads: each is one round trip, and reading from an element that does not resolve fails
/// the test and returns an empty value, as XCUITest does.
extension XCUIElement {
    private func read<T>(_ name: String, orElse fallback: T, _ value: (ElementAttributes) -> T) -> T {
        device.roundTrip(.attribute, "\(name) \(path)")
        guard let node = requireNode(for: "get \(name) of") else { return fallback }
        return value(ElementAttributes(node))
    }

    public var identifier: String { read("identifier", orElse: "") { $0.identifier } }
    public var frame: CGRect { read("frame", orElse: .zero) { $0.frame } }
    public var value: Any? { read("value", orElse: nil) { $0.reportedValue } }
    public var title: String { read("title", orElse: "") { $0.title } }
    public var label: String { read("label", orElse: "") { $0.label } }
    public var elementType: XCUIElement.ElementType { read("elementType", orElse: .any) { $0.elementType } }
    public var isEnabled: Bool { read("isEnabled", orElse: false) { $0.isEnabled } }
    /// The size classes of the element's trait environment: the device model's for the orientation
    /// (`SimulatedDevice.model`), unless the app sets them on the element or an ancestor.
    public var horizontalSizeClass: XCUIElement.SizeClass { read("horizontalSizeClass", orElse: .unspecified) { $0.horizontalSizeClass } }
    public var verticalSizeClass: XCUIElement.SizeClass { read("verticalSizeClass", orElse: .unspecified) { $0.verticalSizeClass } }
    public var placeholderValue: String? { read("placeholderValue", orElse: nil) { $0.placeholderValue } }
    public var isSelected: Bool { read("isSelected", orElse: false) { $0.isSelected } }
    @available(macOS, unavailable)
    public var hasFocus: Bool { read("hasFocus", orElse: false) { $0.hasFocus } }

    /// A slider's position, 0...1.
    public var normalizedSliderPosition: CGFloat {
        device.roundTrip(.attribute, "normalizedSliderPosition \(path)")
        guard let node = requireNode(for: "get normalizedSliderPosition of") else { return 0 }
        return node.element.normalizedSliderPosition
    }
}

/// Why `snapshot()` threw.
struct SnapshotError: Error, CustomStringConvertible, LocalizedError {
    let description: String
    var errorDescription: String? { description }
}

extension XCUIElement {
    /// A frozen copy of the element and its subtree, taken in one round trip. Throws when the element
    /// does not resolve to exactly one match, or when its subtree is deeper than a snapshot can
    /// carry (`SnapshotDepth`).
    public func snapshot() throws -> any XCUIElementSnapshot {
        device.roundTrip(.snapshot, "snapshot \(path)")
        switch lookup() {
        case .found(let node):
            let levels = node.exposedDepth()
            if levels > SnapshotDepth.limit {
                throw SnapshotError(description: SnapshotDepth.tooDeep(path, levels: levels, pid: node.app.processIdentifier))
            }
            return ElementSnapshot(node, deep: true)
        case .missing(let reason):
            throw SnapshotError(description: "Failed to get snapshot of \(path): \(reason)")
        case .multiple(let count, let query, _):
            throw SnapshotError(description: "Failed to get snapshot of \(path): Multiple matching elements found (\(count)) for \(query)")
        }
    }
}
