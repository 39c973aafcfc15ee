import Foundation
import PagewrightCore

struct IdentifiersCommand: Command {
    static let help = """
        Usage: pagewright identifiers <specs-dir> --output <file.swift> [--check] [--warnings-as-errors]

        Writes the accessibility identifiers of the specs as one Swift file for the app target
        (no XCTest, no imports): an enum AccessibilityIdentifiers with one enum per screen and
        trait, a constant per element found by identifier and a function where the identifier has
        parameters. The app sets accessibilityIdentifier from it, so it and the UI tests share one
        source. The file is written only when its bytes change, only as a .swift file outside the
        specs folder, and never over a file Pagewright did not write or one 'pagewright generate'
        wrote.

        --check                write nothing; exit 1 when the file is missing or stale (for CI)
        --warnings-as-errors   report every warning about the specs as an error
        """

    var specsDirectory: String
    var output: String
    var check: Bool
    var warningsAsErrors: Bool

    init(parsing parser: inout ArgumentParser) throws {
        check = parser.flag("--check")
        warningsAsErrors = parser.flag("--warnings-as-errors")
        guard let output = try parser.option("--output") else { throw UsageError(message: "'identifiers' needs --output <file.swift>") }
        self.output = output
        specsDirectory = try parser.positional("a specs folder")
        try parser.finish(knownOptions: ["--output", "--check", "--warnings-as-errors"])
    }

    func run() -> ExitStatus {
        guard let validated = Output.validate(specsDirectory, warningsAsErrors: warningsAsErrors) else { return .specErrors }
        guard let model = validated.model else {
            Output.error("nothing written: \(Output.summary(validated))")
            return .specErrors
        }
        let names = NameCollisions.checkIdentifiersFile(model)
        Output.diagnostics(names)
        guard !names.hasErrors else {
            Output.error("nothing written: \(names.summary)")
            return .specErrors
        }
        let contents = AppIdentifiersRenderer(model: model).render().contents
        let file: IdentifiersFile
        do {
            file = try IdentifiersFile.open(output, specsDirectory: specsDirectory)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        let current = file.current
        if current == contents {
            Output.error("\(output) is up to date")
            return .success
        }
        if check {
            var lines = [current == nil ? "missing: \(output)" : "stale: \(output)"]
            if let current { lines += LineDiff.summary(old: current, new: contents).map { "    " + $0 } }
            lines.append("run 'pagewright identifiers \(specsDirectory) --output \(output)' and commit the result")
            Output.error(lines.joined(separator: "\n"))
            return .specErrors
        }
        do {
            try file.write(contents)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        Output.error("\(output): \(current == nil ? "created" : "updated")")
        return .success
    }
}
