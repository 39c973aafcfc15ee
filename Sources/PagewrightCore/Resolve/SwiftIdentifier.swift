/// Whether a spec name can become a Swift identifier, and what to suggest when it cannot.
///
/// Keywords are fine here: the emitter escapes them (see `SwiftNames`). What cannot be fixed by
/// escaping — spaces, punctuation, a leading digit — is an error at the name's position.
public enum SwiftIdentifier {
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.first, isHead(first) else { return false }
        return name.dropFirst().allSatisfy(isBody)
    }

    /// A valid identifier close to `name` (`"log in"` → `"logIn"`), if one can be made.
    public static func suggestion(for name: String) -> String? {
        let words = name.split { !isBody($0) }.map(String.init)
        guard let head = words.first else { return nil }
        var result = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = result.first, !isHead(first) { result = "_" + result }
        return isValid(result) && result != name ? result : nil
    }

    static func isHead(_ character: Character) -> Bool { character == "_" || character.isLetter }
    static func isBody(_ character: Character) -> Bool { character == "_" || character.isLetter || character.isNumber }
}
