import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Spec names against the names generated code *uses* (`GeneratedCodeNames`), not only those it
/// declares: refused at the spec name where they would hide one, compiled where they do not.
@Suite("Names generated code uses")
struct UsedNamesTests {
    private func typecheck(_ files: [GeneratedFile], module: String = "Checked") throws -> SwiftCompiler.Result {
        let folder = Scratch.folder("used-names")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for file in files where file.path.hasSuffix(".swift") {
            try Scratch.write(file.contents, to: folder + "/" + file.path)
            paths.append(folder + "/" + file.path)
        }
        return try SwiftCompiler.locate().typecheck(paths, languageMode: "6", moduleName: module)
    }

    /// The factory's property for an app named `XCUIApplication` would be found by the factory's
    /// own `XCUIApplication(bundleIdentifier:)`.
    @Test func anAppNamedLikeATypeTheFactoryUsesIsRefusedAtItsName() {
        let settings = """
            { "apps": { "main": { "entry": "Main" },
                        "XCUIApplication": { "bundleIdentifier": "com.example.other" } } }
            """
        #expect(diagnostics(["pagewright.json": settings, "Main.json": screen("Main")]) == [
            "specs/pagewright.json:2:13: error: app 'XCUIApplication' would hide XCUITest's 'XCUIApplication', which the generated code around it uses; rename it",
        ])
    }

    /// A member named like a function page objects call (`fatalError`) is refused; one named like
    /// a function only the support code calls (`min`, `close`) is not: it hides nothing there.
    @Test func membersAreHeldAgainstWhatTheCodeAroundThemUses() {
        let files = { (element: String) in
            ["pagewright.json": settings(), "Main.json": screen("Main", extra: #""getters": { "\#(element)": { "exists": "view" } }"#)]
        }
        #expect(diagnostics(files("fatalError")).contains {
            $0.hasSuffix("error: getter 'fatalError' of screen 'Main' would hide Swift's 'fatalError', which the generated code around it uses; rename it")
        })
        #expect(diagnostics(files("min")).filter { $0.contains("error:") }.isEmpty)
        #expect(diagnostics(files("close")).filter { $0.contains("error:") }.isEmpty)
        #expect(diagnostics(files("Int")).contains { $0.contains("error: getter 'Int' of screen 'Main' would hide Swift's 'Int'") })
    }

    /// A literal's type is found by name: a declared type `IntegerLiteralType` would change what
    /// every `1` in the support code means.
    @Test func aTypeNamedLikeALiteralsDefaultTypeIsRefused() {
        let settings = #"{ "apps": { "main": { "entry": "Main" } }, "types": { "IntegerLiteralType": ["a", "b"] } }"#
        #expect(diagnostics(["pagewright.json": settings, "Main.json": screen("Main")]).contains {
            $0.contains("error: type 'IntegerLiteralType' clashes with Swift's 'IntegerLiteralType', which generated code uses")
        })
    }

    /// `Any` needs backticks as a type; the factory's method is `makeAny`, not ``make`Any` ``.
    @Test func aScreenNamedAnyWithoutASuffixCompiles() throws {
        let settings = #"{ "apps": { "main": { "entry": "Any" } }, "naming": { "pageSuffix": "" }, "style": ["factory", "plain"] }"#
        let any = screen("Any", extra: #""actions": { "next": { "tap": "view", "to": "Other" } }"#)
        let other = screen("Other", extra: #""actions": { "back": { "tap": "view", "to": "Any" } }"#)
        let (validated, generated) = Pipeline.generate(files: specFiles(["pagewright.json": settings, "Any.json": any, "Other.json": other]))
        let files = try #require(generated, "\(validated.log.sorted)")
        #expect(files.contains { $0.contents.contains("func makeAny(") })
        let result = try typecheck(files)
        #expect(result.status == 0, "\(result.errors.prefix(5))")
    }

    /// The app's identifiers file nests an enum per screen: one named `String` or `Int` would be
    /// found by the file's own `-> String` and `row(n: Int)`, had it not written them
    /// `Swift.String` and `Swift.Int`. The app calls `row(n:)` with a number and reads a constant
    /// as text.
    @Test func screensNamedLikeSwiftsTypesGiveAnIdentifiersFileThatCompiles() throws {
        let row = #""elements": { "view": { "type": "other", "id": "V" }, "row": { "type": "cell", "id": "row.$n", "params": { "n": "Int" } } }"#
        let files = [
            "pagewright.json": settings(entry: "String"),
            "String.json": #"{ "screen": "String", "verify": { "present": ["view"] }, \#(row) }"#,
            "Int.json": #"{ "screen": "Int", "verify": { "present": ["view"] }, \#(row) }"#,
        ]
        let model = try #require(Pipeline.validate(files: specFiles(files)).model, "the page objects are fine: the screens' types have suffixes")
        #expect(NameCollisions.checkIdentifiersFile(model).sorted.isEmpty)
        let appCode = GeneratedFile(path: "AppCode.swift", contents: """
            let text: String = AccessibilityIdentifiers.String.view
            let cell: String = AccessibilityIdentifiers.Int.row(n: 3) + AccessibilityIdentifiers.String.row(n: 4)
            """)
        let result = try typecheck([AppIdentifiersRenderer(model: model).render(), appCode], module: "App")
        #expect(result.status == 0, "\(result.errors.prefix(5))")
    }

    /// What the file still looks up by name is the module `Swift`: a screen of that name is
    /// refused by `identifiers`, at the screen, and nothing is written.
    @Test func theIdentifiersFileRefusesAScreenNamedSwift() throws {
        let files = [
            "pagewright.json": settings(entry: "Swift"),
            "Swift.json": #"{ "screen": "Swift", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" } } }"#,
        ]
        let model = try #require(Pipeline.validate(files: specFiles(files)).model, "the page objects are fine: the screen's type has a suffix")
        #expect(NameCollisions.checkIdentifiersFile(model).sorted.map(\.description) == [
            "specs/Swift.json:1:13: error: screen 'Swift' would hide the module name 'Swift' in the app's identifiers file, which uses it; rename it",
        ])
        let folder = Scratch.folder("identifiers-names")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files { try Scratch.write(text, to: folder + "/specs/" + name) }
        let run = try ToolRun.run(["identifiers", folder + "/specs", "--output", folder + "/App/Ids.swift"])
        #expect(run.status == 1 && run.standardError.contains("screen 'Swift' would hide the module name 'Swift'"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/App/Ids.swift"))
    }

    /// Without the check, the file a screen named `Swift` would get does not compile.
    @Test func withoutTheCheckThatIdentifiersFileWouldNotCompile() throws {
        let files = ["pagewright.json": settings(entry: "Swift"),
                     "Swift.json": #"{ "screen": "Swift", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" } } }"#]
        let model = try #require(Pipeline.validate(files: specFiles(files)).model)
        let result = try typecheck([AppIdentifiersRenderer(model: model).render()], module: "App")
        #expect(result.status != 0)
    }
}
