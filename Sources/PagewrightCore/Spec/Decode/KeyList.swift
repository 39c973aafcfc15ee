/// Keys an object of a spec may hold, or a decoder looks for, made once per list: whether a
/// member's key is one of them is one bit test when the reader numbered the key (it is one of
/// `SpecWords`), and a comparison of strings only for other keys. A class, so that a reader
/// holding one copies a reference, not its 64 bytes of bits and two arrays.
final class KeyList: ExpressibleByArrayLiteral, Sendable {
    /// No keys: an object whose keys are names (elements by name, arguments).
    static let empty = KeyList([])

    let keys: [String]
    /// Bit n is set when word n of `SpecWords.table` is one of `keys` (`KnownWords.maximumCount`
    /// is 512 bits).
    private let words: SIMD8<UInt64>
    /// Keys with other scalars than ASCII that are not words: only these may equal a numbered key
    /// without being its word ("\u{212A}ind" == "Kind"), so this is almost always empty.
    private let otherKeys: [String]

    init(_ keys: [String]) {
        self.keys = keys
        var others: [String] = []
        var bits = SIMD8<UInt64>()
        for key in keys {
            if let number = SpecWords.table.number(of: key) {
                bits[number >> 6] |= 1 << UInt64(number & 63)
            } else if !key.utf8.allSatisfy({ $0 < 0x80 }) {
                others.append(key)
            }
        }
        words = bits
        otherKeys = others
    }

    convenience init(arrayLiteral keys: String...) {
        self.init(keys)
    }

    /// Whether the member's key is one of the list's.
    @inline(__always)
    func contains(_ member: JSONObject.Member) -> Bool {
        if member.keyWord >= 0 {
            let number = Int(member.keyWord)
            return words[number >> 6] & (1 << UInt64(number & 63)) != 0 || (!otherKeys.isEmpty && otherKeys.contains(member.key))
        }
        return keys.contains { ObjectReader.sameKey(member, $0) }
    }
}
