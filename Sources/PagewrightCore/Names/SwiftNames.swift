/// How spec names and strings become Swift source: one rule for identifiers, one for literals.
///
/// Identifiers: a name that is a Swift keyword is written in backticks; a name backticks cannot
/// rescue (`self`, `Self`, `init`, `Type`, `Protocol`, …) or one that would collide with the
/// generated API around it gets a trailing underscore (`init` → `init_`, `application` →
/// `application_`). Parameters keep the spec's name as their label and, where that name is a
/// keyword or taken, use the underscored form inside the method (`tap(in in_: Int)`). String literals: every spec string is escaped, so no quote, backslash, `\(`,
/// line break or invisible control character can end the literal or inject code.
public enum SwiftNames {
    /// Keywords that need backticks wherever an identifier stands.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names that mean something else even in backticks in some position (`Element.self`,
    /// `Element.init`, `Foo.Type`), so they are always suffixed instead.
    static let unescapable: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// Members every generated page object, trait extension or Element enum already has.
    public static let reservedMembers: Set<String> = [
        "application", "pageObjectsFactory", "source", "verify", "isDisplayed", "section", "container",
        "verification", "Element", "Constants", "Destination", "rawValue", "found", "elementType", "snapshotIdentifier", "foundByLabel", "foundByType", "containerOf", "locator", "query", "activity",
        "perform", "require", "waitUntilGone", "clearText", "currentRoute",
        "ready", "verifyLoaded", "isLoaded", "passesAccessibilityAudit",
        "hash", "hashValue", "description", "debugDescription", "_none",
    ]

    /// Argument labels the generated methods already use.
    static let reservedLabels: Set<String> = ["file", "line"]
    /// Local names the generated code already uses (parameters become locals of these methods).
    static let reservedLocals: Set<String> = ["file", "line", "context", "query", "container", "actual", "expected", "page",
                                              "application", "pageObjectsFactory", "source", "verification", "rawValue",
                                              "Element", "Constants"]

