/// The generated tour: walks from launch through the page objects that together cross every
/// transition of the navigation graph the specs' examples allow, split into shards of bounded
/// length (each its own test case, so Xcode's parallel testing runs them on several simulators),
/// and every transition it cannot cross, with the reason.
public struct TourPlan: Sendable {
    /// A way from one screen to another: an action (its own or a trait's), into a section, or
    /// from a section back to its container, and where it arrives (for a return to the opener,
    /// the opener).
    public struct Transition: Sendable, Hashable, Comparable, CustomStringConvertible {
        public enum Via: Sendable, Hashable {
            case action(String, trait: String?)
            case section
            case container
        }

        public var screen: String
        public var via: Via
        /// The screen it arrives on; `anyOpener` for a return to an opener when nothing opens the screen.
        public var destination: String

        public static let anyOpener = "the screen that opened it"

        public var name: String {
            switch via {
            case .action(let name, _): name
            case .section: "section"
            case .container: "container"
            }
        }

        /// `Main.openVacanciesList → VacancyList`, `Vacancy.openProfileTab (TabBarUsable) → Profile`.
        public var description: String {
            var text = "\(screen).\(name)"
            if case .action(_, let trait?) = via { text += " (\(trait))" }
            return text + " → " + destination
        }

        public static func < (lhs: Transition, rhs: Transition) -> Bool {
            (lhs.screen, lhs.name, lhs.destination) < (rhs.screen, rhs.name, rhs.destination)
        }
    }

    /// One step of a walk: from a place to another over a transition.
    public struct Move: Sendable {
        public enum Kind: Sendable {
            /// An action with the example's values; `choice` picks one of several destinations,
            /// `before` are the actions of the same screen taken first.
            case action(Resolved.ActionCall, choice: String?, before: [Resolved.ActionCall])
            case section(String)
            case container(String)
        }

        public var from: Resolved.Place
        public var to: Resolved.Place
        public var kind: Kind
        public var transition: Transition
        /// The example ends the walk after this step.
        public var endsWalk: Bool
    }

    /// One test: the app launched afresh, then its moves. `prefix` moves lead to where the walk it
    /// continues left off (they cross transitions another shard crosses first); with `navigation`,
    /// the test takes them by `goTo` of that screen instead.
    public struct Shard: Sendable {
        public var moves: [Move]
        public var prefix: Int
        /// The walk it is part of (several shards continue one long walk).
        public var walk: Int
        /// The start of a continuation by navigation: the screen, and the moves navigation takes
        /// there from launch (what the `goTo` line counts for). Nil: from launch, moves replayed.
        public var navigation: Navigation? = nil

        public struct Navigation: Sendable, Equatable {
            public var screen: String
            public var moves: Int
        }

        /// The moves the test takes: a `goTo` counted as the moves of navigation's way from launch.
        public var length: Int { moves.count - prefix + (navigation?.moves ?? prefix) }
    }

    /// Where the graph is deeper than the bound: places walks must leave that no test reaches in
    /// fewer than `maxSteps` moves (walking from launch, or by navigation), so the walks that
    /// leave them take more than `maxSteps`.
    public struct Depth: Sendable, Equatable {
        /// The deepest such screen, and the moves from launch to it (by the shorter of walking
        /// and navigation): crossing its transitions takes one more.
        public var screen: String
        public var moves: Int
        /// How many places walks leave are `maxSteps` or more moves from launch.
        public var places: Int
        /// The shards longer than `maxSteps`, by index.
        public var longShards: [Int]
    }

    /// A transition the tour does not cross, and why.
    public struct Uncrossed: Sendable {
        public var transition: Transition
        public var reason: String
    }

    /// The screen every walk starts on after launch; nil when the app under test has none.
    public var entry: String?
    public var shards: [Shard]
    /// Every transition, crossed or not, sorted.
    public var transitions: [Transition]
    public var uncrossed: [Uncrossed]
    /// The bound on shard length (`tour.maxSteps`).
    public var maxSteps: Int
    /// Moves of the covering walks before they are cut into shards.
    public var walkSteps: Int
    /// Each transition to cross once, plus, for every place walks must leave more often than they
    /// reach it, the shortest way there from the launch or from a place where a walk may end.
    public var bound: Int
    /// Walks before cutting (each from launch).
    public var walkCount: Int
    /// Places a walk can be in: screens, and screens opened from anywhere once per opener.
    public var placeCount: Int = 0

    /// Set when the graph is deeper than the bound and some shards are longer.
    public var depth: Depth? = nil

    /// Moves of every shard (`Shard.length`: a `goTo` counted as the moves of its way).
    public var steps: Int { shards.reduce(0) { $0 + $1.length } }
    /// The moves of the longest shard.
    public var longest: Int { shards.map(\.length).max() ?? 0 }
    public var crossedCount: Int { transitions.count - uncrossed.count }
}

extension TourPlan {
    /// Why some walks take more than `maxSteps` moves, for the tour's file, its summary and the
    /// warning: how many places are too deep, the deepest and the length its transitions need.
    public static func depthReason(_ depth: Depth, maxSteps: Int) -> String {
        let count = depth.places == 1 ? "1 place walks leave is" : "\(depth.places) places walks leave are"
        return "\(count) \(maxSteps) or more moves from launch, walking or by navigation; the deepest, \(depth.screen), "
            + "is \(depth.moves), so crossing its transitions takes \(depth.moves + 1) (a 'maxSteps' of \(depth.moves + 1) would keep every walk to it)"
    }
}
