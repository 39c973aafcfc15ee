import Foundation
import Testing
@testable import PagewrightCore

/// `pagewright review` writes a pull-request comment, and what it quotes comes from the specs and
/// the command line: a locator's text, a default value, a git reference. Whatever such a value
/// holds, the comment keeps its shape (each table row on one line with its three cells, no line
/// starting where a value does, nothing outside a code span that Markdown would act on), and each
/// quoted value reads back exactly.
@Suite("Review escaping")
struct ReviewEscapingTests {
    static let hostile: [String] = [
        "a|b", "line\nbreak", "carriage\rreturn", "tab\there", "`tick`", "a`b``c", "```", " padded ", "`",
        "<details><summary>open</summary>", "<!-- hidden", "# heading", "- item", "1. item", "@octocat #12",
        "$x^2$", "\\|", "ends with \\", "*bold* _it_ [link](https://example.com) ~~gone~~ &amp;",
        "\u{202E}reversed", "zero\u{200B}width", "nul\u{0}byte", "line\u{2028}separator", "e\u{301}`\u{301}", "\u{659}starts with a combining mark",
    ]

    /// The demo with Login's submit button found by a hostile identifier: the locator table.
    @Test(arguments: hostile)
    func aLocatorValueKeepsTheTableAndReadsBack(_ value: String) throws {
        // A spec text writes a literal `$` as `$$`, and the review quotes it as the spec has it.
        let specText = value.replacingOccurrences(of: "$", with: "$$")
        let json = String(decoding: try JSONEncoder().encode(specText), as: UTF8.self)
        let edit = ReviewCorpusTests.Edit(name: "hostile", breaks: false, changes: [
            ("account/Login.json", #""id": "Login.submit""#, #""id": "# + json),
        ])
        let review = try ReviewCorpusTests.review(try ReviewCorpusTests.demoValidated.get(),
                                                  try ReviewCorpusTests.apply(edit, to: try ReviewCorpusTests.demo()))
        let text = ReviewRenderer.markdown(review, before: "main", after: "branch")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        let header = try #require(lines.firstIndex(of: "| element | before | after |"), "no locator table in:\n\(text)")
        let rows = lines[(header + 2)...].prefix { !$0.isEmpty }
        #expect(rows.count == 1, "one locator changed, so one row:\n\(text)")
        let cells = try Self.cells(of: try #require(rows.first))
        #expect(cells.count == 3, "a row of three cells: \(cells)")
        #expect(try Self.codeSpans(in: cells[2]) == [#"button id ""# + specText + #"""#])
        Self.expectShape(lines, text)
    }

    /// The references compared, printed in the comment's first lines, are the command line's.
    @Test(arguments: hostile)
    func aReferenceReadsBackOnItsOwnLine(_ value: String) throws {
        let review = try ReviewCorpusTests.review(try ReviewCorpusTests.demoValidated.get(), try ReviewCorpusTests.demo())
        let text = ReviewRenderer.markdown(review, before: value, after: "branch")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 6, "\(lines)")
        #expect(try Self.codeSpans(in: lines[2]) == [value, "branch"])
        Self.expectShape(lines, text)
    }

    @Test func anEmptyValueIsNamedAsEmpty() {
        #expect(MarkdownText.code("") == "*(empty)*")
    }

    /// Prose that holds a value (an action's destination, how a member changed) escapes what
    /// Markdown would act on and reads back once the escapes are removed.
    @Test(arguments: hostile)
    func proseEscapesWhatMarkdownWouldActOn(_ value: String) {
        let prose = MarkdownText.prose(value)
        #expect(!prose.contains("\n") && !prose.contains("\r"))
        #expect(Self.unescapedProse(prose) == VisibleText.escaped(value))
        #expect(MarkdownShape.unescaped(in: prose).isEmpty, "\(prose)")
    }

    // MARK: - Reading the Markdown back, as CommonMark and GitHub do

    /// Every line a value could reach starts as the review's own lines do, and outside code spans
    /// no character is left that Markdown would act on, nor any invisible one.
    static func expectShape(_ lines: [String], _ text: String) {
        let starts = ["## ", "### ", "- ", "  - ", "| ", "**", "`", "No change", "*("]
        for line in lines where !line.isEmpty {
            #expect(starts.contains { line.unicodeScalars.starts(with: $0.unicodeScalars) }, "a line starts where a value does: \(line)\nin:\n\(text)")
            guard let outside = MarkdownShape.outsideCode(line) else {
                Issue.record("a code span is left open: \(line)")
                continue
            }
            #expect(!outside.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format },
                    "an invisible character outside code: \(line)")
            #expect(MarkdownShape.unescaped(in: outside).allSatisfy { $0 != "<" && $0 != "@" }, "HTML or a mention outside code: \(line)")
        }
    }

    /// The cells of a table row as GitHub splits them (`MarkdownShape.cells`).
    static func cells(of row: String) throws -> [String] {
        #expect(!row.contains("\\\\|"), "a backslash before an escaped pipe reads differently in different Markdown: \(row)")
        return try #require(MarkdownShape.cells(of: row), "a row starts and ends with a pipe: \(row)")
    }

    /// The code spans of a line, per CommonMark: a run of backticks opens one that the next run of
    /// the same length closes; one space is stripped from each end when both ends have one. The
    /// review's escapes of invisible characters are turned back into the characters.
    static func codeSpans(in line: String) throws -> [String] {
        try #require(MarkdownShape.spans(in: line), "a code span is left open: \(line)").code.map { span in
            var content = span
            if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                content = String(content.dropFirst().dropLast())
            }
            return invisibleUnescaped(content)
        }
    }

    private static func invisibleUnescaped(_ shown: String) -> String {
        var result = shown
        for (escape, character) in [("\\n", "\n"), ("\\r", "\r"), ("\\t", "\t")] { result = result.replacingOccurrences(of: escape, with: character) }
        while let range = result.range(of: #"\\u\{[0-9A-F]+\}"#, options: .regularExpression) {
            let hex = result[range].dropFirst(3).dropLast()
            result.replaceSubrange(range, with: String(Character(Unicode.Scalar(UInt32(hex, radix: 16)!)!)))
        }
        return result
    }

    private static func unescapedProse(_ prose: String) -> String {
        var result = "", escaped = false
        for scalar in prose.unicodeScalars {
            if scalar == "\\" && !escaped { escaped = true; continue }
            escaped = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
