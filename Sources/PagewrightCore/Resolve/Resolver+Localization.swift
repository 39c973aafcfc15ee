/// What a localised label means: its key's text in every language the app ships, from the string
/// tables the settings name. Validation has checked the key exists in exactly one table named
/// for it, and that it has one text (not a plural) in the source language.
extension Resolver {
    func localizedText(_ reference: ElementSpec.LocalizedKey) -> Resolved.LocalizedText {
        let strings = index.project.strings
        let table = reference.table.flatMap { strings?.table(named: $0.value) }
            ?? strings?.tables(holding: reference.key.value).first
        let key = reference.key.value
        guard let table, let entry = table[key] else {
            // Not reached after validation; the key itself is the app's fallback text.
            return Resolved.LocalizedText(key: key, table: reference.table?.value ?? "", sourceLanguage: "", sourceText: key,
                                          translations: [], missingLanguages: [])
        }
        let source = entry.translations[table.sourceLanguage]
        let sourceText = source?.text ?? source?.byDevice["other"] ?? key
        var translations: [Resolved.LocalizedText.Translation] = []
        var missing: [String] = []
        for language in Self.shippedLanguages(of: table, in: strings) {
            if entry.doesNotTranslate {
                translations.append(.init(language: language, text: sourceText, byDevice: source?.byDevice ?? [:]))
            } else if let translation = entry.translations[language], !translation.isPlural,
                      let text = translation.text ?? translation.byDevice["other"] {
                translations.append(.init(language: language, text: text, byDevice: translation.byDevice))
            } else {
                missing.append(language)
            }
        }
        return Resolved.LocalizedText(key: key, table: table.name, sourceLanguage: table.sourceLanguage, sourceText: sourceText,
                                      translations: translations, missingLanguages: missing)
    }

    /// The languages the app ships, the table's source language always among them.
    static func shippedLanguages(of table: StringTable, in strings: AppStrings?) -> [String] {
        Set((strings?.languages ?? table.languages) + [table.sourceLanguage]).sorted()
    }
}
