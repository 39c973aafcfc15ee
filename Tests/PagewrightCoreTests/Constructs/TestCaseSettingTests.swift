import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// `"testCase": "UITestCase"` (issue 23, the Page Object Model article's `init(testCase:)`): page
/// objects are given the running test and hand it on. The article's own test code compiles with it
/// (ArticleAcceptanceTests); here the generated declarations, the refusal of a page made without
/// the test, and a misspelt class.
@Suite("Pages given the test case")
struct TestCaseSettingTests {
    static let screens = [
        "Home.json": #"{ "screen": "Home", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Home.view" }, "next": { "type": "button", "id": "Home.next" } }, "actions": { "goOn": { "tap": "next", "to": "Next" } } }"#,
        "Next.json": #"{ "screen": "Next", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Next.view" } } }"#,
    ]

    private func generated(_ settings: String) throws -> [GeneratedFile] {
        var specs = Self.screens
        specs["pagewright.json"] = settings
        let (validated, generated) = Pipeline.generate(files: specFiles(specs))
        return try #require(generated, "\(validated.log.sorted.map(\.description))")
    }

    @Test func theFactoryAndEveryPlainPageHoldTheTeamsTestCase() throws {
        let files = try generated(#"{ "apps": { "main": { "entry": "Home" } }, "style": ["factory", "plain"], "testCase": "UITestCase", "plain": { "verifyOnCreate": true, "returnsNextScreen": true } }"#)
        let text = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        let factory = try #require(text["PageObjectsFactory.swift"])
        #expect(factory.contains("    let testCase: UITestCase\n"), "\(factory)")
        #expect(factory.contains("    init(testCase: UITestCase) {\n        self.testCase = testCase\n"), "\(factory)")
        #expect(try #require(text["PagewrightSupport.swift"]).contains("var testCase: UITestCase { pageObjectsFactory.testCase }"))
        let support = try #require(text["Plain/PlainSupport.swift"])
        #expect(support.contains("required init(testCase: UITestCase, application: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) {"), "\(support)")
        #expect(try #require(text["Plain/Home.plain.swift"]).contains("return NextScreen(testCase: self.testCase, application: self.application, file: file, line: line)"))
    }

    @Test func withoutTheSettingNothingChanges() throws {
        let files = try generated(#"{ "apps": { "main": { "entry": "Home" } }, "style": ["factory", "plain"] }"#)
        #expect(!files.contains { $0.contents.contains("testCase: UITestCase") || $0.contents.contains("let testCase:") })
    }

    /// A page made without the test does not compile, and the compiler says how to make it.
    @Test func aPageMadeWithoutTheTestIsACompileErrorSayingHow() throws {
        let files = try generated(#"{ "apps": { "main": { "entry": "Home" } }, "style": ["plain"], "testCase": "UITestCase", "plain": { "verifyOnCreate": true } }"#)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-testcase-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GeneratedSources.write(files, into: folder)
        let test = folder.appendingPathComponent("UITestCase.swift")
        try """
        import XCTest
        #if canImport(XCUIAutomation)
        import XCUIAutomation
        #endif
        class UITestCase: XCTestCase {}
        @MainActor func made(in test: UITestCase) -> [HomeScreen] {
            [HomeScreen(testCase: test), HomeScreen()]
        }
        """.write(to: test, atomically: true, encoding: .utf8)
        let result = try SwiftCompiler.locate().typecheck(paths + [test.path], languageMode: "6")
        #expect(result.status != 0)
        #expect(result.output.contains("UITestCase.swift:7:34: error: 'init(file:line:)' is unavailable: a page object is given the running test: LoginScreen(testCase: self)"),
                "\(result.output)")
        #expect(result.output.components(separatedBy: ": error:").count == 2, "one error, at the page made without the test:\n\(result.output)")
    }

    @Test func aTestCaseThatIsNoClassNameIsAnError() {
        #expect(diagnostics(["pagewright.json": #"{ "apps": { "main": { "entry": "Home" } }, "testCase": "UI Test" }"#].merging(Self.screens) { $1 }) == [
            #"specs/pagewright.json:1:56: error: 'testCase' names the team's test case class (an XCTestCase subclass) that page objects are handed, such as "UITestCase", found "UI Test""#,
        ])
    }

    /// A keyword or a type Swift reserves passes the identifier rule but cannot be a class the
    /// generated code inherits from or stores: the spec says so, not the compiler in generated code.
    @Test(arguments: ["class", "Self", "Type", "Any", "AnyObject", "XCTest.Type", "Protocol", "App.self"])
    func aTestCaseThatIsAKeywordOrAReservedTypeIsAnError(_ name: String) {
        let found = diagnostics(["pagewright.json": #"{ "apps": { "main": { "entry": "Home" } }, "testCase": ""# + name + #"" }"#].merging(Self.screens) { $1 })
        let keyword = name.split(separator: ".").last.map(String.init) ?? name
        #expect(found == [
            #"specs/pagewright.json:1:56: error: 'testCase' names the team's test case class (an XCTestCase subclass) that page objects are handed, such as "UITestCase", found ""#
                + name + #"": '"# + keyword + #"' is a Swift keyword or a type Swift reserves, not a class the generated code can inherit from"#,
        ])
    }
}
