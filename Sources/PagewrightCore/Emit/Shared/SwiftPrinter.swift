/// Accumulates Swift source line by line with four-space indentation. Generators describe
/// structure (`block`), the printer owns layout, so every file is formatted the same way.
struct SwiftPrinter {
    private(set) var text = ""
    /// Lines printed so far (the next line's number, less one).
    private(set) var lineCount = 0
    private var indentation = 0
    /// The indentation the last line was written at (its content starts after it).
    private var lastIndentation = 0

    mutating func line(_ content: String = "") {
        // An empty line has no indentation written.
        guard !content.isEmpty else {
            lineCount += 1
            lastIndentation = indentation
            return text.append("\n")
        }
        // Appended in place: no intermediate strings for the indentation or the line.
        beginLine()
        text.append(content)
        endLine()
    }

    /// Indentation by level, made once.
    private static let indents = (0..<16).map { String(repeating: "    ", count: $0) }

    /// One line of two parts, without joining them first.
    mutating func line(_ first: String, _ second: String) {
        beginLine()
        text.append(first)
        text.append(second)
        endLine()
    }

    /// Starts a line written in parts (`append(_:)`, then `endLine()`), for hot paths that would
    /// otherwise join the parts into a string first. The line must not be empty.
    mutating func beginLine() {
        lineCount += 1
        lastIndentation = indentation
        text.append(indentation < Self.indents.count ? Self.indents[indentation] : String(repeating: "    ", count: indentation))
    }

    mutating func append(_ part: String) { text.append(part) }

    mutating func endLine() { text.append("\n") }

    /// Where the text stands, to ask what was written since (`onlyLine(since:)`) or take it back
    /// (`rewind(to:)`): a renderer writes a body where it belongs and, when the body turns out
    /// to be one line, puts it on its opener's line, without writing it twice or splitting text.
    struct Mark {
        fileprivate let offset: Int
        fileprivate let lines: Int
    }

    var mark: Mark { Mark(offset: text.utf8.count, lines: lineCount) }

    /// Takes back everything written since `mark`.
    mutating func rewind(to mark: Mark) {
        text.removeSubrange(text.utf8.index(text.startIndex, offsetBy: mark.offset)...)
        lineCount = mark.lines
    }

    /// The content of the one line written since `mark` (no indentation, no newline), or nil
    /// when none or several were.
    func onlyLine(since mark: Mark) -> String? {
        guard lineCount == mark.lines + 1 else { return nil }
        let utf8 = text.utf8
        let end = utf8.index(before: utf8.endIndex)
        var start = utf8.index(utf8.startIndex, offsetBy: mark.offset)
        // An empty line has no indentation written.
        if start < end { start = utf8.index(start, offsetBy: lastIndentation * 4) }
        return String(text[start..<end])
    }

    /// `opener {`, the body indented, then `}`; or, when the body is one line, `opener { line }`
    /// (then true).
    @discardableResult
    mutating func compactBlock(_ opener: String, _ body: (inout SwiftPrinter) -> Void) -> Bool {
        let start = mark
        line(opener + " {")
        let bodyStart = mark
        indented(body)
        if let only = onlyLine(since: bodyStart) {
            rewind(to: start)
            line(opener + " { " + only + " }")
            return true
        }
        line("}")
        return false
    }

    /// A blank line where `mark` was: a separator that what was written after it decided.
    mutating func insertBlankLine(at mark: Mark) {
        text.insert("\n", at: text.utf8.index(text.startIndex, offsetBy: mark.offset))
        lineCount += 1
    }

    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// `opener {`, the body indented, then `}` (or `closer`); `first`, when given, follows the
    /// brace on the opener's line.
    mutating func block(_ opener: String, closer: String = "}", first: String? = nil, _ body: (inout SwiftPrinter) -> Void) {
        line(first.map { opener + " { " + $0 } ?? opener + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line(closer)
    }

    /// The body one level deeper (for `} else {` chains, written line by line around it).
    @discardableResult
    mutating func indented<Result>(_ body: (inout SwiftPrinter) -> Result) -> Result {
        indentation += 1
        defer { indentation -= 1 }
        return body(&self)
    }

    /// `opener` as written (it ends in `{` or `{ _ in`), the body indented, then `}`.
    mutating func closure(_ opener: String, _ body: (inout SwiftPrinter) -> Void) {
        line(opener)
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// `switch self { case …: body … }` with cases aligned under `switch`, as Swift style has it.
    mutating func switchOverSelf(_ cases: [(pattern: String, body: [String])]) {
        line("switch self {")
        for (pattern, body) in cases {
            line(pattern)
            indentation += 1
            lines(body)
            indentation -= 1
        }
        line("}")
    }

    /// `///` documentation lines. Each line of `text` becomes one comment line, so nothing in a
    /// spec can end the comment or start code.
    mutating func documentation(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        for part in SwiftNames.commentLines(text) {
            if part.isEmpty { line("///") } else { line("/// ", part) }
        }
    }

    /// Removes a trailing blank line left by a loop that separates members.
    mutating func trimTrailingBlankLine() {
        while text.hasSuffix("\n\n") { text.removeLast() }
    }
}
