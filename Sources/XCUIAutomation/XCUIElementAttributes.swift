import Foundation

/// Attributes shared by elements and their snapshots. Reading one from an `XCUIElement` is a round
/// trip to the app; reading one from a snapshot is not.
@preconcurrency @MainActor
public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var horizontalSizeClass: XCUIElement.SizeClass { get }
    var verticalSizeClass: XCUIElement.SizeClass { get }
    var placeholderValue: String? { get }
    var isSelected: Bool { get }
    @available(macOS, unavailable)
    var hasFocus: Bool { get }
}

/// A frozen copy of an element's attributes and of its subtree, taken in one round trip.
@preconcurrency @MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [any XCUIElementSnapshot] { get }
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}

/// Something that can take a snapshot of the element it stands for.
@preconcurrency @MainActor
public protocol XCUIElementSnapshotProviding: NSObjectProtocol {
    func snapshot() throws -> any XCUIElementSnapshot
}

extension XCUIElement {
    /// Keys of `XCUIElementSnapshot.dictionaryRepresentation`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let identifier = AttributeName("identifier")
        public static let frame = AttributeName("frame")
        public static let value = AttributeName("value")
        public static let title = AttributeName("title")
        public static let label = AttributeName("label")
        public static let elementType = AttributeName("elementType")
        public static let enabled = AttributeName("enabled")
        public static let horizontalSizeClass = AttributeName("horizontalSizeClass")
        public static let verticalSizeClass = AttributeName("verticalSizeClass")
        public static let placeholderValue = AttributeName("placeholderValue")
        public static let selected = AttributeName("selected")
        public static let hasFocus = AttributeName("hasFocus")
        public static let children = AttributeName("children")
    }
}
