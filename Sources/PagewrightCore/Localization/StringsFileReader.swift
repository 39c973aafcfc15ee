/// Reads a `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, in UTF-8 or
/// UTF-16 (a byte-order mark says which; without one, the pattern of zero bytes).
///
/// The grammar is the one Core Foundation's old-style property-list parser reads strings files
/// with (`CFOldStylePList.c` in swift-corelibs-foundation; `NSString.propertyListFromStringsFileFormat`
/// documents the shape): quoted (`"` or `'`) or unquoted keys and values; `"key";` alone means the
/// value is the key; escapes `\n \t \r \a \b \f \v \" \\`, `\` before a line break, up to three
/// octal digits, and `\U` with up to four hex digits (a UTF-16 unit; two make a surrogate pair);
/// a repeated key keeps its last value. Where Core Foundation would give up on the file (an
/// unterminated string or comment, a missing `;`), this is an error at the place, and the file
/// gives no keys.
enum StringsFileReader {
    struct Entry: Equatable {
        var key: String
        var value: String
        var location: SourceLocation
    }

    static func read(_ bytes: [UInt8], path: String, log: inout DiagnosticLog) -> [Entry]? {
        guard let scalars = decode(bytes, path: path, log: &log) else { return nil }
        var parser = Parser(scalars: scalars, path: path)
        do {
            let entries = try parser.entries()
            var seen: [String: SourceLocation] = [:]
            for entry in entries {
                if let first = seen[entry.key] {
                    log.warning(.repeatedStringKey, "the key \"\(entry.key)\" is repeated (first at line \(first.line), column \(first.column)); the app uses this later value",
                                at: entry.location)
                }
                seen[entry.key] = entry.location
            }
            return entries
        } catch {
            log.error(error.message, at: error.location)
            return nil
        }
    }

    // MARK: Encoding

