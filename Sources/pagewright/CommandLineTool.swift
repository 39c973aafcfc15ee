import Foundation
import PagewrightCore

enum ExitStatus: Int32 {
    case success = 0
    case specErrors = 1
    case usage = 2
}

/// A command-line failure that is the user's to fix: bad arguments or an unreadable folder.
struct UsageError: Error {
    var message: String
}

enum CommandLineTool {
    static var commands: [String: any Command.Type] {
        ["validate": ValidateCommand.self, "graph": GraphCommand.self, "generate": GenerateCommand.self,
         "coverage": CoverageCommand.self, "init": InitCommand.self, "import": ImportCommand.self,
         "drift": DriftCommand.self, "identifiers": IdentifiersCommand.self, "tour": TourCommand.self, "review": ReviewCommand.self,
         "migrate": MigrateCommand.self]
    }

    static let overview = """
        pagewright: generates the page-object layer of an XCUITest suite from JSON screen specs.

        Usage: pagewright <command> [options]

        Commands:
          init [<folder>]                         start a specs folder: settings and one screen that validate
          generate <specs-dir> --output <dir> [--check] [--warnings-as-errors]
                                                  write the page objects (or, with --check, report drift)
          validate <specs-dir> [--warnings-as-errors]
                                                  check the specs and report problems at file:line:column
          graph <specs-dir> [--format mermaid|dot] print the navigation graph
          coverage <specs-dir> <log>... [--min <percent>]
                                                  report screens and actions no test reached
          import <recording> [--screen <name>] [--specs <dir>]
                                                  write or extend a screen's spec from a recording
          drift <specs-dir> <recordings-dir> [--warnings-as-errors]
                                                  report spec elements a recorded screen no longer has
          identifiers <specs-dir> --output <file.swift> [--check]
                                                  write the identifiers as Swift for the app target
          tour <specs-dir> --output <dir> [--check] [--max-steps <n>]
                                                  write XCTest walks that cross every transition
          review <old-specs-dir> <new-specs-dir>  summarise a spec change for a pull request (exit 1: it breaks tests)
          migrate <sources-dir> --output <specs-dir> [--documents] [--dry-run]
                                                  write specs from a suite's hand-written page objects, with a report

        Run 'pagewright <command> --help' for a command's options; 'pagewright --version' prints the version.
        Exit status: 0 success, 1 problems in the specs, 2 usage errors.
        """

    static func run(_ arguments: [String]) -> ExitStatus {
        guard let name = arguments.first else {
            Output.error(overview)
            return .usage
        }
        if name == "--help" || name == "-h" || name == "help" {
            Output.standard(overview)
            return .success
        }
        if name == "--version" {
            Output.standard(PagewrightVersion.description)
            return .success
        }
        guard let command = commands[name] else {
            let hint = Suggestions.closest(to: name, in: commands.keys).map { " (did you mean '\($0)'?)" } ?? ""
            Output.error("error: unknown command '\(name)'\(hint)\n\n\(overview)")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Output.standard(command.help)
            return .success
        }
        do {
            var parser = ArgumentParser(rest, command: name)
            return try command.init(parsing: &parser).run()
        } catch let error as UsageError {
            Output.error("error: \(error.message)\n\n\(command.help)")
            return .usage
        } catch {
            Output.error("error: \(error)")
            return .usage
        }
    }
}

protocol Command {
    static var help: String { get }
    init(parsing parser: inout ArgumentParser) throws
    func run() -> ExitStatus
}

enum Output {
    static func standard(_ text: String) { StandardStreams.writeOutput(text) }

    static func error(_ text: String) { StandardStreams.writeError(text) }

    /// Reads and validates a specs folder, printing its diagnostics; nil (after printing why) when
    /// the folder cannot be read.
    static func validate(_ specsDirectory: String, warningsAsErrors: Bool = false, tour: Bool = false, tourMaxSteps: Int? = nil) -> Pipeline.Validated? {
        do {
            let validated = try Pipeline.validate(specsDirectory: specsDirectory, warningsAsErrors: warningsAsErrors, tour: tour, tourMaxSteps: tourMaxSteps)
            diagnostics(validated.log)
            return validated
        } catch {
            self.error(error.description)
            return nil
        }
    }

    /// "1 screen", "2 screens": a count and its noun, singular for one.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// "2 errors, 1 warning"; "1 error (1 warning treated as an error)" when warnings are errors.
    static func summary(_ validated: Pipeline.Validated) -> String {
        let promoted = validated.warningsMadeErrors
        guard promoted > 0 else { return validated.log.summary }
        return validated.log.summary + (promoted == 1 ? " (1 warning treated as an error)" : " (\(promoted) warnings treated as errors)")
    }

    /// Diagnostics go to standard error, one per line, in the `file:line:column: severity:` form.
    static func diagnostics(_ log: DiagnosticLog) {
        let text = log.sorted.map(\.description).joined(separator: "\n")
        if !text.isEmpty { error(text) }
    }
}
