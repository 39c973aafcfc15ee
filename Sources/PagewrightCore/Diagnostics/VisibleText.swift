/// Text from a spec, a recording or a log as the tool prints it: control, zero-width and
/// direction-changing characters written as escapes (`\n`, `\u{1B}`), so a value cannot start a
/// line of its own (a forged `file:1:1: error:` that Xcode would show), move the cursor or hide
/// what it says. Everything else is printed as it is.
public enum VisibleText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: SwiftNames.isInvisible) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if SwiftNames.isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
