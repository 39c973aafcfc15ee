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
        #expect(Self.unescapedProse(prose) == Self.visible(value))
        #expect(Self.unescapedSignificant(in: prose).isEmpty, "\(prose)")
    }

    // MARK: - Reading the Markdown back, as CommonMark and GitHub do

    /// Every line a value could reach starts as the review's own lines do, and outside code spans
    /// no character is left that Markdown would act on, nor any invisible one.
    static func expectShape(_ lines: [String], _ text: String) {
        let starts = ["## ", "### ", "- ", "  - ", "| ", "**", "`", "No change", "*("]
        for line in lines where !line.isEmpty {
            #expect(starts.contains { line.unicodeScalars.starts(with: $0.unicodeScalars) }, "a line starts where a value does: \(line)\nin:\n\(text)")
            guard let outside = try? outsideCode(line) else {
                Issue.record("a code span is left open: \(line)")
                continue
            }
            #expect(!outside.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format },
                    "an invisible character outside code: \(line)")
            #expect(unescapedSignificant(in: outside).allSatisfy { $0 != "<" && $0 != "@" }, "HTML or a mention outside code: \(line)")
        }
    }

    /// The cells of a table row as cmark-gfm (GitHub) splits them before reading code spans: at
    /// each pipe no backslash precedes, each cell with its `\|` turned back into `|`. (comrak
    /// also splits at a pipe after two backslashes; `\u{5C}` keeps the review clear of both.)
    static func cells(of row: String) throws -> [String] {
        var cells: [String] = [], current = "", previous: Character?
        for character in row {
            if character == "|" && previous != "\\" {
                cells.append(current)
                current = ""
            } else {
                if character == "|" { current.removeLast() }
                current.append(character)
            }
            previous = character
        }
        #expect(!row.contains("\\\\|"), "a backslash before an escaped pipe reads differently in different Markdown: \(row)")
        cells.append(current)
        try #require(cells.first?.trimmingCharacters(in: .whitespaces) == "" && cells.last?.trimmingCharacters(in: .whitespaces) == "")
        return cells.dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The code spans of a line, per CommonMark: a run of backticks opens one that the next run of
    /// the same length closes; one space is stripped from each end when both ends have one. The
    /// review's escapes of invisible characters are turned back into the characters.
    static func codeSpans(in line: String) throws -> [String] {
        try spans(in: line).code.map { span in
            var content = span
            if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                content = String(content.dropFirst().dropLast())
            }
            return invisibleUnescaped(content)
        }
    }

    static func outsideCode(_ line: String) throws -> String { try spans(in: line).outside }

    private struct SpanError: Error {}

    private static func spans(in line: String) throws -> (code: [String], outside: String) {
        let scalars = Array(line.unicodeScalars)
        var code: [String] = [], outside = String.UnicodeScalarView(), index = 0
        func run(at start: Int) -> Int {
            var end = start
            while end < scalars.count, scalars[end] == "`" { end += 1 }
            return end - start
        }
        while index < scalars.count {
            if scalars[index] == "\\", index + 1 < scalars.count {
                outside.append(scalars[index]); outside.append(scalars[index + 1])
                index += 2
                continue
            }
            guard scalars[index] == "`" else { outside.append(scalars[index]); index += 1; continue }
            let length = run(at: index)
            var search = index + length, close: Int?
            while search < scalars.count {
                if scalars[search] == "`" {
                    let other = run(at: search)
                    if other == length { close = search; break }
                    search += other
                } else { search += 1 }
            }
            guard let close else { throw SpanError() }
            var content = String.UnicodeScalarView()
            content.append(contentsOf: scalars[(index + length)..<close])
            code.append(String(content))
            index = close + length
        }
        return (code, String(outside))
    }

    /// The value as the review shows it: control and format characters as `\n`, `\u{…}`.
    static func visible(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let category = scalar.properties.generalCategory
                if [.control, .format, .lineSeparator, .paragraphSeparator].contains(category) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
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

    /// Characters Markdown or GitHub acts on, left without a backslash.
    private static func unescapedSignificant(in prose: String) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = [], escaped = false
        for scalar in prose.unicodeScalars {
            if !escaped && "`*_[]<>|~&$@#!".unicodeScalars.contains(scalar) { found.append(scalar) }
            escaped = scalar == "\\" && !escaped
        }
        return found
    }
}
