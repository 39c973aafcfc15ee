/// The stable name of each kind of warning: printed after the message (`warning: … [dead-end]`),
/// as compilers print theirs, and what `"disabledWarnings"` in `pagewright.json` or in a screen
/// or trait turns off. Names never change once released; a new kind of warning gets a new name.
/// Every warning has one (`DiagnosticLog.warning` requires it); docs/spec-format.md lists them
/// with an example each, and a test keeps that list and this one the same.
public enum WarningName: String, CaseIterable, Sendable, Comparable {
    /// A key Pagewright does not know, in a spec, the settings or a recording (ignored).
    case unknownKey = "unknown-key"
    /// A known key where it means nothing (a modifier of another step, `within` before an `if`, …).
    case ignoredKey = "ignored-key"
    /// A `forEach` without steps.
    case emptyLoop = "empty-loop"
    /// A `pagewright.json` below the top of the specs folder (ignored).
    case nestedSettings = "nested-settings"
    /// A trait required or listed twice.
    case listedTwice = "listed-twice"
    /// A screen without `verify` anchors: nothing confirms it is showing, on arrival or otherwise.
    case noVerifyAnchors = "no-verify-anchors"
    /// A screen whose `verify` lists only absent anchors.
    case absentAnchorsOnly = "absent-anchors-only"
    /// Two elements of a page found the same way.
    case sameElement = "same-element"
    /// A predicate attribute that no element is matched on.
    case unknownAttribute = "unknown-attribute"
    /// A language the settings name that the app's string tables do not have.
    case missingLanguage = "missing-language"
    /// A localised label without a text in a language the app ships.
    case missingTranslation = "missing-translation"
    /// A key written twice in a `.strings` file.
    case repeatedStringKey = "repeated-string-key"
    /// A screen that no action reaches from an entry screen.
    case unreachable = "unreachable"
    /// A screen from which no way leads back to an entry or a home screen.
    case deadEnd = "dead-end"
    /// An action's `example` that is an empty list: the tour has no way to take it.
    case emptyExamples = "empty-examples"
    /// When a tour is made: a transition it cannot cross (no example value for a parameter, a
    /// screen no crossable transition reaches, …), with the reason. Not given for an action whose
    /// spec says `"example": false`.
    case notInTour = "not-in-tour"
    /// When a tour is made: places walks must leave that no test reaches in fewer than
    /// `tour.maxSteps` moves, so some walks take more; at the deepest screen, with the length needed.
    case tourTooDeep = "tour-too-deep"
    /// An action whose `needs` do not give every value they take: routes, navigation and the tour
    /// cannot take it.
    case noWayIn = "no-way-in"
    /// A flow that takes an action before the actions it `needs`.
    case needsNotTaken = "needs-not-taken"
    /// `pagewright drift`: a recording of a screen no spec describes.
    case unknownRecordedScreen = "unknown-recorded-screen"
    /// `pagewright drift`: an element that finds nothing in the recordings of its screen.
    case notInRecording = "not-in-recording"

    public static func < (lhs: WarningName, rhs: WarningName) -> Bool { lhs.rawValue < rhs.rawValue }
}
