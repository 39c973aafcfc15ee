import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// What the tests of the spec language for real screens (issue 16) share: emitting in-memory
/// specs, finding a snippet in the result, and type-checking it.
enum RealScreens {
    /// Settings with one app whose entry is `Main`, public output and `styles`, plus `extra` keys.
    static func settings(styles: String = #"["factory", "plain", "screenplay"]"#, extra: String = "") -> String {
        #"{ "apps": { "main": { "entry": "Main" } }, "accessLevel": "public", "style": \#(styles)\#(extra.isEmpty ? "" : ", " + extra) }"#
    }

    /// The generated files by path; records an issue (and returns nothing) when the specs do not
    /// generate.
    static func emit(_ files: [String: String], settings: String = RealScreens.settings(),
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: String] {
        var all = files
        all["pagewright.json"] = settings
        let (validated, generated) = Pipeline.generate(files: specFiles(all))
        guard let generated else {
            Issue.record("did not generate: \(validated.log.sorted.map(\.description))", sourceLocation: sourceLocation)
            return [:]
        }
        return Dictionary(uniqueKeysWithValues: generated.map { ($0.path, $0.contents) })
    }

    static func expect(_ text: String?, contains snippet: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let text else {
            Issue.record("no such file", sourceLocation: sourceLocation)
            return
        }
        #expect(text.contains(snippet), "expected:\n\(snippet)\n--- in:\n\(text)", sourceLocation: sourceLocation)
    }

    /// Type-checks the generated Swift files (and `extra` sources, by file name) as one module.
    static func typecheck(_ files: [String: String], extra: [String: String] = [:], languageMode: String,
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-realscreens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (path, contents) in files.merging(extra, uniquingKeysWith: { $1 }) where path.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let result = try SwiftCompiler.locate().typecheck(paths.sorted(), languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.warnings.isEmpty, "\(result.warnings)", sourceLocation: sourceLocation)
    }
}
