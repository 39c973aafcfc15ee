// Shared by both plugins (each plugin folder links to this file and to PluginPaths.swift):
// plugins cannot depend on a library, so the little they have in common lives here once.
// Plugins only locate inputs (PluginPaths) and run the `pagewright` tool; the rest is the tool's.
import Foundation
import PackagePlugin

enum PagewrightPluginSupport {
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
