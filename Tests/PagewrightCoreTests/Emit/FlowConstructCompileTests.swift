import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// A flow's branch, loop and `once` in every style type-check against XCUITest's API in Swift 6
/// and 5, with a test that calls them: the join's local, a journey per item, a once flow that
/// returns the page object it was called on, a branch that is a flow's only step.
@Suite("Flow branches, loops and once compile")
struct FlowConstructCompileTests {
    private static let flows = #"""
        "prepareRendering": { "from": "Editor", "steps": [{ "if": { "exists": "preview" }, "then": ["closePreview"],
                              "else": ["openOptions", "switchRenderingOn", "done"], "endsOn": "Editor" }, "create"] },
        "onlyABranch": { "from": "Editor", "params": { "title": "String" },
                         "steps": [{ "if": { "label": "text", "contains": "$title", "within": "now" }, "then": ["closePreview"], "else": ["create", "leave"] }] },
        "createItems": { "from": "Editor", "params": { "names": "[String]" }, "steps": [{ "forEach": { "name": "$names" }, "steps": ["create", "typeName", "leave"] }] },
        "nested": { "from": "Editor", "params": { "names": "[String]" }, "steps": [{ "forEach": { "name": "$names" }, "steps": [
                     { "if": { "exists": "item", "args": { "title": "$name" } }, "then": [], "else": ["create", "typeName", "leave"] }] }] },
        "closePreviewOnce": { "from": "Editor", "once": "perRun", "steps": ["closePreview"] },
        "setUpOnce": { "from": "Editor", "once": "perTestClass", "params": { "names": "[String]" }, "steps": [{ "forEach": { "n": "$names" }, "steps": ["create", "leave"] }] }
        """#

    private static let test = """
        import XCTest
        #if canImport(XCUIAutomation)
        import XCUIAutomation
        #endif

        @MainActor
        final class CallsTests: XCTestCase {
            func testCalls() async throws {
                let editor: EditorPageObject = PageObjectsFactory().launch()
                    .closePreviewOnce()
                    .setUpOnce(names: ["a"])
                    .onlyABranch(title: "t")
                    .createItems(names: ["a", "b"])
                    .nested(names: ["c"])
                let item: ItemPageObject = editor.prepareRendering()
                _ = item
                let screen = EditorScreen()
                screen.closePreviewOnce()
                screen.setUpOnce(names: [])
                screen.onlyABranch(title: "t")
                screen.createItems(names: ["a"])
                screen.nested(names: ["c"])
                screen.prepareRendering()
                let ada = Actor(called: "Ada")
                ada.attemptsTo(ClosePreviewOnce(), SetUpOnce.with(names: []), OnlyABranch.with(title: "t"),
                               CreateItems.with(names: ["a"]), Nested.with(names: ["c"]), PrepareRendering())
            }
        }
        """

    private func typecheck(languageMode: String) throws -> SwiftCompiler.Result {
        let (validated, generated) = Pipeline.generate(files: FlowConstructSnippetTests.input(flows: Self.flows))
        let output = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-flows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GeneratedSources.write(output, into: folder)
        let test = folder.appendingPathComponent("CallsTests.swift")
        try Data(Self.test.utf8).write(to: test)
        return try SwiftCompiler.locate().typecheck(paths + [test.path], languageMode: languageMode)
    }

    @Test(arguments: ["6", "5"])
    func branchesLoopsAndOnceFlowsTypeCheck(languageMode: String) throws {
        let result = try typecheck(languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
