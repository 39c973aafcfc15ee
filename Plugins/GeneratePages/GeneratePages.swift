import Foundation
import PackagePlugin

/// `swift package plugin generate-pages`: regenerates checked-in page objects.
///
/// Without arguments: `specs/` → `Generated/` at the package root. With `--target NAME`
/// (repeatable): every specs folder (a folder with `pagewright.json`) inside those targets →
/// a `Generated` folder beside it. `--check` writes nothing and fails when anything would change.
@main
struct GeneratePages: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let tool = try context.tool(named: "pagewright").url
        let folders: [URL]
        if targetNames.isEmpty {
            let specs = context.package.directoryURL.appendingPathComponent("specs")
            guard FileManager.default.fileExists(atPath: specs.path) else {
                throw PagewrightPluginSupport.ToolFailed(description: "no specs/ folder at the package root; name targets with --target")
            }
            folders = [specs]
        } else {
            folders = try context.package.targets(named: targetNames).flatMap { target in
                let found = PluginPaths.specsFolders(in: target.directoryURL)
                if found.isEmpty {
                    Diagnostics.warning("target '\(target.name)' holds no folder with a \(PluginPaths.settingsFileName)")
                }
                return found
            }
        }
        try Self.generate(folders, tool: tool, check: check)
    }

    static func generate(_ folders: [URL], tool: URL, check: Bool) throws {
        for specs in folders {
            let output = PluginPaths.outputFolder(forSpecs: specs)
            try PagewrightPluginSupport.run(tool, ["generate", specs.path, "--output", output.path] + (check ? ["--check"] : []))
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
        let folders = context.xcodeProject.targets
            .filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            .flatMap { target in
                target.inputFiles.filter { $0.url.lastPathComponent == PluginPaths.settingsFileName }
                    .map { $0.url.deletingLastPathComponent() }
            }
        try Self.generate(folders, tool: try context.tool(named: "pagewright").url, check: check)
    }
}
#endif
