extension TourPlanner {
    /// The fewest moves any walks from the launch need to take every required move of the plan:
    /// each once, plus the cheapest extra arrivals that balance the places, found exactly as a
    /// minimum-cost flow (successive shortest paths). Slower than planning (it grows faster than
    /// the graph), so the benchmark, not the tour, asks for it: it shows how near the plan is to
    /// the best possible, where the plan's own bound counts every lender as if it had walks to
    /// spare.
    public static func minimumMoves(_ model: Resolved.Project) -> Int {
        CoveringWalk(graph: TourGraph(model)).minimumMoves()
    }
}

extension CoveringWalk {
    func minimumMoves() -> Int {
        let places = graph.places.count
        guard places > 0, !required.isEmpty else { return 0 }
        let balance = requiredBalance
        var network = FlowNetwork(nodes: places + 2)
        let source = places, sink = places + 1
        for node in 0..<places {
            for move in travel[node] { network.add(node, graph.edges[move].to!, capacity: Int.max / 4, cost: 1) }
        }
        var demand = 0
        network.add(source, launch, capacity: Int.max / 4, cost: 0)
        for node in 0..<places where node != launch {
            if balance[node] > 0 { network.add(source, node, capacity: balance[node], cost: 0) }
            if balance[node] < 0 {
                network.add(node, sink, capacity: -balance[node], cost: 0)
                demand -= balance[node]
            }
        }
        return required.count + network.minimumCost(from: source, to: sink, flow: demand)
    }
}

/// A flow network with costs, for the exact minimum: successive shortest paths, Dijkstra over
/// reduced costs with a binary heap.
private struct FlowNetwork {
    private var target: [Int] = []
    private var capacity: [Int] = []
    private var cost: [Int] = []
    private var nextEdge: [Int] = []
    private var firstEdge: [Int]

    init(nodes: Int) { firstEdge = Array(repeating: -1, count: nodes) }

    mutating func add(_ from: Int, _ to: Int, capacity amount: Int, cost price: Int) {
        for (a, b, c, p) in [(from, to, amount, price), (to, from, 0, -price)] {
            target.append(b)
            capacity.append(c)
            cost.append(p)
            nextEdge.append(firstEdge[a])
            firstEdge[a] = target.count - 1
        }
    }

    mutating func minimumCost(from source: Int, to sink: Int, flow wanted: Int) -> Int {
        let nodes = firstEdge.count
        let unreachable = Int.max / 2
        var potential = Array(repeating: 0, count: nodes)
        var total = 0, flow = 0
        while flow < wanted {
            var distance = Array(repeating: unreachable, count: nodes)
            var cameBy = Array(repeating: -1, count: nodes)
            var heap = MinimumHeap()
            distance[source] = 0
            heap.push(0, source)
            while let (d, node) = heap.pop() {
                guard d == distance[node] else { continue }
                var edge = firstEdge[node]
                while edge >= 0 {
                    let next = target[edge]
                    if capacity[edge] > 0 {
                        let candidate = d + cost[edge] + potential[node] - potential[next]
                        if candidate < distance[next] {
                            distance[next] = candidate
                            cameBy[next] = edge
                            heap.push(candidate, next)
                        }
                    }
                    edge = nextEdge[edge]
                }
            }
            guard distance[sink] < unreachable else { break }
            for node in 0..<nodes where distance[node] < unreachable { potential[node] += distance[node] }
            var push = wanted - flow
            var node = sink
            while node != source {
                push = min(push, capacity[cameBy[node]])
                node = target[cameBy[node] ^ 1]
            }
            node = sink
            while node != source {
                let edge = cameBy[node]
                capacity[edge] -= push
                capacity[edge ^ 1] += push
                total += push * cost[edge]
                node = target[edge ^ 1]
            }
            flow += push
        }
        return total
    }
}

/// A binary min-heap of (key, node).
private struct MinimumHeap {
    private var items: [(key: Int, node: Int)] = []

    mutating func push(_ key: Int, _ node: Int) {
        items.append((key, node))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].key < items[parent].key else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (Int, Int)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count, items[left].key < items[smallest].key { smallest = left }
                if right < items.count, items[right].key < items[smallest].key { smallest = right }
                guard smallest != parent else { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return (first.key, first.node)
    }
}