    /// The file's characters, or nil after an error naming where it is not text in its encoding.
    static func decode(_ bytes: [UInt8], path: String, log: inout DiagnosticLog) -> [Unicode.Scalar]? {
        if bytes.starts(with: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]) {  // "bplist"
            log.error("this is a binary property list (a compiled strings table); Pagewright reads the source .strings file the app is built from", at: .file(path))
            return nil
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes, from: 2, bigEndian: false, path: path, log: &log) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes, from: 2, bigEndian: true, path: path, log: &log) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8(bytes, from: 3, path: path, log: &log) }
        // Without a byte-order mark, text in UTF-16 shows a zero byte beside each ASCII character.
        if bytes.count >= 2 && bytes.count % 2 == 0 {
            if bytes[0] == 0 && bytes[1] != 0 { return utf16(bytes, from: 0, bigEndian: true, path: path, log: &log) }
            if bytes[0] != 0 && bytes[1] == 0 { return utf16(bytes, from: 0, bigEndian: false, path: path, log: &log) }
        }
        return utf8(bytes, from: 0, path: path, log: &log)
    }

    private static func utf8(_ bytes: [UInt8], from start: Int, path: String, log: inout DiagnosticLog) -> [Unicode.Scalar]? {
        let body = Array(bytes[start...])
        if let bad = UTF8Validation.firstInvalidByte(in: body) {
            let scalars = Array(String(decoding: body[..<bad], as: UTF8.self).unicodeScalars)
            log.error("the file is not valid UTF-8 (byte 0x\(String(body[bad], radix: 16, uppercase: true)) at offset \(start + bad)); save it as UTF-8 or UTF-16",
                      at: position(after: scalars, path: path))
            return nil
        }
        return Array(String(decoding: body, as: UTF8.self).unicodeScalars)
    }

    private static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, path: String, log: inout DiagnosticLog) -> [Unicode.Scalar]? {
        guard (bytes.count - start) % 2 == 0 else {
            log.error("the file is UTF-16 but has an odd number of bytes (\(bytes.count)); it is cut short or not UTF-16", at: .file(path))
            return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error:
                log.error("the file is not valid UTF-16: an unpaired surrogate after \(scalars.count) characters", at: position(after: scalars, path: path))
                return nil
            }
        }
    }

    /// The line and column just after `scalars`.
    static func position(after scalars: [Unicode.Scalar], path: String) -> SourceLocation {
        var line = 1, column = 1
        var previous: Unicode.Scalar?
        for scalar in scalars {
            if scalar == "\n" {
                if previous != "\r" { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previous = scalar
        }
        return SourceLocation(file: path, line: line, column: column)
    }

    // MARK: Grammar

    struct ParseError: Error {
        var message: String
        var location: SourceLocation
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let path: SourcePath
        var offset = 0
        var line = 1
        var column = 1

        init(scalars: [Unicode.Scalar], path: String) {
            self.scalars = scalars
            self.path = SourcePath(path)
        }

        var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }
        var current: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

        mutating func advance() {
            guard let scalar = current else { return }
            offset += 1
            if scalar == "\n" || (scalar == "\r" && current != "\n") || scalar == "\u{2028}" || scalar == "\u{2029}" {
                line += 1
                column = 1
            } else if scalar != "\r" {
                column += 1
            }
        }

        mutating func entries() throws(ParseError) -> [Entry] {
            var entries: [Entry] = []
            while true {
                try skipSpaceAndComments()
                guard current != nil else { return entries }
                let start = location
                let key = try string(what: "a key")
                try skipSpaceAndComments()
                var value = key
                switch current {
                case "=":
                    advance()
                    try skipSpaceAndComments()
                    guard current != nil else { throw ParseError(message: "expected a value after '=', found the end of the file", location: location) }
                    value = try string(what: "the value of \"\(key)\"")
                    try skipSpaceAndComments()
                    guard current == ";" else { throw expected("';' after the value of \"\(key)\"") }
                case ";":
                    break  // `"key";`: the value is the key
                default:
                    throw expected("'=' or ';' after the key \"\(key)\"")
                }
                advance()
                entries.append(Entry(key: key, value: value, location: start))
            }
        }

        func expected(_ what: String) -> ParseError {
            let found = current.map { $0.properties.isWhitespace || $0.value < 0x20 ? "U+\(String($0.value, radix: 16, uppercase: true))" : "'\($0)'" } ?? "the end of the file"
            return ParseError(message: "expected \(what), found \(found)", location: location)
        }

        mutating func skipSpaceAndComments() throws(ParseError) {
            while let scalar = current {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", offset + 1 < scalars.count, scalars[offset + 1] == "/" {
                    while let next = current, next != "\n", next != "\r", next != "\u{2028}", next != "\u{2029}" { advance() }
                } else if scalar == "/", offset + 1 < scalars.count, scalars[offset + 1] == "*" {
                    let start = location
                    advance(); advance()
                    while true {
                        guard let next = current else { throw ParseError(message: "this comment is not closed with '*/'", location: start) }
                        advance()
                        if next == "*" && current == "/" {
                            advance()
                            break
                        }
                    }
                } else {
                    return
                }
            }
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
            default: false
            }
        }

        mutating func string(what: String) throws(ParseError) -> String {
            guard let first = current else { throw expected(what) }
            if first == "\"" || first == "'" { return try quoted(first) }
            guard Self.isUnquoted(first) else { throw expected("\(what) (a quoted string)") }
            var text = String.UnicodeScalarView()
            while let scalar = current, Self.isUnquoted(scalar) {
                // `//` and `/*` start a comment even right after an unquoted word.
                if scalar == "/", offset + 1 < scalars.count, scalars[offset + 1] == "/" || scalars[offset + 1] == "*" { break }
                text.append(scalar)
                advance()
            }
            return String(text)
        }

        mutating func quoted(_ quote: Unicode.Scalar) throws(ParseError) -> String {
            let start = location
            advance()
            var text = String.UnicodeScalarView()
            var pendingHighSurrogate: (unit: UInt16, location: SourceLocation)?
            while true {
                guard let scalar = current else {
                    throw ParseError(message: "this string is not closed with \(quote == "\"" ? "a double quote" : "a single quote")", location: start)
                }
                if scalar == quote && pendingHighSurrogate == nil {
                    advance()
                    return String(text)
                }
                if scalar != "\\" {
                    if let pending = pendingHighSurrogate {
                        throw ParseError(message: "'\\U\(hex(pending.unit))' is the first half of a surrogate pair, but no '\\U' second half follows", location: pending.location)
                    }
                    text.append(scalar)
                    advance()
                    continue
                }
                let escapeLocation = location
                advance()
                guard let escaped = current else {
                    throw ParseError(message: "this string is not closed with \(quote == "\"" ? "a double quote" : "a single quote")", location: start)
                }
                advance()
                if escaped == "U" {
                    var value: UInt16 = 0
                    var digits = 0
                    while digits < 4, let next = current, let digit = hexValue(next) {
                        value = value << 4 | UInt16(digit)
                        digits += 1
                        advance()
                    }
                    guard digits > 0 else { throw ParseError(message: "'\\U' needs hexadecimal digits (such as \\U00E9)", location: escapeLocation) }
                    if let pending = pendingHighSurrogate {
                        guard (0xDC00...0xDFFF).contains(value) else {
                            throw ParseError(message: "'\\U\(hex(pending.unit))' is the first half of a surrogate pair, but '\\U\(hex(value))' is not a second half", location: pending.location)
                        }
                        let combined = 0x10000 + (UInt32(pending.unit - 0xD800) << 10) + UInt32(value - 0xDC00)
                        text.append(Unicode.Scalar(combined)!)
                        pendingHighSurrogate = nil
                    } else if (0xD800...0xDBFF).contains(value) {
                        pendingHighSurrogate = (value, escapeLocation)
                    } else if (0xDC00...0xDFFF).contains(value) {
                        throw ParseError(message: "'\\U\(hex(value))' is the second half of a surrogate pair without a first half", location: escapeLocation)
                    } else {
                        text.append(Unicode.Scalar(UInt32(value))!)
                    }
                    continue
                }
                if let pending = pendingHighSurrogate {
                    throw ParseError(message: "'\\U\(hex(pending.unit))' is the first half of a surrogate pair, but no '\\U' second half follows", location: pending.location)
                }
                switch escaped {
                case "0"..."7":
                    var value = escaped.value - 48
                    var digits = 1
                    while digits < 3, let next = current, ("0"..."7").contains(next) {
                        value = value * 8 + next.value - 48
                        digits += 1
                        advance()
                    }
                    // Above \177 the octal escape is a byte of the NeXTSTEP encoding, which Swift has
                    // no table for; such files are rare enough to ask for the character itself.
                    guard value < 0x80 else {
                        throw ParseError(message: "an octal escape above \\177 is a character of the NeXTSTEP encoding; write the character itself or '\\U' with its code", location: escapeLocation)
                    }
                    text.append(Unicode.Scalar(value)!)
                case "a": text.append("\u{07}")
                case "b": text.append("\u{08}")
                case "f": text.append("\u{0C}")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "v": text.append("\u{0B}")
                default: text.append(escaped)  // `\"`, `\\`, `\'`, a line break, and any other
                }
            }
        }

        func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
            switch scalar {
            case "0"..."9": scalar.value - 48
            case "a"..."f": scalar.value - 87
            case "A"..."F": scalar.value - 55
            default: nil
            }
        }

        func hex(_ value: UInt16) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
