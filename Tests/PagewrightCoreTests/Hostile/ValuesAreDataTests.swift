import Foundation
import Testing
@testable import PagewrightCore

/// A value that ends up inside JSON, Swift or a printed line is data, whatever it holds: escaped
/// (or refused with a located error), never able to end its string, inject code or forge a line.
@Suite("Values are data")
struct ValuesAreDataTests {
    /// Quotes, backslashes, `\(`, `$`, line breaks, a tab, a control and a direction character.
    static let hostile = ["say \"hi\"", #"C:\path\"#, #"\(code)"#, "Forgot $5?", "line\nbreak", "tab\there", "bell\u{7}", "\u{202E}reversed"]

    /// `import` writes what the app recorded into JSON: every identifier and label reads back
    /// exactly, as the spec's template means it (a `$` written `$$`).
    @Test func importWritesRecordedTextAsJSONData() throws {
        let folder = Scratch.folder("import-data")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var children: [RecordedElement] = [RecordedElement(type: "other", identifier: "A.view")]
        for (index, text) in Self.hostile.enumerated() {
            children.append(RecordedElement(type: "button", identifier: "A.\(index).\(text)"))
            children.append(RecordedElement(type: "staticText", label: "\(index) \(text)"))
        }
        let recording = Recording(screen: "A", root: RecordedElement(type: "application", children: [RecordedElement(type: "window", children: children)]))
        let result = try SpecImport.run(recording, specsDirectory: folder)
        let validated = Pipeline.validate(files: [SpecFile(relativePath: "A.json", displayPath: "specs/A.json", bytes: result.bytes)])
        let screen = try #require(validated.model?.screen("A"), "\(validated.log.sorted.prefix(3))")
        var found: Set<String> = []
        for element in screen.page.elements {
            switch element.locator.matching {
            case .identifier(let text), .label(let text): if let literal = text.literal { found.insert(literal) }
            default: continue
            }
        }
        for (index, text) in Self.hostile.enumerated() {
            #expect(found.contains("A.\(index).\(text)"), "identifier \(text.debugDescription)")
            #expect(found.contains("\(index) \(text)"), "label \(text.debugDescription)")
        }
    }

    /// The app's identifiers file writes each identifier as a Swift literal that reads back exactly.
    @Test func identifiersWritesIdentifiersAsSwiftLiterals() throws {
        var elements = [#""view": { "type": "other", "id": "A.view" }"#]
        for (index, text) in Self.hostile.enumerated() {
            elements.append("\"e\(index)\": { \"type\": \"button\", \"id\": \(JSONString.quoted(text.replacingOccurrences(of: "$", with: "$$"))) }")
        }
        let spec = "{ \"screen\": \"A\", \"verify\": { \"present\": [\"view\"] }, \"elements\": { \(elements.joined(separator: ", ")) } }"
        let model = try #require(Pipeline.validate(files: specFiles(["pagewright.json": settings(entry: "A"), "A.json": spec])).model)
        let contents = AppIdentifiersRenderer(model: model).render().contents
        for (index, text) in Self.hostile.enumerated() {
            let line = try #require(contents.split(separator: "\n").first { $0.contains("static let e\(index): Swift.String = ") })
            let literal = String(line[line.range(of: " = ")!.upperBound...])
            #expect(FuzzHarness.unescapeSwiftLiteral(literal) == text, "\(line)")
        }
    }

    /// `validate` (and every command printing diagnostics) prints one line per problem: a key
    /// holding a line break and an escape sequence cannot start a line of its own.
    @Test func aDiagnosticIsOneLineWhateverTheSpecHolds() {
        let spec = #"{ "screen": "A", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "A" } }, "x\nspecs/A.json:1:1: error: forged\u001B[2J": 1 }"#
        let printed = diagnostics(["pagewright.json": settings(entry: "A"), "A.json": spec])
        #expect(printed.count == 1)
        #expect(printed.allSatisfy { !$0.contains("\n") && !$0.contains("\u{1B}") })
        #expect(printed.first?.contains(#"unknown key 'x\nspecs/A.json:1:1: error: forged\u{1B}[2J'"#) == true, "\(printed)")
    }

    /// `drift` lists identifiers the app shows: one that holds a line break is printed escaped.
    @Test func driftPrintsRecordedIdentifiersAsData() throws {
        let folder = Scratch.folder("drift-data")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scratch.write(settings(entry: "A"), to: folder + "/specs/pagewright.json")
        try Scratch.write(screen("A"), to: folder + "/specs/A.json")
        let recording = Recording(screen: "A", root: RecordedElement(type: "application", children: [
            RecordedElement(type: "other", identifier: "A.view"),
            RecordedElement(type: "button", identifier: "A.new\nspecs/A.json:1:1: error: forged"),
        ]))
        try Scratch.write(RecordingWriter.json(recording), to: folder + "/recordings/A.json")
        let run = try ToolRun.run(["drift", folder + "/specs", folder + "/recordings"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains(#"  A.new\nspecs/A.json:1:1: error: forged (button) in "#), "\(run.standardOutput)")
        #expect(!run.standardOutput.split(separator: "\n").contains { $0.hasPrefix("specs/A.json:1:1") })
    }
}
