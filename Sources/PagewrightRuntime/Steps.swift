import Foundation

/// What a step waits for before it acts, and why it cannot act.
///
/// It relies only on what Apple documents (docs/faithful-to-the-device.md lists each call with its
/// source, and `AppleAPIListTests` checks that list against this library and the generated code):
/// it waits with `waitForExistence(timeout:)` and `waitForNonExistence(timeout:)`, reads through
/// `snapshot()` (declared throwing: an element that is not there is an error, not a failure) or
/// `isHittable` (false for an element that does not exist), and never calls
/// `wait(for:toEqual:timeout:)` or an attribute of an element whose existence it has not just
/// established, since Apple does not say what those do while the element does not exist.
///
/// Each generated module names it for its project: `PagewrightSteps` is
/// `PagewrightStepping<PagewrightSettings>`, so `PagewrightSteps.ready(…, within: .uiInteraction, …)`.
@MainActor
public enum PagewrightStepping<Settings: PagewrightProject> {
    /// Waits until `element` is ready for a step: there (`exists`), there and enabled
    /// (`enabled`), or there, enabled and within a touch's reach (`hittable`; one only
    /// scrolled out of view counts, as the step's own XCUITest call scrolls it in; with
    /// `hittableInPlace`, for a gesture at a coordinate, which scrolls nothing, it does not). With
    /// `firstOf`, the query whose first match the element is, one request looks at all
    /// three: is the first enabled match hittable (the same element whenever one element
    /// matches). With `onlyOf`, the element must be its query's only match. Whatever it waits
    /// for, what is in front of the element is seen to: a declared interruption is dismissed
    /// as its spec says (with UI interruption monitors or without, so XCUITest's built-in
    /// handler never answers it), and an alert no spec declares is waited out, or named
    /// with the button the built-in handler would tap. Returns false after failing the test
    /// at `file`/`line`, naming why.
    public static func ready(
        _ element: XCUIElement, _ name: String, _ readiness: Readiness, within wait: Settings.Wait,
        firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil, in application: XCUIApplication,
        step: String, note: String = "", file: StaticString, line: UInt
    ) -> Bool {
        guard PagewrightReport.proceeds(file: file, line: line) else { return false }
        var poll = PagewrightPoll(wait.seconds)
        if let unique, let problem = PagewrightCheck.ensureUnique(unique, name, &poll) {
            PagewrightReport.fail("\(step): \(problem)\(note)", in: application, evidence: Settings.failureEvidence, file: file, line: line)
            return false
        }
        var there = false
        switch readiness {
        case .exists:
            there = poll.wait { element.waitForExistence(timeout: $0) }
        case .enabled:
            // One snapshot says both whether it is there and whether it is enabled.
            repeat {
                let seen = try? element.snapshot()
                if seen?.isEnabled == true { there = true; break }
                if poll.isOver { break }
                if seen == nil {
                    _ = poll.wait { element.waitForExistence(timeout: $0) }
                } else {
                    _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                }
            } while true
        case .hittable, .hittableInPlace:
            let probe = query?.matching(NSPredicate(format: "isEnabled == true")).firstMatch
            repeat {
                // One look: the first enabled match hittable, or the element there,
                // enabled and hittable (`isHittable` is false for one that does not exist).
                if let probe {
                    if probe.isHittable { return true }
                } else if (try? element.snapshot())?.isEnabled == true, element.isHittable {
                    return true
                }
                if poll.isOver { break }
                let state = ElementState(element, in: application)
                if !state.exists {
                    _ = poll.wait { (probe ?? element).waitForExistence(timeout: $0) }
                } else if !state.isEnabled, let probe {
                    _ = poll.wait { probe.waitForExistence(timeout: $0) }
                } else {
                    if state.isEnabled && !state.isHittable {
                        if PagewrightInterruptionHandling<Settings>.dismissShowing() != nil { continue }
                        if state.isOffScreen && readiness == .hittable { return true }
                    }
                    _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                }
            } while !poll.isOver
        }
        if there {
            guard let covered = clear(element, name, in: application, poll: &poll) else { return true }
            PagewrightReport.fail("\(step): \(covered)\(note) Identifiers on screen: \(ScreenObservation.identifiersOnScreen(application))",
                                  in: application, evidence: Settings.failureEvidence, file: file, line: line)
            return false
        }
        let state = ElementState(element, in: application)
        PagewrightReport.fail("\(step): \(state.problem(name, readiness, wait, in: application))\(note) Identifiers on screen: \(ScreenObservation.identifiersOnScreen(application))",
                              in: application, evidence: Settings.failureEvidence, file: file, line: line)
        return false
    }

