/// Whether a spec name can become a Swift identifier, and what to suggest when it cannot.
///
/// The character sets are exactly the grammar's *identifier-head* and *identifier-character*
/// (The Swift Programming Language, Lexical Structure, "Identifiers":
/// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure/#Identifiers),
/// checked per Unicode scalar, so a name is accepted only when `swiftc` accepts it. One
/// exception, found by testing every code point against `swiftc`: the grammar's U+FE47–U+FFFD
/// ends at U+FFF8 in the compiler, which rejects U+FFF9–U+FFFD (interlinear annotation marks,
/// the object and the replacement character) as invalid characters.
/// Keywords are fine here: the emitter escapes them (see `SwiftNames`). A lone `_` is the
/// wildcard, never a name.
public enum SwiftIdentifier {
    public static func isValid(_ name: String) -> Bool {
        // Most names are ASCII: letters, digits and `_` decide them byte by byte, exactly as the
        // ranges below do for those code points.
        if let ascii = name.utf8.withContiguousStorageIfAvailable({ bytes -> Bool? in
            guard let first = bytes.first, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F }
            guard isLetter(first), !(bytes.count == 1 && first == 0x5F) else { return false }
            return bytes.dropFirst().allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
        }), let decided = ascii {
            return decided
        }
        guard name != "_", let first = name.unicodeScalars.first, isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy(isBody)
    }

    /// A valid identifier close to `name` (`"log in"` → `"logIn"`), if one can be made.
    public static func suggestion(for name: String) -> String? {
        let words = name.split { !isBody($0) }.map(String.init)
        guard let head = words.first else { return nil }
        var result = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = result.unicodeScalars.first, !isHead(first) { result = "_" + result }
        return isValid(result) && result != name ? result : nil
    }

    /// Every scalar of the character may appear after the first in an identifier.
    static func isBody(_ character: Character) -> Bool { character.unicodeScalars.allSatisfy(isBody) }

    static func isHead(_ scalar: Unicode.Scalar) -> Bool { contains(headRanges, scalar.value) }

    static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        contains(headRanges, scalar.value) || contains(bodyOnlyRanges, scalar.value)
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        // Binary search: the ranges are sorted and disjoint.
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound { high = middle - 1 } else if value > ranges[middle].upperBound { low = middle + 1 } else { return true }
        }
        return false
    }

    /// identifier-head, in code point order.
    static let headRanges: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x5F...0x5F, 0x61...0x7A,
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFF8,  // the grammar says …0xFFFD; swiftc rejects U+FFF9–U+FFFD
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// identifier-character beyond identifier-head: digits and combining marks, in order.
    static let bodyOnlyRanges: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
