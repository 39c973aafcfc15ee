/// Values Markdown output quotes (the review's locators, declarations, defaults and references;
/// the navigation graph's names) can hold any character, and Markdown gives many characters a
/// meaning: a line break ends a table row or a list item, a backtick closes a code span, `|`
/// splits a table cell, `<` opens HTML, `@` mentions someone. Every value either prints goes
/// through here, so that no value can change the shape of the document around it.
enum MarkdownText {
    /// `text` as one code span that shows it exactly: invisible and line-breaking characters as
    /// escapes (`VisibleText`, as diagnostics show them), a delimiter longer than any run of
    /// backticks inside, and, in a table, `|` escaped
    /// (GitHub splits a row into cells before it reads code spans). A backslash of the value right
    /// before a `|` is shown as `\u{5C}` there: Markdown implementations disagree on whether `\\|`
    /// escapes the pipe (cmark-gfm: yes; comrak: no), and neither form may split the cell.
    static func code(_ text: String, inTable: Bool = false) -> String {
        if text.isEmpty { return "*(empty)*" }
        var content = VisibleText.escaped(text)
        if inTable {
            content = content.replacingOccurrences(of: "\\|", with: "\\u{5C}|").replacingOccurrences(of: "|", with: "\\|")
        }
        let fence = String(repeating: "`", count: longestBacktickRun(in: content) + 1)
        // CommonMark strips one space from each end of a code span when both ends have one, and
        // a span cannot start or end with a backtick next to its delimiter: pad in both cases.
        let scalars = content.unicodeScalars
        let pad = scalars.first == "`" || scalars.last == "`"
            || (scalars.first == " " && scalars.last == " " && scalars.contains { $0 != " " })
        return pad ? "\(fence) \(content) \(fence)" : "\(fence)\(content)\(fence)"
    }

    /// Prose holding values (`type button → cell`, `leads to Profile instead of Main`): invisible
    /// characters as escapes and every character Markdown or GitHub would act on backslash-escaped.
    static func prose(_ text: String) -> String {
        // Printable ASCII with nothing to escape (most names) stands as it is, told from its
        // bytes without walking its scalars.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !Self.significantBytes.contains($0) }) { return text }
        var result = String.UnicodeScalarView()
        for scalar in VisibleText.escaped(text).unicodeScalars {
            if Self.significant.contains(scalar) { result.append("\\") }
            result.append(scalar)
        }
        return String(result)
    }

    /// Characters that start emphasis, code, links, HTML, entities, tables, strikethrough, math,
    /// mentions and issue references inside a line (a value never starts a line of the review).
    private static let significant: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$", "@", "#", "!"]
    private static let significantBytes = Set(significant.map { UInt8($0.value) })

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, current = 0
        // By scalar, as Markdown reads it: a backtick with a combining mark is still a backtick.
        for scalar in text.unicodeScalars {
            current = scalar == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
