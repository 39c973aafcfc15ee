/// The graph's screens as numbers: the walks over the whole graph (groups of screens, homes,
/// dead ends) step along arrays instead of hashing a screen's name at every step.
extension NavigationGraph {
    struct Numbers: Sendable {
        /// Node `i` of `nodes` is number `i`; a name an edge uses that is no node (only in graphs
        /// built by hand) gets a number after the nodes', so the walks mean what they did by name.
        let names: [String]
        let nodeCount: Int
        private let numberOf: [String: Int]
        /// Each number's edges' destinations, in the order of `edges(from:)`, repeats kept.
        let successors: [[Int]]

        init(nodes: [Node], edgesByScreen: [String: [Edge]]) {
            var names = nodes.map(\.name)
            var numberOf = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
            func number(_ name: String) -> Int {
                if let known = numberOf[name] { return known }
                numberOf[name] = names.count
                names.append(name)
                return names.count - 1
            }
            var successors: [[Int]] = Array(repeating: [], count: names.count)
            // Sources in name order, so the numbers of names that are no node do not depend on
            // the dictionary's order. When every source is a node (all but graphs built by hand),
            // the nodes are that order already and the sources are not sorted again.
            let sources = edgesByScreen.keys.allSatisfy { numberOf[$0] != nil }
                ? names.filter { edgesByScreen[$0] != nil } : edgesByScreen.keys.sorted()
            for from in sources {
                let source = number(from)
                var destinations: [Int] = []
                // By position, each edge's destinations read in place: `for edge in` copied each
                // edge, and `destinations` made an array for each.
                let edges = edgesByScreen[from]!
                for position in edges.indices {
                    switch edges[position].target {
                    case .stay: break
                    case .screen(let name): destinations.append(number(name))
                    case .source(let several), .oneOf(let several): for name in several { destinations.append(number(name)) }
                    }
                }
                if source >= successors.count { successors += Array(repeating: [], count: source - successors.count + 1) }
                successors[source] = destinations
            }
            if successors.count < names.count { successors += Array(repeating: [], count: names.count - successors.count) }
            self.names = names
            self.nodeCount = nodes.count
            self.numberOf = numberOf
            self.successors = successors
        }

        /// The number of the node named `name`, nil for a name that is no node.
        func node(_ name: String) -> Int? {
            guard let number = numberOf[name], number < nodeCount else { return nil }
            return number
        }

        /// The number of any name the graph uses (a node or an edge's end).
        func number(_ name: String) -> Int? { numberOf[name] }

        /// Every number reachable from `start` over any edge, `start` included, marked.
        func reachable(from start: Int, into seen: inout [Bool]) {
            guard !seen[start] else { return }
            seen[start] = true
            var queue = [start]
            var head = 0
            while head < queue.count {
                let current = queue[head]
                head += 1
                for next in successors[current] where !seen[next] {
                    seen[next] = true
                    queue.append(next)
                }
            }
        }

        /// The nodes in groups that all lead to one another (strongly connected components),
        /// each group in ascending numbers (name order, as the nodes are sorted by name), the
        /// groups by their first. Tarjan's algorithm without recursion, over nodes only.
        func nodeGroups() -> [[Int]] {
            let unvisited = -1
            var index = Array(repeating: unvisited, count: nodeCount)
            var lowLink = Array(repeating: 0, count: nodeCount)
            var onStack = Array(repeating: false, count: nodeCount)
            var stack: [Int] = []
            var groups: [[Int]] = []
            var counter = 0
            // Each frame: a node and the position of the next successor to look at.
            var frames: [(node: Int, next: Int)] = []
            func enter(_ node: Int) {
                index[node] = counter
                lowLink[node] = counter
                counter += 1
                stack.append(node)
                onStack[node] = true
                frames.append((node, 0))
            }
            for root in 0..<nodeCount where index[root] == unvisited {
                enter(root)
                while let frame = frames.last {
                    let destinations = successors[frame.node]
                    if frame.next < destinations.count {
                        frames[frames.count - 1].next += 1
                        let destination = destinations[frame.next]
                        // Names that are no node are left out, as the walk by name did.
                        guard destination < nodeCount else { continue }
                        if index[destination] == unvisited {
                            enter(destination)
                        } else if onStack[destination] {
                            lowLink[frame.node] = min(lowLink[frame.node], index[destination])
                        }
                        continue
                    }
                    frames.removeLast()
                    if let parent = frames.last {
                        lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
                    }
                    if lowLink[frame.node] == index[frame.node] {
                        var group: [Int] = []
                        while let member = stack.popLast() {
                            onStack[member] = false
                            group.append(member)
                            if member == frame.node { break }
                        }
                        groups.append(group.sorted())
                    }
                }
            }
            return groups.sorted { $0[0] < $1[0] }
        }
    }
}
