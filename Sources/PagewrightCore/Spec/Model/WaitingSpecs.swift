/// The speed of a swipe (`"velocity"`): one of XCUITest's named speeds, or points per second.
/// Apple: `XCUIGestureVelocity`, with `.slow`, `.default` and `.fast`
/// (https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity), taken by
/// `swipeUp(velocity:)` and its siblings, which Apple gates on no OS version
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipedown(velocity:)).
public enum SwipeVelocitySpec: Sendable, Equatable {
    public enum Named: String, Sendable, CaseIterable {
        case slow, `default`, fast
    }

    case named(Named)
    /// Pixels per second, as Apple documents the raw value.
    case perSecond(Double)
}
