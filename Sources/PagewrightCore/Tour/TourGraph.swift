/// What the tour can do, worked out from the resolved model: every transition of the navigation
/// graph; the ways the specs' examples give to take each (values for the parameters, the
/// destination among several, the actions taken first); and the places a walk can be in — a
/// screen, or a screen opened from anywhere together with the place that opened it, whose
/// "return to the opener" leads back there — found breadth first from the launch, with the moves
/// between them. A transition no move crosses gets the reason.
struct TourGraph {
    struct Place: Hashable {
        var screen: String
        /// The place that opened it, for a screen opened from anywhere.
        var opener: Int?
    }

    /// A move from a place: to another place, or (`to == nil`) to the end of the walk.
    struct Edge {
        var from: Int
        var to: Int?
        var transition: Int
        var move: TourPlan.Move
    }

    /// How deep screens opened from anywhere may be nested (an alert over an alert over a screen).
    static let maximumNesting = 2

    private(set) var places: [Place] = []
    private(set) var resolvedPlaces: [Resolved.Place] = []
    /// Moves from the launch to each place.
    private(set) var depth: [Int] = []
    private(set) var edges: [Edge] = []
    let transitions: [TourPlan.Transition]
    private(set) var reasons: [Int: String] = [:]

    private var placeIndex: [Place: Int] = [:]
    private var nesting: [Int] = []

    init(_ model: Resolved.Project) {
        let catalogue = TransitionCatalogue(model)
        transitions = catalogue.transitions
        reasons = catalogue.reasons
        guard let entry = model.settings.launchScreen, model.screen(entry) != nil else {
            for index in transitions.indices where reasons[index] == nil {
                reasons[index] = "the app under test has no entry screen a walk can launch into"
            }
            return
        }
        explore(from: entry, catalogue: catalogue, model: model)
        explainUncrossed(model: model, catalogue: catalogue)
    }

    // MARK: Places, breadth first from the launch

    private mutating func explore(from entry: String, catalogue: TransitionCatalogue, model: Resolved.Project) {
        _ = intern(Place(screen: entry, opener: nil), depth: 0)
        var head = 0
        while head < places.count {
            let here = head
            head += 1
            let place = places[here]
            // A return to the opener is a move only from a place opened by that screen.
            let returns = place.opener.map { catalogue.returns(from: place.screen, to: places[$0].screen) } ?? []
            for (transition, ways) in catalogue.ways(from: place.screen) + returns {
                let target = transitions[transition]
                // The first way that lets the walk go on; else one that ends it.
                guard let way = ways.first(where: { !$0.endsWalk }) ?? ways.first else { continue }
                let destination = arrival(at: transition, from: here, catalogue: catalogue, model: model)
                guard let destination else { continue }
                var to: Int?
                if !way.endsWalk {
                    to = destination.existing ?? intern(destination.place, depth: depth[here] + 1)
                }
                let move = TourPlan.Move(from: resolvedPlaces[here],
                                         to: destination.existing.map { resolvedPlaces[$0] } ?? resolved(destination.place),
                                         kind: way.kind, transition: target, endsWalk: way.endsWalk)
                edges.append(Edge(from: here, to: to, transition: transition, move: move))
            }
        }
    }

    /// Where a transition taken from `place` arrives: an existing place, or a new one (nil when it
    /// would open screens from anywhere deeper than the tour goes).
    private mutating func arrival(at transition: Int, from place: Int, catalogue: TransitionCatalogue,
                                  model: Resolved.Project) -> (place: Place, existing: Int?)? {
        let target = transitions[transition]
        if catalogue.returnsToOpener(transition) {
            let opener = places[place].opener!
            return (places[opener], opener)
        }
        let screen = target.destination
        let candidate: Place
        if model.screen(screen)?.opensFromAnywhere == true {
            guard nesting[place] < Self.maximumNesting else { return nil }
            candidate = Place(screen: screen, opener: place)
        } else {
            candidate = Place(screen: screen, opener: nil)
        }
        return (candidate, placeIndex[candidate])
    }

