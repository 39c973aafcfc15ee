import Foundation

/// Checks that poll: each waits until what it expects holds or its waiting time runs out, then
/// fails the test at the test's line saying what it saw last.
///
/// Apple API used: `waitForExistence(timeout:)`, `waitForNonExistence(timeout:)`, `snapshot()`
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding/snapshot()),
/// `isHittable`, `element(boundBy:)` and `count`; never `wait(for:toEqual:timeout:)` or an attribute
/// of an element whose existence it has not just established (docs/faithful-to-the-device.md).
@MainActor
public enum PagewrightCheck {
    /// A text attribute of an element (`placeholderValue` is a `String?` and `value` an `Any?`:
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes).
    public enum Attribute: String, Sendable {
        case label, value, title, placeholderValue
    }

    /// What a check expects of its element.
    public enum Expectation: Sendable {
        case exists
        case notExists
        case equals(Attribute, String)
        case contains(Attribute, String)
        case isEnabled(Bool)
        case isSelected(Bool)
        case isHittable(Bool)
    }

    /// Waits until `element` meets `expectation` within `wait`; otherwise fails at
    /// `file`/`line`, attaching evidence when `evidence` says so. With `onlyOf`, the element
    /// must be its query's only match.
    public static func expect(_ element: XCUIElement, _ name: String, _ expectation: Expectation, within wait: some PagewrightWaitingTime,
                              onlyOf unique: XCUIElementQuery? = nil, in application: XCUIApplication, check: String,
                              evidence: Bool = true, file: StaticString, line: UInt) {
        guard PagewrightReport.proceeds(file: file, line: line) else { return }
        var poll = PagewrightPoll(wait.seconds)
        if let unique, let problem = ensureUnique(unique, name, &poll) {
            PagewrightReport.fail("\(check): \(problem)", in: application, evidence: evidence, file: file, line: line)
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
        PagewrightReport.fail("\(check): \(describe(expectation, name, seen)) after \(wait.described).",
                              in: application, evidence: evidence, file: file, line: line)
    }

    /// Waits until the query matches `count` elements (`atLeast`: that many or more).
    public static func expectCount(_ query: XCUIElementQuery, _ name: String, equals count: Int, atLeast: Bool = false,
                                   within wait: some PagewrightWaitingTime, in application: XCUIApplication, check: String,
                                   evidence: Bool = true, file: StaticString, line: UInt) {
        guard PagewrightReport.proceeds(file: file, line: line) else { return }
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
        PagewrightReport.fail("\(check): the number of '\(name)' is \(seen), expected \(expected), after \(wait.described).",
                              in: application, evidence: evidence, file: file, line: line)
    }

    /// Waits, within `poll`, until at most one element matches; says what is wrong otherwise.
    public static func ensureUnique(_ query: XCUIElementQuery, _ name: String, _ poll: inout PagewrightPoll) -> String? {
        let second = query.element(boundBy: 1)
        if poll.wait({ second.waitForNonExistence(timeout: $0) }) { return nil }
        return "\(query.count) elements match '\(name)', which must be unique."
    }

    /// What `element` shows now, read through one snapshot: an element that is not there
    /// shows nothing (""), where reading the attribute itself would be a read Apple does
    /// not define for a missing element.
    public static func read(_ attribute: Attribute, of element: XCUIElement) -> String {
        guard let seen = try? element.snapshot() else { return "" }
        return text(attribute, of: seen)
    }

    /// Whether `element` is there and enabled now (one snapshot).
    public static func isEnabled(_ element: XCUIElement) -> Bool {
        (try? element.snapshot())?.isEnabled == true
    }

    /// Whether `element` is there and selected now (one snapshot).
    public static func isSelected(_ element: XCUIElement) -> Bool {
        (try? element.snapshot())?.isSelected == true
    }

    /// The position of `element` among `collection`'s matches now, the index
    /// `collection.element(boundBy:)` takes to find it again; nil when it is not there or is none
    /// of them. Apple documents no identity between two `XCUIElement`s, so a match is the same
    /// element when one snapshot of each agrees on its type, identifier, label and frame: two
    /// elements that agree on all four (which the user could not tell apart either) count as one.
    public static func index(of element: XCUIElement, among collection: XCUIElementQuery) -> UInt? {
        guard let seen = try? element.snapshot() else { return nil }
        for (position, match) in collection.allElementsBoundByIndex.enumerated() {
            guard let other = try? match.snapshot() else { continue }
            if other.elementType == seen.elementType, other.identifier == seen.identifier, other.label == seen.label, other.frame == seen.frame {
                return UInt(position)
            }
        }
        return nil
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

    /// An element's `value` (`Any?`: a `String` for texts and switches, an `NSNumber` for a web
    /// view's checkbox, https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value)
    /// as the text a check compares: a number as its `stringValue` ("1"/"0" for a checkbox), a
    /// `Bool` as "1"/"0" like a switch, nothing as "".
    public static func text(ofValue value: Any?) -> String {
        switch value {
        case nil: return ""
        case let text as String: return text
        case let flag as Bool: return flag ? "1" : "0"
        case let number as NSNumber: return number.stringValue
        case let other?: return "\(other)"
        }
    }

    private static func text(_ attribute: Attribute, of seen: any XCUIElementSnapshot) -> String {
        switch attribute {
        case .label: return seen.label
        case .title: return seen.title
        case .value: return text(ofValue: seen.value)
        case .placeholderValue: return seen.placeholderValue ?? ""
        }
    }

    /// Whether `expectation` holds for what one snapshot shows (`Waiting.swift` asks it too).
    static func holdsOnSnapshot(_ expectation: Expectation, _ seen: any XCUIElementSnapshot) -> Bool {
        holds(expectation, seen)
    }

    private static func holds(_ expectation: Expectation, _ seen: any XCUIElementSnapshot) -> Bool {
        switch expectation {
        case .equals(.value, let expected) where seen.elementType == .slider:
            return SliderValues.matches(text(.value, of: seen), expected)
        case .equals(let attribute, let expected): return text(attribute, of: seen) == expected
        case .contains(let attribute, let expected): return text(attribute, of: seen).contains(expected)
        case .isEnabled(let flag): return seen.isEnabled == flag
        case .isSelected(let flag): return seen.isSelected == flag
        case .exists: return true
        case .notExists, .isHittable: return false
        }
    }

    static func describe(_ expectation: Expectation, _ name: String, _ seen: (any XCUIElementSnapshot)?) -> String {
        switch expectation {
        case .exists: return "'\(name)' does not exist"
        case .notExists: return "'\(name)' still exists"
        default: break
        }
        guard let seen else { return "'\(name)' does not exist" }
        switch expectation {
        case .equals(let attribute, let expected):
            let shown = text(attribute, of: seen)
            let note = attribute == .value && seen.elementType == .slider ? SliderValues.note(shown, expected) : ""
            return "\(attribute.rawValue) of '\(name)' is \"\(shown)\", expected \"\(expected)\"\(note)"
        case .contains(let attribute, let expected):
            return "\(attribute.rawValue) of '\(name)' is \"\(text(attribute, of: seen))\", which does not contain \"\(expected)\""
        case .isEnabled(let flag): return "'\(name)' isEnabled is not \(flag)"
        case .isSelected(let flag): return "'\(name)' isSelected is not \(flag)"
        case .isHittable(let flag): return "'\(name)' isHittable is not \(flag)"
        case .exists, .notExists: return ""
        }
    }
}

extension PagewrightCheck {
    /// Audits the screen `application` shows for every kind of accessibility issue; each issue
    /// fails the test at `file`/`line`, and the evidence is attached once.
    ///
    /// Apple's `XCUIApplication.performAccessibilityAudit(for:_:)` (Xcode 15; iOS 17, macOS 14,
    /// tvOS 17, watchOS 10: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:)).
    /// This takes no audit types, so its signature names nothing newer than the deployment
    /// target; the audit runs under `#available` and fails plainly on older systems.
    public static func auditAccessibility(of application: XCUIApplication, check: String, evidence: Bool = true, file: StaticString, line: UInt) {
        guard PagewrightReport.proceeds(file: file, line: line) else { return }
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else {
            PagewrightReport.fail("\(check): the accessibility audit needs iOS 17, macOS 14, tvOS 17 or watchOS 10.", in: application, evidence: evidence, file: file, line: line)
            return
        }
        var issues: [String] = []
        do {
            try application.performAccessibilityAudit { issue in
                issues.append("\(issue.compactDescription): \(issue.detailedDescription)" + (issue.element.map { " (\($0))" } ?? ""))
                return true
            }
        } catch {
            PagewrightReport.fail("\(check): the accessibility audit could not run: \(error)", in: application, evidence: evidence, file: file, line: line)
            return
        }
        guard !issues.isEmpty else { return }
        if evidence && PagewrightReport.attachesEvidence { PagewrightReport.attachEvidence(of: application) }
        PagewrightJourney.fail("\(check): accessibility audit: \(issues[0])", file: file, line: line) {
            for issue in issues { XCTFail("\(check): accessibility audit: \(issue)", file: file, line: line) }
        }
    }
}
