/// Short ASCII strings a reader meets again and again (a format's keys, common values), made once:
/// a string read that is one of them is this copy, not a new `String` built and checked from
/// the bytes. Looked up by the bytes themselves, packed into two words, in a small open table.
public struct KnownWords: Sendable {
    private struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        var count: Int
        var word: String
        var number: Int
    }

    /// Words longer than this are never looked up.
    static let longest = 16
    private static let bits = 10
    private var table: [Entry?]
    /// Whether a reader records which word each key is (`JSONObject.Member.keyWord`). Only one
    /// table does, `SpecWords.table`, so that a word's number means one word in the process.
    let numbersKeys: Bool
    /// How many words the table holds: their numbers are `0..<count`, at most `maximumCount`.
    private(set) var count = 0
    /// The words by number.
    private(set) var words: [String] = []
    static let maximumCount = 1 << (bits - 1)

    public init(_ words: [String]) {
        self.init(words, numbersKeys: false)
    }

    init(_ words: [String], numbersKeys: Bool) {
        self.numbersKeys = numbersKeys
        table = Array(repeating: nil, count: 1 << Self.bits)
        var filled = 0
        var seen: Set<String> = []
        // In the order given (a set's order changes from run to run): a word's number is the same in every run.
        for word in words where seen.insert(word).inserted {
            let bytes = Array(word.utf8)
            // At most half full, so that a look for a word that is not there ends soon.
            guard bytes.count <= Self.longest, bytes.allSatisfy({ $0 < 0x80 && $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }),
                  filled < table.count / 2 else { continue }
            filled += 1
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0, 0, bytes.count) }
            var slot = Self.slot(low, high, bytes.count)
            while table[slot] != nil { slot = (slot + 1) & (table.count - 1) }
            table[slot] = Entry(low: low, high: high, count: bytes.count, word: word, number: filled - 1)
            self.words.append(word)
        }
        count = filled
    }

    /// The word that `bytes[start..<start + count]` spells, if it is one.
    @inline(__always)
    func word(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> String? {
        numbered(bytes, start, count)?.word
    }

    /// The word that `bytes[start..<start + count]` spells and its number, if it is one.
    @inline(__always)
    func numbered(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (word: String, number: Int)? {
        guard count > 0 && count <= Self.longest else { return nil }
        let (low, high) = Self.pack(bytes, start, count)
        var slot = Self.slot(low, high, count)
        while let entry = table[slot] {
            if entry.low == low && entry.high == high && entry.count == count { return (entry.word, entry.number) }
            slot = (slot + 1) & (table.count - 1)
        }
        return nil
    }

    /// The number of `word`, if the table holds it.
    func number(of word: String) -> Int? {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { numbered($0, 0, bytes.count)?.number }
    }

    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (UInt64, UInt64) {
        // Two loads, the bytes past `count` masked off, when sixteen bytes follow `start` (always
        // within the buffer); the same packing byte by byte otherwise.
        if start + 16 <= bytes.count, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base + start)
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count >= 16 { return (low, high) }
            if count > 8 { return (low, high & ((1 << UInt64(8 * (count - 8))) - 1)) }
            return (count == 8 ? low : low & ((1 << UInt64(8 * count)) - 1), 0)
        }
        var low: UInt64 = 0, high: UInt64 = 0
        for index in 0..<min(count, 8) { low |= UInt64(bytes[start + index]) << (8 * index) }
        if count > 8 {
            for index in 8..<count { high |= UInt64(bytes[start + index]) << (8 * (index - 8)) }
        }
        return (low, high)
    }

    @inline(__always)
    private static func slot(_ low: UInt64, _ high: UInt64, _ count: Int) -> Int {
        let mixed = (low ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
    }
}
