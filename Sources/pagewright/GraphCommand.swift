import PagewrightCore

struct GraphCommand: Command {
    enum Format: String, CaseIterable {
        case mermaid, dot
    }

    static let help = """
        Usage: pagewright graph <specs-dir> [--format mermaid|dot]

        Prints the navigation graph of the specs: a Mermaid flowchart (the default; code hosts
        render it in pull requests) or Graphviz DOT. Problems are reported as by 'validate'.
        """

    var specsDirectory: String
    var format: Format

    init(parsing parser: inout ArgumentParser) throws {
        let formatName = try parser.option("--format") ?? Format.mermaid.rawValue
        guard let format = Format(rawValue: formatName) else {
            throw UsageError(message: "unknown format '\(formatName)'; expected mermaid or dot")
        }
        self.format = format
        specsDirectory = try parser.positional("a specs folder")
        try parser.finish(knownOptions: ["--format"])
    }

    func run() -> ExitStatus {
        guard let validated = Output.validate(specsDirectory) else { return .specErrors }
        guard let graph = validated.graph else {
            Output.error("no graph: \(validated.log.summary)")
            return .specErrors
        }
        switch format {
        case .mermaid: Output.standard(MermaidDiagram.render(graph, project: validated.project))
        case .dot: Output.standard(DOTDiagram.render(graph))
        }
        return .success
    }
}
