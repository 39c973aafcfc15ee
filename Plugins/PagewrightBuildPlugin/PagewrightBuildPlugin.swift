import Foundation
import PackagePlugin

/// Regenerates page objects on every build from the specs folder (a folder with
/// `pagewright.json`) inside the target. Inputs are every spec, the string tables the settings
/// name, and the tool;
/// outputs follow from the spec file names, so an unchanged rebuild runs nothing and an edited
/// spec regenerates.
@main
struct PagewrightBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folders = PluginPaths.specsFolders(in: target.directoryURL)
        let package = context.package.directoryURL
        guard !folders.isEmpty else {
            // A warning, not a thrown error: SwiftPM asks every target's plugins for their commands
            // before it builds anything, so an error here would stop every build of the package,
            // the advised `generate-pages --init` included, for a newcomer whose test files
            // came before the specs. Code that uses page objects then fails to compile after it.
            Diagnostics.warning(PluginChecks.noSpecsFolder(
                target: target.name, directory: target.directoryURL, package: package, plugin: "PagewrightBuildPlugin"))
            return []
        }
        let unhandled = target.sourceFiles.filter { $0.type == .unknown }.map(\.url)
        let missing = PluginChecks.missingExcludes(unhandled: unhandled, specsFolders: folders, targetDirectory: target.directoryURL)
        if !missing.isEmpty {
            Diagnostics.warning(PluginChecks.excludeAdvice(target: target.name, entries: missing))
        }
        return try Self.commands(specsFolders: folders, targetName: target.name, package: package,
                                 reachable: PagewrightPluginSupport.dependencyNames(of: target),
                                 tool: try context.tool(named: "pagewright").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    /// `reachable`: the products and targets the target depends on; nil where they are not known
    /// (Xcode targets), which skips the runtime check.
    static func commands(specsFolders: [URL], targetName: String, package: URL, reachable: Set<String>?, tool: URL, workDirectory: URL) throws -> [Command] {
        guard let specs = specsFolders.first else { return [] }
        let inputs = PluginPaths.specFiles(in: specs)
        let catalogs = PluginPaths.catalogFiles(settings: specs.appendingPathComponent(PluginPaths.settingsFileName))
        let output = workDirectory.appendingPathComponent("Pages")
        // A problem goes to the tool, which reports it when the build runs (once), instead of
        // being thrown here, while SwiftPM plans the build (twice when a plugin fails).
        let problem = PluginChecks.buildPluginProblem(target: targetName, reachable: reachable ?? [PluginChecks.runtimeModule],
                                                      specsFolders: specsFolders, package: package)
        // SwiftPM makes the tool an input of every command too, and relinks it whenever one switches
        // between `swift build` and `swift build --build-tests`/`swift test`, so a switch runs this
        // again; the tool then rewrites no file whose bytes are unchanged, so nothing recompiles.
        return [.buildCommand(
            displayName: problem == nil ? "Generating page objects for \(targetName) from \(specs.lastPathComponent)"
                                        : "Checking \(targetName) before generating page objects",
            executable: tool,
            arguments: PluginChecks.buildCommandArguments(specs: specs, output: output, problem: problem),
            inputFiles: inputs + catalogs + [tool],
            outputFiles: PluginPaths.outputFiles(forSpecs: inputs, in: output))]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PagewrightBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let folders = target.inputFiles.filter { $0.url.lastPathComponent == PluginPaths.settingsFileName }
            .map { $0.url.deletingLastPathComponent() }
        guard !folders.isEmpty else {
            throw PagewrightPluginSupport.PluginError(description: "target '\(target.displayName)' has no pagewright.json among its files: add the specs folder (with its pagewright.json) to the target")
        }
        return try Self.commands(specsFolders: folders, targetName: target.displayName,
                                 package: URL(fileURLWithPath: "/"),  // paths are shown in full
                                 reachable: nil,
                                 tool: try context.tool(named: "pagewright").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
