/// A JSON string literal (RFC 8259 §7) whose value is exactly `text`: every value Pagewright
/// writes into JSON (`init`'s starter specs, `import`'s specs, recordings) goes through here, so
/// a quote, a backslash or a line break in it stays data.
public enum JSONString {
    /// Quotes, backslashes and control characters escaped, everything else as is.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
