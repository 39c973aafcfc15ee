extension FileSystem {
    /// The folder `path` is in, as `NSString.deletingLastPathComponent` gives it ("a/b" → "a",
    /// "/a" → "/", "a" → ""), which on Linux crashes on a one-character name such as "o"
    /// (swift-corelibs-foundation, Swift 6.3): the output folder a user names may be one.
    static func parent(of path: String) -> String {
        // An ASCII path (every generated file's) is read as bytes: counting and searching it
        // by `Character` cost about 14,000 instructions a path. The same steps as below.
        let slash = UInt8(ascii: "/")
        let fromBytes = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
            var end = bytes.count
            while end > 1 && bytes[end - 1] == slash { end -= 1 }
            guard var parentEnd = bytes[..<end].lastIndex(of: slash) else { return "" }
            while parentEnd > 0 && bytes[parentEnd - 1] == slash { parentEnd -= 1 }
            return parentEnd == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<parentEnd]), as: UTF8.self)
        }
        if case let parent?? = fromBytes { return parent }
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent.removeLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}
