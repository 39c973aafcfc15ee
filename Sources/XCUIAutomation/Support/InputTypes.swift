import Foundation

/// The speed of a swipe gesture (`XCUIGestureVelocity` in the SDK): pixels per second.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public var rawValue: CGFloat

    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(floatLiteral value: Double) { self.rawValue = CGFloat(value) }
    public init(integerLiteral value: Int) { self.rawValue = CGFloat(value) }

    /// Zero asks the system for its default speed, as on Apple platforms.
    public static let `default` = XCUIGestureVelocity(0)
    public static let slow = XCUIGestureVelocity(500)
    public static let fast = XCUIGestureVelocity(2500)
}

extension XCUIElement {
    /// Modifier keys held while typing a key.
    public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let capsLock = KeyModifierFlags(rawValue: 1 << 0)
        public static let shift = KeyModifierFlags(rawValue: 1 << 1)
        public static let control = KeyModifierFlags(rawValue: 1 << 2)
        public static let option = KeyModifierFlags(rawValue: 1 << 3)
        public static let command = KeyModifierFlags(rawValue: 1 << 4)
        public static let function = KeyModifierFlags(rawValue: 1 << 5)
        /// The header's other names for Caps Lock and Option.
        public static let alphaShift = capsLock
        public static let alternate = option
    }

    /// Horizontal or vertical size class of an element's trait environment.
    public enum SizeClass: Int, Sendable {
        case unspecified = 0
        @available(macOS, unavailable)
        case compact = 1
        @available(macOS, unavailable)
        case regular = 2
    }
}

/// Special keys for `typeKey(_:modifierFlags:)` and, through `rawValue`, `typeText(_:)`.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let delete = XCUIKeyboardKey("\u{8}")
    public static let `return` = XCUIKeyboardKey("\r")
    public static let enter = XCUIKeyboardKey("\u{3}")
    public static let tab = XCUIKeyboardKey("\t")
    public static let space = XCUIKeyboardKey(" ")
    public static let escape = XCUIKeyboardKey("\u{1b}")
    public static let upArrow = XCUIKeyboardKey("\u{F700}")
    public static let downArrow = XCUIKeyboardKey("\u{F701}")
    public static let leftArrow = XCUIKeyboardKey("\u{F702}")
    public static let rightArrow = XCUIKeyboardKey("\u{F703}")
    public static let forwardDelete = XCUIKeyboardKey("\u{F728}")
    public static let home = XCUIKeyboardKey("\u{F729}")
    public static let end = XCUIKeyboardKey("\u{F72B}")
    public static let pageUp = XCUIKeyboardKey("\u{F72C}")
    public static let pageDown = XCUIKeyboardKey("\u{F72D}")
}
