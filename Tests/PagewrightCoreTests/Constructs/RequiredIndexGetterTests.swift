import Testing
@testable import PagewrightCore

/// `"required": true` on an index getter (issue 41, the Page Object Model article's
/// `getIndexForCell(saved:offset:) -> UInt`): a method taking the test's line, one runtime call
/// that waits and fails there; beside the `UInt?` one; misplaced, it is an ignored key.
@Suite("Required index getters")
struct RequiredIndexGetterTests {
    @Test func aRequiredIndexIsAUIntThatFailsAtTheTestsLine() throws {
        let files = try ArticlePageObjectProject.generated()
        let call = #"PagewrightCheck.requiredIndex(of: self.savedCell(saved: saved, offset: offset), "savedCell", among: self.cells, "cells", within: WaitingTime.uiInteraction, in: self.application, getter: "\(Self.self).getIndexForCell", file: file, line: line)"#
        for path in ["Main.pagewright.swift", "Plain/Main.plain.swift"] {
            let text = try #require(files.first { $0.path == path }).contents
            #expect(text.contains("func getIndexForCell(saved: Bool, offset: Int, file: StaticString = #filePath, line: UInt = #line) -> UInt { \(call) }"), "\(path):\n\(text)")
            #expect(text.contains("func indexOfCell(saved: Bool, offset: Int) -> UInt? {"), "\(path):\n\(text)")
        }
    }

    @Test func requiredBelongsToAnIndexGetter() {
        let log = diagnostics(["pagewright.json": settings(), "Main.json": IndexGetterTests.spec(#"{ "saved": { "exists": "list", "required": true } }"#)])
        #expect(log.contains { $0.contains("error: 'required' belongs to an 'index' getter (a UInt that fails when the element is none of the matches), not 'exists'") }, "\(log)")
    }
}
