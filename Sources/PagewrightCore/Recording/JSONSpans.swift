/// Byte positions in a JSON text the reader has already accepted: where a located value starts
/// and where it ends. `import` uses them to splice new members into a person's spec without
/// touching a byte outside the insertion.
struct JSONSpans {
    let bytes: [UInt8]
    /// Byte offset of each line's first byte (line 1 at index 0).
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The byte offset of a location the reader reported (columns count Unicode scalars).
    func offset(of location: SourceLocation) -> Int {
        var offset = lineStarts[min(max(location.line - 1, 0), lineStarts.count - 1)]
        // The reader skips a byte-order mark without counting it as a column.
        if location.line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        var column = 1
        while column < location.column, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The offset just past the value starting at `start` (a valid JSON value).
    func end(ofValueAt start: Int) -> Int {
        var offset = start
        var depth = 0
        repeat {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                while bytes[offset] != UInt8(ascii: "\"") { offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1 }
                offset += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                offset += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                offset += 1
            default:
                if depth == 0 {
                    // A number or literal: up to the first byte that cannot be part of it.
                    while offset < bytes.count, !Self.delimiters.contains(bytes[offset]) { offset += 1 }
                    return offset
                }
                offset += 1
            }
        } while depth > 0
        return offset
    }

    private static let delimiters: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
                                                 UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")]

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line ending the file uses: `\r\n` when its first line ends so.
    var newline: String {
        guard let first = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return first > 0 && bytes[first - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
}
