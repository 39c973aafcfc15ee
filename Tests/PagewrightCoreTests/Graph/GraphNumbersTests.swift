import Testing
@testable import PagewrightCore

/// The graph's walks go by screen number (`NavigationGraph.Numbers`); names an edge uses that
/// are no node (possible only in graphs built by hand) are numbered after the nodes and left out
/// of the groups, as the walks by name left them out.
@Suite("Graph walks by number")
struct GraphNumbersTests {
    private func edge(_ from: String, _ to: [String]) -> NavigationGraph.Edge {
        .init(from: from, kind: .action("go", trait: nil), target: to.count == 1 ? .screen(to[0]) : .oneOf(to), needsArguments: false)
    }

    private func node(_ name: String) -> NavigationGraph.Node {
        .init(name: name, app: "main", opensFromAnywhere: false, sectionOf: nil, canVerify: true)
    }

    @Test func groupsAreByNameAndLeaveOutNamesThatAreNoNode() {
        // C ⇄ A, B → C, B → Ghost, Ghost → B (Ghost is no node: no group through it), D alone.
        let graph = NavigationGraph(nodes: ["D", "C", "B", "A"].map(node), apps: [],
                                    edges: [edge("C", ["A"]), edge("A", ["C"]), edge("B", ["C", "Ghost"]), edge("Ghost", ["B"])])
        #expect(graph.screenGroups() == [["A", "C"], ["B"], ["D"]])
        let numbers = graph.numbers()
        #expect(numbers.names.prefix(4) == ["A", "B", "C", "D"])
        #expect(numbers.node("Ghost") == nil)
        #expect(numbers.number("Ghost") == 4)
        #expect(graph.node("Ghost") == nil)
        #expect(graph.node("C")?.name == "C")
        // Reachable by number follows the edges from names that are no node, as `reachable(from:)` does.
        var seen = Array(repeating: false, count: numbers.names.count)
        numbers.reachable(from: numbers.node("B")!, into: &seen)
        let reached = Set(numbers.names.indices.filter { seen[$0] }.map { numbers.names[$0] })
        #expect(reached == graph.reachable(from: "B"))
    }

    @Test func nodesAreSortedByNameWhetherGivenSortedOrNot() {
        // The graph builder hands them sorted (kept as they are); any other order is sorted.
        for order in [["A", "B", "C", "D"], ["D", "C", "B", "A"], ["A", "C", "B", "D"]] {
            let graph = NavigationGraph(nodes: order.map(node), apps: [], edges: [])
            #expect(graph.nodes.map(\.name) == ["A", "B", "C", "D"])
        }
    }

    @Test func aLongChainHasOneGroupPerScreenWithoutRecursion() {
        let names = (0..<5000).map { "S\($0)" }
        let edges = zip(names, names.dropFirst()).map { edge($0, [$1]) }
        let graph = NavigationGraph(nodes: names.map(node), apps: [], edges: edges + [edge(names.last!, [names[0]])])
        #expect(graph.screenGroups() == [names.sorted()])
    }
}
