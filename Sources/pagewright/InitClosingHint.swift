import Foundation
import PagewrightCore

/// What `init` says after writing the starter: only the setup the project still lacks, in the
/// project's own terms (a package's manifest, or an Xcode project's target), then the command
/// that checks the specs there.
struct InitClosingHint {
    /// The project the specs folder is in: the nearest folder above it holding a `Package.swift`
    /// (its text) or an Xcode project.
    enum Project: Equatable {
        case package(manifest: String)
        case xcode
        case unknown

        static func enclosing(_ folder: URL) -> Project {
            var directory = folder.standardizedFileURL
            while true {
                let manifest = directory.appendingPathComponent("Package.swift")
                if let text = try? String(contentsOf: manifest, encoding: .utf8) { return .package(manifest: text) }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return .xcode }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { return .unknown }
                directory = parent
            }
        }
    }

    var project: Project
    /// The specs folder as the reader typed it.
    var folder: String
    /// The command the hint names for checking the specs, when the caller knows a better one.
    var validateCommand: String?
    /// The Pagewright package this tool was built from, as a path from the working folder.
    var pagewrightPackage: String

    var lines: [String] {
        switch project {
        case .package(let manifest):
            var lines: [String] = []
            // A manifest that names the runtime has it; a manifest that resolves with it declares
            // platforms SwiftPM accepts, or SwiftPM says so itself.
            if !manifest.contains(RuntimeAPI.module) {
                lines.append("note: the target that compiles the page objects needs \(RuntimeAPI.dependencyLine) among its dependencies in Package.swift")
                if !manifest.contains("platforms:") {
                    lines.append("note: the package declares at least \(RuntimeAPI.platformsLine) in Package.swift, Pagewright's minimums on Apple platforms")
                }
            }
            return lines + ["next: \(validateCommand ?? "swift run pagewright validate \(InitCommand.shellWord(folder))"), then describe your screens, one file each"]
        case .xcode:
            // No manifest here: the checks are Xcode's, and the tool is run from its own package.
            return [
                "note: add the \(InitCommand.shellWord(folder)) folder to the UI-test target (drag it into the project navigator), and the PagewrightRuntime product to that target",
                "next: \(validateCommand ?? "swift run --package-path \(InitCommand.shellWord(pagewrightPackage)) pagewright validate \(InitCommand.shellWord(folder))"), then describe your screens, one file each",
            ]
        case .unknown:
            return ["next: \(validateCommand ?? "swift run --package-path \(InitCommand.shellWord(pagewrightPackage)) pagewright validate \(InitCommand.shellWord(folder))"), then describe your screens, one file each"]
        }
    }
}
