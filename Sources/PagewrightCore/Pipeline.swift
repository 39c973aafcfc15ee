/// The stages wired together: read the specs folder, load, validate, build the graph.
/// Pure apart from reading the folder; nothing here prints.
public enum Pipeline {
    public struct Validated: Sendable {
        public var project: SpecProject
        /// Nil when the specs have errors: the graph of a broken project is not worth trusting.
        public var graph: NavigationGraph?
        public var log: DiagnosticLog
        public var fileCount: Int
        /// How many warnings were made errors (by the caller or by the settings' `warningsAsErrors`).
        public var warningsMadeErrors: Int = 0
    }

    public static func validate(specsDirectory: String, warningsAsErrors: Bool = false) throws(SpecDirectory.ReadError) -> Validated {
        validate(files: try SpecDirectory.read(specsDirectory), warningsAsErrors: warningsAsErrors)
    }

    /// With `warningsAsErrors` (or `"warningsAsErrors": true` in the settings) every warning is an
    /// error, so specs with only warnings have no graph and generate nothing.
    public static func validate(files: [SpecFile], warningsAsErrors: Bool = false) -> Validated {
        var (project, log) = SpecLoader.load(files)
        log.append(contentsOf: Validator.validate(project))
        var graph: NavigationGraph?
        if !log.hasErrors {
            let built = GraphBuilder.build(project)
            log.append(contentsOf: GraphDiagnostics.check(built, project: project))
            graph = built
        }
        let strict = warningsAsErrors || project.settings.warningsAsErrors
        let promoted = strict ? log.warningCount : 0
        if strict { log = log.treatingWarningsAsErrors() }
        return Validated(project: project, graph: log.hasErrors ? nil : graph, log: log, fileCount: files.count,
                         warningsMadeErrors: promoted)
    }
}

extension Pipeline {
    /// Validates and, when there are no errors, emits the files. Nothing is written here.
    public static func generate(files: [SpecFile], warningsAsErrors: Bool = false) -> (validated: Validated, files: [GeneratedFile]?) {
        let validated = validate(files: files, warningsAsErrors: warningsAsErrors)
        guard let graph = validated.graph else { return (validated, nil) }
        return (validated, Emitter.emit(validated.project, graph: graph))
    }
}
