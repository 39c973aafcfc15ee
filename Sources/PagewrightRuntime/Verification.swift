import Foundation

/// What proves a screen is showing: anchors that must be present, anchors that must be absent
/// (spinners), the waiting time to poll for, whether present anchors must be hittable, how many
/// more attempts to make, and the elements `verifyLoaded()` adds. A generated module names it
/// for its own waiting times: `ScreenVerification`.
public struct PagewrightVerification<Wait: PagewrightWaitingTime> {
    /// One anchor. With an `identifier`, a snapshot of the app answers whether it is on screen,
    /// so one request checks every such anchor; otherwise `find` locates it.
    public struct Anchor {
        public let name: String
        public let elementType: XCUIElement.ElementType
        public let identifier: String?
        public let find: @MainActor (XCUIElement) -> XCUIElement

        public init(_ name: String, _ elementType: XCUIElement.ElementType, identifier: String?, find: @escaping @MainActor (XCUIElement) -> XCUIElement) {
            self.name = name
            self.elementType = elementType
            self.identifier = identifier
            self.find = find
        }

        /// An anchor found as its screen's `Element` enum says; one found by identifier carries it,
        /// so a snapshot of the app answers for it.
        public init<Element: PagewrightLocating>(_ name: String, _ element: Element) {
            self.init(name, element.elementType, identifier: element.snapshotIdentifier) { element.locator($0) }
        }

        var description: String { identifier.map { "'\(name)' (\"\($0)\")" } ?? "'\(name)'" }
    }

    /// What verification asks of the present anchors.
    public enum AnchorCheck: Sendable {
        /// That they exist.
        case exists
        /// That they exist and a tap would reach them.
        case hittable
    }

    /// The screen's name in the specs.
    public let screen: String
    public let wait: Wait
    public let present: [Anchor]
    public let absent: [Anchor]
    public let anchors: AnchorCheck
    /// Further attempts, each for the whole waiting time, before verification fails.
    public let retries: Int
    /// Elements that must be there too for `verifyLoaded()` and `isLoaded`.
    public let loaded: [Anchor]

    public init(screen: String, wait: Wait, present: [Anchor], absent: [Anchor], anchors: AnchorCheck = .exists, retries: Int = 0, loaded: [Anchor] = []) {
        self.screen = screen
        self.wait = wait
        self.present = present
        self.absent = absent
        self.anchors = anchors
        self.retries = retries
        self.loaded = loaded
    }
}

/// Polls a screen's anchors until the screen shows, or fails the test saying what it saw last:
/// it never returns without one or the other. One snapshot of the app answers for every anchor
/// found by a fixed identifier, matched as its locator's `matching(identifier:)` matches, on any
/// identifying attribute (identifier, title, label, value or placeholder value:
/// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(identifier:)),
/// so an anchor the app exposes by its label is seen as its locator finds it. Between looks it
/// waits on the first anchor still wrong, so it returns as soon as the screen settles.
@MainActor
struct ScreenVerifier<Settings: PagewrightProject> {
    typealias Verification = PagewrightVerification<Settings.Wait>
    typealias Anchor = Verification.Anchor

    struct Observation {
        var missing: [Anchor] = []
        var notHittable: [Anchor] = []
        var unexpected: [Anchor] = []
        var isShown: Bool { missing.isEmpty && notHittable.isEmpty && unexpected.isEmpty }
    }

    let verification: Verification
    /// The screen's name in failure messages.
    let screen: String
    /// The route being followed, if any, for failure messages.
    let route: String?
    /// Whether the `loaded` elements must be there too.
    var includesLoaded = false

    init(verification: Verification, screen: String, route: String?, includesLoaded: Bool = false) {
        self.verification = verification
        self.screen = screen
        self.route = route
        self.includesLoaded = includesLoaded
    }

    private var present: [Anchor] { verification.present + (includesLoaded ? verification.loaded : []) }
    private var hittable: Bool { verification.anchors == .hittable }

    /// One look: a snapshot for the anchors it can answer, a request for each other one. Where
    /// the app runs but its snapshot fails (a tree deeper than a snapshot carries), a request
    /// for each anchor.
    func observe(_ application: XCUIApplication) -> Observation {
        guard (present + verification.absent).contains(where: { $0.identifier != nil }) else { return observe(application, seen: .queries) }
        return observe(application, seen: ScreenObservation.look(at: application))
    }

