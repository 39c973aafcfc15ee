/// `"localization": { "catalog": "../App/Localizable.xcstrings", "languages": ["en", "de"] }`.
extension SettingsDecoder {
    static let localizationKeys = ["catalog", "sourceLanguage", "languages"]

    static func decodeLocalization(_ node: JSONNode, log: inout DiagnosticLog) -> LocalizationSpec? {
        guard let reader = ObjectReader(node, what: "'localization'", known: KeyList(localizationKeys), log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        var spec = LocalizationSpec(location: node.location)
        spec.catalogs = reader.stringList("catalog", log: &log)
        if !reader.has("catalog") {
            log.error("'localization' needs a 'catalog': the path of the app's Localizable.xcstrings, or of a .strings file in its source language's .lproj folder",
                      at: node.location)
        } else if spec.catalogs.isEmpty, case .array? = reader["catalog"]?.value {
            log.error("'catalog' lists no file", at: reader["catalog"]!.location)
        }
        for catalog in spec.catalogs where catalog.value.isEmpty {
            log.error("a 'catalog' path is empty", at: catalog.location)
        }
        spec.catalogs.removeAll { $0.value.isEmpty }
        spec.sourceLanguage = reader.string("sourceLanguage", log: &log)
        spec.languages = reader.stringList("languages", log: &log)
        for language in spec.languages + [spec.sourceLanguage].compactMap({ $0 }) where !isLanguageCode(language.value) {
            log.error("'\(language.value)' is not a language code such as \"en\", \"de\" or \"pt-BR\"", at: language.location)
        }
        return spec
    }

    /// A BCP 47 tag as Xcode names languages: letters, digits and hyphens (`en`, `zh-Hans`, `pt-BR`).
    static func isLanguageCode(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
            && !text.hasSuffix("-") && text.count <= 35
    }
}
