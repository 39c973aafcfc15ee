/// The app's localised texts as a suite names them. Robot suites find buttons by the app's own
/// strings: `LocalString._general_close_action` (a property of the app's strings class whose value
/// is `NSLocalizedString("Close", comment: …)`), `NSLocalizedString("Sign Out", comment: …)`
/// written in place, `L11n.PinCodeSetup.setPinCode` (a namespace whose definitions may not be
/// among the sources). Each becomes the template part `${localized:<key>}`, which the spec writes
/// as a localised label (`{ "localized": "Close" }`) or keeps inside an identifier. Read, never
/// run: a key is `NSLocalizedString`'s first argument when it is a plain string.
struct LocalizedTexts {
    /// `LocalizedString._general_close_action` → `Close`: every property of the sources whose
    /// value is `NSLocalizedString("…", …)`, by its type and name.
    private(set) var keys: [String: String] = [:]
    /// Instances standing for a strings type (`var LocalString = LocalizedString()`).
    private(set) var instances: [String: String] = [:]
    /// The types that hold such properties.
    private var holders: Set<String> = []

    init() {}

    init(outlines: [SwiftOutline]) {
        func visit(_ type: SwiftOutline.TypeDeclaration) {
            for member in type.members where member.kind == .property {
                if let key = Self.literalKey(member.value) {
                    keys[type.name + "." + member.name] = key
                    holders.insert(type.name)
                }
            }
            type.nested.forEach(visit)
        }
        outlines.forEach { $0.types.forEach(visit) }
        for global in outlines.flatMap(\.globals) where global.kind == .property {
            // `var LocalString = LocalizedString()`
            let value = global.value
            if value.count == 3, value[0].kind == .word, holders.contains(value[0].text), value[1].isSymbol("("), value[2].isSymbol(")") {
                instances[global.name] = value[0].text
            }
        }
    }

    /// A reference to a localised text: its key when the sources define it, else the Swift name
    /// it is written with (`L11n.PinCodeSetup.setPinCode`), which a reviewer replaces.
    enum Reference: Equatable {
        case key(String)
        case unresolved(String)

        var template: String? {
            switch self {
            case .key(let key), .unresolved(let key): LocalizedTexts.template(key)
            }
        }
    }

    /// `NSLocalizedString("k", comment: …)`, `LocalString._x`, `LocalizedString._x`,
    /// `L11n.Area.name`, `SomeTranslation.name.l10n`; nil for anything else.
    func reference(_ tokens: [SwiftToken]) -> Reference? {
        let tokens = tokens.filter { !$0.isWord("try") }
        if let key = Self.literalKey(tokens) { return .key(key) }
        // A chain of names: `A.b`, `A.B.c`.
        guard tokens.count >= 3, tokens.count % 2 == 1 else { return nil }
        for (position, token) in tokens.enumerated() {
            if position % 2 == 0 ? token.kind != .word : !token.isSymbol(".") { return nil }
        }
        var names = stride(from: 0, to: tokens.count, by: 2).map { tokens[$0].text }
        if names.last == "l10n" { names.removeLast() }
        guard names.count >= 2 else { return nil }
        let root = instances[names[0]] ?? names[0]
        if names.count == 2, let key = keys[root + "." + names[1]] { return .key(key) }
        if holders.contains(root) || Self.isNamespace(names[0]) { return .unresolved(names.joined(separator: ".")) }
        return nil
    }

    /// Whether a text the reader made holds a localised key.
    static func holdsKey(_ text: String) -> Bool { text.contains("${localized:") }

    /// The key when `text` is exactly one localised part, `${localized:Close}`.
    static func wholeKey(_ text: String) -> String? {
        guard text.hasPrefix("${localized:"), text.hasSuffix("}") else { return nil }
        let key = text.dropFirst("${localized:".count).dropLast()
        return key.contains("}") || key.contains("|") ? nil : String(key)
    }

    /// Every key a template names (`MenuItemTableViewCell.${localized:Settings}` → `Settings`).
    static func keys(in text: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "${localized:") {
            rest = rest[start.upperBound...]
            let end = rest.firstIndex { $0 == "|" || $0 == "}" } ?? rest.endIndex
            result.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return result
    }

    /// `${localized:<key>}`, or nil when the key cannot stand in a template (it holds `|`, `}`,
    /// `$` or a line break).
    static func template(_ key: String) -> String? {
        guard !key.isEmpty, !key.contains(where: { "|}${\n".contains($0) }) else { return nil }
        return "${localized:\(key)}"
    }

    /// Every key the reader resolved from a definition (not a placeholder name).
    var definedKeys: Set<String> { Set(keys.values) }

    /// `NSLocalizedString("Close", comment: "…")`: the key.
    private static func literalKey(_ tokens: [SwiftToken]) -> String? {
        guard tokens.count >= 4, tokens[0].isWord("NSLocalizedString"), tokens[1].isSymbol("("), tokens[2].isString, !tokens[2].isInterpolated,
              ElementQueryReader.closing(tokens, from: 1) == tokens.count - 1 else { return nil }
        let key = tokens[2].text
        return key.isEmpty ? nil : key
    }

    /// The names localisation namespaces go by (`L10n`, SwiftGen's; `L11n`; `LocalString`;
    /// `CoreString`; `…Translation`), for a reference whose definitions were not read.
    private static func isNamespace(_ name: String) -> Bool {
        ["L10n", "L11n", "LocalString", "LocalizedString", "Localizable", "Strings", "CoreString"].contains(name)
            || name.first?.isUppercase == true && (name.hasSuffix("Translation") || name.hasSuffix("L10n"))
    }
}
