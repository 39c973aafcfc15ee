import Foundation

/// Gestures and typing. Each is one round trip. An action on an element that does not resolve to
/// exactly one hittable match fails the test (through `SimulatedDevice.failureHandler`) and does
/// nothing else; a disabled element takes the touch without reacting, as on a device.
extension XCUIElement {
    /// Resolves, checks hittability and runs `body` on the element.
    private func perform(_ verb: String, requiresHittable: Bool = true, _ body: (ResolvedNode) -> Void) {
        device.roundTrip(.action, "\(verb) \(path)")
        guard let node = requireNode(for: verb) else { return }
        if requiresHittable, !ElementAttributes(node).isHittable {
            device.fail("Failed to \(verb) \(path): the element is not hittable (covered by an alert, off screen or in a background app).")
            return
        }
        body(node)
    }

    private func touch(_ node: ResolvedNode, _ gesture: SimulatedGesture) {
        let element = node.element
        guard element.isEnabled else { return }
        if element.elementType.acceptsText { node.app.focusedElement = element }
        element.handle(gesture, in: node.app)
    }

    public func tap() {
        perform("tap") { touch($0, .tap) }
    }

    public func doubleTap() {
        perform("double tap") { touch($0, .doubleTap) }
    }

    public func twoFingerTap() {
        perform("two-finger tap") { _ in }
    }

    /// One tap with one touch is a tap, two a double tap; other combinations only reach the element.
    public func tap(withNumberOfTaps numberOfTaps: Int, numberOfTouches: Int) {
        perform("tap") { node in
            switch (numberOfTaps, numberOfTouches) {
            case (1, 1): touch(node, .tap)
            case (2, 1): touch(node, .doubleTap)
            default: break
            }
        }
    }

    /// Holds for `duration` seconds of virtual time, then runs the element's `.press` handlers.
    public func press(forDuration duration: TimeInterval) {
        perform("press") { node in
            device.clock.advance(by: duration)
            guard node.element.isEnabled else { return }
            node.element.handle(.press, in: node.app, duration: duration)
        }
    }

    public func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {
        perform("press and drag") { _ in
            guard otherElement.requireNode(for: "drag to") != nil else { return }
            device.clock.advance(by: duration)
        }
    }

    public func press(
        forDuration duration: TimeInterval,
        thenDragTo otherElement: XCUIElement,
        withVelocity velocity: XCUIGestureVelocity,
        thenHoldForDuration holdDuration: TimeInterval
    ) {
        perform("press and drag") { _ in
            guard otherElement.requireNode(for: "drag to") != nil else { return }
            device.clock.advance(by: duration + holdDuration)
        }
    }

    public func swipeUp() { swipe(.swipeUp, "swipe up") }
    public func swipeDown() { swipe(.swipeDown, "swipe down") }
    public func swipeLeft() { swipe(.swipeLeft, "swipe left") }
    public func swipeRight() { swipe(.swipeRight, "swipe right") }
    public func swipeUp(velocity: XCUIGestureVelocity) { swipe(.swipeUp, "swipe up") }
    public func swipeDown(velocity: XCUIGestureVelocity) { swipe(.swipeDown, "swipe down") }
    public func swipeLeft(velocity: XCUIGestureVelocity) { swipe(.swipeLeft, "swipe left") }
    public func swipeRight(velocity: XCUIGestureVelocity) { swipe(.swipeRight, "swipe right") }

    private func swipe(_ gesture: SimulatedGesture, _ verb: String) {
        perform(verb) { node in
            guard node.element.isEnabled else { return }
            node.element.handle(gesture, in: node.app)
        }
    }

    public func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        perform("pinch") { _ in }
    }

    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {
        perform("rotate") { _ in }
    }

    // MARK: Typing

    /// Types into the focused element, which must be this element or one of its descendants
    /// (for an application: any element of it). Tap a text field first to focus it.
    public func typeText(_ text: String) {
        perform("type \"\(text)\" into", requiresHittable: false) { node in
            guard let focused = node.app.focusedElement, node.element.contains(focused) else {
                device.fail("Failed to type \"\(text)\" into \(path): Neither element nor any descendant has keyboard focus.")
                return
            }
            enter(text, into: focused, app: node.app)
        }
    }

    public func typeKey(_ key: String, modifierFlags flags: XCUIElement.KeyModifierFlags) {
        perform("type key into", requiresHittable: false) { node in
            // Shortcuts with modifiers have no effect on simulated text; plain keys type.
            guard flags.isEmpty || flags == .shift, let focused = node.app.focusedElement,
                node.element.contains(focused)
            else { return }
            enter(flags == .shift ? key.uppercased() : key, into: focused, app: node.app)
        }
    }

    public func typeKey(_ key: XCUIKeyboardKey, modifierFlags: XCUIElement.KeyModifierFlags) {
        typeKey(key.rawValue, modifierFlags: modifierFlags)
    }

    private func enter(_ text: String, into field: SimulatedElement, app: SimulatedApp) {
        var current = field.value ?? ""
        for character in text {
            switch character {
            case "\u{8}": if !current.isEmpty { current.removeLast() }
            case "\r", "\n", "\u{3}", "\t", "\u{1b}": break  // return, enter, tab, escape: no text
            default: current.append(character)
            }
        }
        field.value = current
        field.handle(.typeText, in: app, text: text)
    }

    // MARK: Sliders and pickers

    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        perform("adjust slider") { node in
            guard node.element.elementType == .slider else {
                device.fail("Failed to adjust slider \(path): the element is a \(node.element.elementType.displayName), not a Slider.")
                return
            }
            let position = min(max(normalizedSliderPosition, 0), 1)
            node.element.normalizedSliderPosition = position
            node.element.value = "\(Int((position * 100).rounded()))%"
            node.element.handle(.adjust, in: node.app, text: node.element.value)
        }
    }

    public func adjust(toPickerWheelValue pickerWheelValue: String) {
        perform("adjust picker wheel") { node in
            let wheel = node.element
            guard wheel.elementType == .pickerWheel else {
                device.fail("Failed to adjust picker wheel \(path): the element is a \(wheel.elementType.displayName), not a PickerWheel.")
                return
            }
            guard wheel.pickerValues.isEmpty || wheel.pickerValues.contains(pickerWheelValue) else {
                device.fail("Failed to adjust picker wheel \(path): unable to find value \"\(pickerWheelValue)\" among \(wheel.pickerValues).")
                return
            }
            wheel.value = pickerWheelValue
            wheel.handle(.adjust, in: node.app, text: pickerWheelValue)
        }
    }
}
