import Foundation

/// A spec file's path as locations hold it: interned, one immortal copy per distinct path for the
/// life of the process. A spec of a few kilobytes has hundreds of located values, and each copy of
/// one copied its path's `String` (a reference count up, and down again); with the path interned,
/// a `SourceLocation` is plain data, copied without touching any count, and two paths are equal
/// when they are the same copy.
///
/// The copies are never freed: a process sees few distinct paths (one per spec file it reads),
/// and a location can outlive every file it came from.
struct SourcePath: Hashable, Sendable {
    private let box: Unmanaged<Box>

    /// The path of `text`, made the first time it is asked for.
    init(_ text: String) {
        box = Self.interned.box(for: text)
    }

    var text: String { box.takeUnretainedValue().text }

    static func == (lhs: SourcePath, rhs: SourcePath) -> Bool {
        lhs.box.toOpaque() == rhs.box.toOpaque()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box.toOpaque())
    }

    private final class Box: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// Every path made so far. Looked in only when a location is made from a `String` (a reader
    /// does so once per file), never when one is copied.
    private final class Table: @unchecked Sendable {
        private let lock = NSLock()
        private var boxes: [Spelling: Unmanaged<Box>] = [:]

        func box(for text: String) -> Unmanaged<Box> {
            let spelling = Spelling(text)
            lock.lock()
            defer { lock.unlock() }
            if let box = boxes[spelling] { return box }
            let box = Unmanaged.passRetained(Box(text))
            boxes[spelling] = box
            return box
        }
    }

    /// A path's bytes: `==` on `String` would make "café" spelt with a combining accent the same
    /// path as "café" with a precomposed one, and on Linux those are two files.
    private struct Spelling: Hashable {
        let bytes: [UInt8]

        init(_ text: String) { bytes = Array(text.utf8) }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private static let interned = Table()
}
