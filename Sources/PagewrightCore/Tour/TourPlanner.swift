/// Plans the tour: a covering walk of the graph of places with relaunch as the reset, cut into
/// shards of at most `maxSteps` moves (or, where the graph is deeper than that, as few moves over
/// as it takes, with the plan's `depth` saying so).
///
/// Each transition has one required move (from the place nearest the launch that can take it).
/// A place that required moves leave more often than they reach needs extra arrivals; each comes
/// by the shortest way from the launch or from a place required moves reach more often than they
/// leave (where a walk would otherwise end), found by one breadth-first search from all of them
/// at once. With those paths and a relaunch wherever a walk ends, every place is left as often as
/// it is reached, so one closed walk (Hierholzer's) takes every move, and cutting it at each
/// relaunch gives walks from the launch. The bound is each transition once plus, for every extra
/// arrival, that shortest way; the plan meets it unless a place runs out of walks to lend or a
/// group of moves has to be reached separately. Every step is linear in the size of the graph,
/// except cutting long walks, which costs their length.
public enum TourPlanner {
    public static let defaultMaxSteps = 15

    public static func plan(_ model: Resolved.Project) -> TourPlan {
        plan(model, maxSteps: model.settings.tour.maxSteps)
    }

    public static func plan(_ model: Resolved.Project, maxSteps: Int) -> TourPlan {
        let graph = TourGraph(model)
        var planner = CoveringWalk(graph: graph)
        let walks = planner.coveringWalks()
        let navigation = TourNavigation(model)
        let shards = planner.shards(of: walks, maxSteps: max(1, maxSteps), navigation: navigation)
        let uncrossed = graph.reasons.sorted { graph.transitions[$0.key] < graph.transitions[$1.key] }
            .map { TourPlan.Uncrossed(transition: graph.transitions[$0.key], reason: $0.value) }
        return TourPlan(entry: graph.places.first?.screen, shards: shards, transitions: graph.transitions, uncrossed: uncrossed,
                        maxSteps: max(1, maxSteps), walkSteps: walks.reduce(0) { $0 + $1.count }, bound: planner.bound,
                        walkCount: walks.count, placeCount: graph.places.count,
                        depth: planner.depth(of: walks, shards: shards, maxSteps: max(1, maxSteps), navigation: navigation))
    }
}

/// The covering walk over the places of a `TourGraph`. Nodes are places; one more node, the end,
/// stands for "the walk ends here" (moves whose example ends the walk lead to it).
struct CoveringWalk {
    let graph: TourGraph
    /// Moves by index into `graph.edges`; a relaunch is `reset`.
    private static let reset = -1

    private var nodeCount: Int { graph.places.count + 1 }
    private var end: Int { graph.places.count }
    let launch = 0
    /// Travel moves (not ending the walk) from each place, in order.
    private(set) var travel: [[Int]] = []
    private(set) var required: [Int] = []
    /// Distances from the launch over travel moves, and the move each place is reached by.
    private var fromLaunch: [Int] = []
    private var cameBy: [Int] = []
    private(set) var bound = 0
    /// Searches that lend walks before the rest come from the launch (each is linear).
    static let lendingRounds = 16

    init(graph: TourGraph) {
        self.graph = graph
        guard !graph.places.isEmpty else { return }
        travel = Array(repeating: [], count: graph.places.count)
        for (index, edge) in graph.edges.enumerated() where edge.to != nil { travel[edge.from].append(index) }
        (fromLaunch, cameBy, _) = Self.search(from: [launch], travel: travel, edges: graph.edges, nodes: graph.places.count)
        // One required move per transition: from the place nearest the launch.
        var best: [Int: Int] = [:]
        for (index, edge) in graph.edges.enumerated() {
            if let known = best[edge.transition], graph.depth[graph.edges[known].from] <= graph.depth[edge.from] { continue }
            best[edge.transition] = index
        }
        required = best.keys.sorted().map { best[$0]! }
    }

