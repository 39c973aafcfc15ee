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
        public var keyLocation: SourceLocation
        public var value: JSONNode
        /// Whether the key is all ASCII, so that a key of another length cannot equal it (`==` on
        /// `String` compares canonical equivalents: "\u{212A}" == "K").
        var keyIsASCII = false
    }

    public var members: [Member]

    public init(members: [Member]) {
        self.members = members
    }
}
