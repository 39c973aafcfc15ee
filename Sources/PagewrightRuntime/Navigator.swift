import Foundation

/// One way from a screen to another that navigation may take: an action that needs no input
/// (or whose input the specs declare), into a section, or out of one.
public struct PagewrightMove {
    public enum Destination: Sendable, Equatable {
        case screen(String)
        /// Back to the screen it covers (`"$source"`): the one a look saw beneath it, else any
        /// screen that opens it.
        case back
        /// One of several, decided by the app; navigation plans with `assumed` (the spec's
        /// `"route"`) and looks where it arrived.
        case oneOf([String], assumed: String)
    }

    /// The screen it starts from.
    public let from: String
    /// The action's name (`section`, `container` for the implicit moves), for the report.
    public let name: String
    public let to: Destination
    /// Does the move at the test's `file`/`line`; returns whether it verified its arrival itself
    /// (a factory-style action does, on arrival), so that navigation need not look again.
    public let perform: @MainActor (_ file: StaticString, _ line: UInt) -> Bool

    public init(_ from: String, _ name: String, to: Destination, perform: @escaping @MainActor (_ file: StaticString, _ line: UInt) -> Bool) {
        self.from = from
        self.name = name
        self.to = to
        self.perform = perform
    }
}

/// Navigation from wherever the app is: it asks which screen shows (`PagewrightScreenFinder`),
/// plans the shortest way from there to the screen wanted over the moves the specs allow, takes
/// the first move, and looks again only where the move's end is not certain (a return to the
/// opener, one of several destinations). An interruption that shows is answered as its spec says.
/// When the app is not running it is launched; when no screen of the specs shows, or no way
/// leads on, the app is relaunched only if the specs allow it (`"relaunch": true`), once.
/// Otherwise, and when a move fails, the test fails at its own line saying what was on screen.
@MainActor
public final class PagewrightNavigator<Settings: PagewrightProject> {
    public typealias Place = PagewrightPlace<Settings>

    public let finder: PagewrightScreenFinder<Settings>
    private let moves: [String: [PagewrightMove]]
    private let openers: [String: [String]]
    private let layers: [String: Place.Layer]
    private let application: @MainActor () -> XCUIApplication
    private let launch: @MainActor () -> Void
    private let relaunches: Bool
    private let launchWait: Settings.Wait
    /// How long a look may wait for the app to settle: the longest of the screens' waiting times.
    private let lookWait: Settings.Wait

    /// - Parameters:
    ///   - places: every screen, in any order.
    ///   - moves: every move, in any order; each screen's are tried in order of their names.
    ///   - application: the app under test.
    ///   - launch: launches it as the settings configure (`PagewrightLaunch.launch`).
    ///   - relaunches: whether the specs allow a relaunch as a last resort.
    ///   - launchWait: how long a look after a launch may wait (`appLaunch`).
    public init(places: [Place], moves: [PagewrightMove], application: @escaping @MainActor () -> XCUIApplication,
                launch: @escaping @MainActor () -> Void, relaunches: Bool, launchWait: Settings.Wait) {
        finder = PagewrightScreenFinder(places)
        var byScreen: [String: [PagewrightMove]] = [:]
        var openers: [String: [String]] = [:]
        for move in moves {
            byScreen[move.from, default: []].append(move)
            switch move.to {
            case .screen(let screen): openers[screen, default: []].append(move.from)
            case .oneOf(let screens, _): for screen in screens { openers[screen, default: []].append(move.from) }
            case .back: break
            }
        }
        self.moves = byScreen.mapValues { $0.sorted { $0.name < $1.name } }
        self.openers = openers.mapValues { Array(Set($0)).sorted() }
        layers = Dictionary(places.map { ($0.name, $0.layer) }, uniquingKeysWith: { first, _ in first })
        self.application = application
        self.launch = launch
        self.relaunches = relaunches
        self.launchWait = launchWait
        lookWait = places.map(\.verification.wait).max { $0.seconds < $1.seconds } ?? Settings.defaultWait
    }

    /// Which screen shows now, once the app settles; otherwise fails at `file`/`line` saying what
    /// held or what was on screen. An app that is not in the foreground shows no screen.
    public func whereabouts(file: StaticString, line: UInt) -> PagewrightWhereabouts? {
        PagewrightReport.run("where am I") {
            guard isInForeground(context: "where am I", file: file, line: line) else { return nil }
            return finder.whereabouts(within: lookWait, context: "where am I", file: file, line: line)
        }
    }

