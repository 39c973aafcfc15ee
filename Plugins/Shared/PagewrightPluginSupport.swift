// Shared by both plugins (each plugin folder links to this file, PluginPaths.swift and
// PluginChecks.swift): plugins cannot depend on a library, so the little they have in common lives
// here once. Plugins only locate inputs (PluginPaths, PluginChecks) and run the `pagewright` tool.
import Foundation
import PackagePlugin

enum PagewrightPluginSupport {
    /// A failure the reader can act on; SwiftPM prints it as `error: <description>`.
    struct PluginError: Error, CustomStringConvertible {
        var description: String
    }

    struct ToolRun {
        var status: Int32
        /// How many `error:` diagnostics the tool printed (0 when only `--check` found drift).
        var errors: Int
        /// The tool's other lines: its summary, or the `--check` report.
        var report: [String]
    }

    /// Runs the tool and turns each `file:line:column: error|warning: message` it prints into a
    /// plugin diagnostic, so Xcode and SwiftPM show it on the spec line. The other lines are
    /// returned, for the caller to print or to make part of the error it throws (SwiftPM shows a
    /// plugin's own output only after its error, so a report printed first would come last).
    static func run(_ tool: URL, _ arguments: [String]) throws -> ToolRun {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        let output = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var errors = 0
        var report: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) where !line.isEmpty {
            switch diagnose(line) {
            case .error?: errors += 1
            case nil: report.append(line)
            default: break
            }
        }
        return ToolRun(status: process.terminationStatus, errors: errors, report: report)
    }

    /// The names of the products and targets `target` depends on, directly or through the targets
    /// it depends on.
    static func dependencyNames(of target: Target) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<String> = []
        func visit(_ dependencies: [TargetDependency]) {
            for dependency in dependencies {
                switch dependency {
                case .product(let product):
                    names.insert(product.name)
                case .target(let target):
                    names.insert(target.name)
                    if seen.insert(target.id).inserted { visit(target.dependencies) }
                @unknown default:
                    break
                }
            }
        }
        visit(target.dependencies)
        return names
    }

    /// Stops before generating when `target` lacks the runtime the generated code imports.
    static func requireRuntime(_ target: Target) throws {
        if let problem = PluginChecks.missingRuntime(target: target.name, reachable: dependencyNames(of: target)) {
            throw PluginError(description: problem)
        }
    }

    /// Prints lines on standard error (a summary the reader may want; SwiftPM shows it as is).
    static func show(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// Emits `line` as a diagnostic when it is one, returning its severity; nil for other lines.
    private static func diagnose(_ line: String) -> Diagnostics.Severity? {
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
            return severity
        }
        return nil
    }
}
