import Foundation

/// Gestures and typing. Each is one round trip, and goes as on a device
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()):
/// 1. the element must resolve to exactly one match, or the test fails ("No matches found");
/// 2. if an interrupting element (a system alert over the app, or an alert of the app that does not
///    contain the element) blocks it, the UI interruption monitors run (`addUIInterruptionMonitor`),
///    and when none handles it XCUITest's built-in handler taps the alert's cancel or default button
///    (`SimulatedDevice.handleInterruptions`); the action then goes on;
/// 3. an element inside a table, collection view or scroll view that is off screen is scrolled into
///    view first ("If the element exists within a scrollable view but is offscreen, the framework
///    attempts to scroll the element onscreen before performing the tap");
/// 4. an element that still cannot be touched fails the test with XCUITest's messages, "Failed to
///    synthesize event: Not hittable: …" or "Failed to synthesize event: Failed to scroll to visible
///    (by AX action) …" (wording from failures quoted in public UI-test logs, e.g. appium/appium#16913);
/// 5. the touch reaches the element. A disabled element takes it without reacting, as on a device.
/// Failures go through `SimulatedDevice.failureHandler`; the action then does nothing else.
extension XCUIElement {
    /// Resolves, handles interruptions, makes the element hittable and runs `body` on it.
    func perform(_ verb: String, requiresHittable: Bool = true, _ body: (ResolvedNode) -> Void) {
        device.roundTrip(.action, "\(verb) \(path)")
        guard var node = requireNode(for: verb) else { return }
        if device.interruption(blocking: node) != nil {
            guard let settled = device.handleInterruptions(blocking: node, of: self, verb: verb) else { return }
            node = settled
        }
        if requiresHittable {
            guard let ready = makeHittable(node, verb: verb) else { return }
            node = ready
        }
        body(node)
    }

    /// The node once it can be touched (scrolled into view if need be), or nil after reporting why not.
    private func makeHittable(_ node: ResolvedNode, verb: String) -> ResolvedNode? {
        var reason = node.hittability
        var scrolls = 0
        while case .offscreen(let container?) = reason, scrolls < 4,
              let change = node.app.layout.offsetRevealing(node.element) ?? node.app.layout.offsetRevealing(container)
        {
            change.container.contentOffset = change.offset
            reason = node.hittability
            scrolls += 1
        }
        let describer = ElementDescriber(app: node.app)
        let described = describer.line(node.element, withAddress: false)
        switch reason {
        case .hittable, .application:
            return node
        case .underAlert(let alert, system: true) where node.element === node.app.root:
            // A tap on the app under a system alert lands on the alert's dimmed surroundings.
            _ = alert
            return nil
        case .underAlert(let alert, let system):
            let owner = system ? device.springboard : node.app
            let cover = ElementDescriber(app: owner).line(alert, withAddress: false)
            device.fail("Failed to \(verb) \(path): Failed to synthesize event: Not hittable: \(described) (it is beneath \(system ? "a system alert, " : "")\(cover)).")
        case .appInBackground:
            device.fail("Failed to \(verb) \(path): Failed to synthesize event: Application is not foreground (\(node.app.bundleIdentifier) is \(node.app.state)).")
        case .offscreen:
            device.fail("Failed to \(verb) \(path): Failed to synthesize event: Failed to scroll to visible (by AX action) \(described), error: Error kAXErrorCannotComplete performing AXAction kAXScrollToVisibleAction on element AX element pid: \(node.app.processIdentifier), elementOrHash.elementID: \(describer.address(of: node.element)).")
        case .covered(let overlay):
            device.fail("Failed to \(verb) \(path): Failed to synthesize event: Not hittable: \(described) (covered by \(describer.line(overlay, withAddress: false))).")
        case .refused:
            device.fail("Failed to \(verb) \(path): Failed to synthesize event: Not hittable: \(described).")
        }
        return nil
    }

