/// Which screens a walk that goes on where another left off can start on with `goTo`, and how many
/// moves navigation takes to get there from launch: what that one line of the walk stands for when
/// the test runs on a simulator of its own. A screen qualifies when it is the app under test's,
/// has a type of its own (not opened from anywhere) and navigation's moves lead to it from the
/// launch screen; the distance is breadth first over those moves, as the runtime's shortest way.
struct TourNavigation {
    private(set) var moves: [String: Int] = [:]

    init(_ model: Resolved.Project) {
        guard let navigation = model.navigation, let launch = model.settings.launchScreen else { return }
        let own = Set(navigation.places.filter { $0.app == navigation.app }.map(\.screen))
        let byScreen = Dictionary(grouping: navigation.moves, by: \.from)
        var distance = [launch: 0]
        var queue = [launch]
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for move in byScreen[screen] ?? [] {
                let next: String
                switch move.to {
                case .screen(let name): next = name
                case .oneOf(_, let assumed): next = assumed
                case .back: continue  // back to the screen beneath: nowhere new
                }
                guard distance[next] == nil else { continue }
                distance[next] = distance[screen]! + 1
                queue.append(next)
            }
        }
        for (screen, count) in distance where own.contains(screen) && model.screen(screen)?.opensFromAnywhere == false {
            moves[screen] = count
        }
    }

    /// The moves navigation takes from launch to `screen`; nil when `goTo` cannot start a walk there.
    func moves(to screen: String) -> Int? { moves[screen] }
}