    /// For a step that does not wait for a touch to reach its element: whether something is
    /// in front of it, which would interrupt the step. One request (`isHittable`) when
    /// nothing is. A declared interruption is dismissed; an alert no spec declares is waited
    /// out within `poll`, and if it stays the problem returned names it. An element out of
    /// reach for another reason (under the keyboard, scrolled away) is left to the step.
    private static func clear(_ element: XCUIElement, _ name: String, in application: XCUIApplication, poll: inout PagewrightPoll) -> String? {
        var dismissals = 0
        while !element.isHittable {
            if dismissals < 3, PagewrightInterruptionHandling<Settings>.dismissShowing() != nil {
                dismissals += 1
                continue
            }
            guard let alert = ElementState.alert(over: application) else { return nil }
            if poll.isOver { return "'\(name)' is covered by \(alert)." }
            _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
        }
        return nil
    }

    /// Moves a slider to `position` (0 is its minimum, 1 its maximum) with XCUITest's
    /// `adjust(toNormalizedSliderPosition:)`, which takes a `CGFloat`
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/adjust(tonormalizedsliderposition:)).
    /// Specs give the position as a `Double`; converting it here, not in generated code, is why
    /// this exists: `CGFloat(position)` in a generated step cost the type checker ~36 M
    /// instructions on its own (CGFloat has dozens of initialisers), a tenth of a screen's file.
    public static func adjustSlider(_ element: XCUIElement, to position: Double) {
        element.adjust(toNormalizedSliderPosition: CGFloat(position))
    }

    /// Taps a switch where it flips. A SwiftUI `Toggle` in a row is one switch element as
    /// wide as the row, and from iOS 16.4 a tap at its centre lands on its label and flips
    /// nothing (woocommerce/woocommerce-ios#9629); the switch control inside it takes the
    /// tap. A switch that is only its control is tapped itself.
    public static func tapSwitch(_ element: XCUIElement) {
        let control = element.switches.firstMatch
        if control.exists {
            control.tap()
        } else {
            element.tap()
        }
    }
}

/// What an element is like now, read when it is not ready, to say why: one snapshot
/// (which throws when the element is not there) and `isHittable`.
@MainActor
struct ElementState {
    var exists = false
    var isEnabled = false
    var isHittable = false
    var isOffScreen = false

    init(_ element: XCUIElement, in application: XCUIApplication) {
        guard let seen = try? element.snapshot() else { return }
        exists = true
        isEnabled = seen.isEnabled
        isHittable = element.isHittable
        guard !isHittable else { return }
        let frame = seen.frame
        isOffScreen = !application.frame.contains(CGPoint(x: frame.midX, y: frame.midY))
    }

    func problem(_ name: String, _ readiness: Readiness, _ wait: some PagewrightWaitingTime, in application: XCUIApplication) -> String {
        let after = wait.described
        if !exists { return "'\(name)' did not appear within \(after)." }
        if !isEnabled && readiness != .exists { return "'\(name)' exists but is not enabled after \(after)." }
        if isOffScreen && readiness == .hittableInPlace {
            // XCUICoordinate's gestures touch a point of the screen; they scroll nothing into view.
            return "'\(name)' is off screen after \(after), and a gesture at a point of it does not scroll it into view: reveal it first (\"reveal\" in the step)."
        }
        if isOffScreen { return "'\(name)' is off screen after \(after)." }
        return "'\(name)' is not hittable after \(after): " + (Self.alert(over: application).map { "it is covered by \($0)" } ?? "something covers it.")
    }

    /// The alert in front, of the system or of the app, as a failure names it: no spec's
    /// interruption matched it (those are dismissed before anything fails), so on a device
    /// XCUITest's built-in handler would answer it when the step went on: it taps the
    /// alert's cancel button, else its default button (WWDC20 session 10220). Which of its
    /// buttons has the cancel style XCUITest does not expose, so the message lists them.
    static func alert(over application: XCUIApplication) -> String? {
        for owner in [XCUIApplication(bundleIdentifier: "com.apple.springboard"), application] {
            guard let alert = try? owner.alerts.firstMatch.snapshot() else { continue }
            var buttons: [String] = []
            func collect(_ snapshot: any XCUIElementSnapshot) {
                if snapshot.elementType == .button { buttons.append("'\(snapshot.label)'") }
                for child in snapshot.children { collect(child) }
            }
            collect(alert)
            let choice = buttons.count == 1 ? buttons[0] : "its cancel button, else its default one (of \(buttons.joined(separator: ", ")))"
            return "the alert '\(alert.label)'. No interruption in the specs matches it, so on a device XCUITest's built-in interruption handler would answer it, tapping \(buttons.isEmpty ? "nothing (it has no buttons)" : choice)."
        }
        return nil
    }
}
