/// A strict RFC 8259 JSON reader over UTF-8 bytes that records the line and column of every value.
///
/// Foundation's decoders only locate syntax errors, and only by byte offset; Pagewright needs a
/// position for every semantic diagnostic too, hence this small reader. It never recurses deeper
/// than `maximumDepth`, so hostile input cannot overflow the stack.
public struct JSONReader {
    public struct SyntaxError: Error, Equatable, Sendable {
        public var message: String
        public var location: SourceLocation
    }

    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: SourcePath
    private let words: KnownWords?
    private var offset = 0
    private var depth = 0
    // Line bookkeeping; the column is found by counting scalars from the last position asked
    // about, so a one-line (minified) file of many values still costs linear time.
    private var line = 1
    private var lineStart = 0
    private var columnCacheOffset = 0
    private var columnCacheValue = 1
    /// Whether every byte is ASCII: then a column is the distance from the line's start.
    private var isASCII = false
    /// Whether the last string read was all ASCII (an escape counts as not: `\u0041` is "A").
    private var lastStringIsASCII = false
    /// The number of the known word the last string was read as, or -1 (see `KnownWords.numbersKeys`).
    private var lastStringWord = -1

    /// Reads one JSON document. `file` is the path shown in locations.
    /// Strings that are one of `words` are that copy of it (see `KnownWords`).
    public static func parse(_ bytes: [UInt8], file: String, words: KnownWords? = nil) throws(SyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: bytes, file: file, words: words)
        return try reader.document()
    }

    private init(bytes: [UInt8], file: String, words: KnownWords?) {
        self.bytes = bytes
        self.file = SourcePath(file)
        self.words = words
    }

    // MARK: Document

    private mutating func document() throws(SyntaxError) -> JSONNode {
        let scan = UTF8Validation.scan(bytes)
        isASCII = scan.isASCII
        if let bad = scan.firstInvalidByte {
            advance(to: bad)
            throw error("the file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad))")
        }
        // A UTF-8 byte-order mark is allowed and ignored (RFC 8259 §8.1 lets readers do so).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
            columnCacheOffset = 3
        }
        skipWhitespace()
        if offset == bytes.count { throw error("expected a JSON value, found end of file") }
        let node = try value()
        skipWhitespace()
        if offset < bytes.count {
            throw error("expected end of file after the JSON value, found \(describeCurrent())")
        }
        return node
    }

    private mutating func value() throws(SyntaxError) -> JSONNode {
        let location = currentLocation()
        guard offset < bytes.count else { throw error("expected a JSON value, found end of file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return JSONNode(.object(try object()), at: location)
        case UInt8(ascii: "["): return JSONNode(.array(try array()), at: location)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), at: location)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), at: location)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), at: location)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(try number(), at: location)
        default:
            if bytes[offset] == UInt8(ascii: "'") {
                throw error("expected a JSON value, found ' (JSON strings use double quotes)")
            }
            throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    // MARK: Containers

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("values are nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func object() throws(SyntaxError) -> JSONObject {
        try enter()
        offset += 1  // {
        var members: [JSONObject.Member] = []
        // Most spec objects hold one to four members: one allocation for them, not three as
        // the array grows from one.
        members.reserveCapacity(4)
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            offset += 1
            depth -= 1
            return JSONObject(members: members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                if peek(UInt8(ascii: "}")) { throw error("expected a key after ',', found '}' (trailing commas are not allowed in JSON)") }
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let (keyLine, keyColumn) = currentPosition()
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())") }
            offset += 1
            skipWhitespace()
            let keyIsASCII = lastStringIsASCII
            let keyWord = lastStringWord
            let member = try value()
            members.append(JSONObject.Member(key: key, line: keyLine, column: keyColumn, value: member, keyIsASCII: keyIsASCII, keyWord: keyWord))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { offset += 1; continue }
            if peek(UInt8(ascii: "}")) { offset += 1; break }
            throw error("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
        }
        depth -= 1
        return JSONObject(members: members)
    }

    private mutating func array() throws(SyntaxError) -> [JSONNode] {
        try enter()
        offset += 1  // [
        var elements: [JSONNode] = []
        elements.reserveCapacity(4)
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            offset += 1
            depth -= 1
            return elements
        }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) { throw error("expected a value after ',', found ']' (trailing commas are not allowed in JSON)") }
            elements.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { offset += 1; continue }
            if peek(UInt8(ascii: "]")) { offset += 1; break }
            throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
        }
        depth -= 1
        return elements
    }

    // MARK: Scalars

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        for (i, byte) in expected.enumerated() {
            guard offset + i < bytes.count, bytes[offset + i] == byte else {
                throw error("expected a JSON value, found \(describeWord())")
            }
        }
        offset += expected.count
    }

    private mutating func number() throws(SyntaxError) -> JSONValue {
        let start = offset
        var isInteger = true
        if peek(UInt8(ascii: "-")) { offset += 1 }
        if peek(UInt8(ascii: "0")) {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) { throw error("numbers may not start with a leading zero") }
        } else if offset < bytes.count, isDigit(bytes[offset]) {
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        } else {
            throw error("expected a digit in the number, found \(describeCurrent())")
        }
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit after '.', found \(describeCurrent())") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit in the exponent, found \(describeCurrent())") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            offset = start
            throw error("the number \(text) is too large")
        }
        return .number(number, isInteger: isInteger)
    }

    private mutating func string() throws(SyntaxError) -> String {
        offset += 1  // opening quote
        var scratch: [UInt8] = []
        var runStart = offset
        var allBytes: UInt8 = 0
        defer { lastStringIsASCII = allBytes < 0x80 }
        // Most strings hold no escape: run to the first byte that needs a look, without the
        // bounds checks of the loop below; a whole string that is a known word is taken as is.
        var known: String?
        lastStringWord = -1
        offset = bytes.withUnsafeBufferPointer { buffer in
            var index = Self.plainASCIIRun(buffer, from: offset)
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                allBytes |= byte
                index += 1
            }
            if let words, index < buffer.count, buffer[index] == UInt8(ascii: "\""), allBytes < 0x80 {
                if let found = words.numbered(buffer, offset, index - offset) {
                    known = found.word
                    if words.numbersKeys { lastStringWord = found.number }
                }
            }
            return index
        }
        if let known {
            offset += 1  // closing quote
            return known
        }
        while true {
            guard offset < bytes.count else { throw error("unterminated string: expected '\"' before end of file") }
            let byte = bytes[offset]
            allBytes |= byte
            if byte == UInt8(ascii: "\"") {
                if scratch.isEmpty {
                    let result = String(decoding: bytes[runStart..<offset], as: UTF8.self)
                    offset += 1
                    return result
                }
                scratch.append(contentsOf: bytes[runStart..<offset])
                offset += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                allBytes = 0xFF
                scratch.append(contentsOf: bytes[runStart..<offset])
                try escape(into: &scratch)
                runStart = offset
                continue
            }
            if byte < 0x20 {
                if byte == UInt8(ascii: "\n") { throw error("unterminated string: a line break must be written \\n inside a string") }
                throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) must be escaped inside a string")
            }
            offset += 1
        }
    }

    /// Where the run of plain ASCII bytes from `start` ends, eight bytes at a time: bytes that
    /// are none of `"`, `\\`, a control character or a byte of 0x80 or more. The byte loop in
    /// `string` takes it from there (so it sees every byte that needs a look, and `allBytes` misses
    /// nothing: the bytes skipped here are all below 0x80). Each test is the classic "has a zero
    /// byte" trick: `(x - 0x01…) & ~x & 0x80…` is nonzero exactly when some byte of `x` is 0, and
    /// `(w - 0x20…) & ~w & 0x80…` when some byte of `w` (all below 0x80) is below 0x20. Loads are
    /// unaligned and stay within the buffer (`index + 8 <= count`).
    @inline(__always)
    private static func plainASCIIRun(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= buffer.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let quote = word ^ 0x2222_2222_2222_2222, backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- 0x2020_2020_2020_2020) & ~word) | word
            if special & highs != 0 { break }
            index += 8
        }
        return index
    }

    private mutating func escape(into scratch: inout [UInt8]) throws(SyntaxError) {
        offset += 1  // backslash
        guard offset < bytes.count else { throw error("unterminated string: expected '\"' before end of file") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): scratch.append(byte)
        case UInt8(ascii: "\\"): scratch.append(byte)
        case UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalarValue = try hexQuad()
            if (0xD800...0xDBFF).contains(scalarValue) {
                guard peek(UInt8(ascii: "\\")), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("a \\u escape of a high surrogate must be followed by a low surrogate")
                }
                offset += 2
                let low = try hexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("expected a low surrogate \\u escape after a high surrogate") }
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalarValue) {
                throw error("a \\u escape may not be a lone low surrogate")
            }
            // Every value outside the surrogate range is a valid scalar.
            scratch.append(contentsOf: String(Character(Unicode.Scalar(scalarValue)!)).utf8)
        default:
            offset -= 2
            throw error("invalid escape \\\(describeScalar(at: offset + 1)) in a string")
        }
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
        var result: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw error("expected four hexadecimal digits after \\u, found \(describeCurrent())")
            }
            result = result << 4 | UInt32(digit)
            offset += 1
        }
        return result
    }

    // MARK: Helpers

    private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "):
                // Indentation comes in runs of spaces: eight at a time.
                offset = bytes.withUnsafeBytes { raw in
                    var index = offset + 1
                    while index + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020 { index += 8 }
                    return index
                }
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
                columnCacheOffset = offset
                columnCacheValue = 1
            default:
                return
            }
        }
    }

    /// Moves to `target` (used to report a position found by a separate scan), keeping lines right.
    private mutating func advance(to target: Int) {
        while offset < target {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
                columnCacheOffset = offset + 1
                columnCacheValue = 1
            }
            offset += 1
        }
    }

    private mutating func currentLocation() -> SourceLocation {
        let (line, column) = currentPosition()
        return SourceLocation(path: file, line: line, column: column)
    }

    private mutating func currentPosition() -> (line: Int, column: Int) {
        if isASCII { return (line, offset - lineStart + 1) }
        if offset < columnCacheOffset {
            columnCacheOffset = lineStart
            columnCacheValue = 1
        }
        var column = columnCacheValue
        var index = columnCacheOffset
        while index < offset && index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }  // count scalars, not continuation bytes
            index += 1
        }
        columnCacheOffset = offset
        columnCacheValue = column
        return (line, column)
    }

    private mutating func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, location: currentLocation())
    }

    private func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        return "'\(describeScalar(at: offset))'"
    }

    /// The bare word at the cursor (for `tru`, `nul`, `undefined`, …), shown whole.
    private func describeWord() -> String {
        var end = offset
        while end < bytes.count, end - offset < 20,
              (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z")) || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z")) {
            end += 1
        }
        if end == offset { return describeCurrent() }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    private func describeScalar(at index: Int) -> String {
        guard index < bytes.count else { return "end of file" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        if let scalar = text.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
            return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return text
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
