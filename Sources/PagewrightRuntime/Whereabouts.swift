import Foundation

/// A screen as "where am I" and "go to" see it: its name, the app that shows it, what proves it
/// is showing, and how it stands to other screens that may show at the same time.
public struct PagewrightPlace<Settings: PagewrightProject> {
    /// How a screen stands to the others when several hold at once.
    public enum Layer: Int, Sendable, Comparable {
        /// An ordinary screen of the app.
        case screen = 0
        /// A screen shown over another of the same app: one opened from anywhere (an alert, a
        /// sheet) or marked as an interruption. The screen it covers stays in the element tree.
        case overlay = 1
        /// A screen of another app shown over the app (a Springboard permission alert): over
        /// everything the app shows, its own alerts included.
        case systemOverlay = 2

        public static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The screen's name in the specs.
    public let name: String
    /// The name of the app that shows it, as `pagewright.json` names it: screens of one app are
    /// answered from one snapshot of that app.
    public let app: String
    public let application: @MainActor () -> XCUIApplication
    public let verification: PagewrightVerification<Settings.Wait>
    public let layer: Layer
    /// `"precedence"` in the screen's spec: of two screens that hold at once, the higher wins.
    public let precedence: Int
    /// The container of a section: a section is part of its container's screen, so it is the
    /// answer only when its container does not hold.
    public let sectionOf: String?

    public init(_ name: String, app: String, _ application: @escaping @MainActor () -> XCUIApplication,
                _ verification: PagewrightVerification<Settings.Wait>, layer: Layer = .screen, precedence: Int = 0, sectionOf: String? = nil) {
        self.name = name
        self.app = app
        self.application = application
        self.verification = verification
        self.layer = layer
        self.precedence = precedence
        self.sectionOf = sectionOf
    }

    /// What its verification asks, one key per anchor: the specificity rule compares these sets.
    /// An anchor found by identifier is named by its type and identifier, so two screens asking
    /// for the same element agree; any other anchor is its screen's own.
    var anchorKeys: Set<String> {
        var keys: Set<String> = []
        for anchor in verification.present { keys.insert(anchor.identifier.map { "\(anchor.elementType.rawValue):\($0)" } ?? "\(name).\(anchor.name)") }
        for anchor in verification.absent { keys.insert("!" + (anchor.identifier.map { "\(anchor.elementType.rawValue):\($0)" } ?? "\(name).\(anchor.name)")) }
        return keys
    }
}

/// Which screen shows now: the screen on top, what it covers when it is an overlay (where a
/// return to the opener goes), and every screen whose verification held in the same look.
public struct PagewrightWhereabouts: Sendable, Equatable, CustomStringConvertible {
    public let screen: String
    /// The screen under an overlay, when one screen holds beneath it.
    public let covered: String?
    /// Every screen whose verification held, sorted by name.
    public let held: [String]

    public init(screen: String, covered: String? = nil, held: [String] = []) {
        self.screen = screen
        self.covered = covered
        self.held = held
    }

    public var description: String { covered.map { "\(screen) over \($0)" } ?? screen }
}

/// "Which screen shows now", answered from one snapshot per app (and one request per anchor
/// that has no fixed identifier), every screen's verification evaluated against it. An app that
/// runs but cannot be snapshotted (a tree deeper than a snapshot carries) is asked anchor by anchor. When several
/// screens hold, one is the answer by these rules, in order:
/// 1. a screen of another app shown over the app (a system alert) is on top of everything, and
///    an overlay of the app (a screen opened from anywhere, or an interruption) is on top of the
///    screen it covers, which is reported as `covered`;
/// 2. among the rest, the highest `precedence`;
/// 3. then the most specific: a screen whose anchors include all of another's and more wins
///    over it (a detail screen that shows its list's title too);
/// 4. a section is part of its container, so it answers only when its container does not hold.
/// Two screens left after that are an ambiguity the specs must settle (`precedence`), reported as
/// such, never decided by order.
@MainActor
public struct PagewrightScreenFinder<Settings: PagewrightProject> {
    public typealias Place = PagewrightPlace<Settings>

    /// What one look found.
    public enum Look: Equatable {
        case found(PagewrightWhereabouts)
        /// No screen of the specs holds.
        case nothing
        /// Several hold and no rule tells them apart.
        case ambiguous([String])
    }

    public let places: [Place]
    private let anchorKeys: [Set<String>]

    public init(_ places: [Place]) {
        self.places = places
        self.anchorKeys = places.map(\.anchorKeys)
    }

    /// One look: a snapshot of each app that has screens in the specs, every screen's
    /// verification asked of it, and the rules above.
    public func look() -> Look { observe().look }

    /// A look, and an element worth pausing on before the next one: an anchor of the first
    /// screen that did not hold, to come (or, when only its absent anchors kept it from
    /// holding, to go).
    private func observe() -> (look: Look, pauseOn: (element: XCUIElement, toAppear: Bool)?) {
        var seenByApp: [String: ScreenObservation.Seen] = [:]
        var held: [Int] = []
        var pauseOn: (element: XCUIElement, toAppear: Bool)?
        for (number, place) in places.enumerated() {
            let seen = seenByApp[place.app] ?? ScreenObservation.look(at: place.application())
            seenByApp[place.app] = seen
            // An app that is not running shows nothing; one too deep for a snapshot is asked
            // anchor by anchor.
            if case .notRunning = seen { continue }
            let application = place.application()
            let verifier = ScreenVerifier<Settings>(verification: place.verification, screen: place.name, route: nil)
            let observation = verifier.observe(application, seen: seen)
            if observation.isShown {
                held.append(number)
            } else if pauseOn == nil {
                if let anchor = observation.missing.first {
                    pauseOn = (anchor.find(application), true)
                } else if let anchor = observation.unexpected.first ?? observation.notHittable.first {
                    pauseOn = (anchor.find(application), false)
                }
            }
        }
        return (resolve(held), pauseOn)
    }

