import PagewrightCore

struct ValidateCommand: Command {
    static let help = """
        Usage: pagewright validate <specs-dir> [--warnings-as-errors]

        Reads every *.json file under <specs-dir> (and its pagewright.json settings), checks them,
        and prints each problem as 'file:line:column: error|warning: message' on standard error,
        then a one-line summary. Exits 1 if there is any error.

        --warnings-as-errors   report every warning as an error (as "warningsAsErrors": true in
                               pagewright.json does), e.g. so CI refuses an unknown key
        """

    var specsDirectory: String
    var warningsAsErrors: Bool

    init(parsing parser: inout ArgumentParser) throws {
        warningsAsErrors = parser.flag("--warnings-as-errors")
        specsDirectory = try parser.positional("a specs folder")
        try parser.finish(knownOptions: ["--warnings-as-errors"])
    }

    func run() -> ExitStatus {
        guard let validated = Output.validate(specsDirectory, warningsAsErrors: warningsAsErrors) else { return .specErrors }
        let project = validated.project
        Output.error("\(Output.count(validated.fileCount, "file")), \(Output.count(project.screens.count, "screen")), \(Output.count(project.traits.count, "trait")): \(Output.summary(validated))")
        return validated.log.hasErrors ? .specErrors : .success
    }
}
