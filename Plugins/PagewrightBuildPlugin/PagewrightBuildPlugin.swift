import Foundation
import PackagePlugin

/// Regenerates page objects on every build from the specs folder (a folder with
/// `pagewright.json`) inside the target. Inputs are every spec and the tool; outputs follow from
/// the spec file names, so an unchanged rebuild runs nothing and an edited spec regenerates.
@main
struct PagewrightBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(specsFolders: PluginPaths.specsFolders(in: target.directoryURL),
                                 targetName: target.name,
                                 tool: try context.tool(named: "pagewright").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(specsFolders: [URL], targetName: String, tool: URL, workDirectory: URL) throws -> [Command] {
        guard let specs = specsFolders.first else { return [] }
        guard specsFolders.count == 1 else {
            throw PagewrightPluginSupport.ToolFailed(description: "target '\(targetName)' holds \(specsFolders.count) folders with a pagewright.json; keep one specs folder per target")
        }
        let inputs = PluginPaths.specFiles(in: specs)
        let output = workDirectory.appendingPathComponent("Pages")
        return [.buildCommand(
            displayName: "Generating page objects for \(targetName) from \(specs.lastPathComponent)",
            executable: tool,
            arguments: ["generate", specs.path, "--output", output.path],
            inputFiles: inputs + [tool],
            outputFiles: PluginPaths.outputFiles(forSpecs: inputs, in: output))]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PagewrightBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let folders = target.inputFiles.filter { $0.url.lastPathComponent == PluginPaths.settingsFileName }
            .map { $0.url.deletingLastPathComponent() }
        return try Self.commands(specsFolders: folders, targetName: target.displayName,
                                 tool: try context.tool(named: "pagewright").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