    private mutating func intern(_ place: Place, depth moves: Int) -> Int {
        if let known = placeIndex[place] { return known }
        let index = places.count
        places.append(place)
        placeIndex[place] = index
        depth.append(moves)
        nesting.append(place.opener.map { nesting[$0] + 1 } ?? 0)
        resolvedPlaces.append(resolved(place))
        return index
    }

    private func resolved(_ place: Place) -> Resolved.Place {
        guard let opener = place.opener else { return .screen(place.screen) }
        return .opened(place.screen, by: resolvedPlaces[opener])
    }

    // MARK: Why a transition is not crossed

    private mutating func explainUncrossed(model: Resolved.Project, catalogue: TransitionCatalogue) {
        let crossed = Set(edges.map(\.transition))
        let reachedScreens = Set(places.map(\.screen))
        var endingArrivals: [String: TourPlan.Transition] = [:]
        for edge in edges where edge.to == nil {
            if let screen = edge.move.to.screen, endingArrivals[screen] == nil { endingArrivals[screen] = edge.move.transition }
        }
        let entered = Set(model.graph.allEdges.flatMap(\.destinations))
        for (index, transition) in transitions.enumerated() where !crossed.contains(index) && reasons[index] == nil {
            let screen = transition.screen
            if !reachedScreens.contains(screen) {
                if model.screen(screen)?.dismissAction != nil, !entered.contains(screen) {
                    reasons[index] = "\(screen) comes up by itself (an interruption); no action leads to it"
                } else if let ending = endingArrivals[screen] {
                    reasons[index] = "the tour reaches \(screen) only by \(ending), whose example ends the walk"
                } else if model.screen(screen)?.app.bundleIdentifier != nil && !entered.contains(screen) {
                    reasons[index] = "\(screen) belongs to another app and no action of the app under test leads to it"
                } else {
                    reasons[index] = "no transition the tour can cross leads to \(screen)"
                }
            } else if catalogue.returnsToOpener(index) {
                reasons[index] = "the tour never opens \(screen) from \(transition.destination)"
            } else {
                reasons[index] = "\(screen) is reached only with screens opened from anywhere nested deeper than the tour goes"
            }
        }
    }
}

/// Every transition of the graph, and the ways examples give to take each from its screen.
struct TransitionCatalogue {
    struct Way {
        var kind: TourPlan.Move.Kind
        var endsWalk: Bool
    }

    private(set) var transitions: [TourPlan.Transition] = []
    private(set) var reasons: [Int: String] = [:]
    private var waysByScreen: [String: [(transition: Int, ways: [Way])]] = [:]
    /// Returns to the opener, by screen and opener: an alert opened from thousands of screens
    /// offers each place only the way back to its own opener.
    private var returnsByScreen: [String: [String: [(transition: Int, ways: [Way])]]] = [:]
    private var openerReturns: Set<Int> = []

    init(_ model: Resolved.Project) {
        var found: [(TourPlan.Transition, [Way], String?, Bool)] = []
        for screen in model.screens.sorted(by: { $0.name < $1.name }) {
            for edge in model.graph.edges(from: screen.name) {
                found += Self.transitions(of: edge, on: screen, model: model)
            }
        }
        // One entry per transition (two traits could offer the same action name; the first wins).
        var seen: Set<TourPlan.Transition> = []
        for (transition, ways, reason, returns) in found.sorted(by: { $0.0 < $1.0 }) where seen.insert(transition).inserted {
            let index = transitions.count
            transitions.append(transition)
            if returns { openerReturns.insert(index) }
            if ways.isEmpty {
                reasons[index] = reason ?? "no example takes it"
            } else if returns {
                returnsByScreen[transition.screen, default: [:]][transition.destination, default: []].append((index, ways))
            } else {
                waysByScreen[transition.screen, default: []].append((index, ways))
            }
        }
    }