    /// One look with a snapshot taken already (`seen`), shared by every screen "where am I" asks
    /// about; a request for each anchor it cannot answer.
    func observe(_ application: XCUIApplication, seen: ScreenObservation.Seen) -> Observation {
        func exists(_ anchor: Anchor) -> Bool {
            switch seen {
            case .keys(let onScreen):
                guard let identifier = anchor.identifier else { return anchor.find(application).exists }
                return onScreen.contains(ScreenObservation.Key(elementType: anchor.elementType.rawValue, text: identifier))
            case .queries: return anchor.find(application).exists
            case .notRunning: return false
            }
        }
        var observation = Observation()
        for anchor in present {
            if !exists(anchor) {
                observation.missing.append(anchor)
            } else if hittable && !anchor.find(application).isHittable {
                observation.notHittable.append(anchor)
            }
        }
        observation.unexpected = verification.absent.filter(exists)
        return observation
    }

    /// Waits until the screen shows, for its waiting time and as many more attempts as
    /// `retries` allows, dismissing a declared interruption in front of it. Returns true when it
    /// showed; otherwise it has failed the test at `file`/`line`, saying what it saw last, with
    /// the evidence attached.
    func waitUntilShown(in application: XCUIApplication, within wait: Settings.Wait, file: StaticString, line: UInt) -> Bool {
        guard PagewrightReport.proceeds(file: file, line: line) else { return false }
        var attempts = 0
        var dismissals = 0
        while true {
            attempts += 1
            guard let observation = attempt(in: application, seconds: wait.seconds) else { return true }
            // An interruption in front of the screen: out of the way, and look again.
            if dismissals < 3, PagewrightInterruptionHandling<Settings>.dismissShowing(except: verification.screen) != nil {
                dismissals += 1
                attempts -= 1
                continue
            }
            if attempts > verification.retries {
                PagewrightReport.fail(failureMessage(observation, wait: wait, attempts: attempts, application: application),
                                      in: application, evidence: Settings.failureEvidence, file: file, line: line)
                return false
            }
        }
    }

    /// One attempt: nil when the screen showed, else what the last look saw.
    private func attempt(in application: XCUIApplication, seconds: TimeInterval) -> Observation? {
        var poll = PagewrightPoll(seconds)
        // With one anchor its own XCUITest wait is the look; otherwise a snapshot looks at all.
        let single = present.count == 1 && verification.absent.isEmpty ? present.first : nil
        while true {
            var observation = Observation()
            if let single {
                let element = single.find(application)
                // Existence is its own wait; hittability is looked at (`isHittable` is false
                // for an element that does not exist) with a short pause after each look.
                var shown = false
                if !hittable {
                    shown = poll.wait { element.waitForExistence(timeout: $0) }
                } else if element.isHittable {
                    shown = true
                } else if element.exists {
                    _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                } else {
                    _ = poll.wait(briefly: true) { element.waitForExistence(timeout: $0) }
                }
                if shown { return nil }
                observation = observe(application)
                if observation.isShown { return nil }
            } else {
                observation = observe(application)
                if observation.isShown { return nil }
                if poll.isOver { return observation }
                // The screen cannot show before this anchor settles: wait for it (for all the
                // time left, or a slice when an interruption may be what keeps it from being
                // hittable), then one look again.
                var settled = false
                if let anchor = observation.missing.first {
                    let element = anchor.find(application)
                    settled = poll.wait(briefly: hittable) { element.waitForExistence(timeout: $0) }
                } else if let anchor = observation.notHittable.first {
                    // There but out of reach: a short pause, ended early if it goes.
                    let element = anchor.find(application)
                    _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                } else if let anchor = observation.unexpected.first {
                    let element = anchor.find(application)
                    settled = poll.wait { element.waitForNonExistence(timeout: $0) }
                }
                // When that anchor was the only one wrong, its own wait confirmed it and the
                // look before confirmed every other: each anchor is confirmed, so another look
                // would only repeat them. Hittability can change under an interruption, so
                // screens that ask for it look again.
                if settled && !hittable && observation.missing.count + observation.unexpected.count == 1 { return nil }
            }
            if hittable, PagewrightInterruptionHandling<Settings>.dismissShowing(except: verification.screen) != nil { continue }
            if single != nil, poll.isOver { return observation }
        }
    }

    /// Waits until the screen's present anchors are gone; fails the test otherwise.
    func waitUntilGone(in application: XCUIApplication, file: StaticString, line: UInt) {
        guard PagewrightReport.proceeds(file: file, line: line) else { return }
        let wait = verification.wait
        var poll = PagewrightPoll(wait.seconds)
        for anchor in verification.present {
            let element = anchor.find(application)
            if !poll.wait({ element.waitForNonExistence(timeout: $0) }) {
                PagewrightReport.fail("\(screen) is still showing after \(wait.described): \(anchor.description) is there",
                                      in: application, evidence: Settings.failureEvidence, file: file, line: line)
                return
            }
        }
    }

