/// A JSON value that remembers where it was written, so that every later diagnostic —
/// not only syntax errors — can point at `file:line:column`.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

public enum JSONValue: Sendable {
    case object(JSONObject)
    case array([JSONNode])
    case string(String)
    /// The number and whether it was written without fraction or exponent.
    case number(Double, isInteger: Bool)
    case bool(Bool)
    case null

    /// How the value is named in "expected …, found …" messages.
    public var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(_, let isInteger): isInteger ? "an integer" : "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// An object's members in the order they were written. Duplicate keys are kept (JSON allows them
/// syntactically); the spec decoder reports them.
public struct JSONObject: Sendable {
    public struct Member: Sendable {
        public var key: String
        /// The key's line and column; its file is the value's (a key and its value are in one
        /// file), so that a member holds one copy of the path, not two.
        private var keyLine: Int32
        private var keyColumn: Int32
        public var value: JSONNode
        /// Whether the key is all ASCII, so that a key of another length cannot equal it (`==` on
        /// `String` compares canonical equivalents: "\u{212A}" == "K").
        var keyIsASCII = false
        /// The key's number in `SpecWords.table` when it was read as one of its words, else -1:
        /// `KeyList` then knows whether the key is one of its own with a bit test.
        var keyWord: Int16 = -1

        public var keyLocation: SourceLocation {
            SourceLocation(path: value.location.path, line: Int(keyLine), column: Int(keyColumn))
        }

        /// `line` and `column` are the key's, in the value's file.
        init(key: String, line: Int, column: Int, value: JSONNode, keyIsASCII: Bool, keyWord: Int) {
            self.key = key
            // Lines and columns past 2^31 would need a file of over 2 GiB in memory; spec files
            // are at most 16 MiB.
            keyLine = Int32(truncatingIfNeeded: line)
            keyColumn = Int32(truncatingIfNeeded: column)
            self.value = value
            self.keyIsASCII = keyIsASCII
            self.keyWord = Int16(keyWord)  // less than `KnownWords.maximumCount`
        }
    }

    public var members: [Member]

    public init(members: [Member]) {
        self.members = members
    }
}