    /// The transitions from a screen that do not return to an opener, with their ways.
    func ways(from screen: String) -> [(transition: Int, ways: [Way])] { waysByScreen[screen] ?? [] }
    /// The returns from a screen to the screen that opened it.
    func returns(from screen: String, to opener: String) -> [(transition: Int, ways: [Way])] { returnsByScreen[screen]?[opener] ?? [] }
    func returnsToOpener(_ transition: Int) -> Bool { openerReturns.contains(transition) }

    /// The transitions one edge of the graph makes, each with its ways (or why there are none)
    /// and whether it returns to the opener.
    private static func transitions(of edge: NavigationGraph.Edge, on screen: Resolved.Screen,
                                    model: Resolved.Project) -> [(TourPlan.Transition, [Way], String?, Bool)] {
        switch edge.kind {
        case .section:
            guard case .screen(let section) = edge.target else { return [] }
            return [(TourPlan.Transition(screen: screen.name, via: .section, destination: section), [Way(kind: .section(section), endsWalk: false)], nil, false)]
        case .container:
            guard case .screen(let container) = edge.target else { return [] }
            return [(TourPlan.Transition(screen: screen.name, via: .container, destination: container), [Way(kind: .container(container), endsWalk: false)], nil, false)]
        case .action(let name, let trait):
            let owner = trait.map { Resolved.PageRef(name: $0, kind: .trait) } ?? screen.page.ref
            guard let action = model.page(owner)?.actions.first(where: { $0.name.value == name }) else { return [] }
            let via = TourPlan.Transition.Via.action(name, trait: trait)
            if case .trait(let adopted, let arrivals) = action.destination {
                // Which adopter shows depends on the way the walk came; the tour lists it, uncrossed.
                let reason = "it returns to the screen adopting \(adopted) that the test came from, which the tour does not follow"
                return arrivals.map { (TourPlan.Transition(screen: screen.name, via: via, destination: $0.name), [], reason, false) }
            }
            let returns: Bool
            let destinations: [String]
            switch edge.target {
            case .stay: return []
            case .screen(let target): destinations = [target]; returns = false
            case .oneOf(let targets): destinations = targets; returns = false
            case .source(let openers):
                // A screen no action opens has no opener to return to: listed, never dropped.
                guard !openers.isEmpty else {
                    let reason = screen.dismissAction != nil
                        ? "\(screen.name) comes up by itself (an interruption); no action opens it"
                        : "no action opens \(screen.name)"
                    return [(TourPlan.Transition(screen: screen.name, via: via, destination: TourPlan.Transition.anyOpener), [], reason, true)]
                }
                destinations = openers; returns = true
            }
            let candidates: [ExampleCalls.Candidate] = action.leftOutOfTour
                ? [.failure("its spec leaves it out of the tour (\"example\": false)")]
                : ExampleCalls.examples(of: action, on: screen, model: model)
            return destinations.map { destination in
                var ways: [Way] = []
                var reason: String?
                for candidate in candidates {
                    switch candidate {
                    case .failure(let problem):
                        reason = reason ?? problem
                    case .success(let example):
                        if case .oneOf(let targets) = edge.target {
                            guard let chosen = example.destination else {
                                reason = reason ?? "the app decides among \(targets.joined(separator: ", ")); no example of '\(name)' says (with \"to\") that it leads to \(destination)"
                                continue
                            }
                            guard chosen == destination else { continue }
                        }
                        let choice = { if case .oneOf = edge.target { return Optional(destination) } else { return nil } }()
                        ways.append(Way(kind: .action(example.call, choice: choice, before: example.before), endsWalk: example.endsWalk))
                    }
                }
                if ways.isEmpty, case .oneOf(let targets) = edge.target, reason == nil || candidates.contains(where: { if case .success = $0 { true } else { false } }) {
                    reason = "the app decides among \(targets.joined(separator: ", ")); no example of '\(name)' says (with \"to\") that it leads to \(destination)"
                }
                return (TourPlan.Transition(screen: screen.name, via: via, destination: destination), ways, reason, returns)
            }
        }
    }
}
