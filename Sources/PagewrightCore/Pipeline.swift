/// The stages wired together: read the specs folder, load, validate, build the graph.
/// Pure apart from reading the folder; nothing here prints.
public enum Pipeline {
    public struct Validated: Sendable {
        public var project: SpecProject
        /// Nil when the specs have errors: the graph of a broken project is not worth trusting.
        public var graph: NavigationGraph?
        public var log: DiagnosticLog
        public var fileCount: Int
    }

    public static func validate(specsDirectory: String) throws(SpecDirectory.ReadError) -> Validated {
        validate(files: try SpecDirectory.read(specsDirectory))
    }

    public static func validate(files: [SpecFile]) -> Validated {
        var (project, log) = SpecLoader.load(files)
        log.append(contentsOf: Validator.validate(project))
        guard !log.hasErrors else { return Validated(project: project, graph: nil, log: log, fileCount: files.count) }
        let graph = GraphBuilder.build(project)
        log.append(contentsOf: GraphDiagnostics.check(graph, project: project))
        return Validated(project: project, graph: graph, log: log, fileCount: files.count)
    }
}

extension Pipeline {
    /// Validates and, when there are no errors, emits the files. Nothing is written here.
    public static func generate(files: [SpecFile]) -> (validated: Validated, files: [GeneratedFile]?) {
        let validated = validate(files: files)
        guard let graph = validated.graph else { return (validated, nil) }
        return (validated, Emitter.emit(validated.project, graph: graph))
    }
}
