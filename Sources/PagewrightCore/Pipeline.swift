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
    /// are whenever the settings have `generate` write the tour); `tourMaxSteps` overrides the
    /// settings' bound it is planned with (`pagewright tour --max-steps`).
    public static func validate(specsDirectory: String, warningsAsErrors: Bool = false, tour: Bool = false, tourMaxSteps: Int? = nil) throws(SpecDirectory.ReadError) -> Validated {
        validate(files: try SpecDirectory.read(specsDirectory), warningsAsErrors: warningsAsErrors, tour: tour, tourMaxSteps: tourMaxSteps)
    }

    /// With `warningsAsErrors` (or `"warningsAsErrors": true` in the settings) every warning is an
    /// error, so specs with only warnings have no graph and generate nothing.
    public static func validate(files: [SpecFile], warningsAsErrors: Bool = false, catalogs: CatalogSource = .disk, tour: Bool = false,
                                tourMaxSteps: Int? = nil) -> Validated {
        let resolved = resolve(files: files, catalogs: catalogs)
        guard let model = resolved.model, let names = resolved.names else {
            return resolved.finished(collisions: nil, warningsAsErrors: warningsAsErrors, tour: tour)
        }
        return resolved.finished(collisions: NameCollisions.check(model, names: names), warningsAsErrors: warningsAsErrors, tour: tour,
                                 tourMaxSteps: tourMaxSteps)
    }

    /// Loads, indexes, validates and, when there are no errors, builds the graph, resolves and
    /// names: everything the later checks and the renderers read.
    static func resolve(files: [SpecFile], catalogs: CatalogSource) -> Resolution {
        var (project, log) = SpecLoader.load(files, catalogs: catalogs)
        // One index for every stage: building it walks every page and its traits.
        let index = ProjectIndex(project)
        let validation = Validator.validateLowering(index: index)
        log.append(contentsOf: validation.log)
        var resolution = Resolution(project: project, index: index, log: log, fileCount: files.count)
        guard !log.hasErrors else { return resolution }
        let graph = GraphBuilder.build(index: index)
        // The graph's warnings read only the graph and the index: worked out on another thread
        // while the pages resolve, not alone on one core after them.
        let warnings = BackgroundWork { GraphDiagnostics.check(graph, index: index) }
        // Names are checked on the resolved model, so every style's names are the ones its
        // renderers will write.
        let model = Resolver.resolve(index: index, graph: graph, predicates: validation.predicates)
        let names = Namer(model)
        let graphWarnings = warnings.value()
        resolution.graph = graph
        resolution.model = model
        resolution.names = names
        resolution.graphWarnings = graphWarnings
        return resolution
    }

    /// What the stages before the name collisions made.
    struct Resolution: Sendable {
        var project: SpecProject
        var index: ProjectIndex
        var log: DiagnosticLog
        var fileCount: Int
        var graph: NavigationGraph?
        var model: Resolved.Project?
        var names: Namer?
        var graphWarnings: DiagnosticLog?

        /// The project's validation: the graph's warnings and the name collisions added (given
        /// when the project resolved), warnings the project turns off taken out, warnings made
        /// errors when asked; no graph or model when there are errors.
        func finished(collisions: DiagnosticLog?, warningsAsErrors: Bool, tour: Bool, tourMaxSteps: Int? = nil) -> Validated {
            var validated = Validated(project: project, graph: nil, model: nil, names: nil, log: log, fileCount: fileCount)
            if let collisions, let model {
                // A project with errors gets no graph warnings, as with any other error.
                if !collisions.hasErrors, let graphWarnings {
                    validated.log.append(contentsOf: graphWarnings)
                }
                validated.log.append(contentsOf: collisions)
                if !validated.log.hasErrors, tour || model.settings.tour.generate {
                    let plan = TourPlanner.plan(model, maxSteps: tourMaxSteps ?? model.settings.tour.maxSteps)
                    validated.log.append(contentsOf: TourDiagnostics.check(plan, model: model))
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
}

extension Pipeline {
    /// Validates and, when there are no errors, emits the files. Nothing is written here.
    ///
    /// The name collisions cannot change the model, so they are checked beside the rendering, on
    /// whichever core is free, and the files are dropped when they find an error: otherwise one
    /// core would wait while the other checks them.
    public static func generate(files: [SpecFile], warningsAsErrors: Bool = false, catalogs: CatalogSource = .disk) -> (validated: Validated, files: [GeneratedFile]?) {
        let resolved = resolve(files: files, catalogs: catalogs)
        guard let model = resolved.model, let names = resolved.names else {
            return (resolved.finished(collisions: nil, warningsAsErrors: warningsAsErrors, tour: false), nil)
        }
        // The name collisions first: they take about as long as the longest file.
        let jobs: [@Sendable () -> Piece] = [{ .log(NameCollisions.check(model, names: names)) }]
            + Emitter.jobs(model, names: names).map { job -> @Sendable () -> Piece in { .file(job()) } }
        var pieces = jobs.concurrentMap { $0() }
        guard case .log(let collisions) = pieces.removeFirst() else {
            preconditionFailure("the name collisions come first, in the jobs' order")
        }
        let validated = resolved.finished(collisions: collisions, warningsAsErrors: warningsAsErrors, tour: false)
        // The index is needed by no one after this: freed on the other core.
        releaseLater(consume resolved)
        guard validated.model != nil else { return (validated, nil) }
        let rendered = pieces.map { piece -> GeneratedFile in
            guard case .file(let file) = piece else { preconditionFailure("only files follow the later checks") }
            return file
        }
        return (validated, Emitter.finish(rendered, model, names: names))
    }

    /// One job's result when checks and rendering share the cores.
    private enum Piece: Sendable {
        case log(DiagnosticLog)
        case file(GeneratedFile)
    }
}
