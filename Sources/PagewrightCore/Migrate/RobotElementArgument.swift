/// What a robot framework's element function is given: fusion's `button(x)` finds the button
/// whose identifier *or* label is `x`, so the argument alone does not say which. The spec needs
/// one: a localised text, a text with spaces, a parameter (`staticText(email)`) or a constant named
/// for a label or text is the label; a dotted or `snake_case` name, a lowercase word or a
/// constant named for an identifier is the identifier.
enum RobotElementArgument {
    static func isLabel(_ text: String, argument: [SwiftToken]) -> Bool {
        if LocalizedTexts.wholeKey(text) != nil { return true }
        if text.contains("${") {
            // A parameter alone is a text the test passes (`staticText(email)`); a template
            // with fixed parts is an identifier (`ContactsTableViewCell.${name}`).
            return text.hasPrefix("${") && text.hasSuffix("}") && text.dropFirst(2).dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        if text.hasPrefix("$"), !text.hasPrefix("$$"), text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return true }
        if text.contains(" ") { return true }
        if text.contains(where: { ".-_:/".contains($0) }) { return false }
        guard let first = text.first else { return false }
        if first.isNumber { return true }
        if first.isLowercase { return false }
        // One capitalised word ("Menu", "Continue"): the constant's name decides when it says.
        let name = argument.last { $0.kind == .word && $0.text != "rawValue" }?.text.lowercased() ?? ""
        if name.hasSuffix("identifier") || name.hasSuffix("id") { return false }
        return true
    }
}
