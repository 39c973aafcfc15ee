/// Names for imported elements: camelCase from an identifier (`Login.submit` → `submitButton`,
/// `saved-list_header` → `savedListHeaderView`) or a label (`Show vacancies` → `showVacanciesButton`),
/// with a suffix that says the element's type.
enum ElementNaming {
    /// The name for an element found by `identifier` on `screen`: the identifier's words in
    /// camelCase, without a first word that names the screen, plus the type's suffix.
    static func name(identifier: String, type: String, screen: String) -> String {
        finish(withoutScreen(words(identifier), screen: screen), type: type)
    }

    /// Whether `word` names the screen: its name or a part of it (`Saved` on SavedVacancies).
    static func isScreenWord(_ word: String, screen: String) -> Bool {
        word.count > 2 && screen.lowercased().contains(word.lowercased())
    }

    /// The words without a first one that names the screen, when others follow.
    static func withoutScreen(_ words: [String], screen: String) -> [String] {
        guard words.count > 1, isScreenWord(words[0], screen: screen) else { return words }
        return Array(words.dropFirst())
    }

    /// The name for an element found by `label`: its first four words, plus the type's suffix.
    static func name(label: String, type: String) -> String {
        finish(Array(words(label).prefix(4)), type: type)
    }

    /// The name for a group of repeated cells whose identifiers share `prefix`, or that sit in a
    /// container named `containerWords`.
    static func name(words: [String], type: String) -> String { finish(words, type: type) }

    static func words(_ text: String) -> [String] {
        var result: [String] = []
        for part in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            // `URL`, `ID`: a word in capitals reads as one word.
            let word = part.count > 1 && part.allSatisfy({ $0.isUppercase || $0.isNumber }) ? part.lowercased() : String(part)
            result.append(word)
        }
        return result
    }

    private static func finish(_ words: [String], type: String) -> String {
        let name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        let suffix = self.suffix(for: type)
        if name.isEmpty { return suffix.prefix(1).lowercased() + suffix.dropFirst() }
        // A name must start with a letter: `42` → `cell42`, which then says its type already.
        if let first = name.first, !first.isLetter { return (suffix.prefix(1).lowercased() + suffix.dropFirst()) + name }
        let lower = name.lowercased()
        let saysType = lower.hasSuffix(suffix.lowercased()) || synonyms(for: type).contains { lower.hasSuffix($0) }
        // `title`, `label`, `value`: XCUITest's own members; the suffix keeps them apart.
        if saysType, !XCUITestVocabulary.memberNames.contains(name) { return name }
        return name + suffix
    }

    /// What a name ends with to say the element's type (`Button`, `Field`, `Text`).
    static func suffix(for type: String) -> String {
        switch type {
        case "staticText": "Text"
        case "textField", "secureTextField", "searchField": "Field"
        case "other": "View"
        case "collectionView": "Collection"
        case "pickerWheel": "Wheel"
        case "activityIndicator", "progressIndicator": "Indicator"
        case "segmentedControl": "Control"
        default: type.prefix(1).uppercased() + type.dropFirst()
        }
    }

    /// Words that already say the type well enough (`spinner` for an activity indicator).
    private static func synonyms(for type: String) -> [String] {
        switch type {
        case "other": ["container", "section", "header", "footer", "panel", "content", "screen", "sheet", "card", "overlay", "area"]
        case "activityIndicator": ["spinner", "loading", "loader"]
        case "staticText": ["label", "title", "message", "caption", "error", "subtitle", "name", "count"]
        case "collectionView": ["grid", "gallery", "list"]
        case "table": ["list"]
        case "image": ["photo", "icon", "picture", "avatar", "logo"]
        case "button": ["tab", "link", "toggle"]
        case "textField", "secureTextField", "searchField": ["input"]
        case "tabBar", "navigationBar", "toolbar": ["bar"]
        default: []
        }
    }
}
