/// Accumulates Swift source line by line with four-space indentation. Generators describe
/// structure (`block`), the printer owns layout, so every file is formatted the same way.
struct SwiftPrinter {
    private(set) var text = ""
    /// Lines printed so far (the next line's number, less one).
    private(set) var lineCount = 0
    private var indentation = 0

    mutating func line(_ content: String = "") {
        lineCount += 1
        // Appended in place: no intermediate strings for the indentation or the line.
        if !content.isEmpty {
            for _ in 0..<indentation { text.append("    ") }
            text.append(content)
        }
        text.append("\n")
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
    mutating func indented(_ body: (inout SwiftPrinter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
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
        for part in SwiftNames.commentLines(text) { line(part.isEmpty ? "///" : "/// " + part) }
    }

    /// Removes a trailing blank line left by a loop that separates members.
    mutating func trimTrailingBlankLine() {
        while text.hasSuffix("\n\n") { text.removeLast() }
    }
}