    private func head(_ edge: Int) -> Int { graph.edges[edge].to ?? end }
    private func tail(_ edge: Int) -> Int { graph.edges[edge].from }

    /// Breadth first over travel moves from several places at once: distance, the move each
    /// place is reached by, and the source each place is nearest to.
    private static func search(from sources: [Int], travel: [[Int]], edges: [TourGraph.Edge], nodes: Int) -> ([Int], [Int], [Int]) {
        var distance = Array(repeating: Int.max, count: nodes)
        var cameBy = Array(repeating: -1, count: nodes)
        var origin = Array(repeating: -1, count: nodes)
        var queue: [Int] = []
        for source in sources where distance[source] == Int.max {
            distance[source] = 0
            origin[source] = source
            queue.append(source)
        }
        var headIndex = 0
        while headIndex < queue.count {
            let node = queue[headIndex]
            headIndex += 1
            for move in travel[node] {
                let next = edges[move].to!
                guard distance[next] == Int.max else { continue }
                distance[next] = distance[node] + 1
                cameBy[next] = move
                origin[next] = origin[node]
                queue.append(next)
            }
        }
        return (distance, cameBy, origin)
    }

    /// The moves from `source` to `node` along `cameBy` (a tree of the search that found it).
    private func path(to node: Int, cameBy: [Int], from source: Int) -> [Int] {
        var moves: [Int] = []
        var cursor = node
        while cursor != source {
            let move = cameBy[cursor]
            moves.append(move)
            cursor = tail(move)
        }
        return moves.reversed()
    }

    // MARK: The covering walk

    /// Arrivals less departures of the required moves, per node.
    var requiredBalance: [Int] {
        var balance = Array(repeating: 0, count: nodeCount)
        for move in required {
            balance[head(move)] += 1
            balance[tail(move)] -= 1
        }
        return balance
    }

    mutating func coveringWalks() -> [[Int]] {
        guard !graph.places.isEmpty, !required.isEmpty else { return [] }
        let balance = requiredBalance
        var moves = required
        // Extra arrivals where departures outnumber them, from the launch or from a place where a
        // walk would otherwise end (it goes on instead), whichever is nearer.
        let lenders = (0..<graph.places.count).filter { $0 != launch && balance[$0] > 0 }
        let (distance, cameByNearest, origin) = Self.search(from: [launch] + lenders, travel: travel, edges: graph.edges, nodes: graph.places.count)
        var spare = balance
        let needy = (0..<graph.places.count).filter { $0 != launch && balance[$0] < 0 }
        bound = required.count + needy.reduce(0) { $0 - balance[$1] * distance[$1] }
        var need = balance.map { max(0, -$0) }
        need[launch] = 0
        // Rounds: each searches from the places that still have walks to lend, and gives each
        // lender's walks to the places nearest it that gain most over coming from the launch.
        var active = lenders
        var search = (distance, cameByNearest, origin)
        for _ in 0..<Self.lendingRounds where !active.isEmpty {
            let (near, cameByNear, nearest) = search
            let waiting = needy.filter { need[$0] > 0 && nearest[$0] != launch && nearest[$0] >= 0 }
                .sorted { (fromLaunch[$0] - near[$0], -near[$0], -$0) > (fromLaunch[$1] - near[$1], -near[$1], -$1) }
            var lent = false
            for node in waiting {
                let lender = nearest[node]
                guard spare[lender] > 0 else { continue }
                let count = min(need[node], spare[lender])
                let way = path(to: node, cameBy: cameByNear, from: lender)
                for _ in 0..<count { moves += way }
                spare[lender] -= count
                need[node] -= count
                lent = true
            }
            active = active.filter { spare[$0] > 0 }
            guard lent, !active.isEmpty, needy.contains(where: { need[$0] > 0 }) else { break }
            search = Self.search(from: [launch] + active, travel: travel, edges: graph.edges, nodes: graph.places.count)
        }
        for node in needy where need[node] > 0 {
            let way = path(to: node, cameBy: cameBy, from: launch)
            for _ in 0..<need[node] { moves += way }
        }
        // Relaunch wherever more walks arrive than leave.
        var degree = Array(repeating: 0, count: nodeCount)
        for move in moves {
            degree[head(move)] += 1
            degree[tail(move)] -= 1
        }
        var resets: [Int] = []  // the node each relaunch leaves from
        for node in 0..<nodeCount where node != launch && degree[node] > 0 {
            resets += Array(repeating: node, count: degree[node])
        }
        connect(&moves, &resets)
        return euler(moves: moves, resets: resets)
    }

