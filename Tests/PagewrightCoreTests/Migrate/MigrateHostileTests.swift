import Foundation
import Testing
@testable import PagewrightCore

/// Inputs no page object should be, and what `migrate` does with them: a note in the report,
/// never a crash, a hang or a write outside the output folder.
@Suite("migrate: hostile inputs")
struct MigrateHostileTests {
    private func migrate(_ files: [(String, [UInt8])]) -> SuiteMigration.Result {
        SuiteMigration.migrate(files.map { ($0.0, $0.1) })
    }

    private func report(_ result: SuiteMigration.Result) -> String {
        result.files.first { $0.path == SuiteMigration.reportName }?.contents ?? ""
    }

    @Test func unbalancedBracesAreReportedAndTheRestIsRead() {
        let source = """
            class BrokenScreen: ScreenObject {
                private let okGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["ok"] }
                func confirm() -> Self {
                    if true {
                        app.buttons["ok"].tap()
                    return self
                }
            """
        let result = migrate([("Broken.swift", Array(source.utf8))])
        #expect(report(result).contains("`Broken.swift:1` Broken.swift: unbalanced brackets: '{' is never closed"), "\(report(result))")
        #expect(result.files.contains { $0.path == "Broken.json" })
        let closing = migrate([("Closing.swift", Array("}}} ) ] class A { }}}".utf8))])
        #expect(closing.files.count >= 1)
    }

    @Test func notUTF8IsReadWithReplacementAndSaidSo() {
        var bytes = Array("class OddScreen: ScreenObject {\n private let aGetter: (XCUIApplication) -> XCUIElement = { $0.buttons[\"caf".utf8)
        bytes += [0xE9, 0xFF]
        bytes += Array("\"] }\n}\n".utf8)
        let result = migrate([("Odd.swift", bytes)])
        #expect(report(result).contains("`Odd.swift:1` Odd.swift: not UTF-8"), "\(report(result))")
        #expect(result.files.first { $0.path == "Odd.json" }?.contents.contains("caf\u{FFFD}") == true)
    }

    @Test func macrosAndDirectivesAreReported() {
        let source = """
            #Preview { Text("x") }
            @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
            #if DEBUG
            final class MacroPage {
                let app = XCUIApplication()
                var go: XCUIElement { app.buttons[#stringify("go").1] }
                func tapGo() -> MacroPage { go.tap(); return self }
            }
            #endif
            """
        let result = migrate([("Macro.swift", Array(source.utf8))])
        let text = report(result)
        #expect(text.contains("`Macro.swift:1` Macro.swift: a macro or compiler directive (#Preview)"), "\(text)")
        #expect(text.contains("#stringify"), "\(text)")
        #expect(!text.contains("(#if)"))
    }

    @Test func interpolatedIdentifiersOfNonParametersAreReported() {
        let source = """
            final class ListPage {
                let app = XCUIApplication()
                let prefix = "row"
                func open(row: Int) -> ListPage {
                    app.cells["\\(prefix)-\\(row)"].tap()
                    return self
                }
                func openByNumber(row: Int) -> ListPage {
                    app.cells["cell-\\(row)"].tap()
                    return self
                }
            }
            """
        let result = migrate([("List.swift", Array(source.utf8))])
        #expect(report(result).contains(#"`List.swift:5` ListPage.open: 'app.cells["\\(prefix)-\\(row)"]': an identifier it cannot compute"#), "\(report(result))")
        let spec = result.files.first { $0.path == "List.json" }?.contents ?? ""
        #expect(spec.contains(#""id": "cell-${row}""#), "\(spec)")
    }

    @Test func hugeAndDeepFilesEndQuickly() {
        let huge = [UInt8](repeating: UInt8(ascii: "{"), count: SuiteMigration.fileSizeLimit + 1)
        // Under the limit but pathological: a million unclosed braces, strings and comments.
        let deep = Array((String(repeating: "{ \"x\\(", count: 50_000) + String(repeating: "/* ", count: 50_000)).utf8)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let result = migrate([("Huge.swift", huge), ("Deep.swift", deep)])
            #expect(report(result).contains("`Huge.swift:1` Huge.swift: larger than 2 MB"))
            #expect(report(result).contains("Deep.swift"))
        }
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }

    /// Registering an element looks it up by index, not by walking the page's elements: a page
    /// object of 5,000 elements and a body of 250,000 brackets end in seconds (reading grows
    /// linearly: 0.9 s for 250,000 brackets, 1.9 s for 500,000, 3.5 s for a million in a debug
    /// build; a quadratic reader would take hours).
    @Test func thousandsOfElementsAndDeepBodiesStayLinear() {
        let many = "enum HugePage {\n" + (0..<5_000).map { "static let e\($0) = app.buttons[\"id\($0)\"]\n" }.joined() + "}\n"
        let brackets = "class DeepScreen { func f() -> Self { " + String(repeating: "(", count: 250_000) + "\n"
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let result = migrate([("Huge.swift", Array(many.utf8)), ("Deep.swift", Array(brackets.utf8))])
            #expect(result.files.first { $0.path == "Huge.json" }?.contents.contains(#""e4999": { "type": "button", "id": "id4999" }"#) == true)
            #expect(report(result).contains("`Deep.swift:1` Deep.swift: unbalanced brackets"))
        }
        #expect(elapsed < .seconds(30), "took \(elapsed)")
    }

    @Test func writesOnlyIntoItsOutputFolderAndRefusesToOverwrite() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-migrate-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let output = root + "/specs"
        let result = SuiteMigration.migrate(MigrationFixtures.sources(MigrationFixtures.screenObject))
        try SuiteMigration.write(result, to: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["specs"])
        let written = try FileManager.default.subpathsOfDirectory(atPath: output).filter { $0.hasSuffix(".json") || $0.hasSuffix(".md") }.sorted()
        #expect(written == ["MIGRATION.md", "Screens/Jar.json", "Screens/PantryTabsComponent.json", "Screens/Shelf.json", "pagewright.json"])
        // A reviewer edits a spec; a second migration into the folder changes nothing at all.
        try "{ \"screen\": \"Jar\", \"elements\": {} }\n".write(toFile: output + "/Screens/Jar.json", atomically: true, encoding: .utf8)
        let before = try FileManager.default.subpathsOfDirectory(atPath: output).sorted()
        #expect(throws: OutputError.self) { try SuiteMigration.write(result, to: output) }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: output).sorted() == before)
        #expect(try String(contentsOfFile: output + "/Screens/Jar.json", encoding: .utf8) == "{ \"screen\": \"Jar\", \"elements\": {} }\n")
    }

    @Test func filesWithPathsThatEscapeStayInside() throws {
        // A type named like a path cannot lead a spec out of the folder: names are Swift identifiers.
        let result = migrate([("../../Escape.swift", Array("final class EscapePage { let app = XCUIApplication(); var b: XCUIElement { app.buttons[\"b\"] } }".utf8))])
        #expect(result.files.contains { $0.path == "Escape.json" })
        #expect(result.files.allSatisfy { !$0.path.hasPrefix("/") && !$0.path.split(separator: "/").contains("..") })
    }
}
