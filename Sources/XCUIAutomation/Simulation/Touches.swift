import Foundation

@MainActor
extension SimulatedApp {
    /// A touch reaching `element` (already resolved and, for element gestures, made hittable): a key
    /// of the keyboard types; otherwise, if the element is enabled, a text element takes keyboard
    /// focus, a switch flips, and the element's handlers run.
    /// A tap or a press on a text element puts its caret where the finger lands: at `point` (a
    /// coordinate's), else the element's hit point (Caret.swift).
    func touch(_ element: SimulatedElement, _ gesture: SimulatedGesture, duration: TimeInterval = 0, at point: CGPoint? = nil) {
        if editMenu != nil {
            // A command of the edit menu runs; any other touch puts the menu away first.
            if gesture == .tap, chooseEditMenuItem(element) { return }
            dismissEditMenu()
        }
        if gesture == .tap, pressKey(element) { return }
        guard element.isEffectivelyEnabled else { return }
        if gesture == .tap || gesture == .doubleTap, element.takesFocusOnTap { focusedElement = element }
        if gesture == .tap || gesture == .press, element.takesFocusOnTap { placeCaret(in: element, at: point) }
        if showsEditMenu(after: gesture, duration: duration, on: element) {
            element.handle(gesture, in: self, duration: duration)
            return
        }
        if gesture == .tap, element.elementType.isOnOffControl {
            // A switch spanning a row takes the touch at its centre on its label: nothing flips.
            if element.innerSwitch != nil { return }
            if let row = element.rowSwitch {
                guard row.isEffectivelyEnabled else { return }
                row.setValueOnBehalfOfTheSystem(row.isOn ? "0" : "1")  // the control mirrors it
                row.handle(gesture, in: self, duration: duration)
                return
            }
            element.setValueOnBehalfOfTheSystem(element.isOn ? "0" : "1")
        }
        element.handle(gesture, in: self, duration: duration)
    }

    /// What a touch at `point` reaches, as the system hit-tests it: the element drawn on top there,
    /// or the nearest enclosing element that reacts to `gesture` (a text inside a button reaches the
    /// button), or an overlay that takes the touch. Nil when nothing there reacts, or when the point
    /// is outside the alert the app shows (the dimmed surroundings take the touch).
    func responder(at point: CGPoint, for gesture: SimulatedGesture) -> SimulatedElement? {
        guard let candidate = layout.element(at: point) else { return nil }
        return responder(from: candidate, for: gesture)
    }

    /// The element a touch landing on `element` reaches: it, or the nearest element enclosing it
    /// that reacts to `gesture` (a text element takes taps and presses, for its caret and edit
    /// menu). Nil when none does, or when `element` is outside the alert the app shows.
    func responder(from element: SimulatedElement, for gesture: SimulatedGesture) -> SimulatedElement? {
        let layout = self.layout
        var candidate = element
        if let alert = alerts.last, !alert.contains(candidate), !layout.isKeyboard(candidate) { return nil }
        while true {
            if candidate.blocksTouchesBeneath || keyActions[ObjectIdentifier(candidate)] != nil
                || (gesture == .tap && editMenu?.command(of: candidate) != nil)
                || candidate.handlers[gesture]?.isEmpty == false
                || (gesture == .tap && (candidate.takesFocusOnTap || candidate.elementType.isOnOffControl))
                || ((gesture == .doubleTap || gesture == .press) && candidate.takesFocusOnTap)
            {
                return candidate
            }
            guard let parent = layout[candidate]?.parent, parent !== root else { return nil }
            candidate = parent
        }
    }
}

@MainActor
extension SimulatedDevice {
    /// The app and element a touch at a screen point reaches: a system alert when one is up (and
    /// nothing outside it), otherwise the app in front.
    func responder(at point: CGPoint, for gesture: SimulatedGesture) -> (app: SimulatedApp, element: SimulatedElement)? {
        if !springboard.alerts.isEmpty {
            return springboard.responder(at: point, for: gesture).map { (springboard, $0) }
        }
        let front = foregroundApp
        return front.responder(at: point, for: gesture).map { (front, $0) }
    }
}
