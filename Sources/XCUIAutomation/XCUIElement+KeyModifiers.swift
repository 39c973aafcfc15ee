import Foundation

extension XCUIElement {
    /// "Executes a block of code while holding a combination keystroke": the modifiers stay down
    /// while the block clicks on, drags from or types into elements
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/perform(withkeymodifiers:block:);
    /// iOS 15, with a hardware keyboard). On the simulated device the held keys apply to
    /// `typeKey(_:modifierFlags:)`, which acts as if they were in its own flags (Shift alone types
    /// the capital; other combinations type nothing, as before); calls nest, and the keys are
    /// released when the block returns.
    @available(iOS 15.0, *)
    public class func perform(withKeyModifiers flags: XCUIElement.KeyModifierFlags, block: () -> Void) {
        let before = HeldKeyModifiers.current
        HeldKeyModifiers.current.formUnion(flags)
        defer { HeldKeyModifiers.current = before }
        block()
    }
}

/// The modifier keys `perform(withKeyModifiers:block:)` holds down now.
@MainActor
enum HeldKeyModifiers {
    static var current: XCUIElement.KeyModifierFlags = []
}
