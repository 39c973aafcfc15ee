import PagewrightCore

struct TourCommand: Command {
    static let help = """
        Usage: pagewright tour <specs-dir> --output <dir> [--check] [--max-steps <n>] [--warnings-as-errors]

        Writes the tour: XCTest cases that launch the app and walk through the generated page
        objects, together crossing every transition of the navigation graph the specs' examples
        allow, in as few moves as the graph needs. One file per style the settings select
        (PagewrightTour.swift, PagewrightPlainTour.swift, PagewrightScreenplayTour.swift), one test
        case class per walk of at most 'tour.maxSteps' moves (a walk that starts with navigation
        counts the moves it takes from launch; where the graph is deeper, a warning says so), so
        Xcode's parallel testing runs the walks on several simulators. Each transition the tour cannot cross is listed with the reason
        (in the file, and here). Only tour files are replaced or removed in <dir>.

        --check          write nothing; exit 1 when a tour file is missing, stale or extra (for CI)
        --max-steps <n>  the most moves one test takes (default: "tour": { "maxSteps" } in pagewright.json, else 15)
        --warnings-as-errors
                         report every warning about the specs as an error and write nothing
        """

    var specsDirectory: String
    var outputDirectory: String
    var check: Bool
    var maxSteps: Int?
    var warningsAsErrors: Bool

    init(parsing parser: inout ArgumentParser) throws {
        check = parser.flag("--check")
        warningsAsErrors = parser.flag("--warnings-as-errors")
        if let steps = try parser.option("--max-steps") {
            guard let value = Int(steps), value >= 1 else { throw UsageError(message: "--max-steps takes a whole number of at least 1, found '\(steps)'") }
            maxSteps = value
        }
        guard let output = try parser.option("--output") else { throw UsageError(message: "'tour' needs --output <dir>") }
        outputDirectory = output
        specsDirectory = try parser.positional("a specs folder")
        try parser.finish(knownOptions: ["--output", "--check", "--max-steps", "--warnings-as-errors"])
    }

    func run() -> ExitStatus {
        do {
            try OutputPlan.checkOutputFolder(outputDirectory, specsDirectory: specsDirectory)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        guard let validated = Output.validate(specsDirectory, warningsAsErrors: warningsAsErrors, tour: true, tourMaxSteps: maxSteps) else { return .specErrors }
        guard let model = validated.model, let names = validated.names else {
            Output.error("no tour written: \(Output.summary(validated))")
            return .specErrors
        }
        let tour = TourPlanner.plan(model, maxSteps: maxSteps ?? model.settings.tour.maxSteps)
        let files = TourEmitter.files(model, names: names, plan: tour).map(\.file)
        let plan: OutputPlan
        do {
            plan = try OutputPlan.make(files: files, outputDirectory: outputDirectory, removal: .only(TourNames.files), command: .tour)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        // The warnings printed above already name some uncrossed transitions (unless disabled).
        Output.error(TourSummary.text(tour, warnedAbove: TourDiagnostics.warned(tour, model: model, in: validated.log)))
        if check {
            guard !plan.isUpToDate else {
                Output.error("\(outputDirectory): the tour is up to date")
                return .success
            }
            var lines: [String] = []
            for change in plan.changes {
                switch change {
                case .create(let file): lines.append("missing: \(file.path)")
                case .update(let file, let previous):
                    lines.append("stale: \(file.path)")
                    lines += LineDiff.summary(old: previous, new: file.contents).map { "    " + $0 }
                case .remove(let path): lines.append("extra: \(path)")
                }
            }
            lines.append("the tour in \(outputDirectory) is out of date; run 'pagewright tour \(specsDirectory) --output \(outputDirectory)' and commit the result")
            Output.error(lines.joined(separator: "\n"))
            return .specErrors
        }
        do {
            let written = try OutputWriter.apply(plan)
            Output.error("\(outputDirectory): \(files.count) tour \(files.count == 1 ? "file" : "files"), \(written.changes.isEmpty ? "all up to date" : "\(written.changes.count) changed")")
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        return .success
    }
}