    /// After a launch: which of `entries` (the screens the app may open on, by what it has
    /// persisted) shows, within the launch waiting time, answering an interruption that comes up
    /// first; otherwise fails at `file`/`line` saying what showed, and returns nil.
    public func entry(among entries: [String], file: StaticString, line: UInt) -> String? {
        PagewrightReport.run("launched on \(entries.joined(separator: " or "))") {
            var wait = launchWait
            for _ in 0...3 {
                let look = finder.settle(within: wait)
                wait = lookWait
                guard case .found(let found) = look else {
                    finder.fail(look, after: launchWait, context: "launch", file: file, line: line)
                    return nil
                }
                if entries.contains(found.screen) {
                    PagewrightCoverage.screen(found.screen)
                    return found.screen
                }
                guard PagewrightInterruptionHandling<Settings>.all.contains(where: { $0.screen == found.screen }) else {
                    PagewrightReport.fail("launch: the app opened on \(found), which is none of its entries (\(entries.joined(separator: ", "))). Identifiers on screen: \(ScreenObservation.identifiersOnScreen(application()))",
                                          in: application(), evidence: Settings.failureEvidence, file: file, line: line)
                    return nil
                }
                _ = PagewrightInterruptionHandling<Settings>.dismissShowing()
            }
            PagewrightReport.fail("launch: interruptions kept coming up over the app after launch", in: application(), evidence: Settings.failureEvidence, file: file, line: line)
            return nil
        }
    }

    /// Waits until "where am I" answers `screen` (an overlay, not what it covers), within the
    /// longest of the screens' waiting times; otherwise fails at `file`/`line` saying which screen
    /// shows instead, or what held or was on screen. Returns whether it did.
    @discardableResult
    public func expect(_ screen: String, file: StaticString, line: UInt) -> Bool {
        let context = "the screen showing is \(screen)"
        return PagewrightReport.run(context) {
            guard isInForeground(context: context, file: file, line: line) else { return false }
            let look = finder.settle(within: lookWait) { $0.screen == screen }
            guard case .found(let here) = look else {
                finder.fail(look, after: lookWait, context: context, file: file, line: line)
                return false
            }
            if here.screen == screen { return true }
            PagewrightReport.fail("\(context): \(here) shows after \(lookWait.described).", in: application(),
                                  evidence: Settings.failureEvidence, file: file, line: line)
            return false
        }
    }

    /// Whether the app under test is running in the foreground; if not, the test fails at
    /// `file`/`line` saying so: an app in the background shows no screen.
    private func isInForeground(context: String, file: StaticString, line: UInt) -> Bool {
        guard application().state != .runningForeground else { return true }
        PagewrightReport.fail("\(context): the app under test is not running in the foreground (\(application().state))",
                              in: application(), evidence: Settings.failureEvidence, file: file, line: line)
        return false
    }

    /// Brings the app to `target` from wherever it is, as the report's step `go to <target>`;
    /// returns whether it got there (and so verified it), having failed the test otherwise.
    @discardableResult
    public func go(to target: String, file: StaticString, line: UInt) -> Bool {
        PagewrightReport.run("go to \(target)") { journey(to: target, file: file, line: line) }
    }

