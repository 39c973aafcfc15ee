/// The text of the polling primitive, failure reporting, readiness waits and polling checks in
/// `PagewrightSupport.swift`. Every style's generated code goes through these.
///
/// Generated code relies only on what Apple documents (docs/faithful-to-the-device.md lists each
/// call with its source, and `AppleAPIListTests` checks that list against the generated code): it
/// waits with `waitForExistence(timeout:)` and `waitForNonExistence(timeout:)`, reads through
/// `snapshot()` (declared throwing: an element that is not there is an error, not a failure) or
/// `isHittable` (false for an element that does not exist), and never calls
/// `wait(for:toEqual:timeout:)` or an attribute of an element whose existence it has not just
/// established, since Apple does not say what those do while the element does not exist.
enum WaitingText {
    static func readiness(access a: String) -> [String] {
        VerificationText.lines(#"""
        /// What a step waits for before it acts on its element (`ready` in the specs). Each level
        /// includes the one before.
        \#(a)enum Readiness: Sendable {
            /// The element exists.
            case exists
            /// It exists and is enabled.
            case enabled
            /// It exists, is enabled, and a touch at it would reach it.
            case hittable
        }
        """#)
    }

    static func poll(access a: String) -> [String] {
        VerificationText.lines(#"""
        /// The one way generated code waits for the app. A test may pause only inside XCUITest's
        /// own waits: they return as soon as what they wait for holds, and they are what the app's
        /// clock moves in (on Linux the stand-in's virtual clock moves nowhere else, and neither a
        /// sleep nor XCTWaiter moves it). So a poll looks (one request: an XCUITest wait, a
        /// snapshot, `isHittable` or a count), and when what it looks for does not hold yet it
        /// pauses with an XCUITest wait on the element the look is about (`waitForExistence` or
        /// `waitForNonExistence`), which returns early when that element appears or goes. Time is
        /// counted by those waits: one that timed out used all it was given, one that returned
        /// early what the clock says. A poll that keeps returning early without progress ends after
        /// `maximumLooks`. Where no XCUITest wait can watch what the look is about (a text, whether
        /// it is enabled or hittable, whether an interruption is in the way), the pauses are short
        /// at first and double up to `slice`, so a change soon after the first look is seen soon,
        /// and a long wait costs few looks.
        @MainActor
        \#(a)struct PagewrightPoll {
            /// The longest of those pauses.
            \#(a)static let slice: TimeInterval = 1
            \#(a)static let maximumLooks = 1_000

            /// Seconds left.
            \#(a)private(set) var remaining: TimeInterval
            private var looks = 0
            private var pause: TimeInterval = 0.1

            \#(a)init(_ seconds: TimeInterval) {
                remaining = max(0, seconds)
            }

            /// Whether the time (or the number of looks) is used up.
            \#(a)var isOver: Bool { remaining <= 0 || looks >= Self.maximumLooks }

