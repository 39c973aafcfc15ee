/// Writes `NavigationGraph.md`: the navigation graph as a Mermaid flowchart that code hosts
/// render in pull requests, so a spec change shows up as a readable diff of the picture too.
struct LegacyGraphDocumentGenerator {
    let context: LegacyEmitContext

    static let fileName = "NavigationGraph.md"

    func generate() -> GeneratedFile {
        let routes = LegacyRouteGenerator(context: context).routes
        var lines = [
            GeneratedFile.markdownHeader,
            "",
            "# Navigation graph",
            "",
            "Screens by app, and the actions that move between them. A hexagon is a trait, drawn once with its actions; a dotted line joins it to each adopting screen.",
            "Dashed arrows lead to one of several screens (the app decides); thick arrows return to whichever screen opened the source.",
            "",
            "```mermaid",
        ]
        lines += MermaidDiagram.render(context.graph, project: context.project).split(separator: "\n").map(String.init)
        lines += ["```"]
        if !routes.isEmpty {
            lines += ["", "## Routes", "", "`PageObjectsFactory.open<Screen>()` follows these shortest ways from the entry screen.", "",
                      "| screen | route |", "| --- | --- |"]
            for route in routes {
                let steps = route.edges.map { "\($0.name) → \($0.routeTarget ?? "")" }
                lines.append("| \(LegacyMarkdownText.escape(route.screen)) | \(LegacyMarkdownText.escape(steps.isEmpty ? "(entry)" : steps.joined(separator: ", "))) |")
            }
        }
        return GeneratedFile(path: Self.fileName, contents: lines.joined(separator: "\n") + "\n")
    }
}

enum LegacyMarkdownText {
    /// Text safe inside a Markdown table cell: no pipes, markup or HTML from a spec.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|", "\\", "`", "*", "_", "[", "]", "<", ">", "#": result += "\\" + String(character)
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
