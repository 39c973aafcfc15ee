/// What a step waits for before it acts on an element (`"ready"` on an element or a step, and
/// per kind of step in `defaults.ready`). Each level includes the one before it.
public enum Readiness: String, Sendable, CaseIterable, Comparable {
    /// The element exists.
    case exists
    /// It exists and is enabled.
    case enabled
    /// It exists, is enabled, and a touch at its hit point would reach it (nothing covers it).
    case hittable

    public static func < (lhs: Readiness, rhs: Readiness) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What verification asks of a screen's anchors (`"anchors"` in `verify` or `defaults.verify`).
public enum AnchorCheck: String, Sendable, CaseIterable {
    /// Each present anchor exists.
    case exists
    /// Each present anchor exists and is hittable (Automattic's ScreenObject waits so).
    case hittable
}

/// A screen that may come up over any other (a permission alert, a "save password" prompt):
/// `"interruption": { "dismiss": "allow" }` names the action of the screen that dismisses it.
public struct InterruptionSpec: Sendable {
    public var dismiss: Located<String>
    public var location: SourceLocation
}

/// `defaults` in `pagewright.json`: how long generated code waits where a spec names no waiting
/// time, what steps wait for, how screens are verified, and what a failure brings along.
public struct DefaultsSpec: Sendable {
    /// The waiting time checks, readiness waits and verification use where none is named.
    public var wait: Located<String>?
    /// What gestures (tap, doubleTap, press, swipe, adjust) wait for.
    public var gestureReadiness: Readiness = .hittable
    /// What typing (typeText, clearText) waits for.
    public var typingReadiness: Readiness = .enabled
    public var anchors: AnchorCheck = .exists
    public var retries: Int = 0
    /// Every failure attaches the element tree and a screenshot.
    public var failureEvidence = true
    /// Page objects offer `passesAccessibilityAudit()`.
    public var accessibilityAudit = false
    /// Elements are `unique` unless they say otherwise or pick one of several matches (`all`,
    /// `index`): for apps whose hand-written screen objects fail on two matches everywhere.
    public var unique = false

    public init() {}
}
