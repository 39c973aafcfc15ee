import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// `AccessibilityIdentifiers.swift`, the app target's side of the specs.
@Suite("Identifiers for the app")
struct AppIdentifiersTests {
    private func render(_ files: [SpecFile]) throws -> String {
        let validated = Pipeline.validate(files: files)
        let model = try #require(validated.model, "\(validated.log.sorted)")
        return AppIdentifiersRenderer(model: model).render().contents
    }

    private func demo() throws -> String { try render(try SpecDirectory.read(RepositoryPaths.specs)) }

    /// App code that sets identifiers from the file, as a view controller would.
    static let appCode = """
        struct LoginView {
            var identifiers: [String] = []
            mutating func configure() {
                identifiers.append(AccessibilityIdentifiers.Login.logInButton)
                identifiers.append(AccessibilityIdentifiers.RefineSearch.filterCell(group: "schedule"))
                identifiers.append(AccessibilityIdentifiers.TabBarUsable.profileTab)
            }
        }
        """

    private func typecheck(_ sources: [String: String], languageMode: String) throws -> SwiftCompiler.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-identifiers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        return try SwiftCompiler.locate().typecheck(paths, languageMode: languageMode, moduleName: "App")
    }

    /// The comment's example is a line of the reader's app: it named the demo's Login screen in
    /// every project's file.
    @Test func theCommentsExampleIsFromTheReadersOwnSpecs() throws {
        let starter = StarterSpecs.files(schemaBase: "schema").map { file in
            SpecFile(relativePath: file.name, displayPath: "Specs/" + file.name, bytes: Array(file.text.utf8))
        }
        let file = try render(starter)
        #expect(file.contains("/// `title.accessibilityIdentifier = AccessibilityIdentifiers.Home.title`."), "\(file)")
        #expect(!file.contains("Login"))
    }

    @Test("every element found by identifier, per screen and trait: constants, and functions where there are parameters")
    func content() throws {
        let text = try demo()
        #expect(text.hasPrefix(GeneratedFile.headerMarker))
        #expect(!text.contains("import "), "the app target has no XCTest")
        #expect(text.contains("public enum AccessibilityIdentifiers {\n"))
        #expect(text.contains("    public enum Login {\n        public static let view: Swift.String = \"Login.view\"\n"))
        #expect(text.contains("        public static let logInButton: Swift.String = \"Login.submit\"\n"))
        #expect(text.contains("        public static func filterCell(group: Swift.String) -> Swift.String { \"RefineSearch.filter.\\(group)\" }\n"))
        #expect(text.contains("    public enum TabBarUsable {\n        public static let tabBar: Swift.String = \"TabBar\"\n"))
        // Elements found by label or predicate have no identifier to share.
        #expect(!text.contains("applyButton") && !text.contains("facetLabel"))
        #expect(try demo() == text, "the same specs give the same bytes")
    }

    @Test("the file and app code using it type-check without XCTest", arguments: ["5", "6"])
    func compiles(languageMode: String) throws {
        let result = try typecheck(["AccessibilityIdentifiers.swift": try demo(), "LoginView.swift": Self.appCode], languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("names Swift reserves (the stress specs' Self, Type, default, …) still compile", arguments: TestDepth.languageModes())
    func stressNamesCompile(languageMode: String) throws {
        let text = try render(try SpecDirectory.read(RepositoryPaths.root + "/Tests/StressPageObjects/Specs"))
        let result = try typecheck(["AccessibilityIdentifiers.swift": text], languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("an element renamed in a spec is a compile error in the app, at the line that uses the old name")
    func renameBreaksTheApp() throws {
        let files = try SpecDirectory.read(RepositoryPaths.specs).map { file -> SpecFile in
            var renamed = file
            renamed.bytes = Array(String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "logInButton", with: "signInButton").utf8)
            return renamed
        }
        let text = try render(files)
        #expect(text.contains("public static let signInButton: Swift.String = \"Login.submit\""))
        let result = try typecheck(["AccessibilityIdentifiers.swift": text, "LoginView.swift": Self.appCode], languageMode: "6")
        #expect(result.status != 0)
        #expect(result.errors.contains { $0.contains("LoginView.swift:4:") && $0.contains("logInButton") }, "\(result.output)")
    }
}
