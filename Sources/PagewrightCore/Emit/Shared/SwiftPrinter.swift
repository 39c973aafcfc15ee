/// Accumulates Swift source line by line with four-space indentation. Generators describe
/// structure (`block`), the printer owns layout, so every file is formatted the same way.
///
/// The file is one buffer of UTF-8 bytes, reserved once: appending a part copies its bytes and
/// nothing else. A `String` buffer paid a few hundred instructions per append (its count, flags
/// and breadcrumbs kept up to date), which at a few thousand appends a page was most of rendering.
struct SwiftPrinter {
    /// The file so far. Every part comes from a `String`, so the bytes are valid UTF-8.
    private var bytes: [UInt8]
    /// Lines printed so far (the next line's number, less one).
    private(set) var lineCount = 0
    private var indentation = 0
    /// The indentation the last line was written at (its content starts after it).
    private var lastIndentation = 0

    /// `capacity`: the bytes the file is expected to take (a page object takes about 10 KB).
    init(capacity: Int = 16_384) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The file as written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// An empty line (no indentation written).
    mutating func line() {
        lineCount += 1
        lastIndentation = indentation
        bytes.append(Self.newline)
    }

    /// One line of a string made elsewhere. Disfavoured so that a literal with interpolations
    /// (`p.line("case .\(name):")`) is the `Code` below, written without a `String` between.
    @_disfavoredOverload
    mutating func line(_ content: String) {
        guard !content.isEmpty else { return line() }
        beginLine()
        append(content)
        endLine()
    }

    /// One line written from a literal and its interpolations.
    mutating func line(_ content: Code) {
        guard !content.isEmpty else { return line() }
        beginLine()
        append(content)
        endLine()
    }

    /// Appends a part written from a literal and its interpolations.
    mutating func append(_ code: Code) {
        if code.bytes.isEmpty { append(code.plain) } else { bytes.append(contentsOf: code.bytes) }
    }

    /// One line of two parts, without joining them first.
    mutating func line(_ first: String, _ second: String) {
        beginLine()
        append(first)
        append(second)
        endLine()
    }

