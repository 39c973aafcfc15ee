// Where the plugins look for specs and where their outputs go. Plain Foundation, no
// PackagePlugin, so the same file (linked into each plugin folder) is also compiled into the
// tests that check the plugins never write outside their output folder.
import Foundation

enum PluginPaths {
    static let settingsFileName = "pagewright.json"
    static let outputFolderName = "Generated"

    /// Folders under `directory` that hold a `pagewright.json`: each is one specs folder.
    static func specsFolders(in directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var candidates: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent == settingsFileName {
            candidates.append(url.deletingLastPathComponent().standardizedFileURL)
        }
        // A pagewright.json inside a specs folder is not a specs folder of its own.
        let folders = candidates.filter { folder in !candidates.contains { folder.path.hasPrefix($0.path + "/") } }
        return folders.sorted { $0.path < $1.path }
    }

    /// Every spec file the tool reads in `folder` (the settings file included), sorted.
    static func specFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "json" { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }

    /// The checked-in output folder for a specs folder: `Generated` beside it.
    static func outputFolder(forSpecs specs: URL) -> URL {
        specs.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(outputFolderName)
    }

    /// The files `pagewright generate` writes for these specs, derived from their names alone
    /// (the tool's rule: `<spec base name>.pagewright.swift`, plus the factory and support files).
    static func outputFiles(forSpecs specs: [URL], in output: URL) -> [URL] {
        let pages = specs.filter { $0.lastPathComponent != settingsFileName }
            .map { output.appendingPathComponent($0.deletingPathExtension().lastPathComponent + ".pagewright.swift") }
        return [output.appendingPathComponent("PageObjectsFactory.swift"), output.appendingPathComponent("PagewrightSupport.swift")] + pages
    }
}
