/// The navigation graph in Graphviz DOT, for apps too large for a Mermaid picture.
public enum DOTDiagram {
    public static func render(_ graph: NavigationGraph) -> String {
        var lines = ["digraph Navigation {", "  rankdir=LR;", "  node [shape=box];"]
        var apps = graph.apps.map(\.name.value)
        for node in graph.nodes where !apps.contains(node.app) { apps.append(node.app) }
        for (offset, app) in apps.enumerated() {
            let members = graph.nodes.filter { $0.app == app }
            guard !members.isEmpty else { continue }
            lines.append("  subgraph cluster_\(offset) {")
            lines.append("    label=\(quote(app));")
            for node in members { lines.append("    \(quote(node.name));") }
            lines.append("  }")
        }
        for edge in graph.allEdges {
            let from = quote(edge.from)
            switch edge.target {
            case .stay:
                continue
            case .screen(let name):
                let style = edge.kind == .container ? ", style=dashed" : ""
                let label = edge.needs.isEmpty ? edge.name : edge.name + " after " + edge.needs.joined(separator: ", ")
                lines.append("  \(from) -> \(quote(name)) [label=\(quote(label))\(style)];")
                if let via = edge.passesThrough {
                    lines.append("  \(from) -> \(quote(via)) [label=\(quote(edge.name + " (sometimes on the way)")), style=dotted];")
                }
            case .oneOf(let names):
                for name in names { lines.append("  \(from) -> \(quote(name)) [label=\(quote(edge.name + " (one of \(names.count))")), style=dashed];") }
            case .source(let openers):
                for name in openers { lines.append("  \(from) -> \(quote(name)) [label=\(quote(edge.name + " (back to opener)")), style=bold];") }
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string literal: quotes and backslashes escaped, line breaks flattened.
    static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
