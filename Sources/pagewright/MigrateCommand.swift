import PagewrightCore

struct MigrateCommand: Command {
    static let help = """
        Usage: pagewright migrate <sources-dir> --output <specs-dir> [--documents] [--dry-run]

        Reads the Swift files under <sources-dir> (a UI-test suite's page objects, robots, helper
        enums; nothing is compiled or run) and writes a spec for each page object it recognises
        into <specs-dir>, keeping the suite's names: elements with their queries, actions with
        their steps and the screen they lead to, checks from XCTAssert… and waits, getters, and
        traits for what several page objects share. <specs-dir>/MIGRATION.md lists everything it
        could not carry and every guess it made, each at file:line, and what 'validate' says of
        the specs. Then the specs are validated as 'pagewright validate' does.

        The folder is written all or nothing; a file already there (an earlier migration, a spec
        of the same name) is never replaced: migrate into a new folder.

        --output <dir>   the folder for the specs (required)
        --documents      read the Swift code blocks of the articles and wiki pages under
                         <sources-dir> too (.md, .markdown, .txt); <sources-dir> may also
                         name one such document
        --dry-run        print what would be written, write nothing
        """

    var sourceDirectory: String
    var outputDirectory: String
    var dryRun: Bool
    var documents: Bool

    init(parsing parser: inout ArgumentParser) throws {
        dryRun = parser.flag("--dry-run")
        documents = parser.flag("--documents")
        guard let output = try parser.option("--output") else { throw UsageError(message: "migrate needs --output <specs-dir>") }
        outputDirectory = output
        sourceDirectory = try parser.positional("a folder of Swift test sources")
        try parser.finish(knownOptions: ["--output", "--dry-run", "--documents"])
    }

    func run() -> ExitStatus {
        let result: SuiteMigration.Result
        do {
            try SuiteMigration.checkOutputFolder(outputDirectory)
            result = try SuiteMigration.run(sourceDirectory: sourceDirectory, documents: documents)
        } catch let error as OutputError {
            Output.error(error.description)
            return .usage
        } catch {
            Output.error("\(error)")
            return .usage
        }
        let summary = "\(Output.count(result.sourceFileCount, "Swift file")): \(Output.count(result.screenCount, "screen")), "
            + "\(Output.count(result.traitCount, "trait")); \(result.notCarried) not carried, \(result.guesses) guessed (see \(SuiteMigration.reportName))"
        if dryRun {
            Output.standard(result.files.map { "would write \($0.path)" }.joined(separator: "\n"))
            Output.standard(summary)
            return .success
        }
        do {
            try SuiteMigration.write(result, to: outputDirectory)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        Output.standard("wrote \(Output.count(result.files.count, "file")) into \(outputDirectory)")
        Output.standard(summary)
        // Validated once, as migrate made them: the folder now holds exactly those bytes.
        let validation = SuiteMigration.validation(of: result, in: outputDirectory)
        Output.diagnostics(validation)
        Output.error("validate: \(validation.summary)")
        return validation.hasErrors ? .specErrors : .success
    }
}
