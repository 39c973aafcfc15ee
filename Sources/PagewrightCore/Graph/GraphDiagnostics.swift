/// Warnings that need the whole graph: screens no journey reaches, and screens a journey cannot
/// leave for an entry or a home screen again (dead ends).
///
/// A home is where journeys settle after a one-way entry, such as a sign-in that leads into the
/// app and never back: screens that can get back to it are no dead ends, although none of them
/// can get back to the sign-in. An app's home is its `home` in pagewright.json, or else found
/// from the groups of screens that all lead to one another: when the largest the entry reaches
/// is not the entry's own (the way in is one way), the home is the group of two or more screens
/// nearest the entry after the entry's, where the way in lands. (Screens without `verify`
/// anchors are the validator's: one warning per screen, naming the actions arriving unchecked.)
public enum GraphDiagnostics {
    public static func check(_ graph: NavigationGraph, project: SpecProject) -> DiagnosticLog {
        check(graph, index: ProjectIndex(project))
    }

    /// With the index the other stages share (building one walks every page).
    static func check(_ graph: NavigationGraph, index: ProjectIndex) -> DiagnosticLog {
        let project = index.project
        var log = DiagnosticLog()
        let entries = graph.entries
        guard !entries.isEmpty else { return log }
        let entryList = entries.map { "\($0.screen) (\($0.app))" }.joined(separator: ", ")
        let numbers = graph.numbers()
        let homes = self.homes(graph, numbers: numbers, project: project)
        let homeList = homes.map { "\($0.screen) (\($0.app))" }.joined(separator: ", ")
        // Screens by number (see NavigationGraph+Numbers.swift): a node's number is its place in
        // `graph.nodes`.
        var reachable = Array(repeating: false, count: numbers.names.count)
        for entry in entries {
            if let start = numbers.number(entry.screen) { numbers.reachable(from: start, into: &reachable) }
        }
        let canReturn = screensThatReach((entries.map(\.screen) + homes.map(\.screen)).compactMap(numbers.number), in: numbers)
        // A screen an action passes through on the way (`passesThrough`) is reached by that action.
        for page in project.pages where page.kind == .trait || numbers.number(page.name.value).map({ reachable[$0] }) == true {
            for action in page.actions {
                if let via = action.passesThrough?.screen.value, let number = numbers.number(via) { reachable[number] = true }
            }
        }
        for (number, node) in graph.nodes.enumerated() {
            // An interruption comes up by itself, wherever it likes.
            guard let page = index.screen(node.name), page.interruption == nil else { continue }
            if !reachable[number] {
                log.warning(.unreachable, "screen '\(node.name)' cannot be reached from an entry screen (\(entryList)); no action leads to it", at: page.name.location)
            } else if !canReturn[number] {
                let way = homes.isEmpty ? "an entry screen (\(entryList))" : "an entry screen (\(entryList)) or a home screen (\(homeList))"
                log.warning(.deadEnd, "there is no way back from screen '\(node.name)' to \(way); a test that gets there cannot go on elsewhere",
                            at: page.name.location)
            }
        }
        return log
    }

    /// Each app's home other than its entry: the declared one, or the group of screens described
    /// above, named by its screen nearest the entry (then by name). Ties between groups go to the
    /// nearer, then the larger, then the one whose first screen's name comes first.
    static func homes(_ graph: NavigationGraph, numbers: NavigationGraph.Numbers, project: SpecProject) -> [(app: String, screen: String)] {
        // Worked out by number: a node's number is its place in `graph.nodes`, which are sorted
        // by name, so comparing numbers compares names.
        let groups = numbers.nodeGroups()
        var groupOf = Array(repeating: 0, count: numbers.nodeCount)
        for (number, group) in groups.enumerated() { for screen in group { groupOf[screen] = number } }
        var homes: [(app: String, screen: String)] = []
        for app in project.settings.apps {
            guard let entryName = app.entry?.value, let entry = numbers.node(entryName) else { continue }
            if let home = app.home?.value {
                if home != entryName, graph.node(home) != nil { homes.append((app.name.value, home)) }
                continue
            }
            // Breadth first from the entry: how far each screen is.
            let unreached = -1
            var distance = Array(repeating: unreached, count: numbers.nodeCount)
            distance[entry] = 0
            var queue = [entry]
            var head = 0
            while head < queue.count {
                let screen = queue[head]
                head += 1
                for next in numbers.successors[screen] where next < numbers.nodeCount && distance[next] == unreached {
                    distance[next] = distance[screen] + 1
                    queue.append(next)
                }
            }
            // The groups of screens that lead to one another, among the app's screens the entry
            // reaches: how big each is and how far it is from the entry.
            var found: [Int: (size: Int, nearest: Int)] = [:]
            for screen in queue where graph.nodes[screen].app == app.name.value {
                let group = groupOf[screen]
                found[group] = (groups[group].count, min(found[group]?.nearest ?? .max, distance[screen]))
            }
            // One way in: some group is larger than the entry's (the app proper, past a sign-in).
            let entryGroup = groupOf[entry]
            guard let entrySize = found[entryGroup]?.size, found.values.contains(where: { $0.size > entrySize }) else { continue }
            // Where the way in lands: the group of two or more screens nearest the entry after it.
            guard let landing = found.filter({ $0.key != entryGroup && $0.value.size > 1 })
                .min(by: { ($0.value.nearest, -$0.value.size, groups[$0.key][0]) < ($1.value.nearest, -$1.value.size, groups[$1.key][0]) }) else { continue }
            func far(_ screen: Int) -> Int { distance[screen] == unreached ? .max : distance[screen] }
            let named = groups[landing.key].min { (far($0), $0) < (far($1), $1) }!
            homes.append((app.name.value, graph.nodes[named].name))
        }
        return homes
    }

    /// Screens from which some edge path leads into `targets` (the targets included), marked by
    /// number. Only the nodes' edges are followed, as `allEdges` holds.
    private static func screensThatReach(_ targets: [Int], in numbers: NavigationGraph.Numbers) -> [Bool] {
        var incoming: [[Int]] = Array(repeating: [], count: numbers.names.count)
        for source in 0..<numbers.nodeCount {
            for destination in numbers.successors[source] { incoming[destination].append(source) }
        }
        var seen = Array(repeating: false, count: numbers.names.count)
        var queue: [Int] = []
        for target in targets where !seen[target] {
            seen[target] = true
            queue.append(target)
        }
        while let screen = queue.popLast() {
            for source in incoming[screen] where !seen[source] {
                seen[source] = true
                queue.append(source)
            }
        }
        return seen
    }
}
