/// The text of the polling primitive, failure reporting, readiness waits and polling checks in
/// `PagewrightSupport.swift`. Every style's generated code goes through these.
///
/// Apple API used, each as Apple declares it: `waitForExistence(timeout:)`,
/// `waitForNonExistence(timeout:)` (Xcode 16), `wait(for:toEqual:timeout:)` (Xcode 16;
/// https://developer.apple.com/documentation/xcuiautomation/xcuielement/wait(for:toequal:timeout:)),
/// `snapshot()`, `XCUIElementQuery.matching(_:)` with a predicate on `isEnabled` (predicates see
/// the element's attributes:
/// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(_:)),
/// `element(boundBy:)`, `count`, `frame`, `isHittable` (false for an element off screen or
/// covered: https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable),
/// `XCTContext.runActivity(named:block:)` (https://developer.apple.com/documentation/xctest/xctcontext/runactivity(named:block:)),
/// `XCTActivity.add(_:)` (https://developer.apple.com/documentation/xctest/xctactivity/add(_:)),
/// `XCTAttachment(string:)`, `XCTAttachment(screenshot:)`, `name`, `lifetime = .keepAlways`
/// (https://developer.apple.com/documentation/xctest/xctattachment), `XCUIScreen.main.screenshot()`
/// (https://developer.apple.com/documentation/xcuiautomation/xcuiscreen). Each needs no newer
/// system than the XCUITest waits above, which need Xcode 16; none needs `#available`.
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
        /// snapshot or a count), and when what it looks for does not hold yet it pauses with an
        /// XCUITest wait on the element the look is about (`waitForExistence`,
        /// `waitForNonExistence` or `wait(for:toEqual:timeout:)`), which returns early when that
        /// element changes the way the look hopes. Time is counted by those waits: one that timed
        /// out used all it was given, one that returned early what the clock says. A poll that
        /// keeps returning early without progress ends after `maximumLooks`. Where no XCUITest wait
        /// can watch what the look is about (a text that must contain another, whether an
        /// interruption is in the way), the pauses are short at first and double up to `slice`, so a
        /// change soon after the first look is seen soon, and a long wait costs few looks.
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
            /// scrolled out of view counts, as the step's own XCUITest call scrolls it in). A
            /// declared interruption in front of it is dismissed. With `firstOf`, the query whose
            /// first match the element is, one request looks at all three: is the first enabled
            /// match hittable (the same element whenever one element matches). With `onlyOf`, the
            /// element must be its query's only match. Returns false after failing the test at
            /// `file`/`line`, naming why.
            \#(a)static func ready(_ element: XCUIElement, _ name: String, _ readiness: Readiness, within wait: WaitingTime,
                                  firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                                  in application: XCUIApplication, step: String, note: String = "", file: StaticString, line: UInt) -> Bool {
                var poll = PagewrightPoll(wait.seconds)
                if let unique, let problem = PagewrightCheck.ensureUnique(unique, name, &poll) {
                    PagewrightReport.fail("\(step): \(problem)\(note)", in: application, file: file, line: line)
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
                            if PagewrightInterruptions.dismissShowing() != nil { continue }
                            if state.isOffScreen { return true }
                        }
                    } while !poll.isOver
                }
                let state = ElementState(element, in: application)
                PagewrightReport.fail("\(step): \(state.problem(name, readiness, wait, in: application))\(note) Identifiers on screen: \(ScreenVerifier.identifiersOnScreen(application))",
                                      in: application, file: file, line: line)
                return false
            }

            /// Deletes the text of a field (XCUITest has no clear): a tap, then as many deletes as it
            /// has characters, unless it shows only its placeholder.
            \#(a)static func clearText(in field: XCUIElement) {
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

            func problem(_ name: String, _ readiness: Readiness, _ wait: WaitingTime, in application: XCUIApplication) -> String {
                let after = "\(wait.seconds) s (\(wait.rawValue))"
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
                case .equals(.label, let text): held = poll.wait { element.wait(for: \.label, toEqual: text, timeout: $0) }
                case .equals(.title, let text): held = poll.wait { element.wait(for: \.title, toEqual: text, timeout: $0) }
                case .isEnabled(let flag): held = poll.wait { element.wait(for: \.isEnabled, toEqual: flag, timeout: $0) }
                case .isSelected(let flag): held = poll.wait { element.wait(for: \.isSelected, toEqual: flag, timeout: $0) }
                case .isHittable(let flag): held = poll.wait { element.wait(for: \.isHittable, toEqual: flag, timeout: $0) }
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

            /// Looks with one snapshot of the element; pauses until it appears or goes, for a slice at most.
            private static func pollSnapshots(_ element: XCUIElement, _ expectation: Expectation, _ poll: inout PagewrightPoll) -> Bool {
                repeat {
                    let seen = try? element.snapshot()
                    if let seen, holds(expectation, seen) { return true }
                    if poll.isOver { return false }
                    if seen == nil {
                        _ = poll.wait(briefly: true) { element.waitForExistence(timeout: $0) }
                    } else {
                        _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
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
