import Foundation
import PagewrightCore

struct ImportCommand: Command {
    static let help = """
        Usage: pagewright import <recording> [--screen <name>] [--specs <dir>] [--dry-run]

        Turns a recording of a screen into its spec. <recording> is a JSON file written by
        PagewrightRecorder.record(_:as:) (when PAGEWRIGHT_RECORDINGS names a folder during a UI-test
        run), or the text of 'po XCUIApplication().debugDescription' pasted from Xcode's debugger.

        A new screen gets <specs>/<name>.json: its elements named from their identifiers
        (Login.submit → submitButton), labelled buttons and texts without one, repeated cells as
        one element with a parameter, and verify anchors. A screen that already has a spec (found
        by its "screen" name anywhere in <specs>) only gets what it lacks: nothing a person wrote
        changes. Prints what was added and what was skipped, and why.

        --screen <name>   the screen (default: the name the recording holds)
        --specs <dir>     the specs folder (default: specs)
        --dry-run         print what would change, write nothing
        """

    var recordingPath: String
    var screen: String?
    var specsDirectory: String
    var dryRun: Bool

    init(parsing parser: inout ArgumentParser) throws {
        dryRun = parser.flag("--dry-run")
        screen = try parser.option("--screen")
        specsDirectory = try parser.option("--specs") ?? "specs"
        recordingPath = try parser.positional("a recording file")
        try parser.finish(knownOptions: ["--screen", "--specs", "--dry-run"])
    }

    func run() -> ExitStatus {
        let bytes: [UInt8]
        switch RecordingSource.readFile(recordingPath) {
        case .success(let read): bytes = read
        case .failure(let problem):
            Output.error(problem.description)
            return .specErrors
        }
        let (recording, log) = RecordingSource.read(bytes, file: recordingPath, screen: screen)
        Output.diagnostics(log)
        guard let recording else { return .specErrors }
        let result: SpecImport.Result
        do {
            result = try SpecImport.run(recording, specsDirectory: specsDirectory)
            if !dryRun { try SpecImport.write(result) }
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        Output.standard(report(result))
        return .success
    }

    private func report(_ result: SpecImport.Result) -> String {
        let plan = result.plan
        var lines: [String] = []
        for element in plan.elements {
            lines.append(VisibleText.escaped("added \(element.name): \(element.type) found by \(element.findingDescription)"
                                             + (element.container.map { " in \($0)" } ?? "")))
        }
        if !plan.anchors.isEmpty { lines.append("added verify: \(plan.anchors.joined(separator: ", "))") }
        for skipped in plan.skipped { lines.append("skipped \(skipped)") }
        let verb = dryRun ? "would write" : (result.isNew ? "wrote" : "updated")
        if result.changes {
            lines.append("\(result.displayPath): \(verb) (\(Output.count(plan.elements.count, "element")) added, \(plan.skipped.count) skipped)")
        } else {
            lines.append("\(result.displayPath): nothing to add (\(plan.skipped.count) skipped)")
        }
        return lines.joined(separator: "\n")
    }
}
