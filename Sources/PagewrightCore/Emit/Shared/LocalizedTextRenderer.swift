/// A localised text as Swift: a call of the runtime that picks, among the key's text in every
/// language the app ships (the table written here, from the app's string tables), the one of the
/// language the app was launched in (`PagewrightLocalization`). A language the app ships without
/// a text for the key holds the source text, which the app shows then (validation warned).
enum LocalizedTextRenderer {
    /// `PagewrightLocalization.text(["de": "Speichern", "en": "Save"], source: "en")`, then each
    /// transform in turn.
    static func expression(_ text: Resolved.LocalizedText, transforms: [TextTransform]) -> String {
        transforms.reduce(call(text)) { $1.swift($0) }
    }

    /// In the app's own code: `NSLocalizedString("Settings", tableName: "Localizable", comment: "")`,
    /// the app's bundle choosing the language, then each transform in turn.
    static func inApp(_ text: Resolved.LocalizedText, transforms: [TextTransform]) -> String {
        let call = "Foundation.NSLocalizedString(\(SwiftNames.literal(text.key)), tableName: \(SwiftNames.literal(text.table)), comment: \"\")"
        return transforms.reduce(call) { $1.swift($0) }
    }

    /// Whether the text differs by device, so its lookup asks the device (on the main actor).
    static func asksTheDevice(_ text: Resolved.LocalizedText) -> Bool {
        text.translations.contains { !devices($0).isEmpty }
    }

    private static func call(_ text: Resolved.LocalizedText) -> String {
        var texts = text.translations.map { ($0.language, $0.text) }
        texts += text.missingLanguages.map { ($0, text.sourceText) }
        if !texts.contains(where: { $0.0 == text.sourceLanguage }) { texts.append((text.sourceLanguage, text.sourceText)) }
        var call = "\(RuntimeAPI.localization).text(\(dictionary(texts)), source: \(SwiftNames.literal(text.sourceLanguage))"
        if asksTheDevice(text) {
            var byDevice: [String: [(String, String)]] = [:]
            for translation in text.translations {
                for (device, value) in devices(translation) { byDevice[device, default: []].append((translation.language, value)) }
            }
            let entries = byDevice.keys.sorted().map { "\(SwiftNames.literal($0)): \(dictionary(byDevice[$0]!))" }
            call += ", byDevice: [" + entries.joined(separator: ", ") + "]"
        }
        return call + ")"
    }

    /// The per-device texts that differ from the language's text (`other` is the text itself).
    private static func devices(_ translation: Resolved.LocalizedText.Translation) -> [(String, String)] {
        translation.byDevice.filter { $0.key != "other" && $0.value != translation.text }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func dictionary(_ pairs: [(String, String)]) -> String {
        "[" + pairs.sorted { $0.0 < $1.0 }.map { "\(SwiftNames.literal($0.0)): \(SwiftNames.literal($0.1))" }.joined(separator: ", ") + "]"
    }
}
