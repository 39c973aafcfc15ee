// The fuzz targets of what reads two versions of the specs or walks them: `review` (a hostile value
// in a locator and in the references compared) and `tour` (a small project's tour).
// Compiled with FuzzHarness.swift by Fuzz/run.sh and by the tests, like it.
import Foundation
#if !FUZZING
@testable import PagewrightCore
#endif

extension FuzzHarness {
    // MARK: review

    private static func reviewProject(submitID: String) -> [SpecFile] {
        let encoded: Data = (try? JSONEncoder().encode(submitID)) ?? Data("\"\"".utf8)
        let id = String(decoding: encoded, as: UTF8.self)
        let files = [
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": """
                { "screen": "Main", "verify": { "present": ["view"] },
                  "elements": { "view": { "type": "other", "id": "Main.view" }, "submit": { "type": "button", "id": \(id) } },
                  "actions": { "send": { "tap": "submit", "to": "Done" } } }
                """,
            "Done.json": #"{ "screen": "Done", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Done.view" } }, "actions": { "back": { "tap": "view", "to": "Main" } } }"#,
        ]
        return files.map { SpecFile(relativePath: $0.key, displayPath: "specs/\($0.key)", bytes: Array($0.value.utf8)) }
    }

    /// The bytes as a value: the new identifier of a button (with `$` written as a spec writes a
    /// literal one) and the reference the review compares against. Whatever the value holds, the
    /// comment keeps its shape: each line starts as the review's own lines do, every code span
    /// closes, a table row has its three cells, and outside code nothing is invisible or HTML.
    static func review(_ bytes: [UInt8]) -> [String] {
        let value = String(decoding: bytes, as: UTF8.self)
        let before = Pipeline.validate(files: reviewProject(submitID: "Main.submit"))
        let after = Pipeline.validate(files: reviewProject(submitID: value.replacingOccurrences(of: "$", with: "$$")))
        guard let old = before.model, let oldNames = before.names, let new = after.model, let newNames = after.names else { return [] }
        let review = SpecReview(before: old, beforeNames: oldNames, after: new, afterNames: newNames)
        let text = ReviewRenderer.markdown(review, before: value, after: "branch")
        var violations: [String] = []
        let starts = ["## ", "### ", "- ", "  - ", "| ", "**", "`", "No change", "*("]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            // By scalar, as Markdown reads it: a backtick and a combining mark after it are one
            // Character to Swift, but the backtick still opens a code span (a fuzzed finding).
            if !starts.contains(where: { line.unicodeScalars.starts(with: $0.unicodeScalars) }) {
                violations.append("a line starts where a value does: \(line)")
            }
            guard let outside = MarkdownShape.outsideCode(String(line)) else {
                violations.append("a code span is left open: \(line)")
                continue
            }
            if outside.unicodeScalars.contains(where: { [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) }) {
                violations.append("an invisible character outside code: \(line)")
            }
            if MarkdownShape.unescaped(in: outside).contains(where: { $0 == "<" || $0 == "@" }) {
                violations.append("HTML or a mention outside code: \(line)")
            }
            if line.hasPrefix("| `"), MarkdownShape.cells(of: String(line))?.count != 3 {
                violations.append("a table row without its three cells: \(line)")
            }
        }
        if !review.locators.isEmpty, !text.contains("| element | before | after |") { violations.append("no locator table:\n\(text)") }
        return violations
    }

    // MARK: tour

    /// The bytes as a small project (the typecheck target's) with a tour of at most a few moves a
    /// walk: when it validates, planning and writing the tour end, and give the same bytes twice.
    static func tour(_ bytes: [UInt8]) -> [String] {
        var (files, choices) = typecheckProject(bytes)
        let maxSteps = 1 + choices.next() % 6
        let settings = files["pagewright.json"] ?? #"{ "apps": { "main": {} } }"#
        files["pagewright.json"] = String(settings.dropLast()) + #", "tour": { "maxSteps": \#(maxSteps) } }"#
        let specs = files.map { SpecFile(relativePath: $0.key, displayPath: "specs/\($0.key)", bytes: Array($0.value.utf8)) }
        let validated = Pipeline.validate(files: specs, tour: true)
        guard let model = validated.model, let names = validated.names, !validated.log.hasErrors else { return [] }
        let first = TourEmitter.files(model, names: names, plan: TourPlanner.plan(model)).map(\.file.contents)
        let second = TourEmitter.files(model, names: names, plan: TourPlanner.plan(model)).map(\.file.contents)
        return first == second ? [] : ["the tour differs between two runs for \(files.keys.sorted())"]
    }
}

/// Reading Markdown back as CommonMark and GitHub do: the review target's invariants and
/// ReviewEscapingTests read the review's comment through it.
enum MarkdownShape {
    /// The code spans of a line (their contents as written) and the text outside them, or nil
    /// when a span is left open. A run of backticks opens a span that the next run of the same
    /// length closes; outside, a backslash escapes the character after it.
    static func spans(in line: String) -> (code: [String], outside: String)? {
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
            guard let close else { return nil }
            var content = String.UnicodeScalarView()
            content.append(contentsOf: scalars[(index + length)..<close])
            code.append(String(content))
            index = close + length
        }
        return (code, String(outside))
    }

    /// The text outside code spans, or nil when a span is left open.
    static func outsideCode(_ line: String) -> String? { spans(in: line)?.outside }

    /// Characters Markdown or GitHub act on, left without a backslash.
    static func unescaped(in text: String) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = [], escaped = false
        for scalar in text.unicodeScalars {
            if !escaped && "`*_[]<>|~&$@#!".unicodeScalars.contains(scalar) { found.append(scalar) }
            escaped = scalar == "\\" && !escaped
        }
        return found
    }

    /// The cells of a table row as cmark-gfm (GitHub) splits them before reading code spans: at
    /// each pipe no backslash precedes, each cell trimmed and with its `\|` turned back into `|`;
    /// nil unless the row starts and ends with a pipe. (comrak also splits at a pipe after two
    /// backslashes; the review keeps clear of that by writing `\u{5C}`.)
    static func cells(of row: String) -> [String]? {
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
        cells.append(current)
        guard cells.count >= 2, cells.first?.trimmingCharacters(in: .whitespaces) == "",
              cells.last?.trimmingCharacters(in: .whitespaces) == "" else { return nil }
        return cells.dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
