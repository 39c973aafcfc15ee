import PagewrightCore

struct GenerateCommand: Command {
    static let help = """
        Usage: pagewright generate <specs-dir> --output <dir> [--check] [--warnings-as-errors]

        Generates the page-object layer from the specs into <dir>: one file per screen and per
        trait, the factory, and a support file. A file is written only when its bytes change;
        a file is removed only when Pagewright wrote it and no spec produces it any more; no
        other file is touched. If any spec has an error, nothing is written.

        --check   write nothing; exit 1 listing every file that is missing, stale (with a short
                  diff) or extra, for CI jobs that fail when checked-in sources drift.
        --warnings-as-errors
                  report every warning as an error and write nothing (as "warningsAsErrors": true
                  in pagewright.json does)
        --regenerate-command <command>
                  the command --check tells the reader to run when the output drifted (the
                  plugins pass their own; by default this 'pagewright generate' command)
        --fail-with <message>
                  report <message> as the one error and write nothing: how the build-tool plugin
                  reports a problem in the package (a target without PagewrightRuntime, say) once,
                  when the build runs, instead of while SwiftPM plans the build, which it does
                  twice when a plugin fails
        --by-build-plugin
                  the files' header says the build-tool plugin regenerates them on every build
                  (instead of naming generate-pages, which that plugin's target refuses)
        """

    var specsDirectory: String
    var outputDirectory: String
    var check: Bool
    var warningsAsErrors: Bool
    var regenerateCommand: String?
    var failure: String?
    var byBuildPlugin: Bool

    init(parsing parser: inout ArgumentParser) throws {
        check = parser.flag("--check")
        warningsAsErrors = parser.flag("--warnings-as-errors")
        regenerateCommand = try parser.option("--regenerate-command")
        failure = try parser.option("--fail-with")
        byBuildPlugin = parser.flag("--by-build-plugin")
        guard let output = try parser.option("--output") else { throw UsageError(message: "'generate' needs --output <dir>") }
        outputDirectory = output
        specsDirectory = try parser.positional("a specs folder")
        try parser.finish(knownOptions: ["--output", "--check", "--warnings-as-errors", "--regenerate-command", "--fail-with", "--by-build-plugin"])
    }

    func run() -> ExitStatus {
        if let failure {
            Output.error("error: \(failure)")
            return .specErrors
        }
        let specFiles: [SpecFile]
        do {
            try OutputPlan.checkOutputFolder(outputDirectory, specsDirectory: specsDirectory)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        do {
            specFiles = try SpecDirectory.read(specsDirectory)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        let (validated, generated) = Pipeline.generate(files: specFiles, warningsAsErrors: warningsAsErrors)
        // The process exits right after this command: the exit reclaims the model and the files'
        // text at once, where freeing them piece by piece took about 2 % of a run.
        defer { KeptUntilExit.keep((validated, generated)) }
        Output.diagnostics(validated.log)
        guard var generated else {
            Output.error("nothing generated: \(Output.summary(validated))")
            return .specErrors
        }
        if byBuildPlugin { generated = generated.map { $0.writtenByBuildPlugin() } }
        return check ? report(generated) : write(generated)
    }

    private func report(_ generated: [GeneratedFile]) -> ExitStatus {
        let plan: OutputPlan
        do {
            plan = try OutputPlan.make(files: generated, outputDirectory: outputDirectory)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        guard !plan.isUpToDate else {
            Output.error("\(outputDirectory) is up to date (\(plan.unchanged.count) files)")
            return .success
        }
        var lines: [String] = []
        for change in plan.changes {
            switch change {
            case .create(let file):
                lines.append("missing: \(path(file.path))")
            case .update(let file, let previous):
                lines.append("stale: \(path(file.path))")
                lines += LineDiff.summary(old: previous, new: file.contents).map { "    " + $0 }
            case .remove(let relative):
                lines.append("extra: \(path(relative)) (no spec produces it any more)")
            }
        }
        let command = regenerateCommand ?? "pagewright generate \(specsDirectory) --output \(outputDirectory)"
        lines.append("\(outputDirectory) is out of date: \(plan.changes.count) of \(plan.changes.count + plan.unchanged.count) files differ; run '\(command)' and commit the result")
        Output.error(lines.joined(separator: "\n"))
        return .specErrors
    }

    /// The plan is made once, under the folder's lock, where it cannot go stale: a plan made
    /// before taking the lock would only be made again (every file looked at twice).
    private func write(_ generated: [GeneratedFile]) -> ExitStatus {
        let total = generated.count
        let plan: OutputPlan
        do {
            plan = try OutputWriter.write(generated, to: outputDirectory)
        } catch {
            Output.error(error.description)
            return .specErrors
        }
        var counts: [String: Int] = [:]
        for change in plan.changes {
            switch change {
            case .create: counts["created", default: 0] += 1
            case .update: counts["updated", default: 0] += 1
            case .remove: counts["removed", default: 0] += 1
            }
        }
        let summary = ["created", "updated", "removed"].compactMap { key in counts[key].map { "\($0) \(key)" } }
        Output.error("\(outputDirectory): \(Output.count(total, "file")), " + (summary.isEmpty ? "all up to date" : summary.joined(separator: ", ") + ", \(plan.unchanged.count) unchanged"))
        return .success
    }

    private func path(_ relative: String) -> String {
        outputDirectory.hasSuffix("/") ? outputDirectory + relative : outputDirectory + "/" + relative
    }
}

/// What a command leaves for the process's exit to reclaim.
private final class KeptUntilExit {
    let value: Any

    private init(_ value: Any) { self.value = value }

    static func keep(_ value: Any) { _ = Unmanaged.passRetained(KeptUntilExit(value)) }
}