    private func failureMessage(_ observation: Observation, wait: Settings.Wait, attempts: Int, application: XCUIApplication) -> String {
        var parts: [String] = []
        if !observation.missing.isEmpty {
            parts.append("missing " + observation.missing.map(\.description).joined(separator: ", "))
        }
        if !observation.notHittable.isEmpty {
            parts.append("not hittable " + observation.notHittable.map(\.description).joined(separator: ", "))
        }
        if !observation.unexpected.isEmpty {
            parts.append("still showing " + observation.unexpected.map(\.description).joined(separator: ", "))
        }
        let tries = attempts > 1 ? " (\(attempts) attempts)" : ""
        let following = route.map { " Following the route \($0)." } ?? ""
        return "\(screen) is not showing after \(wait.described)\(tries): \(parts.joined(separator: "; ")).\(following) Identifiers on screen: \(ScreenObservation.identifiersOnScreen(application))"
    }
}

/// What one snapshot of the app shows, as verification and failure messages read it.
@MainActor
enum ScreenObservation {
    struct Key: Hashable {
        var elementType: UInt
        var text: String
    }

    /// What one look at an app can answer from.
    enum Seen {
        /// The keys of its snapshot.
        case keys(Set<Key>)
        /// Its snapshot failed while it runs: on devices a tree nested deeper than 62 levels
        /// cannot be snapshotted (appium/WebDriverAgent#542, appium/appium#18085), yet queries,
        /// evaluated in the app, still find each element, so each anchor is asked by query.
        case queries
        /// It is not running: it shows nothing.
        case notRunning
    }

    /// One snapshot of `application`, or what to do without one. Only when the snapshot fails
    /// is the app's state asked (one more request), so a calm look costs one.
    static func look(at application: XCUIApplication) -> Seen {
        if let snapshot = try? application.snapshot() {
            var keys: Set<Key> = []
            collect(snapshot, into: &keys)
            return .keys(keys)
        }
        return isRunning(application) ? .queries : .notRunning
    }

    /// Whether `application` runs, in front or behind.
    static func isRunning(_ application: XCUIApplication) -> Bool {
        // Named by what is not running: `runningBackgroundSuspended` is iOS's alone.
        switch application.state {
        case .notRunning, .unknown: false
        default: true
        }
    }

    /// Every identifying attribute of every element, by type, as `matching(identifier:)` compares.
    static func collect(_ snapshot: any XCUIElementSnapshot, into keys: inout Set<Key>) {
        let type = snapshot.elementType.rawValue
        for text in [snapshot.identifier, snapshot.title, snapshot.label, PagewrightCheck.text(ofValue: snapshot.value), snapshot.placeholderValue ?? ""] where !text.isEmpty {
            keys.insert(Key(elementType: type, text: text))
            keys.insert(Key(elementType: XCUIElement.ElementType.any.rawValue, text: text))
        }
        for child in snapshot.children { collect(child, into: &keys) }
    }

    /// The identifiers on screen, sorted and capped, for failure messages: from one snapshot,
    /// or, where the app runs but cannot be snapshotted, from a query for the identified elements.
    static func identifiersOnScreen(_ application: XCUIApplication) -> String {
        var identifiers: Set<String> = []
        if let snapshot = try? application.snapshot() {
            gatherIdentifiers(snapshot, into: &identifiers)
        } else if isRunning(application) {
            identifiers = Set(identifiedElements(of: application).map(\.identifier))
        }
        let shown = identifiers.sorted()
        let list = shown.prefix(30).joined(separator: ", ") + (shown.count > 30 ? ", …" : "")
        return list.isEmpty ? "none" : list
    }

    /// How many identified elements a look without a snapshot reads, at most.
    static let identifiedLimit = 30

    /// The elements of `application` with an identifier (at most `identifiedLimit`), each bound
    /// by its index: what is on screen when no snapshot can be taken. Each is resolved by itself
    /// when an attribute of it is read, so no request carries a deep tree.
    static func identifiedElements(of application: XCUIApplication) -> ArraySlice<XCUIElement> {
        application.descendants(matching: .any).matching(NSPredicate(format: "identifier != ''"))
            .allElementsBoundByIndex.prefix(identifiedLimit)
    }

    private static func gatherIdentifiers(_ snapshot: any XCUIElementSnapshot, into identifiers: inout Set<String>) {
        if !snapshot.identifier.isEmpty { identifiers.insert(snapshot.identifier) }
        for child in snapshot.children { gatherIdentifiers(child, into: &identifiers) }
    }
}
