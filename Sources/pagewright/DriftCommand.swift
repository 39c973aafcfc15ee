import PagewrightCore

struct DriftCommand: Command {
    static let help = """
        Usage: pagewright drift <specs-dir> <recordings-dir> [--warnings-as-errors]

        Checks the specs against recordings of the running app (JSON files written by
        PagewrightRecorder.record(_:as:) when PAGEWRIGHT_RECORDINGS names a folder, or pasted
        'po XCUIApplication().debugDescription' text in <Screen>.txt). For every recorded screen,
        each element whose locator would find nothing is a warning at the element's
        file:line:column; identifiers the app shows that no spec mentions are listed as not
        covered. A parameterised element counts as found when some value finds something.

        --warnings-as-errors   report every warning as an error and exit 1 (for CI; as
                               "warningsAsErrors": true in pagewright.json does)
        """

    var specsDirectory: String
    var recordingsDirectory: String
    var warningsAsErrors: Bool

    init(parsing parser: inout ArgumentParser) throws {
        warningsAsErrors = parser.flag("--warnings-as-errors")
        specsDirectory = try parser.positional("a specs folder")
        recordingsDirectory = try parser.positional("a folder of recordings")
        try parser.finish(knownOptions: ["--warnings-as-errors"])
    }

    func run() -> ExitStatus {
        guard let validated = Output.validate(specsDirectory, warningsAsErrors: warningsAsErrors) else { return .specErrors }
        guard let model = validated.model, !validated.log.hasErrors else {
            Output.error("no drift check: \(Output.summary(validated))")
            return .specErrors
        }
        // The same switch as validate's: the flag, or "warningsAsErrors": true in pagewright.json.
        let strict = warningsAsErrors || validated.project.settings.warningsAsErrors
        let (entries, read) = RecordingFolder.read(recordingsDirectory)
        let log = read.withoutDisabledWarnings(of: validated.project)
        let readLog = strict ? log.treatingWarningsAsErrors() : log
        Output.diagnostics(readLog)
        guard !readLog.hasErrors else { return .specErrors }
        var report = DriftCheck.check(model, recordings: entries)
        report.diagnostics = report.diagnostics.withoutDisabledWarnings(of: validated.project)
        Output.diagnostics(strict ? report.diagnostics.treatingWarningsAsErrors() : report.diagnostics)
        if !report.uncovered.isEmpty {
            var lines = ["not covered by any spec:"]
            for item in report.uncovered { lines.append(VisibleText.escaped("  \(item.identifier) (\(item.element)) in \(item.file)")) }
            Output.standard(lines.joined(separator: "\n"))
        }
        let promoted = strict ? report.diagnostics.warningCount : 0
        Output.error(report.summary + (promoted == 0 ? "" : promoted == 1 ? " (1 warning treated as an error)" : " (\(promoted) warnings treated as errors)"))
        return promoted > 0 ? .specErrors : .success
    }
}
