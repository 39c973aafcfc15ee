/// The stages wired together: read the specs folder, load, validate, build the graph, resolve
/// and name. Pure apart from reading the folder; nothing here prints.
public enum Pipeline {
    public struct Validated: Sendable {
        public var project: SpecProject
        /// Nil when the specs have errors: the graph of a broken project is not worth trusting.
        public var graph: NavigationGraph?
        /// What every construct means, with every generated name; nil when there are errors.
        public var model: Resolved.Project?
        public var names: Namer?
        public var log: DiagnosticLog
        public var fileCount: Int
        /// How many warnings were made errors (by the caller or by the settings' `warningsAsErrors`).
        public var warningsMadeErrors: Int = 0
    }

    /// `tour`: a tour is being made, so the transitions it cannot cross are warned about (as they
    /// are whenever the settings have `generate` write the tour).
    public static func validate(specsDirectory: String, warningsAsErrors: Bool = false, tour: Bool = false) throws(SpecDirectory.ReadError) -> Validated {
        validate(files: try SpecDirectory.read(specsDirectory), warningsAsErrors: warningsAsErrors, tour: tour)
    }

    /// With `warningsAsErrors` (or `"warningsAsErrors": true` in the settings) every warning is an
    /// error, so specs with only warnings have no graph and generate nothing.
    public static func validate(files: [SpecFile], warningsAsErrors: Bool = false, catalogs: CatalogSource = .disk, tour: Bool = false) -> Validated {
        var (project, log) = SpecLoader.load(files, catalogs: catalogs)
        // One index for every stage: building it walks every page and its traits.
        let index = ProjectIndex(project)
        let validation = Validator.validateLowering(index: index)
        log.append(contentsOf: validation.log)
        var validated = Validated(project: project, graph: nil, model: nil, names: nil, log: log, fileCount: files.count)
        if !validated.log.hasErrors {
            let graph = GraphBuilder.build(index: index)
            // Names are checked on the resolved model, so every style's names are the ones its
            // renderers will write.
            let model = Resolver.resolve(index: index, graph: graph, predicates: validation.predicates)
            // Naming and its collisions, and the graph's warnings, read only what they are given:
            // both at once.
            let ((names, collisions), graphWarnings) = concurrently({ () -> (Namer, DiagnosticLog) in
                let names = Namer(model)
                return (names, NameCollisions.check(model, names: names))
            }, { GraphDiagnostics.check(graph, index: index) })
            // A project with errors gets no graph warnings, as with any other error.
            if !collisions.hasErrors {
                validated.log.append(contentsOf: graphWarnings)
            }
            validated.log.append(contentsOf: collisions)
            if !validated.log.hasErrors, tour || model.settings.tour.generate {
                validated.log.append(contentsOf: TourDiagnostics.check(TourPlanner.plan(model), model: model))
            }
            validated.graph = graph
            validated.model = model
            validated.names = names
        }
        // Warnings the project turns off go before any are made errors.
        validated.log = validated.log.withoutDisabledWarnings(of: project)
        let strict = warningsAsErrors || project.settings.warningsAsErrors
        if strict {
            validated.warningsMadeErrors = validated.log.warningCount
            validated.log = validated.log.treatingWarningsAsErrors()
        }
        // A broken project's graph and model are not worth trusting.
        if validated.log.hasErrors {
            validated.graph = nil
            validated.model = nil
            validated.names = nil
        }
        return validated
    }
}

extension Pipeline {
    /// Validates and, when there are no errors, emits the files. Nothing is written here.
    public static func generate(files: [SpecFile], warningsAsErrors: Bool = false, catalogs: CatalogSource = .disk) -> (validated: Validated, files: [GeneratedFile]?) {
        let validated = validate(files: files, warningsAsErrors: warningsAsErrors, catalogs: catalogs)
        guard let model = validated.model, let names = validated.names else { return (validated, nil) }
        return (validated, Emitter.emit(model, names: names))
    }
}