    /// The rules applied to the screens that held (by position in `places`).
    func resolve(_ held: [Int]) -> Look {
        let heldNames = held.map { places[$0].name }.sorted()
        let containersHeld = Set(held.filter { places[$0].sectionOf == nil }.map { places[$0].name })
        // A section is its container's part while the container holds.
        let candidates = held.filter { places[$0].sectionOf.map { !containersHeld.contains($0) } ?? true }
        let overlays = candidates.filter { places[$0].layer != .screen }
        let screens = candidates.filter { places[$0].layer == .screen }
        let bestScreen = best(of: screens)
        if !overlays.isEmpty {
            let top = overlays.map { places[$0].layer }.max()!
            let best = best(of: overlays.filter { places[$0].layer == top })
            guard best.count == 1 else { return .ambiguous(best.map { places[$0].name }.sorted()) }
            let covered = bestScreen.count == 1 ? places[bestScreen[0]].name : nil
            return .found(PagewrightWhereabouts(screen: places[best[0]].name, covered: covered, held: heldNames))
        }
        switch bestScreen.count {
        case 0: return .nothing
        case 1: return .found(PagewrightWhereabouts(screen: places[bestScreen[0]].name, held: heldNames))
        default: return .ambiguous(bestScreen.map { places[$0].name }.sorted())
        }
    }

    /// The highest precedence, then those no other candidate is more specific than.
    private func best(of candidates: [Int]) -> [Int] {
        guard let top = candidates.map({ places[$0].precedence }).max() else { return [] }
        let ranked = candidates.filter { places[$0].precedence == top }
        return ranked.filter { candidate in
            !ranked.contains { other in other != candidate && anchorKeys[candidate].isStrictSubset(of: anchorKeys[other]) }
        }
    }

    /// Looks until one screen is the answer, within `wait` (pausing between looks on what keeps
    /// the answer from settling); otherwise fails the test at `file`/`line` saying what held or
    /// what was on screen, and returns nil. `context` begins the failure message.
    public func whereabouts(within wait: Settings.Wait, context: String, file: StaticString, line: UInt) -> PagewrightWhereabouts? {
        let look = settle(within: wait)
        if case .found(let whereabouts) = look { return whereabouts }
        fail(look, after: wait, context: context, file: file, line: line)
        return nil
    }

    /// Looks until one screen is the answer (one `accepts`, when given) or `wait` is over; the
    /// last look. With `leaving`, the screens a move was just made from, an answer that is still
    /// one of them does not settle it while the wait lasts (the app has not reacted yet): the
    /// look pauses on the screen's first anchor going.
    public func settle(within wait: Settings.Wait, leaving: Set<String> = [],
                       until accepts: (PagewrightWhereabouts) -> Bool = { _ in true }) -> Look {
        var poll = PagewrightPoll(wait.seconds)
        while true {
            let (look, pauseOn) = observe()
            if case .found(let found) = look, leaving.contains(found.screen),
               let place = places.first(where: { $0.name == found.screen }), let anchor = place.verification.present.first {
                if poll.isOver { return look }
                let element = anchor.find(place.application())
                _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
                continue
            }
            if case .found(let whereabouts) = look, accepts(whereabouts) { return look }
            if poll.isOver { return look }
            pause(&poll, on: pauseOn, after: look)
        }
    }

    /// Fails the test at `file`/`line` for a look that found no one screen: what held, or what
    /// was on screen.
    func fail(_ look: Look, after wait: Settings.Wait, context: String, note: String = "", file: StaticString, line: UInt) {
        // What is on screen is the app's, not that of a system alert's app (Springboard) the
        // specs happen to list first: its tree would say "none" while the app shows screens.
        let application = (places.first { $0.layer != .systemOverlay } ?? places.first)?.application() ?? XCUIApplication()
        let what: String
        switch look {
        case .ambiguous(let names):
            what = "\(names.joined(separator: " and ")) all hold after \(wait.described), and nothing in the specs tells them apart (give one a higher \"precedence\", or an anchor the other lacks)"
        default:
            what = "no screen of the specs is showing after \(wait.described)"
        }
        PagewrightReport.fail("\(context): \(what).\(note) Identifiers on screen: \(ScreenObservation.identifiersOnScreen(application))",
                              in: application, evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// A short pause (doubling, as the poll's brief pauses do) spent in an XCUITest wait on an
    /// element whose change may settle the answer: for an ambiguity, an anchor of the first
    /// screen going (the two may be a transition caught half way); otherwise what kept the first
    /// screen that did not hold from holding. With nothing to watch, a wait for the app to go,
    /// which lasts the pause.
    private func pause(_ poll: inout PagewrightPoll, on pauseOn: (element: XCUIElement, toAppear: Bool)?, after look: Look) {
        if case .ambiguous(let names) = look, let place = places.first(where: { $0.name == names[0] }), let anchor = place.verification.present.first {
            let element = anchor.find(place.application())
            _ = poll.wait(briefly: true) { element.waitForNonExistence(timeout: $0) }
        } else if let (element, toAppear) = pauseOn {
            _ = poll.wait(briefly: true) { toAppear ? element.waitForExistence(timeout: $0) : element.waitForNonExistence(timeout: $0) }
        } else {
            let application = places.first?.application() ?? XCUIApplication()
            _ = poll.wait(briefly: true) { application.waitForNonExistence(timeout: $0) }
        }
    }
}