    /// A case of `XCUIElement.ElementType` as Swift spells it after a dot (`switch` in backticks).
    static func elementType(_ name: String) -> String {
        guard mayChange(name) else { return name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A member name (property, method, enum case) that is valid Swift and clashes with nothing
    /// the generator itself emits.
    public static func member(_ name: String) -> String {
        guard mayChange(name) else { return name }
        return memberSpellings[name] ?? name
    }

    /// False for a name none of these rules changes, told from its length and first two bytes
    /// without hashing it: most names pass through `member(_:)` and its kin unchanged, and a
    /// table lookup per name was a tenth of rendering.
    ///
    /// Exact because every name the rules look up is ASCII with no `K`, `;` or `` ` ``: Swift
    /// compares strings by canonical equivalence, and the only non-ASCII characters equivalent
    /// to ASCII ones are the Kelvin sign, the Greek question mark and the Greek varia; so a name
    /// equal to one of them has its bytes (`SwiftNamesShortcutTests` checks the lists).
    static func mayChange(_ name: String) -> Bool {
        let utf8 = name.utf8
        let count = utf8.count
        guard count > 1 else { return true }
        guard count < leadsByLength.count else { return false }
        var index = utf8.startIndex
        let first = utf8[index]
        utf8.formIndex(after: &index)
        let lead = UInt16(first) << 8 | UInt16(utf8[index])
        return first >= 0x80 || utf8[index] >= 0x80 || leadsByLength[count].contains(lead)
    }

    /// Every name some rule of this type changes: the keywords, the reserved names and the few
    /// spelled in the functions below.
    static var changedNames: Set<String> {
        keywords.union(unescapable).union(reservedMembers).union(reservedLabels).union(reservedLocals)
            .union(["rawValue", "allCases", "hashValue", "inout", "var", "let"])
    }

    /// For each length, the first two bytes of the changed names of that length: a handful each.
    private static let leadsByLength: [[UInt16]] = {
        let names = changedNames
        var table = Array(repeating: [UInt16](), count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names where name.utf8.count > 1 {
            let bytes = Array(name.utf8)
            table[bytes.count].append(UInt16(bytes[0]) << 8 | UInt16(bytes[1]))
        }
        return table
    }()

    /// `member(_:)` of every name it changes, in one table: one lookup per name, not three.
    private static let memberSpellings: [String: String] = {
        var table: [String: String] = [:]
        for name in keywords { table[name] = "`\(name)`" }
        for name in reservedMembers.union(unescapable) { table[name] = name + "_" }
        return table
    }()

    /// The name a parameter has inside the generated code (a local variable). Keywords are
    /// suffixed rather than backticked here: `func tap(in in_: Int)` is the one spelling Swift
    /// accepts without a warning when the label is a keyword.
    public static func parameter(_ name: String) -> String {
        guard mayChange(name) else { return name }
        return suffixedParameters.contains(name) ? name + "_" : name
    }

    /// The names `parameter(_:)` suffixes, in one set: one lookup per name, not three.
    private static let suffixedParameters = reservedLocals.union(unescapable).union(keywords)

    /// The argument label callers write: the spec's name wherever Swift allows it.
    /// The argument label callers write. Keywords serve as labels unescaped (Swift warns about
    /// needless backticks at a call site), all but `inout`.
    public static func label(_ name: String) -> String {
        guard mayChange(name) else { return name }
        if reservedLabels.contains(name) || unescapable.contains(name) { return name + "_" }
        return name == "inout" ? "`inout`" : name
    }

    /// The label in a declaration, where `inout`, `var` and `let` would read as modifiers.
    public static func declarationLabel(_ name: String) -> String {
        let plain = label(name)
        return plain == "var" || plain == "let" ? "`\(plain)`" : plain
    }

    /// `label name: Type` for a declaration, or `name: Type` when label and name agree.
    public static func parameterDeclaration(_ name: String, type: String) -> String {
        let label = declarationLabel(name), local = parameter(name)
        return label == local ? "\(label): \(type)" : "\(label) \(local): \(type)"
    }

    /// A case of a declared enum: what `RawRepresentable` and `CaseIterable` already declare, and
    /// names backticks cannot rescue, get a trailing underscore (the raw value keeps the name).
    public static func enumCase(_ name: String) -> String {
        guard mayChange(name) else { return name }
        if unescapable.contains(name) || ["rawValue", "allCases", "hashValue"].contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A field of a declared record (a stored property and its initializer's label).
    public static func field(_ name: String) -> String {
        guard mayChange(name) else { return name }
        if unescapable.contains(name) || name == "hashValue" { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A type name.
    public static func type(_ name: String) -> String {
        guard mayChange(name) else { return name }
        if unescapable.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The identifier a name stands for: `` `open` `` is `open` to the compiler. Most names have
    /// no backtick, and those come back as they are without a walk through their characters.
    static func unquoted(_ name: String) -> String {
        let backtick = UInt8(ascii: "`")
        let quoted = name.utf8.withContiguousStorageIfAvailable { $0.contains(backtick) } ?? name.utf8.contains(backtick)
        return quoted ? name.filter { $0 != "`" } : name
    }

    /// `name` with the first letter uppercased, for building names such as `asPhotoDetail`.
    public static func capitalized(_ name: String) -> String {
        // Most names start with an ASCII letter: its uppercase is 32 below, and the rest is
        // copied as UTF-8 (a Character's `uppercased()` goes through Unicode's tables).
        if let byte = name.utf8.first, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
            return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
                _ = buffer.initialize(fromContentsOf: name.utf8)
                buffer[0] = byte - 32
                return name.utf8.count
            }
        }
        if let byte = name.utf8.first, byte < 0x80, !(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) {
            // Any other ASCII first character has no uppercase of its own.
            return name
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// A Swift string literal whose value is exactly `text`.
    public static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a string literal: special characters escaped, invisible and direction
    /// changing characters written as `\u{…}` so reviewers see them.
    public static func escaped(_ text: String) -> String {
        // Most spec text is printable ASCII with nothing to escape: it stands as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Lines of a documentation comment: control and direction characters removed, one comment
    /// line per line of text.
    static func commentLines(_ text: String) -> [String] {
        // Printable ASCII holds no line break and nothing invisible: one line, as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return [text.trimmingTrailingSpaces()] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }).map { line in
            var cleaned = ""
            for scalar in line.unicodeScalars where !isInvisible(scalar) { cleaned.unicodeScalars.append(scalar) }
            return cleaned.trimmingTrailingSpaces()
        }
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true                  // control characters
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true  // zero-width and bidi
        default: false
        }
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
