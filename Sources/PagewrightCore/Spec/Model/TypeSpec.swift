/// A parameter's type as the spec writes it: `String`, `Int`, `UInt`, `Double`, `Bool`, a list
/// `[T]`, or the name of a type the project declares (checked once every file is read).
public indirect enum TypeReference: Sendable, Hashable, CustomStringConvertible {
    case string, int, uint, double, bool
    case list(TypeReference)
    case named(String)

    /// The built-in type names, as written.
    public static let builtInNames = ["String", "Int", "UInt", "Double", "Bool"]

    /// Lists nest at most this deep; deeper is no type (and no deep recursion on hostile input).
    public static let maximumListDepth = 8

    /// Parses `String`, `[Int]`, `[[User]]`, `Timeframe`; nil for anything else (`Strin g`, `[Int`).
    public static func parse(_ text: String) -> TypeReference? {
        // The built-in names, most types written, without the work on a Substring below.
        switch text {
        case "String": return .string
        case "Int": return .int
        case "Bool": return .bool
        default: break
        }
        var inner = Substring(text)
        var depth = 0
        while inner.hasPrefix("["), inner.hasSuffix("]"), inner.count > 2 {
            inner = inner.dropFirst().dropLast()
            depth += 1
            if depth > maximumListDepth { return nil }
        }
        var type: TypeReference
        switch inner {
        case "String": type = .string
        case "Int": type = .int
        case "UInt": type = .uint
        case "Double": type = .double
        case "Bool": type = .bool
        default:
            guard SwiftIdentifier.isValid(String(inner)) else { return nil }
            type = .named(String(inner))
        }
        for _ in 0..<depth { type = .list(type) }
        return type
    }

    public var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .uint: "UInt"
        case .double: "Double"
        case .bool: "Bool"
        case .list(let element): "[\(element)]"
        case .named(let name): name
        }
    }

    /// The declared type names this reference mentions (`[User]` → `User`).
    public var namedTypes: [String] {
        switch self {
        case .list(let element): element.namedTypes
        case .named(let name): [name]
        default: []
        }
    }
}

/// A type declared in `pagewright.json` or a types file (`{ "types": { … } }`): an enum whose
/// raw values are what the app shows, or a small record of fields that steps and checks read
/// (`$user.login`).
public struct TypeDeclSpec: Sendable {
    public enum Kind: Sendable {
        case enumeration([EnumCaseSpec])
        /// Fields in the order written: their names, types and defaults (parameters without
        /// `label` or `match`).
        case record([ParamSpec])
    }

    public var name: Located<String>
    public var kind: Kind
    public var summary: String?
    /// The file that declares it, relative to the specs folder.
    public var source: String
    /// Declared by the team's own code (`"external": true`): generated code uses it and does not
    /// declare it.
    public var isExternal = false
}

public struct EnumCaseSpec: Sendable {
    public var name: Located<String>
    /// What the app shows for the case; the case name when the spec gives none.
    public var rawValue: String
}
