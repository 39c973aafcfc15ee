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
        "ready", "verifyLoaded", "isLoaded", "passesAccessibilityAudit", "onArrival", "instanceVerification",
        "hash", "hashValue", "description", "debugDescription",
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
        // Over the contiguous bytes (native and small strings have them): walking
        // `String.UTF8View` by index, and reading a table held in an array, cost several times
        // this check. A string without them is simply looked up.
        name.utf8.withContiguousStorageIfAvailable(mayChange(bytes:)) ?? true
    }

    private static func mayChange(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count > 1 else { return true }
        let leads = changedLeads
        guard count <= leads.longest else { return false }
        let first = bytes[0], second = bytes[1]
        return first >= 0x80 || second >= 0x80 || leads.contains(count: count, first: first, second: second)
    }

    /// The length and first two bytes of every changed name, as bits of a small table: a set
    /// bit means "some changed name may have these", a clear one "none has".
    private struct Leads: @unchecked Sendable {
        // Written only while the table is made, then only read, and never freed: safe to share.
        private let bits: UnsafeMutablePointer<UInt64>
        let longest: Int
        private static let wordCount = 64

        init(_ names: Set<String>) {
            bits = .allocate(capacity: Self.wordCount)
            bits.initialize(repeating: 0, count: Self.wordCount)
            var longest = 0
            for name in names where name.utf8.count > 1 {
                let bytes = Array(name.utf8)
                let bit = Self.bit(count: bytes.count, first: bytes[0], second: bytes[1])
                bits[bit >> 6] |= 1 << UInt64(bit & 63)
                longest = max(longest, bytes.count)
            }
            self.longest = longest
        }

        func contains(count: Int, first: UInt8, second: UInt8) -> Bool {
            let bit = Self.bit(count: count, first: first, second: second)
            return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
        }

        private static func bit(count: Int, first: UInt8, second: UInt8) -> Int {
            (count &* 613 &+ Int(first) &* 67 &+ Int(second)) & (wordCount * 64 - 1)
        }
    }

    private static let changedLeads = Leads(changedNames)

    /// Every name some rule of this type changes: the keywords, the reserved names and the few
    /// spelled in the functions below.
    static var changedNames: Set<String> {
        keywords.union(unescapable).union(reservedMembers).union(reservedLabels).union(reservedLocals)
            .union(["rawValue", "allCases", "hashValue", "inout", "var", "let"])
    }

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
        func plain(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"") }
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) }) ?? text.utf8.allSatisfy(plain) { return text }
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

    /// Control characters, format characters (zero-width, direction marks and overrides such as
    /// U+200B, U+061C, U+202E, U+2066, U+FEFF) and the line and paragraph separators U+2028/U+2029:
    /// what a reader cannot see or what moves text to another line, wherever a value is shown.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        // Most text is ASCII and Latin-1: decided by its value, without a property lookup.
        if scalar.value < 0xA0 { return scalar.value < 0x20 || scalar.value >= 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
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