            /// Runs one XCUITest wait, given the time left, or (`briefly`) the next of the short
            /// pauses; returns whether it settled.
            \#(a)mutating func wait(briefly: Bool = false, _ body: (TimeInterval) -> Bool) -> Bool {
                looks += 1
                var limit = TimeInterval.infinity
                if briefly {
                    limit = pause
                    pause = min(pause * 2, Self.slice)
                }
                let timeout = max(0, min(remaining, limit))
                let started = Date()
                let settled = body(timeout)
                remaining -= settled ? min(timeout, Date().timeIntervalSince(started)) : timeout
                return settled
            }
        }
        """#)
    }

    static func report(access a: String, evidence: Bool) -> [String] {
        VerificationText.lines(#"""
        /// The activities generated code runs its steps in, and its failures: each fails the test
        /// at the test's line and, unless switched off (`defaults.failureEvidence` in
        /// pagewright.json, or `attachesEvidence`), attaches the app's element tree and a
        /// screenshot, kept always, to the activity the failure happened in.
        @MainActor
        \#(a)enum PagewrightReport {
            /// Whether failures attach the element tree and a screenshot.
            \#(a)static var attachesEvidence = \#(evidence)
            private static var activities: [any XCTActivity] = []

            /// Runs `body` as a named step of the test report.
            \#(a)static func run<Result>(_ name: String, _ body: () -> Result) -> Result {
                XCTContext.runActivity(named: name) { activity in
                    activities.append(activity)
                    defer { activities.removeLast() }
                    return body()
                }
            }

            /// Fails the test at `file`/`line` with `message`, attaching the evidence.
            \#(a)static func fail(_ message: String, in application: XCUIApplication, file: StaticString, line: UInt) {
                if attachesEvidence { attachEvidence(of: application) }
                XCTFail(message, file: file, line: line)
            }

            /// The element tree (`debugDescription`) and a screenshot of the screen.
            \#(a)static func attachEvidence(of application: XCUIApplication) {
                let tree = XCTAttachment(string: application.debugDescription)
                tree.name = "Element tree"
                tree.lifetime = .keepAlways
                let screenshot = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
                screenshot.name = "Screenshot"
                screenshot.lifetime = .keepAlways
                if let activity = activities.last {
                    activity.add(tree)
                    activity.add(screenshot)
                } else {
                    XCTContext.runActivity(named: "Failure evidence") { activity in
                        activity.add(tree)
                        activity.add(screenshot)
                    }
                }
            }
        }
        """#)
    }

    static func steps(access a: String) -> [String] {
        VerificationText.lines(#"""
        /// What a step waits for before it acts, and why it cannot act.
        @MainActor
        \#(a)enum PagewrightSteps {
            /// Waits until `element` is ready for a step: there (`exists`), there and enabled
            /// (`enabled`), or there, enabled and within a touch's reach (`hittable`; one only
            /// scrolled out of view counts, as the step's own XCUITest call scrolls it in). With
            /// `firstOf`, the query whose first match the element is, one request looks at all
            /// three: is the first enabled match hittable (the same element whenever one element
            /// matches). With `onlyOf`, the element must be its query's only match. Whatever it waits
            /// for, what is in front of the element is seen to: a declared interruption is dismissed
            /// as its spec says (with UI interruption monitors or without, so XCUITest's built-in
            /// handler never answers it), and an alert no spec declares is waited out, or named
            /// with the button the built-in handler would tap. Returns false after failing the test
            /// at `file`/`line`, naming why.
            \#(a)static func ready(_ element: XCUIElement, _ name: String, _ readiness: Readiness, within wait: WaitingTime,
                                  firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                                  in application: XCUIApplication, step: String, note: String = "", file: StaticString, line: UInt) -> Bool {
                var poll = PagewrightPoll(wait.seconds)
                if let unique, let problem = PagewrightCheck.ensureUnique(unique, name, &poll) {
                    PagewrightReport.fail("\(step): \(problem)\(note)", in: application, file: file, line: line)
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
                case .hittable:
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
                                if PagewrightInterruptions.dismissShowing() != nil { continue }
                                if state.isOffScreen { return true }
                            }
                            _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                        }
                    } while !poll.isOver
                }
                if there {
                    guard let covered = clear(element, name, in: application, poll: &poll) else { return true }
                    PagewrightReport.fail("\(step): \(covered)\(note) Identifiers on screen: \(ScreenVerifier.identifiersOnScreen(application))",
                                          in: application, file: file, line: line)
                    return false
                }
                let state = ElementState(element, in: application)
                PagewrightReport.fail("\(step): \(state.problem(name, readiness, wait, in: application))\(note) Identifiers on screen: \(ScreenVerifier.identifiersOnScreen(application))",
                                      in: application, file: file, line: line)
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
                    if dismissals < 3, PagewrightInterruptions.dismissShowing() != nil {
                        dismissals += 1
                        continue
                    }
                    guard let alert = ElementState.alert(over: application) else { return nil }
                    if poll.isOver { return "'\(name)' is covered by \(alert)." }
                    _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                }
                return nil
            }

            /// Deletes the text of a field (XCUITest has no clear): a tap, then as many deletes as it
            /// has characters, unless it shows only its placeholder (both read in one snapshot).
            \#(a)static func clearText(in field: XCUIElement) {
                field.tap()
                guard let seen = try? field.snapshot(), let text = seen.value as? String, !text.isEmpty,
                      text != seen.placeholderValue else { return }
                field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: text.count))
            }

            /// Taps a switch where it flips. A SwiftUI `Toggle` in a row is one switch element as
            /// wide as the row, and from iOS 16.4 a tap at its centre lands on its label and flips
            /// nothing (woocommerce/woocommerce-ios#9629); the switch control inside it takes the
            /// tap. A switch that is only its control is tapped itself.
            \#(a)static func tapSwitch(_ element: XCUIElement) {
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

            func problem(_ name: String, _ readiness: Readiness, _ wait: WaitingTime, in application: XCUIApplication) -> String {
                let after = "\(wait.seconds) s (\(wait.rawValue))"
                if !exists { return "'\(name)' did not appear within \(after)." }
                if !isEnabled && readiness != .exists { return "'\(name)' exists but is not enabled after \(after)." }
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
        """#)
    }

    static func checks(access a: String) -> [String] {
        VerificationText.lines(#"""
        /// Checks that poll: each waits until what it expects holds or its waiting time runs out,
        /// then fails the test at the test's line saying what it saw last.
        @MainActor
        \#(a)enum PagewrightCheck {
            \#(a)enum Attribute: String, Sendable {
                case label, value, title, placeholderValue
            }

            \#(a)enum Expectation: Sendable {
                case exists
                case notExists
                case equals(Attribute, String)
                case contains(Attribute, String)
                case isEnabled(Bool)
                case isSelected(Bool)
                case isHittable(Bool)
            }

            /// Waits until `element` meets `expectation` within `wait`; otherwise fails at
            /// `file`/`line`. With `onlyOf`, the element must be its query's only match.
            \#(a)static func expect(_ element: XCUIElement, _ name: String, _ expectation: Expectation, within wait: WaitingTime,
                                   onlyOf unique: XCUIElementQuery? = nil, in application: XCUIApplication, check: String,
                                   file: StaticString, line: UInt) {
                var poll = PagewrightPoll(wait.seconds)
                if let unique, let problem = ensureUnique(unique, name, &poll) {
                    PagewrightReport.fail("\(check): \(problem)", in: application, file: file, line: line)
                    return
                }
                let held: Bool
                switch expectation {
                case .exists: held = poll.wait { element.waitForExistence(timeout: $0) }
                case .notExists: held = poll.wait { element.waitForNonExistence(timeout: $0) }
                case .isHittable(let flag): held = pollHittable(element, flag, &poll)
                default: held = pollSnapshots(element, expectation, &poll)
                }
                guard !held else { return }
                let seen = try? element.snapshot()
                PagewrightReport.fail("\(check): \(describe(expectation, name, seen)) after \(wait.seconds) s (\(wait.rawValue)).",
                                      in: application, file: file, line: line)
            }

            /// Waits until the query matches `count` elements (`atLeast`: that many or more).
            \#(a)static func expectCount(_ query: XCUIElementQuery, _ name: String, equals count: Int, atLeast: Bool = false, within wait: WaitingTime,
                                        in application: XCUIApplication, check: String, file: StaticString, line: UInt) {
                var poll = PagewrightPoll(wait.seconds)
                var seen = 0
                repeat {
                    seen = query.count
                    if seen == count || (atLeast && seen > count) { return }
                    if poll.isOver { break }
                    // One element more than there may be, or the first one too many, changes the count.
                    if seen < count {
                        let next = query.element(boundBy: count - 1)
                        _ = poll.wait { next.waitForExistence(timeout: $0) }
                    } else {
                        let extra = query.element(boundBy: count)
                        _ = poll.wait { extra.waitForNonExistence(timeout: $0) }
                    }
                } while true
                let expected = atLeast ? "at least \(count)" : "\(count)"
                PagewrightReport.fail("\(check): the number of '\(name)' is \(seen), expected \(expected), after \(wait.seconds) s (\(wait.rawValue)).",
                                      in: application, file: file, line: line)
            }

            /// Waits, within `poll`, until at most one element matches; says what is wrong otherwise.
            \#(a)static func ensureUnique(_ query: XCUIElementQuery, _ name: String, _ poll: inout PagewrightPoll) -> String? {
                let second = query.element(boundBy: 1)
                if poll.wait({ second.waitForNonExistence(timeout: $0) }) { return nil }
                return "\(query.count) elements match '\(name)', which must be unique."
            }

            /// What `element` shows now, read through one snapshot: an element that is not there
            /// shows nothing (""), where reading the attribute itself would be a read Apple does
            /// not define for a missing element.
            \#(a)static func read(_ attribute: Attribute, of element: XCUIElement) -> String {
                guard let seen = try? element.snapshot() else { return "" }
                return text(attribute, of: seen)
            }

            /// Whether `element` is there and enabled now (one snapshot).
            \#(a)static func isEnabled(_ element: XCUIElement) -> Bool {
                (try? element.snapshot())?.isEnabled == true
            }

            /// Whether `element` is there and selected now (one snapshot).
            \#(a)static func isSelected(_ element: XCUIElement) -> Bool {
                (try? element.snapshot())?.isSelected == true
            }

            /// Looks with one snapshot of the element (which throws when it is not there): until it
            /// appears, pauses that end when it does; while it shows something else, short pauses.
            private static func pollSnapshots(_ element: XCUIElement, _ expectation: Expectation, _ poll: inout PagewrightPoll) -> Bool {
                repeat {
                    let seen = try? element.snapshot()
                    if let seen, holds(expectation, seen) { return true }
                    if poll.isOver { return false }
                    if seen == nil {
                        _ = poll.wait { element.waitForExistence(timeout: $0) }
                    } else {
                        _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                    }
                } while true
            }

            /// Looks with `isHittable` (false for an element that does not exist); that it is not
            /// hittable counts only once it is there.
            private static func pollHittable(_ element: XCUIElement, _ flag: Bool, _ poll: inout PagewrightPoll) -> Bool {
                repeat {
                    let hittable = element.isHittable
                    if hittable && flag { return true }
                    let there = hittable || element.exists
                    if there && !hittable && !flag { return true }
                    if poll.isOver { return false }
                    if there {
                        _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                    } else {
                        _ = poll.wait { element.waitForExistence(timeout: $0) }
                    }
                } while true
            }

            private static func text(_ attribute: Attribute, of seen: any XCUIElementSnapshot) -> String {
                switch attribute {
                case .label: return seen.label
                case .title: return seen.title
                case .value: return seen.value as? String ?? ""
                case .placeholderValue: return seen.placeholderValue ?? ""
                }
            }

            private static func holds(_ expectation: Expectation, _ seen: any XCUIElementSnapshot) -> Bool {
                switch expectation {
                case .equals(let attribute, let expected): return text(attribute, of: seen) == expected
                case .contains(let attribute, let expected): return text(attribute, of: seen).contains(expected)
                case .isEnabled(let flag): return seen.isEnabled == flag
                case .isSelected(let flag): return seen.isSelected == flag
                case .exists: return true
                case .notExists, .isHittable: return false
                }
            }

            private static func describe(_ expectation: Expectation, _ name: String, _ seen: (any XCUIElementSnapshot)?) -> String {
                switch expectation {
                case .exists: return "'\(name)' does not exist"
                case .notExists: return "'\(name)' still exists"
                default: break
                }
                guard let seen else { return "'\(name)' does not exist" }
                switch expectation {
                case .equals(let attribute, let expected):
                    return "\(attribute.rawValue) of '\(name)' is \"\(text(attribute, of: seen))\", expected \"\(expected)\""
                case .contains(let attribute, let expected):
                    return "\(attribute.rawValue) of '\(name)' is \"\(text(attribute, of: seen))\", which does not contain \"\(expected)\""
                case .isEnabled(let flag): return "'\(name)' isEnabled is not \(flag)"
                case .isSelected(let flag): return "'\(name)' isSelected is not \(flag)"
                case .isHittable(let flag): return "'\(name)' isHittable is not \(flag)"
                case .exists, .notExists: return ""
                }
            }
        }
        """#)
    }
}
