import Foundation
import PackagePlugin

/// `swift package generate-pages`: regenerates checked-in page objects.
///
/// Without `--target`: `specs/` → `Generated/` at the package root. With `--target NAME`
/// (repeatable): every specs folder (a folder with `pagewright.json`) inside those targets →
/// a `Generated` folder beside it. `--check` writes nothing and fails when anything would change,
/// naming the command that brings the sources up to date.
@main
struct GeneratePages: CommandPlugin {
    /// One specs folder to generate, and where its target lives (nil for the package-root specs).
    struct Job {
        var specs: URL
        var target: String?
        var targetDirectory: URL?
        /// Files in the target SwiftPM does not build (to say which `exclude:` entries are missing).
        var unhandled: [URL] = []
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let parsed: PluginChecks.GeneratePagesArguments
        do {
            parsed = try PluginChecks.generatePagesArguments(arguments)
        } catch {
            throw PagewrightPluginSupport.PluginError(description: error.message)
        }
        if parsed.help {
            print(PluginChecks.generatePagesUsage)
            return
        }
        let targetNames = parsed.targets
        let check = parsed.check
        let package = context.package.directoryURL
        let manifest = (try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        if let folder = parsed.initFolder {
            try Self.startSpecs(folder, tool: try context.tool(named: "pagewright").url, manifest: manifest)
            return
        }
        for name in targetNames where PluginChecks.manifest(manifest, appliesBuildPluginTo: name) {
            throw PagewrightPluginSupport.PluginError(description: PluginChecks.commandPluginConflict(target: name))
        }
        var jobs: [Job] = []
        if targetNames.isEmpty {
            let specs = package.appendingPathComponent("specs")
            guard FileManager.default.fileExists(atPath: specs.path) else {
                throw PagewrightPluginSupport.PluginError(description: "no specs/ folder at the package root: name the targets whose specs to generate with --target <name>, or start specs/ with '\(PluginChecks.initCommand(folder: "specs"))'")
            }
            // The target compiling the package's Generated/ folder, when it has one, needs the runtime.
            let output = PluginPaths.outputFolder(forSpecs: specs).standardizedFileURL.path
            if let target = context.package.targets.first(where: { $0.directoryURL.standardizedFileURL.path == output }) {
                try PagewrightPluginSupport.requireRuntime(target)
            }
            jobs = [Job(specs: specs)]
        } else {
            for name in targetNames {
                jobs += try Self.jobs(forTarget: name, in: context.package)
            }
        }
        try Self.generate(jobs, tool: try context.tool(named: "pagewright").url, check: check,
                          regenerate: PluginChecks.regenerateCommand(targets: targetNames), package: package, manifest: manifest)
    }

    /// `pagewright init <folder>` with the tool the build-tool plugin runs (built once for both),
    /// its hint naming the command that checks the specs in this package.
    static func startSpecs(_ folder: String, tool: URL, manifest: String) throws {
        let run = try PagewrightPluginSupport.run(tool, ["init", folder, "--validate-command", PluginChecks.validateCommand(folder: folder, manifest: manifest)])
        guard run.status != 0 else { return PagewrightPluginSupport.show(run.report) }
        let failure = PluginChecks.toolFailure(errors: run.errors, check: false, report: run.report, specs: folder, output: folder)
        PagewrightPluginSupport.show(failure.shown)
        if let error = failure.error { throw PagewrightPluginSupport.PluginError(description: error) }
        exit(1)
    }

