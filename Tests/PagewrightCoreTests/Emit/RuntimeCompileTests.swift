import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The runtime's sources type-check against the XCUITest API (here, the stand-in) in both
/// language modes, as generated code does; and generated code made for another runtime version
/// stops the build with one error that says what to do.
@Suite("The runtime compiles")
struct RuntimeCompileTests {
    static let runtimeSources = RepositoryPaths.root + "/Sources/PagewrightRuntime"

    /// Swift 6 mode is also covered by building the package; this checks both modes explicitly.
    @Test(arguments: TestDepth.languageModes(fast: "5"))
    func theRuntimesSourcesTypeCheck(languageMode: String) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.runtimeSources).filter { $0.hasSuffix(".swift") }
            .sorted().map { Self.runtimeSources + "/" + $0 }
        #expect(files.count >= 10)
        let result = try SwiftCompiler.locate().typecheck(files, languageMode: languageMode, moduleName: RuntimeAPI.module,
                                                          arguments: ["-parse-as-library"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// A small project's generated files, the support file's version check saying `version`.
    private func generated(statingVersion version: Int) throws -> [GeneratedFile] {
        let files = [SpecFile(relativePath: "Main.json", displayPath: "specs/Main.json", bytes: Array(#"""
            { "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Main.view" } } }
            """#.utf8))]
        let current = RuntimeAPI.versionMember(RuntimeAPI.version)
        return try #require(Pipeline.generate(files: files).files).map { file in
            guard file.path == Namer.supportFile else { return file }
            #expect(file.contents.components(separatedBy: current).count == 3, "the member is declared once and called once")
            let contents = file.contents.replacingOccurrences(of: current, with: RuntimeAPI.versionMember(version))
                .replacingOccurrences(of: "for \(RuntimeAPI.module) \(RuntimeAPI.version),", with: "for \(RuntimeAPI.module) \(version),")
            return GeneratedFile(path: file.path, contents: contents)
        }
    }

    private func typecheck(_ generated: [GeneratedFile], with compiler: SwiftCompiler? = nil, arguments: [String] = []) throws -> SwiftCompiler.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-version-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in generated where file.path.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(file.path)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        return try (compiler ?? SwiftCompiler.locate()).typecheck(paths, languageMode: "6", arguments: arguments)
    }

    /// A target that forgot the runtime: the compilation stops at the first import of it, with one
    /// error whose quoted line names the dependency to add (no cascade of unknown types), whether
    /// the files are type-checked in one frontend or in batches as a debug build does.
    @Test(arguments: [["-wmo"], ["-enable-batch-mode", "-j", "2"]])
    func codeWithoutTheRuntimeIsOneErrorNamingTheLineToAdd(arguments: [String]) throws {
        let compiler = try SwiftCompiler.locate()
        let withoutRuntime = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-no-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: withoutRuntime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: withoutRuntime) }
        for entry in try FileManager.default.contentsOfDirectory(atPath: compiler.modules.path) where !entry.hasPrefix(RuntimeAPI.module + ".") {
            try FileManager.default.createSymbolicLink(at: withoutRuntime.appendingPathComponent(entry),
                                                       withDestinationURL: compiler.modules.appendingPathComponent(entry))
        }
        let result = try typecheck(try generated(statingVersion: RuntimeAPI.version), with: compiler.using(modules: withoutRuntime), arguments: arguments)
        #expect(result.status != 0)
        let located = Set(result.errors.filter { !$0.contains("`-") })
        #expect(located.count == 1, "\(result.output)")
        #expect(located.first?.hasSuffix("error: no such module '\(RuntimeAPI.module)'") == true, "\(result.output)")
        #expect(result.output.contains("import \(RuntimeAPI.module)  // not found? add \(RuntimeAPI.dependencyLine) to this target's dependencies"),
                "the compiler quotes the import, and with it the line to add: \(result.output)")
    }

    @Test func codeForThisRuntimeCompiles() throws {
        let result = try typecheck(try generated(statingVersion: RuntimeAPI.version))
        #expect(result.status == 0, "\(result.output)")
    }

    /// Code generated for a runtime older than this one: one error, saying to regenerate.
    @Test func codeForAnOlderRuntimeIsOneErrorSayingToRegenerate() throws {
        let result = try typecheck(try generated(statingVersion: 0))
        #expect(result.status != 0)
        #expect(result.errors.count == 1, "\(result.output)")
        #expect(result.errors.first?.contains("is unavailable: This code was generated for an older PagewrightRuntime (version 0): regenerate the page objects") == true, "\(result.output)")
    }

    /// Code generated for a runtime newer than this one: one error, saying to update the package.
    @Test func codeForANewerRuntimeIsOneErrorSayingToUpdate() throws {
        let result = try typecheck(try generated(statingVersion: RuntimeAPI.version + 1))
        #expect(result.status != 0)
        #expect(result.errors.count == 1, "\(result.output)")
        #expect(result.errors.first?.contains("This code was generated for PagewrightRuntime \(RuntimeAPI.version + 1), which the pagewright package in use does not have: update the package") == true, "\(result.output)")
    }
}
