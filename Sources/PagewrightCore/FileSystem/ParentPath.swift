extension FileSystem {
    /// The folder `path` is in, as `NSString.deletingLastPathComponent` gives it ("a/b" → "a",
    /// "/a" → "/", "a" → ""), which on Linux crashes on a one-character name such as "o"
    /// (swift-corelibs-foundation, Swift 6.3): the output folder a user names may be one.
    ///
    /// Works on the UTF-8 bytes, as the file system does: "/" is one byte that never occurs
    /// inside another character's encoding, and counting `Character`s costs a grapheme walk per
    /// call (writing 1,000 screens asks this about 5,000 times).
    static func parent(of path: String) -> String {
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        var end = bytes.endIndex
        // Trailing slashes go, but a path that is only "/" stays itself.
        while bytes.distance(from: bytes.startIndex, to: end) > 1, bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
        var parentEnd = last
        while parentEnd > bytes.startIndex, bytes[bytes.index(before: parentEnd)] == slash {
            parentEnd = bytes.index(before: parentEnd)
        }
        return parentEnd == bytes.startIndex ? "/" : String(Substring(bytes[..<parentEnd]))
    }
}