    /// A gesture on an element is a touch at its hit point, the centre of its visible part
    /// ("a hittable point the system computes for the element",
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/twofingertap()), and
    /// the system delivers it as it does any touch: to the view touched, or up its chain to the
    /// first that handles it. So a tap on a text inside a cell reaches the cell's handler, as a
    /// coordinate tap at the same point does (`SimulatedApp.responder`). The chain starts at the
    /// element itself: Apple does not say how it picks the point, and the stand-in's automatic
    /// layout puts a cell's children at its centre, where no real row has its buttons. A touch on
    /// the application itself has no point to aim at and reaches it.
    private func touch(_ node: ResolvedNode, _ gesture: SimulatedGesture, duration: TimeInterval = 0) {
        let app = node.app
        guard node.element !== app.root, case .hittable(let point) = app.layout.reach(node.element) else {
            app.touch(node.element, gesture, duration: duration)
            return
        }
        // Where nothing reacts the touch still lands (and puts an edit menu away).
        app.touch(app.responder(from: node.element, for: gesture) ?? node.element, gesture, duration: duration, at: point)
    }

    public func tap() {
        perform("tap") { touch($0, .tap) }
    }

    public func doubleTap() {
        perform("double tap") { touch($0, .doubleTap) }
    }

    /// "Sends a two-finger tap event to a hittable point the system computes for the element"
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/twofingertap()).
    @available(macOS, unavailable)
    public func twoFingerTap() {
        perform("two-finger tap") { touch($0, .taps(1, touches: 2)) }
    }

    /// "Sends one or more taps with one or more touch points"
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap(withnumberoftaps:numberoftouches:)):
    /// one tap of one finger is a tap, two a double tap (what UIKit's tap recognisers for one and two
    /// taps see), any other count `.taps(n, touches: m)`. Apple documents no valid range; fewer than
    /// one tap or one touch is no gesture at all, and fails the test (the reading that makes a test
    /// fail).
    @available(macOS, unavailable)
    public func tap(withNumberOfTaps numberOfTaps: Int, numberOfTouches: Int) {
        guard numberOfTaps >= 1, numberOfTouches >= 1 else {
            device.roundTrip(.action, "tap \(path)")
            device.fail("Failed to tap \(path): Failed to synthesize event: \(numberOfTaps) taps with \(numberOfTouches) touches is not a gesture.")
            return
        }
        perform("tap") { node in
            switch (numberOfTaps, numberOfTouches) {
            case (1, 1): touch(node, .tap)
            case (2, 1): touch(node, .doubleTap)
            default: touch(node, .taps(numberOfTaps, touches: numberOfTouches))
            }
        }
    }

    /// Holds for `duration` seconds of virtual time, then runs the element's `.press` handlers.
    public func press(forDuration duration: TimeInterval) {
        perform("press") { node in
            device.clock.advance(by: duration)
            touch(node, .press, duration: duration)
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

    public func swipeUp() { swipe(.swipeUp, "swipe up", .default) }
    public func swipeDown() { swipe(.swipeDown, "swipe down", .default) }
    public func swipeLeft() { swipe(.swipeLeft, "swipe left", .default) }
    public func swipeRight() { swipe(.swipeRight, "swipe right", .default) }
    public func swipeUp(velocity: XCUIGestureVelocity) { swipe(.swipeUp, "swipe up", velocity) }
    public func swipeDown(velocity: XCUIGestureVelocity) { swipe(.swipeDown, "swipe down", velocity) }
    public func swipeLeft(velocity: XCUIGestureVelocity) { swipe(.swipeLeft, "swipe left", velocity) }
    public func swipeRight(velocity: XCUIGestureVelocity) { swipe(.swipeRight, "swipe right", velocity) }

    /// A swipe scrolls the scrolling container it starts in (a vertical swipe, the nearest one
    /// around the element, or the one under the screen's centre for the application) and reaches
    /// the element's handlers.
    private func swipe(_ gesture: SimulatedGesture, _ verb: String, _ velocity: XCUIGestureVelocity) {
        perform(verb) { node in
            node.app.scroll(by: gesture, startingAt: node.element, velocity: velocity)
            guard node.element.isEffectivelyEnabled else { return }
            node.element.handle(gesture, in: node.app)
        }
    }

    @available(macOS, unavailable)
    public func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        perform("pinch") { _ in }
    }

    @available(macOS, unavailable)
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {
        perform("rotate") { _ in }
    }

    // MARK: Typing

    /// Types into the focused element, which must be this element or one of its descendants
    /// (for an application: whatever element of it has focus). "The element or a descendant must
    /// have keyboard focus; otherwise the system raises an error"
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:)); XCUITest
    /// does not tap to focus first, it fails with "Failed to synthesize event: Neither element nor
    /// any descendant has keyboard focus" (wording from public test logs and from the suites that
    /// tap until the keyboard is up before typing). Tap a text field first, or let the screen focus
    /// it (`SimulatedElement.focusedWhenShown()`). Typing needs focus, not the on-screen keyboard.
    public func typeText(_ text: String) {
        perform("type \"\(text)\" into", requiresHittable: false) { node in
            guard let focused = node.app.focusedElement, node.element.contains(focused) else {
                device.fail("Failed to type \"\(text)\" into \(path): Failed to synthesize event: Neither element nor any descendant has keyboard focus.")
                return
            }
            node.app.keyboardShift = false
            node.app.type(text, into: focused)
        }
    }

    /// Declared for iOS, iPadOS, Mac Catalyst and macOS (and the `XCUIKeyboardKey` form for
    /// visionOS too): https://developer.apple.com/documentation/xcuiautomation/xcuielement/typekey(_:modifierflags:)-9ubn,
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/typekey(_:modifierflags:)-6gaoi.
    /// A key with no modifier (or Shift) types into the focused element; shortcuts with other
    /// modifiers reach no simulated text.
    public func typeKey(_ key: String, modifierFlags flags: XCUIElement.KeyModifierFlags) {
        let flags = flags.union(HeldKeyModifiers.current)  // perform(withKeyModifiers:block:)
        perform("type key into", requiresHittable: false) { node in
            guard flags.isEmpty || flags == .shift, let focused = node.app.focusedElement,
                node.element.contains(focused)
            else { return }
            node.app.type(flags == .shift ? key.uppercased() : key, into: focused)
        }
    }

    public func typeKey(_ key: XCUIKeyboardKey, modifierFlags: XCUIElement.KeyModifierFlags) {
        typeKey(key.rawValue, modifierFlags: modifierFlags)
    }

    // MARK: Sliders and pickers

    /// "The adjustment is a best effort to move the indicator to the desired position; absolute
    /// fidelity isn't guaranteed"
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/adjust(tonormalizedsliderposition:)).
    /// On a device the drag stops short: asked for 1 a slider showed 98 %, asked for 0 it showed
    /// 1 % (appium/appium#13980, iOS 13.3.1 on a device; WebDriverAgent passes the value straight
    /// to this call). How far short Apple does not say, so the stand-in never lands exactly:
    /// `SimulatedElement.sliderLanding(from:towards:)`.
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        perform("adjust slider") { node in
            guard node.element.elementType == .slider else {
                device.fail("Failed to adjust slider \(path): the element is a \(node.element.elementType.displayName), not a Slider.")
                return
            }
            let position = SimulatedElement.sliderLanding(from: node.element.normalizedSliderPosition,
                                                         towards: min(max(normalizedSliderPosition, 0), 1))
            node.element.normalizedSliderPosition = position
            node.element.setValueOnBehalfOfTheSystem("\(Int((position * 100).rounded()))%")
            node.element.handle(.adjust, in: node.app, text: node.element.value)
        }
    }

    @available(macOS, unavailable)
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
            wheel.setValueOnBehalfOfTheSystem(pickerWheelValue)
            wheel.handle(.adjust, in: node.app, text: pickerWheelValue)
        }
    }
}