    /// The specs folders of one target. A target SwiftPM does not list (it leaves out a target with
    /// no Swift file yet) is looked for in its usual folder, so the first generation can create it.
    static func jobs(forTarget name: String, in package: Package) throws -> [Job] {
        let directory: URL
        var unhandled: [URL] = []
        if let target = package.targets.first(where: { $0.name == name }) {
            try PagewrightPluginSupport.requireRuntime(target)
            directory = target.directoryURL
            if let module = target as? SourceModuleTarget {
                unhandled = module.sourceFiles.filter { $0.type == .unknown }.map(\.url)
            }
        } else if let folder = PluginChecks.conventionalFolders(forTarget: name, in: package.directoryURL).first {
            FileHandle.standardError.write(Data("note: SwiftPM lists no target '\(name)' yet (it leaves out a target with no Swift file); generating into its folder \(PluginChecks.display(folder, relativeTo: package.directoryURL))\n".utf8))
            directory = folder
        } else {
            throw PagewrightPluginSupport.PluginError(description: PluginChecks.unknownTarget(name, package: package.displayName, known: package.targets.map(\.name)))
        }
        let folders = PluginPaths.specsFolders(in: directory)
        guard !folders.isEmpty else {
            throw PagewrightPluginSupport.PluginError(description: PluginChecks.noSpecsFolder(
                target: name, directory: directory, package: package.directoryURL, plugin: "generate-pages"))
        }
        return folders.map { Job(specs: $0, target: name, targetDirectory: directory, unhandled: unhandled) }
    }

    static func generate(_ jobs: [Job], tool: URL, check: Bool, regenerate: String, package: URL, manifest: String = "") throws {
        for job in jobs {
            let output = PluginPaths.outputFolder(forSpecs: job.specs)
            let shownSpecs = PluginChecks.display(job.specs, relativeTo: package)
            let shownOutput = PluginChecks.display(output, relativeTo: package)
            let graphExisted = FileManager.default.fileExists(atPath: output.appendingPathComponent(PluginPaths.graphFileName).path)
            var arguments = ["generate", job.specs.path, "--output", output.path]
            if check { arguments += ["--check", "--regenerate-command", regenerate] }
            let run = try PagewrightPluginSupport.run(tool, arguments)
            if run.status != 0 {
                let failure = PluginChecks.toolFailure(errors: run.errors, check: check, report: run.report, specs: shownSpecs, output: shownOutput)
                PagewrightPluginSupport.show(failure.shown)
                if let error = failure.error { throw PagewrightPluginSupport.PluginError(description: error) }
                // The tool's located errors are the diagnostics; a thrown error would add one more.
                exit(1)
            }
            PagewrightPluginSupport.show(run.report)
            if let target = job.target, let directory = job.targetDirectory, !check {
                adviseExcludes(target: target, directory: directory, specs: job.specs, unhandled: job.unhandled, graphExisted: graphExisted, manifest: manifest)
            }
        }
    }

    /// Says which `exclude:` entries the target lacks, so SwiftPM's "unhandled files" warning
    /// never reaches the reader unexplained.
    static func adviseExcludes(target: String, directory: URL, specs: URL, unhandled: [URL], graphExisted: Bool, manifest: String) {
        let missing = PluginChecks.missingExcludes(unhandled: unhandled, specsFolders: [specs], targetDirectory: directory)
        if !missing.isEmpty {
            Diagnostics.warning(PluginChecks.excludeAdvice(target: target, entries: missing))
        } else if !graphExisted {
            // New files: SwiftPM saw none of them, so only the manifest's text says whether the
            // target already excludes them; advise only the entries it does not spell out.
            let all = PluginChecks.unlisted(PluginChecks.excludes(specsFolders: [specs], targetDirectory: directory), in: manifest)
            guard !all.isEmpty else { return }
            // SwiftPM's command line does not show remarks, so this goes to standard error.
            FileHandle.standardError.write(Data("note: target '\(target)' needs exclude: [\(all.map { "\"\($0)\"" }.joined(separator: ", "))] in Package.swift (SwiftPM warns about files it does not build)\n".utf8))
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode runs the command from a target's context menu and passes `--target <name>`.
extension GeneratePages: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let check = extractor.extractFlag(named: "check") > 0
        let jobs = context.xcodeProject.targets
            .filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            .flatMap { target in
                target.inputFiles.filter { $0.url.lastPathComponent == PluginPaths.settingsFileName }
                    .map { Job(specs: $0.url.deletingLastPathComponent(), target: target.displayName) }
            }
        try Self.generate(jobs, tool: try context.tool(named: "pagewright").url, check: check,
                          regenerate: "the GeneratePages command on the target", package: URL(fileURLWithPath: "/"))
    }
}
#endif
