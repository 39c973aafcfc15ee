/// A fixed set of names that is asked about far more often than it holds the name asked about
/// (is this spec name a Swift keyword, a name the generated code uses?). One bit per value of a
/// cheap hash of the name's bytes answers "certainly not" for almost every name, without
/// hashing it for a `Set` or `Dictionary` (SipHash: hundreds of instructions a name); a set bit
/// only means "ask the set".
///
/// Only ASCII is answered by bytes: Swift compares strings by canonical equivalence, and a
/// non-ASCII name can equal an ASCII one (U+212A KELVIN SIGN is "K"), so a name or a set with
/// any non-ASCII byte always gets "may be", and the set decides.
struct NameFilter: Sendable {
    private static let bitCount = 1 << 16
    private var words: [UInt64]
    private var allASCII = true

    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        words = Array(repeating: 0, count: Self.bitCount / 64)
        for name in names {
            guard let bit = Self.bit(of: name) else {
                allASCII = false
                continue
            }
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    /// False: `name` is certainly not one of the names. True: it may be.
    func mayContain(_ name: String) -> Bool {
        guard allASCII, let bit = Self.bit(of: name) else { return true }
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// FNV-1a over the UTF-8 bytes, folded to the table's size; nil for a name that is not ASCII.
    static func bit(of name: String) -> Int? {
        // Over the contiguous bytes where the string has them (native and small strings do): a
        // walk through `String.UTF8View`'s indices costs several times more per byte.
        name.utf8.withContiguousStorageIfAvailable(bit(ofBytes:)) ?? bit(ofBytes: name.utf8)
    }

    private static func bit<Bytes: Sequence>(ofBytes bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        var hash: UInt32 = 2_166_136_261
        var all: UInt8 = 0
        for byte in bytes {
            all |= byte
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        guard all < 0x80 else { return nil }
        return Int((hash ^ (hash >> 16)) & UInt32(bitCount - 1))
    }
}