    private func journey(to target: String, file: StaticString, line: UInt) -> Bool {
        let context = "go to \(target)"
        var relaunched = false
        var wait = lookWait
        switch application().state {
        case .runningForeground: break
        case .runningBackground: application().activate()
        #if os(iOS) || !canImport(Darwin)
        // Apple declares this state for iOS only (unavailable on macOS).
        case .runningBackgroundSuspended: application().activate()
        #endif
        default:
            launch()
            wait = launchWait
        }
        func relaunch() {
            relaunched = true
            PagewrightReport.run("relaunch") {
                // "Terminates any running instance of the application"
                // (https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/terminate()).
                application().terminate()
                launch()
            }
            wait = launchWait
        }
        var here: PagewrightWhereabouts?
        var taken: [String] = []
        // The screens a move whose arrival is not certain (a return to the opener, one of several
        // destinations) left, and any interruption answered since: the next look waits for the
        // app to leave them. Without this the look, made before the app reacted (a device reacts
        // a moment after a tap), saw the screen the move was made from and made the move again,
        // and again, in no time: 36 taps on Respond, or on an alert's Cancel. An interruption
        // answered on the way adds to them rather than replacing them: otherwise the look after
        // it saw the screen the move left, still there, and tapped Respond a second time, whose
        // sheet came up later over another screen (ChaosStartStateTests).
        var leaving: Set<String> = []
        // Every screen at most twice, with room for interruptions: a way that keeps not arriving
        // is a loop, reported as such.
        let limit = 2 * (finder.places.count + 2)
        while taken.count < limit {
            let current: PagewrightWhereabouts
            if let known = here {
                current = known
            } else {
                let look = finder.settle(within: wait, leaving: leaving)
                // The failure names the wait this look was given (after a launch, the launch's),
                // not the next look's: `wait` is reset before it.
                let waited = wait
                wait = lookWait
                guard case .found(let found) = look else {
                    if relaunches && !relaunched { relaunch(); continue }
                    finder.fail(look, after: waited, context: context, note: journeyNote(taken, relaunched: relaunched), file: file, line: line)
                    return false
                }
                current = found
            }
            if current.screen == target { return true }
            if PagewrightInterruptionHandling<Settings>.all.contains(where: { $0.screen == current.screen }) {
                if let dismissed = PagewrightInterruptionHandling<Settings>.dismissShowing() { leaving.insert(dismissed) }
                here = nil
                taken.append("dismiss \(current.screen)")
                continue
            }
            leaving = []
            guard let move = firstMove(from: current, to: target) else {
                if relaunches && !relaunched {
                    relaunch()
                    here = nil
                    continue
                }
                PagewrightReport.fail("\(context): no way leads from \(current) to \(target) over the moves the specs allow.\(journeyNote(taken, relaunched: relaunched))",
                                      in: application(), evidence: Settings.failureEvidence, file: file, line: line)
                return false
            }
            let failures = PagewrightReport.failures
            let verified = move.perform(file, line)
            taken.append("\(move.from).\(move.name)")
            // The move failed at the test's line, saying why: the journey ends there.
            if PagewrightReport.failures != failures { return false }
            if verified, case .screen(let next) = move.to {
                let covered = (layers[next] ?? .screen) == .screen ? nil : (layers[current.screen] == .screen ? current.screen : current.covered)
                here = PagewrightWhereabouts(screen: next, covered: covered)
            } else {
                here = nil
                leaving = [move.from]
            }
        }
        PagewrightReport.fail("\(context): not there after \(taken.count) moves.\(journeyNote(taken, relaunched: relaunched))",
                              in: application(), evidence: Settings.failureEvidence, file: file, line: line)
        return false
    }

    /// The moves taken so far, and what the specs allow, for failure messages.
    private func journeyNote(_ taken: [String], relaunched: Bool) -> String {
        var note = taken.isEmpty ? "" : " Moves taken: \(taken.joined(separator: ", "))."
        if relaunched {
            note += " The app was relaunched once."
        } else if !relaunches {
            note += " The specs allow no relaunch (\"relaunch\": true in the app's settings would)."
        }
        return note
    }

    /// The first move of a shortest way from `here` to `target`: breadth first over the screens,
    /// each screen's moves in order of their names. A return to the opener leads to the screen a
    /// look saw beneath (from where the look was), else to every screen that opens it.
    func firstMove(from here: PagewrightWhereabouts, to target: String) -> PagewrightMove? {
        var firstMoves: [String: PagewrightMove] = [:]
        var queue = [here.screen]
        var seen: Set<String> = [here.screen]
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for move in moves[screen] ?? [] {
                let destinations: [String]
                switch move.to {
                case .screen(let next): destinations = [next]
                case .oneOf(_, let assumed): destinations = [assumed]
                // Only from where the look was is the return's end unknown: on the way, a screen
                // returns to the one the way came from, which leads nowhere new. (Taking it to
                // every opener planned "Vacancy, openAlert, then back to SavedVacancies", which
                // opens the alert too, and looped: ChaosStartStateTests.)
                case .back: destinations = screen == here.screen ? here.covered.map { [$0] } ?? openers[screen] ?? [] : []
                }
                for next in destinations where seen.insert(next).inserted {
                    let first = firstMoves[screen] ?? move
                    if next == target { return first }
                    firstMoves[next] = first
                    queue.append(next)
                }
            }
        }
        return nil
    }
}
