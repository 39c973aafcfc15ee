/// Localised labels (`"label": { "localized": "general.save" }`): the key must be in the app's
/// string tables (an error with a suggestion otherwise), in one table, with one text in the
/// source language; a language the app ships without a text for it is a warning.
extension Validator {
    mutating func checkLocalizationSettings() {
        guard let spec = settings.localization, let strings = index.project.strings, !strings.isIncomplete else { return }
        let held = Set(strings.tables.flatMap(\.languages))
        for language in spec.languages where !held.contains(language.value) {
            let tables = strings.tables.map(\.path).joined(separator: ", ")
            log.warning(.missingLanguage, "the app's string tables (\(tables)) have no text in '\(language.value)'\(Suggestions.didYouMean(language.value, in: held))",
                        at: language.location)
        }
    }

    mutating func checkLocalizedLabels(of page: PageSpec) {
        // The element's locator, then its variants': no list of them made for each element.
        for element in page.elements {
            if case .localizedLabel(let key) = element.locator { checkLocalizedKey(key) }
            for variant in element.variants {
                if case .localizedLabel(let key) = variant.element.locator { checkLocalizedKey(key) }
            }
        }
    }

    mutating func checkLocalizedKey(_ reference: ElementSpec.LocalizedKey) {
        let key = reference.key
        guard let strings = index.project.strings else {
            log.error("'\(key.value)' is a key of the app's localised strings, but \(SpecFile.settingsFileName) names no string table; add \"localization\": { \"catalog\": \"…/Localizable.xcstrings\" } (a path relative to the specs folder)",
                      at: key.location)
            return
        }
        var searched = strings.tables
        if let tableName = reference.table {
            guard let table = strings.table(named: tableName.value) else {
                if !strings.isIncomplete {
                    log.error("no string table '\(tableName.value)'; the settings name \(describe(strings.tables.map(\.name)))\(Suggestions.didYouMean(tableName.value, in: strings.tables.map(\.name)))",
                              at: tableName.location)
                }
                return
            }
            searched = [table]
        }
        let holding = searched.filter { $0[key.value] != nil }
        guard let table = holding.first, let entry = table[key.value] else {
            // A table that could not be read has had its error; the key may well be in it.
            guard !strings.isIncomplete else { return }
            log.error("no key '\(key.value)' in \(searched.map(\.path).joined(separator: " or "))\(suggestion(for: key.value, in: searched))",
                      at: key.location)
            return
        }
        if holding.count > 1 {
            log.error("the key '\(key.value)' is in \(describe(holding.map(\.name))); say which with \"table\"", at: key.location)
            return
        }
        let source = entry.translations[table.sourceLanguage]
        if let source, source.isPlural {
            log.error("'\(key.value)' varies by a number in \(table.path) (plural variations or substitutions), so it is a format, not one label; find the element by a predicate",
                      at: key.location)
            return
        }
        guard !entry.doesNotTranslate else { return }
        let missing = Resolver.shippedLanguages(of: table, in: strings).filter { language in
            guard let translation = entry.translations[language] else { return true }
            return translation.isPlural || (translation.text == nil && translation.byDevice["other"] == nil)
        }
        if !missing.isEmpty {
            let languages = missing.joined(separator: ", ")
            log.warning(.missingTranslation, "'\(key.value)' has no text in \(languages) in \(table.path), \(missing.count == 1 ? "a language" : "languages") the app ships; in \(missing.count == 1 ? "it" : "those") the label is not known and the page objects look for the \(table.sourceLanguage) text",
                        at: key.location)
        }
    }

    /// "did you mean" a key spelt alike, or the key whose source text was written instead of it.
    private func suggestion(for key: String, in tables: [StringTable]) -> String {
        for table in tables {
            if let match = table.keys.first(where: { table[$0]?.translations[table.sourceLanguage]?.text == key && $0 != key }) {
                return "; '\(key)' is the \(table.sourceLanguage) text of the key '\(match)'"
            }
        }
        return Suggestions.didYouMean(key, in: tables.flatMap(\.keys))
    }

    private func describe(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        switch quoted.count {
        case 0: return "no table"
        case 1: return "only \(quoted[0])"
        default: return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        }
    }
}
