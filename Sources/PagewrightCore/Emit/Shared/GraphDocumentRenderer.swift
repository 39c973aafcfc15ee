/// Writes `NavigationGraph.md`: the navigation graph as a Mermaid flowchart that code hosts
/// render in pull requests, so a spec change shows up as a readable diff of the picture too.
struct GraphDocumentRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        let model = context.model
        // One string, appended to: the diagram's text goes in as the diagram wrote it (every
        // line of it has content, and it ends with a line break).
        var text = GeneratedFile.markdownHeader + "\n"
        text += """

            # Navigation graph

            Screens by app, and the actions that move between them. A hexagon is a trait, drawn once with its actions; a dotted line joins it to each adopting screen.
            Dashed arrows lead to one of several screens (the app decides); thick arrows return to whichever screen opened the source.

            ```mermaid

            """
        text += MermaidDiagram.render(model.graph, traitEdges: model.traitEdges)
        text += "```\n"
        if let routes = model.routes {
            text += """

                ## Routes

                `PageObjectsFactory.open<Screen>()` follows a shortest way from the entry screen: the route to the screen it comes from, then one step.

                | screen | from | step |
                | --- | --- | --- |

                """
            for route in routes.routes {
                text += "| "
                text += MarkdownText.prose(route.screen)
                text += " | "
                text += route.step.map { MarkdownText.prose($0.from) } ?? "(entry)"
                text += " | "
                if let step = route.step { text += MarkdownText.prose(step.name) }
                text += " |\n"
            }
        }
        return GeneratedFile(path: Namer.graphFile, contents: text)
    }
}
