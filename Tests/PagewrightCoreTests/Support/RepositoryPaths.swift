import Foundation

/// Paths inside this repository, found from this source file so tests run from any directory.
enum RepositoryPaths {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Support → PagewrightCoreTests → Tests → root
        return url.path
    }()

    static var specs: String { root + "/specs" }
    static var generated: String { root + "/Generated" }

    /// The `pagewright` executable built beside this test bundle.
    static var tool: String {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDirectory, bundleDirectory.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("pagewright").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }
}
