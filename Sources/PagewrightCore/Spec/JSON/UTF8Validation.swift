/// Finds malformed UTF-8 before parsing, so the error can name the exact offending byte instead of
/// silently turning it into U+FFFD.
enum UTF8Validation {
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        scan(bytes).firstInvalidByte
    }

    /// The first malformed byte, if any, and whether every byte is ASCII (then each byte is a
    /// column of its own).
    static func scan(_ bytes: [UInt8]) -> (firstInvalidByte: Int?, isASCII: Bool) {
        bytes.withUnsafeBytes { raw in
            var index = 0
            var isASCII = true
            let count = raw.count
            while index < count {
                // Eight ASCII bytes at a time: most spec files hold nothing else.
                while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
                guard index < count else { break }
                let lead = raw[index]
                if lead < 0x80 { index += 1; continue }
                isASCII = false
                let length: Int
                var minimumSecond: UInt8 = 0x80, maximumSecond: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; minimumSecond = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; maximumSecond = 0x9F  // excludes UTF-16 surrogates
                case 0xF0: length = 4; minimumSecond = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; maximumSecond = 0x8F
                default: return (index, false)
                }
                guard index + length <= count else { return (index, false) }
                let second = raw[index + 1]
                guard second >= minimumSecond && second <= maximumSecond else { return (index, false) }
                for continuation in (index + 2)..<(index + length) where raw[continuation] & 0xC0 != 0x80 {
                    return (index, false)
                }
                index += length
            }
            return (nil, isASCII)
        }
    }
}
