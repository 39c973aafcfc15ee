/// The navigation graph as a Mermaid flowchart, which code hosts render in pull requests.
///
/// One subgraph per app; staying actions are left out (the picture is about moving); a trait's
/// actions are drawn once from the trait rather than from every adopter. Dashed arrows lead to
/// one of several destinations, thick arrows return to the opener.
public enum MermaidDiagram {
    public static func render(_ graph: NavigationGraph, project: SpecProject) -> String {
        render(graph, traitEdges: GraphBuilder.traitEdges(project))
    }

    /// `traitEdges`: each trait (by name) with the edges its actions draw.
    public static func render(_ graph: NavigationGraph, traitEdges: [(trait: String, edges: [NavigationGraph.Edge])]) -> String {
        let traits = traitEdges.map(\.trait)
        let ids = DiagramIDs(graph: graph, traits: traits)
        var lines = ["flowchart LR"]
        for app in appsInOrder(graph) {
            lines.append("  subgraph \(ids.app(app))[\"\(escape(app))\"]")
            for node in graph.nodes where node.app == app {
                lines.append("    \(ids.node(node.name))[\"\(escape(node.name))\"]")
            }
            lines.append("  end")
        }
        for trait in traits {
            lines.append("  \(ids.node(trait)){{\"\(escape(trait))\"}}")
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
                lines += arrows(for: edge, from: id, ids: ids)
            }
            for trait in Set(adopted).sorted() {
                lines.append("  \(id) -.- \(ids.node(trait))")
            }
        }
        // Trait actions once, from the trait node.
        for (trait, edges) in traitEdges {
            for edge in edges { lines += arrows(for: edge, from: ids.node(trait), ids: ids) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func arrows(for edge: NavigationGraph.Edge, from: String, ids: DiagramIDs) -> [String] {
        let label = escape(edge.name)
        switch edge.target {
        case .stay:
            return []
        case .screen(let name):
            switch edge.kind {
            case .section: return ["  \(from) -->|\"section\"| \(ids.node(name))"]
            case .container: return ["  \(from) -.->|\"back to container\"| \(ids.node(name))"]
            case .action: return ["  \(from) -->|\"\(label)\"| \(ids.node(name))"]
            }
        case .oneOf(let names):
            return names.map { "  \(from) -.->|\"\(label) (one of \(names.count))\"| \(ids.node($0))" }
        case .source(let openers):
            if openers.isEmpty { return ["  \(from) ==>|\"\(label) (back to opener)\"| \(from)"] }
            return openers.map { "  \(from) ==>|\"\(label) (back to opener)\"| \(ids.node($0))" }
        }
    }

    private static func appsInOrder(_ graph: NavigationGraph) -> [String] {
        var apps = graph.apps.map(\.name.value)
        for node in graph.nodes where !apps.contains(node.app) { apps.append(node.app) }
        return apps.filter { app in graph.nodes.contains { $0.app == app } }
    }

    /// Mermaid labels are quoted; quotes and angle brackets become entity codes so no label can
    /// end early or inject markup.
    static func escape(_ text: String) -> String {
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
