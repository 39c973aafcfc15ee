/// A small JSON value that keeps its keys in the order they were added, printed the way the demo
/// specs are written: the top-level keys one per line, each member of a map (`elements`,
/// `actions`, …) on a line of its own, anything deeper inline.
enum JSONText: Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    /// The text of a whole file, ending with a newline.
    var document: String {
        var out = ""
        write(into: &out, indent: 0, expandDepth: 2)
        out += "\n"
        return out
    }

    private func write(into out: inout String, indent: Int, expandDepth: Int) {
        switch self {
        case .string(let text): Self.quote(text, into: &out)
        case .int(let value): out += String(value)
        case .double(let value): out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) + ".0" : String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .array(let items):
            out += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { out += ", " }
                item.write(into: &out, indent: indent, expandDepth: 0)
            }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            if expandDepth > 0 {
                let inner = String(repeating: " ", count: indent + 2)
                out += "{\n"
                for (offset, (key, value)) in members.enumerated() {
                    out += inner
                    Self.quote(key, into: &out)
                    out += ": "
                    value.write(into: &out, indent: indent + 2, expandDepth: expandDepth - 1)
                    out += offset == members.count - 1 ? "\n" : ",\n"
                }
                out += String(repeating: " ", count: indent) + "}"
            } else {
                out += "{ "
                for (offset, (key, value)) in members.enumerated() {
                    if offset > 0 { out += ", " }
                    Self.quote(key, into: &out)
                    out += ": "
                    value.write(into: &out, indent: indent, expandDepth: 0)
                }
                out += " }"
            }
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// Builds the ordered members of a JSON object.
struct ObjectBuilder {
    private(set) var members: [(String, JSONText)] = []

    init() {}

    mutating func set(_ key: String, _ value: JSONText) { members.append((key, value)) }
    mutating func set(_ key: String, _ value: String) { members.append((key, .string(value))) }
    mutating func set(_ key: String, _ value: Int) { members.append((key, .int(value))) }
    mutating func set(_ key: String, _ value: Bool) { members.append((key, .bool(value))) }
    mutating func set(_ key: String, _ values: [String]) { members.append((key, .array(values.map { .string($0) }))) }

    var isEmpty: Bool { members.isEmpty }
    var json: JSONText { .object(members) }
}
