// Shared by both plugins (each plugin folder links to this file): plugins cannot depend on a
// library, so the little they have in common lives here once. Plugins only locate inputs and
// run the `pagewright` tool; everything else is the tool's job.
import Foundation
import PackagePlugin

enum PagewrightPluginSupport {
    static let settingsFileName = "pagewright.json"

    /// Folders under `directory` that hold a `pagewright.json`: each is one specs folder.
    static func specsFolders(in directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var folders: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent == settingsFileName {
            let folder = url.deletingLastPathComponent()
            // A pagewright.json inside a specs folder is not a specs folder of its own.
            if !folders.contains(where: { folder.path.hasPrefix($0.path + "/") }) { folders.append(folder) }
        }
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

    /// The files `pagewright generate` writes for these specs, derived from their names alone
    /// (the tool's rule: `<spec base name>.pagewright.swift`, plus the factory and support files).
    static func outputFiles(forSpecs specs: [URL], in output: URL) -> [URL] {
        let pages = specs.filter { $0.lastPathComponent != settingsFileName }
            .map { output.appendingPathComponent($0.deletingPathExtension().lastPathComponent + ".pagewright.swift") }
        return [output.appendingPathComponent("PageObjectsFactory.swift"), output.appendingPathComponent("PagewrightSupport.swift")] + pages
    }

    struct ToolFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the tool and turns each `file:line:column: error|warning: message` it prints into a
    /// plugin diagnostic, so Xcode and SwiftPM show it on the spec line.
    static func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        let output = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in output.split(separator: "\n").map(String.init) {
            report(line)
        }
        guard process.terminationStatus == 0 else {
            throw ToolFailed(description: "pagewright \(arguments.first ?? "") failed (exit status \(process.terminationStatus))")
        }
    }

    private static func report(_ line: String) {
        for (marker, severity) in [(": error: ", Diagnostics.Severity.error), (": warning: ", .warning)] {
            guard let range = line.range(of: marker) else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            let message = String(line[range.upperBound...])
            if location.count >= 3, let lineNumber = Int(location[location.count - 2]) {
                // Xcode places the diagnostic by file and line; SwiftPM's command line prints only
                // the message, so the message repeats the position.
                Diagnostics.emit(severity, "\(line[..<range.lowerBound]): \(message)",
                                 file: location.dropLast(2).joined(separator: ":"), line: lineNumber)
            } else {
                Diagnostics.emit(severity, message, file: location.joined(separator: ":"), line: nil)
            }
            return
        }
        print(line)  // the tool's summary and --check report
    }
}
