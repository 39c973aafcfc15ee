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

        --warnings-as-errors   exit 1 when there is any warning (for CI)
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
        guard let validated = Output.validate(specsDirectory) else { return .specErrors }
        guard !validated.log.hasErrors else {
            Output.error("no drift check: \(validated.log.summary)")
            return .specErrors
        }
        let (entries, readLog) = RecordingFolder.read(recordingsDirectory)
        Output.diagnostics(readLog)
        guard !readLog.hasErrors else { return .specErrors }
        let report = DriftCheck.check(validated.project, recordings: entries)
        Output.diagnostics(report.diagnostics)
        if !report.uncovered.isEmpty {
            var lines = ["not covered by any spec:"]
            for item in report.uncovered { lines.append("  \(item.identifier) (\(item.element)) in \(item.file)") }
            Output.standard(lines.joined(separator: "\n"))
        }
        Output.error(report.summary)
        let warnings = readLog.warningCount + report.diagnostics.warningCount
        return warningsAsErrors && warnings > 0 ? .specErrors : .success
    }
}
