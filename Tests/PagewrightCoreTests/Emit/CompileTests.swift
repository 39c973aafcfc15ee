import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Generated code must type-check in both language modes against the XCUITest API (here, the
/// stand-in). Swift 6 mode is also covered by building the DemoPageObjects and StressPageObjects
/// targets; this checks both modes explicitly, on checked-in and freshly generated code.
@Suite("Generated code compiles")
struct CompileTests {
    private func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// The factory style's files alone (the root of `Generated/`). Thorough only: a developer's run
    /// type-checks the whole folder in Swift 5 (StyleCompileTests) and builds it in Swift 6.
    @Test(arguments: TestDepth.choose(fast: [], thorough: ["5", "6"]))
    func checkedInDemoOutputTypeChecks(languageMode: String) throws {
        let compiler = try SwiftCompiler.locate()
        let result = try compiler.typecheck(try swiftFiles(in: RepositoryPaths.generated), languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// The stress specs are built by the build-tool plugin in Swift 6 mode; here both modes.
    /// Thorough only: a developer's run type-checks the stress specs in every style at once
    /// (StyleCompileTests) and builds StressPageObjects in Swift 6.
    @Test(arguments: TestDepth.choose(fast: [], thorough: ["5", "6"]))
    func stressOutputTypeChecks(languageMode: String) throws {
        let files = try SpecDirectory.read(RepositoryPaths.root + "/Tests/StressPageObjects/Specs")
        let generated = try #require(Pipeline.generate(files: files).files)
        let result = try typecheck(generated, languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    private func typecheck(_ generated: [GeneratedFile], languageMode: String) throws -> SwiftCompiler.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in generated { try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.path)) }
        return try SwiftCompiler.locate().typecheck(try swiftFiles(in: folder.path), languageMode: languageMode)
    }

    /// A generated `Element` enum is a plain Swift enum: a test can `switch` over it exhaustively
    /// and compare its values (an enum without payloads is `Equatable`), in both language modes.
    @Test(arguments: TestDepth.languageModes())
    func elementEnumsArePlainEquatableEnums(languageMode: String) throws {
        // The factory style's files, at the output's root (the demo also writes other styles in subfolders).
        let generated = try #require(Pipeline.generate(files: try SpecDirectory.read(RepositoryPaths.specs)).files).filter { !$0.path.contains("/") }
        let caller = GeneratedFile(path: "Caller.swift", contents: """
            import PagewrightRuntime

            @MainActor func identifier(of element: LoginPageObject.Element) -> String {
                switch element {
                case .view, .spinner, .loginField, .passwordField, .logInButton, .error: return element.rawValue
                }
            }

            func isTheLoginField(_ element: LoginPageObject.Element) -> Bool { element == .loginField }

            func isShort(_ wait: WaitingTime) -> Bool { wait == .short }

            """)
        let result = try typecheck(generated + [caller], languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test(arguments: TestDepth.languageModes())
    func internalAccessAndAnotherSuffixTypeCheck(languageMode: String) throws {
        var files = try SpecDirectory.read(RepositoryPaths.specs)
        let settings = #"{ "apps": { "main": { "entry": "Main" }, "springboard": { "bundleIdentifier": "com.apple.springboard" } }, "naming": { "pageSuffix": "Screen" } }"#
        files = files.filter { !$0.isSettings } + [SpecFile(relativePath: "pagewright.json", displayPath: "specs/pagewright.json", bytes: Array(settings.utf8))]
        let generated = try #require(Pipeline.generate(files: files).files)
        #expect(generated.contains { $0.contents.contains("final class LoginScreen: BasePageObject") })
        let result = try typecheck(generated, languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
