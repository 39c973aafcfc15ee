import Foundation

/// What a step waits for before it acts, and why it cannot act.
///
/// Apple API used: `XCUIElementQuery.matching(_:)` with a predicate on `isEnabled` (predicates see
/// the element's attributes:
/// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(_:)),
/// `element(boundBy:)`, `count`, `frame`, `isHittable` (false for an element off screen or
/// covered: https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable).
@MainActor
public enum PagewrightSteps {
    /// Waits until `element` is ready for a step: there (`exists`), there and enabled
    /// (`enabled`), or there, enabled and within a touch's reach (`hittable`; one only
    /// scrolled out of view counts, as the step's own XCUITest call scrolls it in). A
    /// declared interruption in front of it is dismissed. With `firstOf`, the query whose
    /// first match the element is, one request looks at all three: is the first enabled
    /// match hittable (the same element whenever one element matches). With `onlyOf`, the
    /// element must be its query's only match. Returns false after failing the test at
    /// `file`/`line`, naming why.
    public static func ready<Settings: PagewrightProject>(
        _ element: XCUIElement, _ name: String, _ readiness: Readiness, within wait: Settings.Wait,
        firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil, in application: XCUIApplication,
        step: String, note: String = "", settings: Settings.Type, file: StaticString, line: UInt
    ) -> Bool {
        var poll = PagewrightPoll(wait.seconds)
        if let unique, let problem = PagewrightCheck.ensureUnique(unique, name, &poll) {
            PagewrightReport.fail("\(step): \(problem)\(note)", in: application, evidence: Settings.failureEvidence, file: file, line: line)
            return false
        }
        switch readiness {
        case .exists:
            if poll.wait({ element.waitForExistence(timeout: $0) }) { return true }
        case .enabled:
            if poll.wait({ element.wait(for: \.isEnabled, toEqual: true, timeout: $0) }) { return true }
        case .hittable:
            let probe = query?.matching(NSPredicate(format: "isEnabled == true")).firstMatch
            repeat {
                let ready = poll.wait(briefly: true) { timeout in
                    if let probe { return probe.wait(for: \.isHittable, toEqual: true, timeout: timeout) }
                    return element.wait(for: \.isEnabled, toEqual: true, timeout: timeout)
                        && element.wait(for: \.isHittable, toEqual: true, timeout: timeout)
                }
                if ready { return true }
                let state = ElementState(element, in: application)
                if state.exists && state.isEnabled && !state.isHittable {
                    if PagewrightInterruptionHandling<Settings>.dismissShowing() != nil { continue }
                    if state.isOffScreen { return true }
                }
            } while !poll.isOver
        }
        let state = ElementState(element, in: application)
        PagewrightReport.fail("\(step): \(state.problem(name, readiness, wait, in: application))\(note) Identifiers on screen: \(ScreenObservation.identifiersOnScreen(application))",
                              in: application, evidence: Settings.failureEvidence, file: file, line: line)
        return false
    }

    /// Deletes the text of a field (XCUITest has no clear): a tap, then as many deletes as it
    /// has characters, unless it shows only its placeholder.
    public static func clearText(in field: XCUIElement) {
        field.tap()
        guard let text = field.value as? String, !text.isEmpty, text != field.placeholderValue else { return }
        field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: text.count))
    }
}

/// What an element is like now, read when it is not ready, to say why.
@MainActor
struct ElementState {
    var exists = false
    var isEnabled = false
    var isHittable = false
    var isOffScreen = false

    init(_ element: XCUIElement, in application: XCUIApplication) {
        exists = element.exists
        guard exists else { return }
        isEnabled = element.isEnabled
        isHittable = element.isHittable
        guard !isHittable else { return }
        let frame = element.frame
        isOffScreen = !application.frame.contains(CGPoint(x: frame.midX, y: frame.midY))
    }

    func problem(_ name: String, _ readiness: Readiness, _ wait: some PagewrightWaitingTime, in application: XCUIApplication) -> String {
        let after = wait.described
        if !exists { return "'\(name)' did not appear within \(after)." }
        if !isEnabled && readiness != .exists { return "'\(name)' exists but is not enabled after \(after)." }
        if isOffScreen { return "'\(name)' is off screen after \(after)." }
        return "'\(name)' is not hittable after \(after): \(Self.cover(of: application))."
    }

    /// What is in front: an alert of the system or of the app, or something else.
    static func cover(of application: XCUIApplication) -> String {
        for owner in [XCUIApplication(bundleIdentifier: "com.apple.springboard"), application] {
            let alert = owner.alerts.firstMatch
            if alert.exists { return "it is covered by the alert '\(alert.label)'" }
        }
        return "something covers it"
    }
}
