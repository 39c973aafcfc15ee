extension FileSystem {
    /// The folder `path` is in, as `NSString.deletingLastPathComponent` gives it ("a/b" → "a",
    /// "/a" → "/", "a" → ""), which on Linux crashes on a one-character name such as "o"
    /// (swift-corelibs-foundation, Swift 6.3): the output folder a user names may be one.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent.removeLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}
