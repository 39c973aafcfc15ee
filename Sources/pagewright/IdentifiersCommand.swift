import Foundation
import PagewrightCore

struct IdentifiersCommand: Command {
    static let help = """
        Usage: pagewright identifiers <specs-dir> --output <file.swift> [--check] [--warnings-as-errors]

        Writes the accessibility identifiers of the specs as one Swift file for the app target
        (no XCTest, no imports): an enum AccessibilityIdentifiers with one enum per screen and
        trait, a constant per element found by identifier and a function where the identifier has
        parameters. The app sets accessibilityIdentifier from it, so it and the UI tests share one
        source. The file is written only when its bytes change, and never over a file Pagewright
        did not write.

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
        let contents = AppIdentifiersRenderer(model: model).render().contents
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            Output.error("\(output): error: expected a file name for the identifiers (such as \(AppIdentifiersRenderer.fileName)), found a folder")
            return .specErrors
        }
        let current = exists ? FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) } : nil
        if exists, current == nil {
            Output.error("\(output): error: cannot read the file")
            return .specErrors
        }
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
        if let current, !GeneratedFile.isOwned(current) {
            Output.error("\(output): error: this file was not written by Pagewright (it lacks the '\(GeneratedFile.headerMarker)' header), so Pagewright will not overwrite it; choose another --output")
            return .specErrors
        }
        do {
            let url = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Written to a temporary file and renamed into place: a killed run leaves the old file or the new one.
            try Data(contents.utf8).write(to: url, options: .atomic)
        } catch {
            Output.error("\(output): error: cannot write the file: \(error.localizedDescription)")
            return .specErrors
        }
        Output.error("\(output): \(current == nil ? "created" : "updated")")
        return .success
    }
}