    /// One line of three parts, without joining them first.
    mutating func line(_ first: String, _ second: String, _ third: String) {
        beginLine()
        append(first)
        append(second)
        append(third)
        endLine()
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    /// Starts a line written in parts (`append(_:)`, then `endLine()`), for hot paths that would
    /// otherwise join the parts into a string first. The line must not be empty.
    mutating func beginLine() {
        lineCount += 1
        lastIndentation = indentation
        appendIndentation()
    }

    /// The current indentation's spaces, copied in one piece (a byte at a time took a capacity
    /// check per space, on every line).
    private mutating func appendIndentation() {
        let count = indentation * 4
        guard count > 0 else { return }
        if count <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<count])
        } else {
            bytes.append(contentsOf: repeatElement(Self.space, count: count))
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Appends a part of the current line: its UTF-8 bytes, copied once.
    mutating func append(_ part: String) {
        // Native and small strings (all the generator makes) hand over their bytes in place.
        if part.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: part.utf8)
        }
    }

    /// Appends a substring of the current line, without making a `String` of it.
    mutating func append(_ part: Substring) {
        if part.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: part.utf8)
        }
    }

    /// Appends a whole number in decimal, as `"\(number)"` writes it.
    mutating func append(_ number: Int) {
        append(String(number))
    }

    mutating func endLine() { bytes.append(Self.newline) }

    /// Appends a Swift string literal whose value is `text` (`SwiftNames.literal(_:)`, without
    /// joining the quotes to it first).
    mutating func appendLiteral(_ text: String) {
        bytes.append(Self.quote)
        append(SwiftNames.escaped(text))
        bytes.append(Self.quote)
    }

    private static let quote = UInt8(ascii: "\"")

    /// A line or part of one written as a string literal with interpolations. Its interpolations
    /// are appended as UTF-8 bytes to one buffer (reserved from the literal's size), where a
    /// `String` interpolation grew a string with a `String` append for every segment, each a few
    /// hundred instructions, only to copy it into the file and free it. It writes every value as
    /// `"\(value)"` does.
    struct Code: ExpressibleByStringInterpolation {
        /// The text of an interpolated literal (empty for a plain literal).
        fileprivate var bytes: [UInt8]
        /// A literal without interpolations, kept as the string it is (no copy).
        fileprivate var plain: String

        init(stringLiteral value: String) {
            plain = value
            bytes = []
        }

        /// A string made elsewhere, where a `Code` is asked for.
        init(_ text: String) {
            plain = text
            bytes = []
        }

        init(stringInterpolation: Interpolation) {
            plain = ""
            bytes = stringInterpolation.bytes
        }

        var isEmpty: Bool { bytes.isEmpty && plain.isEmpty }

        /// `other` after this, for an expression built in steps (`finding += ".only"`).
        static func += (code: inout Code, other: Code) {
            if code.bytes.isEmpty {
                Interpolation.append(code.plain, to: &code.bytes)
                code.plain = ""
            }
            if other.bytes.isEmpty { Interpolation.append(other.plain, to: &code.bytes) } else { code.bytes += other.bytes }
        }

        struct Interpolation: StringInterpolationProtocol {
            fileprivate var bytes: [UInt8] = []

            init(literalCapacity: Int, interpolationCount: Int) {
                bytes.reserveCapacity(literalCapacity + interpolationCount * 16)
            }

            mutating func appendLiteral(_ literal: String) { Self.append(literal, to: &bytes) }

            mutating func appendInterpolation(_ value: String) { Self.append(value, to: &bytes) }

            mutating func appendInterpolation(_ value: Substring) {
                if value.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                    bytes.append(contentsOf: value.utf8)
                }
            }

            /// Anything else as `String(describing:)`, which is what `"\(value)"` writes.
            mutating func appendInterpolation<Value>(_ value: Value) { Self.append(String(describing: value), to: &bytes) }

            fileprivate static func append(_ text: String, to bytes: inout [UInt8]) {
                if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                    bytes.append(contentsOf: text.utf8)
                }
            }
        }
    }

    /// Where the text stands, to ask what was written since (`onlyLine(since:)`) or take it back
    /// (`rewind(to:)`): a renderer writes a body where it belongs and, when the body turns out
    /// to be one line, puts it on its opener's line, without writing it twice or splitting text.
    struct Mark {
        fileprivate let offset: Int
        fileprivate let lines: Int
    }

    var mark: Mark { Mark(offset: bytes.count, lines: lineCount) }

    /// Takes back everything written since `mark`.
    mutating func rewind(to mark: Mark) {
        bytes.removeLast(bytes.count - mark.offset)
        lineCount = mark.lines
    }

    /// The content of the one line written since `mark` (no indentation, no newline), or nil
    /// when none or several were.
    func onlyLine(since mark: Mark) -> String? {
        guard lineCount == mark.lines + 1 else { return nil }
        let end = bytes.count - 1
        var start = mark.offset
        // An empty line has no indentation written.
        if start < end { start += lastIndentation * 4 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether exactly one line was written since `mark` and it starts with one of `prefixes`:
    /// `onlyLine(since:)`'s question asked of the bytes, without making a string of the line.
    func onlyLine(since mark: Mark, startsWithAnyOf prefixes: [StaticString]) -> Bool {
        guard lineCount == mark.lines + 1 else { return false }
        let end = bytes.count - 1
        var start = mark.offset
        if start < end { start += lastIndentation * 4 }
        return bytes.withUnsafeBufferPointer { buffer in
            prefixes.contains { prefix in
                let count = prefix.utf8CodeUnitCount
                guard end - start >= count else { return false }
                let wanted = UnsafeBufferPointer(start: prefix.utf8Start, count: count)
                for index in 0..<count where buffer[start + index] != wanted[index] { return false }
                return true
            }
        }
    }

    /// Whether the last line written ends (before its newline) with `byte`.
    func lastLineEnds(with byte: UInt8) -> Bool {
        bytes.count >= 2 && bytes[bytes.count - 2] == byte
    }

    /// Puts the one line written since `bodyStart` on the line before it, which ends in ` {`:
    /// `opener {` and `    line` become `opener { line }`, as `compactBlock` writes it, by moving
    /// the line's bytes instead of writing both lines again.
    mutating func foldOnlyLine(since bodyStart: Mark) {
        // An empty line has no indentation written.
        let contentStart = bodyStart.offset < bytes.count - 1 ? bodyStart.offset + lastIndentation * 4 : bodyStart.offset
        // The opener's newline and the line's indentation become one space.
        bytes.replaceSubrange((bodyStart.offset - 1)..<contentStart, with: CollectionOfOne(Self.space))
        bytes.removeLast()
        append(" }")
        endLine()
        lineCount -= 1
        lastIndentation = indentation
    }

    /// A byte offset a renderer marks while writing a line (`setBookmark()`), to insert at later
    /// (`liftOnlyLine`).
    private(set) var bookmark = -1

    mutating func setBookmark() { bookmark = bytes.count }

    /// Replaces everything written since `open` (an opener line, then the one line written since
    /// `bodyStart`, one level deeper) with that line alone at the opener's indentation, with
    /// `insertion` put in at `bookmark`; false, with nothing changed, when the bookmark is not
    /// inside that line.
    mutating func liftOnlyLine(since bodyStart: Mark, replacing open: Mark, inserting insertion: String) -> Bool {
        guard lineCount == bodyStart.lines + 1, bodyStart.offset < bytes.count - 1 else { return false }
        let contentStart = bodyStart.offset + lastIndentation * 4
        guard bookmark >= contentStart, bookmark < bytes.count else { return false }
        bytes.insert(contentsOf: insertion.utf8, at: bookmark)
        bytes.replaceSubrange(open.offset..<contentStart, with: repeatElement(Self.space, count: indentation * 4))
        lineCount = open.lines + 1
        lastIndentation = indentation
        bookmark = -1
        return true
    }

    /// Opens the last line again, to append to it (then `endLine()`).
    mutating func reopenLastLine() {
        bytes.removeLast()
    }

    /// `opener {`, the body indented, then `}`; or, when the body is one line, `opener { line }`
    /// (then true).
    @discardableResult
    mutating func compactBlock(_ opener: String, _ body: (inout SwiftPrinter) -> Void) -> Bool {
        line(opener, " {")
        let bodyStart = mark
        indented(body)
        if lineCount == bodyStart.lines + 1 {
            foldOnlyLine(since: bodyStart)
            return true
        }
        line("}")
        return false
    }

    /// A blank line where `mark` was: a separator that what was written after it decided.
    mutating func insertBlankLine(at mark: Mark) {
        bytes.insert(Self.newline, at: mark.offset)
        lineCount += 1
    }

    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// `opener {`, the body indented, then `}` (or `closer`).
    mutating func block(_ opener: Code, closer: String = "}", _ body: (inout SwiftPrinter) -> Void) {
        beginLine()
        append(opener)
        append(" {")
        endLine()
        indentation += 1
        body(&self)
        indentation -= 1
        line(closer)
    }

    @_disfavoredOverload
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftPrinter) -> Void) {
        block(Code(opener), closer: closer, body)
    }

    /// The body one level deeper (for `} else {` chains, written line by line around it).
    @discardableResult
    mutating func indented<Result>(_ body: (inout SwiftPrinter) -> Result) -> Result {
        indentation += 1
        defer { indentation -= 1 }
        return body(&self)
    }

    /// `opener` as written (it ends in `{` or `{ _ in`), the body indented, then `}`.
    mutating func closure(_ opener: Code, _ body: (inout SwiftPrinter) -> Void) {
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
        // Printable ASCII is one line as it is, less trailing spaces (`commentLines`' rule),
        // written without making the array of lines.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            var kept = text.utf8.count
            for byte in text.utf8.reversed() {
                guard byte == Self.space else { break }
                kept -= 1
            }
            guard kept < text.utf8.count else { return line("/// ", text) }
            guard kept > 0 else { return line("///") }
            beginLine()
            append("/// ")
            append(text[..<text.utf8.index(text.utf8.startIndex, offsetBy: kept)])
            return endLine()
        }
        for part in SwiftNames.commentLines(text) {
            if part.isEmpty { line("///") } else { line("/// ", part) }
        }
    }

    /// Removes a trailing blank line left by a loop that separates members.
    mutating func trimTrailingBlankLine() {
        while bytes.count >= 2 && bytes[bytes.count - 1] == Self.newline && bytes[bytes.count - 2] == Self.newline {
            bytes.removeLast()
        }
    }
}
