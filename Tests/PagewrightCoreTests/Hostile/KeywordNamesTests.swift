import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Every Swift keyword and every XCUITest member name as a screen, element, action and parameter
/// name: the generated code compiles. (Swift 6 mode only: names are not where the two modes
/// differ, and the stress specs already cover keywords in both.)
@Suite("Keyword and XCUITest member names")
struct KeywordNamesTests {
    static let allNames: [String] = (SwiftNames.keywords.filter { $0 != "_" } + XCUITestVocabulary.memberNames
        + ["Element", "Constants", "application", "source", "rawValue", "locator", "query", "file", "line", "context",
           "container", "perform", "require", "verify", "section", "Type", "Protocol", "description"]).sorted()
    /// Every third name in a developer's run (one type-check of all of them takes 15 s); all in CI.
    static let names = TestDepth.isThorough ? allNames : allNames.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)

    private func specs() -> [SpecFile] {
        var files: [String: String] = ["pagewright.json": #"{ "apps": { "main": { "entry": "Start" } } }"#]
        var actions: [String] = []
        for (index, name) in Self.names.enumerated() {
            // A screen of that name with an element of that name (taking a parameter of that name),
            files["N\(index).json"] = """
                { "screen": "\(name)", "verify": { "present": ["anchor"] },
                  "elements": { "\(name)": { "type": "cell", "id": "row.$\(name)", "params": { "\(name)": "Int" } },
                                "anchor": { "type": "other", "id": "anchor" } },
                  "actions": { "home": { "tap": "anchor", "to": "Start" } },
                  "checks": { "check\(index)": { "params": { "\(name)": "Int" }, "exists": "\(name)" } } }
                """
            // reached from Start by an action of that name taking a parameter of that name.
            actions.append("\"\(name)\": { \"params\": { \"\(name)\": \"Int\" }, \"tap\": \"row\", \"args\": { \"position\": \"$\(name)\" }, \"to\": \"\(name)\" }")
        }
        files["Start.json"] = """
            { "screen": "Start", "verify": { "present": ["anchor"] },
              "elements": { "anchor": { "type": "other", "id": "anchor" },
                            "row": { "type": "cell", "params": { "position": { "type": "Int", "match": ["index"] } } } },
              "actions": { \(actions.joined(separator: ", ")) } }
            """
        return specFiles(files)
    }

    @Test func theSpecsAreValid() {
        let log = Pipeline.validate(files: specs()).log
        #expect(!log.hasErrors, "\(log.sorted.filter { $0.severity == .error }.prefix(5))")
    }

    @Test func theGeneratedCodeCompiles() throws {
        let languageMode = "6"
        let generated = try #require(Pipeline.generate(files: specs()).files)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-keywords-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GeneratedSources.write(generated, into: folder)
        let result = try SwiftCompiler.locate().typecheck(paths, languageMode: languageMode)
        #expect(result.status == 0, "\(result.errors.prefix(10).joined(separator: "\n"))")
        #expect(result.warnings.isEmpty, "\(result.warnings.prefix(10).joined(separator: "\n"))")
    }
}
