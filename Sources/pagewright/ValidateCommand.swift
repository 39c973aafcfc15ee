import PagewrightCore

struct ValidateCommand: Command {
    static let help = """
        Usage: pagewright validate <specs-dir>

        Reads every *.json file under <specs-dir> (and its pagewright.json settings), checks them,
        and prints each problem as 'file:line:column: error|warning: message' on standard error,
        then a one-line summary. Exits 1 if there is any error.
        """

    var specsDirectory: String

    init(parsing parser: inout ArgumentParser) throws {
        specsDirectory = try parser.positional("a specs folder")
        try parser.finish(knownOptions: [])
    }

    func run() -> ExitStatus {
        guard let validated = Output.validate(specsDirectory) else { return .specErrors }
        let project = validated.project
        Output.error("\(validated.fileCount) files, \(project.screens.count) screens, \(project.traits.count) traits: \(validated.log.summary)")
        return validated.log.hasErrors ? .specErrors : .success
    }
}