    /// Groups of moves no walk from the launch reaches: the shortest way to the group's place
    /// nearest the launch, and a relaunch from there.
    private func connect(_ moves: inout [Int], _ resets: inout [Int]) {
        var parent = Array(0..<nodeCount)
        func find(_ node: Int) -> Int {
            var root = node
            while parent[root] != root { root = parent[root] }
            var cursor = node
            while parent[cursor] != root { (parent[cursor], cursor) = (root, parent[cursor]) }
            return root
        }
        func union(_ a: Int, _ b: Int) { parent[find(a)] = find(b) }
        for move in moves { union(tail(move), head(move)) }
        for node in resets { union(node, launch) }
        var nearest: [Int: Int] = [:]
        for move in moves {
            let node = tail(move)
            let root = find(node)
            guard root != find(launch) else { continue }
            if let known = nearest[root], (fromLaunch[known], known) <= (fromLaunch[node], node) { continue }
            nearest[root] = node
        }
        for node in nearest.values.sorted(by: { (fromLaunch[$0], $0) < (fromLaunch[$1], $1) }) where find(node) != find(launch) {
            let way = path(to: node, cameBy: cameBy, from: launch)
            moves += way
            resets.append(node)
            for move in way { union(tail(move), head(move)) }
            union(node, launch)
        }
    }

    /// One closed walk taking every move once (Hierholzer's), cut at each relaunch into walks
    /// from the launch. Each place takes its moves in order, relaunches last.
    private func euler(moves: [Int], resets: [Int]) -> [[Int]] {
        var outgoing = Array(repeating: [Int](), count: nodeCount)  // entries: move index, or reset as -(node + 2)
        for move in moves.sorted() { outgoing[tail(move)].append(move) }
        for node in resets { outgoing[node].append(-(node + 2)) }
        for node in outgoing.indices { outgoing[node].reverse() }  // popped from the end: first in order first
        func target(_ entry: Int) -> Int { entry >= 0 ? head(entry) : launch }
        var stack: [(node: Int, entry: Int?)] = [(launch, nil)]
        var circuit: [Int] = []
        while let top = stack.last {
            if let entry = outgoing[top.node].popLast() {
                stack.append((target(entry), entry))
            } else {
                stack.removeLast()
                if let entry = top.entry { circuit.append(entry) }
            }
        }
        circuit.reverse()
        // Start just after a relaunch, so each cut is a walk from the launch.
        if let firstReset = circuit.firstIndex(where: { $0 < 0 }) {
            circuit = Array(circuit[(firstReset + 1)...] + circuit[...firstReset])
        }
        var walks: [[Int]] = []
        var current: [Int] = []
        for entry in circuit {
            if entry < 0 {
                if !current.isEmpty { walks.append(current) }
                current = []
            } else {
                current.append(entry)
            }
        }
        if !current.isEmpty { walks.append(current) }
        return walks
    }

    // MARK: Shards

    /// How a test gets to `place` to go on with a walk there, and the moves that takes: by
    /// navigation (`goTo`) where it reaches the screen in no more moves than walking there from
    /// launch, else by walking.
    func start(at place: Int, navigation: TourNavigation) -> (moves: Int, navigation: TourPlan.Shard.Navigation?) {
        let walking = fromLaunch[place]
        let screen = graph.places[place].screen
        guard walking > 0, graph.places[place].opener == nil, let moves = navigation.moves(to: screen), moves <= walking else {
            return (walking, nil)
        }
        return (moves, TourPlan.Shard.Navigation(screen: screen, moves: moves))
    }

