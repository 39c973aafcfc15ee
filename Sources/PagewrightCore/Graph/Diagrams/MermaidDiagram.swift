/// The navigation graph as a Mermaid flowchart, which code hosts render in pull requests.
///
/// One subgraph per app; staying actions are left out (the picture is about moving); a trait's
/// actions are drawn once from the trait rather than from every adopter, and a trait that moves
/// nowhere is left out. Dashed arrows lead to
/// one of several destinations, thick arrows return to the opener.
public enum MermaidDiagram {
    public static func render(_ graph: NavigationGraph, project: SpecProject) -> String {
        render(graph, traitEdges: GraphBuilder.traitEdges(project))
    }

    /// `traitEdges`: each trait (by name) with the edges its actions draw.
    public static func render(_ graph: NavigationGraph, traitEdges allTraitEdges: [(trait: String, edges: [NavigationGraph.Edge])]) -> String {
        // A trait is drawn where it moves somewhere, as its adopters are linked to it: one with
        // checks or staying actions only would be a hexagon joined to nothing.
        let traitEdges = allTraitEdges.filter { $0.edges.contains { $0.target != .stay } }
        let traits = traitEdges.map(\.trait)
        let ids = DiagramIDs(graph: graph, traits: traits)
        // One buffer of UTF-8 bytes, each line appended in parts: a `String` per line, joined at
        // the end, cost a few hundred instructions per part.
        var text = DiagramText(capacity: 96 * (graph.nodes.count + 8))
        text.line("flowchart LR")
        for app in appsInOrder(graph) {
            text.line("  subgraph ", ids.app(app), "[\"", escape(app), "\"]")
            for node in graph.nodes where node.app == app {
                text.line("    ", ids.node(node.name), "[\"", escape(node.name), "\"]")
            }
            text.line("  end")
        }
        for trait in traits {
            text.line("  ", ids.node(trait), "{{\"", escape(trait), "\"}}")
        }
        for node in graph.nodes {
            // The node's edges and identifier, looked up once.
            let edges = graph.edges(from: node.name)
            let id = ids.node(node.name)
            var adopted: [String] = []
            for edge in edges {
                if case .action(_, let trait?) = edge.kind {
                    // Link an adopter to a trait only where the trait moves somewhere.
                    if edge.target != .stay { adopted.append(trait) }
                    continue
                }
                arrows(for: edge, from: id, ids: ids, into: &text)
            }
            for trait in Set(adopted).sorted() {
                text.line("  ", id, " -.- ", ids.node(trait))
            }
        }
        // Trait actions once, from the trait node.
        for (trait, edges) in traitEdges {
            let id = ids.node(trait)
            for edge in edges { arrows(for: edge, from: id, ids: ids, into: &text) }
        }
        return text.string
    }

    private static func arrows(for edge: NavigationGraph.Edge, from: String, ids: DiagramIDs, into text: inout DiagramText) {
        // A screen the action sometimes shows on the way: a dotted arrow to it, beside the action's.
        if let via = edge.passesThrough, case .screen = edge.target {
            text.line("  ", from, " -.->|\"", escape(edge.name), " (sometimes on the way)\"| ", ids.node(via))
        }
        switch edge.target {
        case .stay:
            return
        case .screen(let name):
            switch edge.kind {
            case .section: text.line("  ", from, " -->|\"section\"| ", ids.node(name))
            case .container: text.line("  ", from, " -.->|\"back to container\"| ", ids.node(name))
            case .action: text.line("  ", from, " -->|\"", escape(label(edge)), "\"| ", ids.node(name))
            }
        case .oneOf(let names):
            let label = escape(edge.name), count = String(names.count)
            for name in names { text.line("  ", from, " -.->|\"", label, " (one of ", count, ")\"| ", ids.node(name)) }
        case .source(let openers):
            let label = escape(edge.name)
            if openers.isEmpty { return text.line("  ", from, " ==>|\"", label, " (back to opener)\"| ", from) }
            for opener in openers { text.line("  ", from, " ==>|\"", label, " (back to opener)\"| ", ids.node(opener)) }
        }
    }

    /// An action's name, and what it needs first (`logIn after enterLogin, enterPassword`).
    private static func label(_ edge: NavigationGraph.Edge) -> String {
        edge.needs.isEmpty ? edge.name : edge.name + " after " + edge.needs.joined(separator: ", ")
    }

    private static func appsInOrder(_ graph: NavigationGraph) -> [String] {
        var apps = graph.apps.map(\.name.value)
        for node in graph.nodes where !apps.contains(node.app) { apps.append(node.app) }
        return apps.filter { app in graph.nodes.contains { $0.app == app } }
    }

    /// Mermaid labels are quoted; quotes and angle brackets become entity codes so no label can
    /// end early or inject markup.
    static func escape(_ text: String) -> String {
        // Printable ASCII without `"`, `<`, `>` or `#` (most names) stands as it is, told from
        // its bytes without walking its scalars.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "#") }) {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "#": result += "#35;"
            case "\n", "\r": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// The diagram's text as UTF-8 bytes, written line by line from parts (each a `String`, so the
/// bytes are valid UTF-8).
struct DiagramText {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// One line of the parts, then a line break (every line of the diagram ends with one).
    mutating func line(_ parts: String...) {
        for part in parts {
            if part.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: part.utf8)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
    }
}

/// Stable identifiers for diagram nodes: the name itself where it is plain ASCII, else a
/// numbered one, so that ordinary specs give readable diffs and odd ones stay valid.
struct DiagramIDs {
    private var ids: [String: String] = [:]

    init(graph: NavigationGraph, traits: [String]) {
        for (offset, name) in (graph.nodes.map(\.name) + traits.sorted()).enumerated() {
            ids[name] = Self.isPlain(name) ? name : "node\(offset)"
        }
    }

    func node(_ name: String) -> String { ids[name] ?? "missing" }
    func app(_ name: String) -> String { Self.isPlain(name) ? "app_\(name)" : "app_\(abs(name.hashValue))" }

    static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            && !["end", "graph", "subgraph", "flowchart", "style", "class", "click"].contains(name.lowercased())
    }
}
