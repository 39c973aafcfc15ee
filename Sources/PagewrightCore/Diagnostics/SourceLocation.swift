/// A position in a spec file, as editors, Xcode and SwiftPM show it: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, so a name after an accented
/// character is still reported under the right character.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path as the user will recognise it (the specs folder they named, joined with the
    /// file's path inside it), never made absolute behind their back.
    public var file: String {
        get { path.text }
        set { path = SourcePath(newValue) }
    }
    public var line: Int
    public var column: Int
    /// `file`, interned: what a location holds, so copying one touches no reference count.
    var path: SourcePath

    public init(file: String, line: Int, column: Int) {
        self.init(path: SourcePath(file), line: line, column: column)
    }

    /// For readers, which intern their file's path once and make many locations in it.
    init(path: SourcePath, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// A location that stands for a whole file (used when a file cannot be read at all).
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// A location that is only a path: a folder, or a file none of which was read. It prints as
    /// the path alone, with no line that would point into it.
    public static func path(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 0, column: 0)
    }

    public var description: String { line == 0 ? file : "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.path == rhs.path ? (lhs.line, lhs.column) < (rhs.line, rhs.column) : (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value read from a spec, together with where it was written.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