    /// Each walk cut into shards of at most `maxSteps` moves, the way to where a continuation
    /// starts counted in (`start(at:)`). A cut goes only where the next shard can keep the bound
    /// (the way back shorter than `maxSteps`), where the walk gets furthest for the fewest moves
    /// spent getting back. Where the walk goes deeper than that (no place within the bound to cut
    /// at), the shard goes on until the walk comes back within reach, and a little further to the
    /// best cut among the next `maxSteps` moves: such a shard is longer than `maxSteps`, and the
    /// plan's `depth` says why. So each move of the walk is in one shard, and each shard adds fewer
    /// than `maxSteps` moves of way back: the shards grow linearly with the walk.
    func shards(of walks: [[Int]], maxSteps: Int, navigation: TourNavigation) -> [TourPlan.Shard] {
        var shards: [TourPlan.Shard] = []
        var costs: [Int: (moves: Int, navigation: TourPlan.Shard.Navigation?)] = [:]
        func cost(_ place: Int) -> (moves: Int, navigation: TourPlan.Shard.Navigation?) {
            if let known = costs[place] { return known }
            let found = start(at: place, navigation: navigation)
            costs[place] = found
            return found
        }
        for (number, walk) in walks.enumerated() {
            var begin = 0
            var way: (moves: Int, navigation: TourPlan.Shard.Navigation?) = (0, nil)
            while begin < walk.count {
                // The best cut among `candidates`: furthest for the least way back (ties: later).
                func best(_ candidates: ClosedRange<Int>, from origin: Int) -> Int? {
                    var found: Int?
                    var score = Int.min
                    for candidate in candidates {
                        let back = candidate == walk.count ? 0 : cost(tail(walk[candidate])).moves
                        guard candidate == walk.count || back < maxSteps else { continue }
                        if candidate - origin - back >= score { (found, score) = (candidate, candidate - origin - back) }
                    }
                    return found
                }
                let limit = min(walk.count, begin + maxSteps - way.moves)
                var stop: Int
                if limit == walk.count {
                    stop = walk.count
                } else if let cut = best((begin + 1)...limit, from: begin) {
                    stop = cut
                } else {
                    // Deeper than the bound: on to where a continuation could keep it again.
                    let back = ((limit + 1)...walk.count).first { $0 == walk.count || cost(tail(walk[$0])).moves < maxSteps } ?? walk.count
                    stop = best(back...min(walk.count, back + maxSteps - 1), from: back) ?? back
                }
                let prefix = way.moves == 0 ? [] : path(to: tail(walk[begin]), cameBy: cameBy, from: launch)
                let taken = prefix + walk[begin..<stop]
                shards.append(TourPlan.Shard(moves: taken.map { graph.edges[$0].move }, prefix: prefix.count, walk: number,
                                             navigation: way.navigation))
                begin = stop
                if begin < walk.count { way = cost(tail(walk[begin])) }
            }
        }
        return shards
    }

    /// Where some walks cannot keep to `maxSteps`: the places walks leave that are `maxSteps` or
    /// more moves from launch, the deepest of them, and the shards longer than the bound.
    func depth(of walks: [[Int]], shards: [TourPlan.Shard], maxSteps: Int, navigation: TourNavigation) -> TourPlan.Depth? {
        let long = shards.indices.filter { shards[$0].length > maxSteps }
        guard !long.isEmpty else { return nil }
        var deep: Set<Int> = []
        var deepest: (place: Int, moves: Int)?
        for move in walks.joined() {
            let place = tail(move)
            let moves = start(at: place, navigation: navigation).moves
            guard moves >= maxSteps, deep.insert(place).inserted else { continue }
            if deepest.map({ (moves, graph.places[$0.place].screen) > ($0.moves, graph.places[place].screen) }) ?? true {
                deepest = (place, moves)
            }
        }
        guard let deepest else { return nil }
        return TourPlan.Depth(screen: graph.places[deepest.place].screen, moves: deepest.moves, places: deep.count, longShards: long)
    }
}
