import Foundation
import SwiftCompilerSupport
@testable import PagewrightCore

/// Generated files on disk, for the compiler: their Swift sources written under `folder` at their
/// relative paths.
enum GeneratedSources {
    /// Writes each `.swift` file of `files` under `folder` and returns the written paths, sorted
    /// (so the compiler sees them in the same order on every run).
    static func write(_ files: [GeneratedFile], into folder: URL) throws -> [String] {
        var paths: [String] = []
        for file in files where file.path.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        return paths.sorted()
    }

    /// Type-checks `files` as one module in a temporary folder named after `purpose`, removed after.
    static func typecheck(_ files: [GeneratedFile], languageMode: String, purpose: String,
                          compiler: SwiftCompiler? = nil) throws -> SwiftCompiler.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-\(purpose)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try write(files, into: folder)
        return try (compiler ?? SwiftCompiler.locate()).typecheck(paths, languageMode: languageMode)
    }
}
