extension NavigationGraph {
    /// The screens in groups that all lead to one another over the graph's edges (its strongly
    /// connected components); every screen is in exactly one group, a screen that leads to none
    /// of the others and back alone. Each group is sorted by name, the groups by their first name.
    /// Tarjan's algorithm without recursion, so a chain of thousands of screens cannot overflow
    /// the stack.
    public func screenGroups() -> [[String]] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var groups: [[String]] = []
        var counter = 0
        for root in nodes.map(\.name) where index[root] == nil {
            // Each frame: a screen and the position of the next destination to look at.
            var frames: [(screen: String, next: Int, destinations: [String])] = []
            func enter(_ screen: String) {
                index[screen] = counter
                lowLink[screen] = counter
                counter += 1
                stack.append(screen)
                onStack.insert(screen)
                frames.append((screen, 0, edges(from: screen).flatMap(\.destinations).filter { node($0) != nil }))
            }
            enter(root)
            while let frame = frames.last {
                if frame.next < frame.destinations.count {
                    frames[frames.count - 1].next += 1
                    let destination = frame.destinations[frame.next]
                    if index[destination] == nil {
                        enter(destination)
                    } else if onStack.contains(destination) {
                        lowLink[frame.screen] = min(lowLink[frame.screen]!, index[destination]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.screen] = min(lowLink[parent.screen]!, lowLink[frame.screen]!)
                }
                if lowLink[frame.screen] == index[frame.screen] {
                    var group: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        group.append(member)
                        if member == frame.screen { break }
                    }
                    groups.append(group.sorted())
                }
            }
        }
        return groups.sorted { $0[0] < $1[0] }
    }
}
